// Cooling parts; later variants differ by engine.
import { part, texts, type GroupVocabulary } from './types.js';

// Engine-bound parts: later variants are per engine.
const p: typeof part = (key, picture, names, price, weight, options) =>
  part(key, picture, names, price, weight, options, 'engine');

export const COOLING: GroupVocabulary = {
  slug: 'cooling',
  names: texts(['Cooling system', 'Kylsystem', 'Jäähdytysjärjestelmä']),
  diagrams: [
    texts(['Radiator', 'Kylare', 'Jäähdytin']),
    texts(['Water pump and thermostat', 'Vattenpump och termostat', 'Vesipumppu ja termostaatti']),
    texts(['Cooling fan', 'Kylfläkt', 'Jäähdytyspuhallin']),
  ],
  parts: [
    p('water-pump', 'pump', ['Water pump', 'Vattenpump', 'Vesipumppu'], [3900, 14900], [800, 2500]),
    p(
      'thermostat',
      'thermostat',
      ['Thermostat', 'Termostat', 'Termostaatti'],
      [990, 3490],
      [60, 200],
    ),
    p(
      'thermostat-gasket',
      'gasket',
      ['Thermostat gasket', 'Termostatpackning', 'Termostaatin tiiviste'],
      [290, 890],
      [5, 20],
    ),
    p('radiator', 'radiator', ['Radiator', 'Kylare', 'Jäähdytin'], [14900, 44900], [4000, 9000]),
    p(
      'radiator-hose-upper',
      'hose',
      ['Radiator hose, upper', 'Kylarslang, övre', 'Jäähdyttimen letku, ylä'],
      [1290, 3990],
      [150, 400],
    ),
    p(
      'radiator-hose-lower',
      'hose',
      ['Radiator hose, lower', 'Kylarslang, nedre', 'Jäähdyttimen letku, ala'],
      [1290, 3990],
      [150, 450],
    ),
    p(
      'expansion-tank',
      'tank',
      ['Expansion tank', 'Expansionskärl', 'Paisuntasäiliö'],
      [2900, 8900],
      [400, 1000],
      { varies: 'years' },
    ),
    p(
      'expansion-cap',
      'cap',
      ['Expansion tank cap', 'Lock, expansionskärl', 'Paisuntasäiliön korkki'],
      [790, 2490],
      [30, 100],
      { varies: 'years' },
    ),
    p(
      'cooling-fan',
      'fan',
      ['Cooling fan', 'Kylfläkt', 'Jäähdytyspuhallin'],
      [4900, 19900],
      [600, 2500],
    ),
    p('fan-belt', 'belt', ['Fan belt', 'Fläktrem', 'Tuulettimen hihna'], [790, 2490], [80, 200]),
    p(
      'heater-valve',
      'thermostat',
      ['Heater valve', 'Värmeventil', 'Lämmityslaitteen venttiili'],
      [1990, 5990],
      [100, 300],
      { varies: 'years' },
    ),
    p(
      'temperature-sender',
      'sensor',
      ['Temperature sender', 'Temperaturgivare', 'Lämpötila-anturi'],
      [990, 3490],
      [30, 100],
    ),
  ],
};
