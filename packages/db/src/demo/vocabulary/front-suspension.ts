// Front suspension parts; later variants differ by years.
import { EARLY, LATE, MODERN, part, texts, type GroupVocabulary } from './types.js';

/** McPherson struts from the 240 on; double wishbones before. */
const STRUTS = [...LATE, ...MODERN];

export const FRONT_SUSPENSION: GroupVocabulary = {
  slug: 'front-suspension',
  names: texts(['Front suspension', 'Framvagn', 'Etujousitus']),
  diagrams: [
    texts(['Front suspension', 'Framvagnsupphängning', 'Etujousitus']),
    texts(['Spring strut', 'Fjäderben', 'Joustintuki']),
    texts(['Front wheel bearing', 'Framhjulslager', 'Etupyörän laakeri']),
  ],
  parts: [
    part(
      'shock-absorber-front',
      'shock-absorber',
      ['Shock absorber, front', 'Stötdämpare, fram', 'Iskunvaimennin, etu'],
      [4900, 14900],
      [1200, 3000],
    ),
    part(
      'coil-spring-front',
      'spring',
      ['Coil spring, front', 'Spiralfjäder, fram', 'Kierrejousi, etu'],
      [3900, 9900],
      [2000, 4000],
      { unit: 'pair' },
    ),
    part(
      'ball-joint-lower',
      'joint',
      ['Ball joint, lower', 'Kulled, nedre', 'Pallonivel, ala'],
      [1990, 5990],
      [300, 700],
    ),
    part(
      'ball-joint-upper',
      'joint',
      ['Ball joint, upper', 'Kulled, övre', 'Pallonivel, ylä'],
      [1990, 5990],
      [250, 600],
      { families: EARLY },
    ),
    part(
      'control-arm-bushing',
      'bushing',
      ['Control arm bushing', 'Bärarmsbussning', 'Tukivarren hela'],
      [790, 2490],
      [60, 200],
    ),
    part(
      'control-arm-left',
      'arm',
      ['Control arm, left', 'Bärarm, vänster', 'Tukivarsi, vasen'],
      [4900, 14900],
      [1500, 3500],
    ),
    part(
      'control-arm-right',
      'arm',
      ['Control arm, right', 'Bärarm, höger', 'Tukivarsi, oikea'],
      [4900, 14900],
      [1500, 3500],
    ),
    part(
      'stabiliser-link',
      'tie-rod',
      ['Stabiliser bar link', 'Länkstag, krängningshämmare', 'Kallistuksenvakaajan tukitanko'],
      [990, 2990],
      [150, 400],
    ),
    part(
      'strut-top-mount',
      'mount',
      ['Strut top mount', 'Fjäderbenslager', 'Joustintuen yläkiinnike'],
      [1990, 5990],
      [300, 800],
      { families: STRUTS },
    ),
    part(
      'wheel-bearing-front',
      'bearing',
      ['Wheel bearing kit, front', 'Hjullagersats, fram', 'Pyöränlaakerisarja, etu'],
      [2490, 6990],
      [300, 900],
      { unit: 'set' },
    ),
  ],
};
