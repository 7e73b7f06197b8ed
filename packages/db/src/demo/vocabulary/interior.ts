// Interior parts; later variants differ by years (trim colours and patterns changed with them).
import { CLASSIC, part, texts, type GroupVocabulary } from './types.js';

export const INTERIOR: GroupVocabulary = {
  slug: 'interior',
  names: texts(['Interior', 'Inredning', 'Sisätilat']),
  diagrams: [
    texts(['Front seats', 'Framstolar', 'Etuistuimet']),
    texts(['Door trim', 'Dörrklädsel', 'Oven verhoilu']),
    texts(['Dashboard', 'Instrumentbräda', 'Kojelauta']),
    texts(['Heater controls', 'Värmereglage', 'Lämmityslaitteen säätimet']),
  ],
  parts: [
    part(
      'seat-cover-front',
      'seat-cover',
      ['Seat cover, front', 'Klädsel, framstol', 'Etuistuimen verhoilu'],
      [9900, 29900],
      [800, 2000],
    ),
    part(
      'floor-mats',
      'mat',
      ['Floor mat set', 'Golvmattor, sats', 'Mattosarja'],
      [3900, 11900],
      [2000, 5000],
      { unit: 'set' },
    ),
    part(
      'sun-visor',
      'panel',
      ['Sun visor', 'Solskydd', 'Häikäisysuoja'],
      [1990, 5990],
      [200, 500],
    ),
    part(
      'window-winder',
      'handle',
      ['Window winder handle', 'Fönstervev', 'Ikkunannostimen kampi'],
      [990, 2990],
      [60, 200],
      { families: CLASSIC },
    ),
    part(
      'door-panel-clips',
      'clamp',
      ['Door panel clip set', 'Klädselclips, sats', 'Oven verhoilun kiinnikesarja'],
      [390, 1490],
      [20, 80],
      { unit: 'set' },
    ),
    part(
      'gear-lever-gaiter',
      'boot',
      ['Gear lever gaiter', 'Växelspaksdamask', 'Vaihdekepin suojanahka'],
      [1490, 3990],
      [50, 200],
    ),
    part(
      'seat-belt-front',
      'seat-belt',
      ['Seat belt, front', 'Säkerhetsbälte, fram', 'Turvavyö, etu'],
      [4900, 14900],
      [800, 1500],
    ),
    part(
      'heater-control-knob',
      'knob',
      ['Heater control knob', 'Reglageknopp, värme', 'Lämmityksen säätönuppi'],
      [490, 1490],
      [10, 40],
    ),
    part(
      'interior-lamp',
      'lamp',
      ['Interior lamp', 'Innerbelysning', 'Sisävalo'],
      [990, 3490],
      [50, 150],
    ),
    part('armrest', 'panel', ['Armrest', 'Armstöd', 'Käsinoja'], [2990, 8990], [400, 1000]),
  ],
};
