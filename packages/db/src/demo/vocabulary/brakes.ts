// Brake parts; later variants differ by years (caliper makes changed with the model years).
import { part, texts, type Family, type GroupVocabulary } from './types.js';

/** Rear drums on the PV, Amazon, Duett and early P1800; discs all round on the rest. */
const DRUMS: readonly Family[] = ['pv', 'p1800'];
const REAR_DISCS: readonly Family[] = ['140', '164', '240', '260', '700', '900', 'p2'];

export const BRAKES: GroupVocabulary = {
  slug: 'brakes',
  names: texts(['Brakes', 'Bromsar', 'Jarrut']),
  diagrams: [
    texts(['Brake caliper, front', 'Bromsok, fram', 'Jarrusatula, etu']),
    texts(['Brake caliper, rear', 'Bromsok, bak', 'Jarrusatula, taka']),
    texts(['Master cylinder', 'Huvudcylinder', 'Pääsylinteri']),
    texts(['Brake lines', 'Bromsledningar', 'Jarruputket']),
    texts(['Parking brake', 'Parkeringsbroms', 'Seisontajarru']),
  ],
  parts: [
    part(
      'brake-disc-front',
      'disc',
      ['Brake disc, front', 'Bromsskiva, fram', 'Jarrulevy, etu'],
      [2900, 9900],
      [3500, 7500],
    ),
    part(
      'brake-disc-rear',
      'disc',
      ['Brake disc, rear', 'Bromsskiva, bak', 'Jarrulevy, taka'],
      [2900, 8900],
      [2500, 5500],
      { families: REAR_DISCS },
    ),
    part(
      'brake-pads-front',
      'pads',
      ['Brake pads, front', 'Bromsbelägg, fram', 'Jarrupalat, etu'],
      [1990, 6990],
      [600, 1500],
      { unit: 'axle' },
    ),
    part(
      'brake-pads-rear',
      'pads',
      ['Brake pads, rear', 'Bromsbelägg, bak', 'Jarrupalat, taka'],
      [1790, 5990],
      [400, 1100],
      { unit: 'axle', families: REAR_DISCS },
    ),
    part(
      'brake-caliper-front-left',
      'caliper',
      ['Brake caliper, front left', 'Bromsok, fram vänster', 'Jarrusatula, etu vasen'],
      [6900, 19900],
      [2500, 4500],
    ),
    part(
      'brake-caliper-front-right',
      'caliper',
      ['Brake caliper, front right', 'Bromsok, fram höger', 'Jarrusatula, etu oikea'],
      [6900, 19900],
      [2500, 4500],
    ),
    part(
      'brake-hose-front',
      'hose',
      ['Brake hose, front', 'Bromsslang, fram', 'Jarruletku, etu'],
      [990, 2990],
      [60, 150],
    ),
    part(
      'brake-shoes-rear',
      'shoes',
      ['Brake shoes, rear', 'Bromsbackar, bak', 'Jarrukengät, taka'],
      [2990, 7990],
      [1200, 2500],
      { unit: 'axle', families: DRUMS },
    ),
    part(
      'wheel-cylinder-rear',
      'cylinder',
      ['Wheel cylinder, rear', 'Hjulcylinder, bak', 'Pyöräsylinteri, taka'],
      [1490, 3990],
      [200, 500],
      { families: DRUMS },
    ),
    part(
      'brake-master-cylinder',
      'cylinder',
      ['Brake master cylinder', 'Huvudcylinder, broms', 'Jarrupääsylinteri'],
      [6900, 19900],
      [800, 2000],
    ),
    part(
      'brake-servo',
      'servo',
      ['Brake servo', 'Bromsservo', 'Jarrutehostin'],
      [9900, 29900],
      [3000, 6000],
    ),
    part(
      'caliper-repair-kit',
      'seal',
      ['Caliper repair kit', 'Reparationssats, bromsok', 'Jarrusatulan korjaussarja'],
      [990, 2990],
      [30, 120],
      { unit: 'set' },
    ),
    part(
      'handbrake-cable',
      'cable',
      ['Handbrake cable', 'Handbromsvajer', 'Käsijarruvaijeri'],
      [1490, 4490],
      [200, 600],
    ),
    part('brake-pipe', 'pipe', ['Brake pipe', 'Bromsrör', 'Jarruputki'], [490, 1490], [30, 120]),
    part(
      'brake-fluid-reservoir',
      'tank',
      ['Brake fluid reservoir', 'Bromsvätskebehållare', 'Jarrunestesäiliö'],
      [1990, 5990],
      [150, 400],
    ),
  ],
};
