// Gearbox parts; later variants differ by years (M40, M41, M46, M90 … follow the model years).
import { CLASSIC, part, texts, title, type GroupVocabulary } from './types.js';

export const GEARBOX: GroupVocabulary = {
  slug: 'gearbox',
  names: texts(['Gearbox', 'Växellåda', 'Vaihteisto']),
  diagrams: [
    texts(['Manual gearbox', 'Manuell växellåda', 'Käsivaihteisto']),
    title(['Overdrive', 'Överväxel', 'Ylivaihde'], CLASSIC),
    texts(['Gear shift', 'Växelspak', 'Vaihteenvalitsin']),
    texts(['Automatic transmission', 'Automatlåda', 'Automaattivaihteisto']),
  ],
  parts: [
    part(
      'gearbox-mount',
      'mount',
      ['Gearbox mount', 'Växellådsfäste', 'Vaihteiston tuki'],
      [1490, 4990],
      [200, 700],
    ),
    part(
      'gear-lever-bushing',
      'bushing',
      ['Gear lever bushing', 'Växelspaksbussning', 'Vaihdevivun holkki'],
      [390, 1490],
      [10, 50],
    ),
    part(
      'overdrive-solenoid',
      'relay',
      ['Overdrive solenoid', 'Överväxelsolenoid', 'Ylivaihteen solenoidi'],
      [4900, 14900],
      [200, 500],
      { families: CLASSIC },
    ),
    part(
      'synchro-ring',
      'gear',
      ['Synchroniser ring', 'Synkroniseringsring', 'Synkronointirengas'],
      [1990, 5990],
      [50, 150],
    ),
    part(
      'output-shaft-seal',
      'seal',
      ['Output shaft seal', 'Tätning, utgående axel', 'Ulostuloakselin tiiviste'],
      [390, 1490],
      [10, 40],
    ),
    part(
      'input-shaft-bearing',
      'bearing',
      ['Input shaft bearing', 'Lager, ingående axel', 'Ensiöakselin laakeri'],
      [1990, 5990],
      [200, 500],
    ),
    part(
      'shift-rod',
      'shaft',
      ['Shift rod', 'Växelstång', 'Vaihdetanko'],
      [1990, 6990],
      [200, 800],
    ),
    part(
      'gearbox-gaskets',
      'gasket',
      ['Gearbox gasket set', 'Packningssats, växellåda', 'Vaihteiston tiivistesarja'],
      [1490, 4990],
      [50, 200],
      { unit: 'set' },
    ),
    part(
      'speedometer-gear',
      'gear',
      ['Speedometer drive gear', 'Hastighetsmätardrev', 'Nopeusmittarin vetopyörä'],
      [990, 2990],
      [10, 50],
    ),
    part(
      'gear-knob',
      'knob',
      ['Gear lever knob', 'Växelspaksknopp', 'Vaihdekepin nuppi'],
      [1490, 4990],
      [60, 200],
    ),
  ],
};
