// Clutch parts; later variants differ by engine (flywheel and disc sizes follow it).
import { CLASSIC, LATE, MODERN, part, texts, type GroupVocabulary } from './types.js';

// Engine-bound parts: later variants are per engine.
const p: typeof part = (key, picture, names, price, weight, options) =>
  part(key, picture, names, price, weight, options, 'engine');
const HYDRAULIC = [...LATE, ...MODERN];

export const CLUTCH: GroupVocabulary = {
  slug: 'clutch',
  names: texts(['Clutch', 'Koppling', 'Kytkin']),
  diagrams: [
    texts(['Clutch', 'Koppling', 'Kytkin']),
    texts(['Clutch control', 'Kopplingsreglage', 'Kytkimen ohjaus']),
  ],
  parts: [
    p(
      'clutch-kit',
      'clutch-disc',
      ['Clutch kit', 'Kopplingssats', 'Kytkinsarja'],
      [12900, 39900],
      [4000, 8000],
      { unit: 'set' },
    ),
    p(
      'clutch-disc',
      'clutch-disc',
      ['Clutch disc', 'Kopplingslamell', 'Kytkinlevy'],
      [4900, 16900],
      [800, 1800],
    ),
    p(
      'pressure-plate',
      'pressure-plate',
      ['Pressure plate', 'Tryckplatta', 'Kytkimen painelevy'],
      [6900, 19900],
      [2500, 5000],
    ),
    p(
      'release-bearing',
      'bearing',
      ['Release bearing', 'Urtrampningslager', 'Kytkimen irrotuslaakeri'],
      [1990, 5990],
      [200, 500],
    ),
    p(
      'clutch-cable',
      'cable',
      ['Clutch cable', 'Kopplingsvajer', 'Kytkinvaijeri'],
      [1490, 4490],
      [100, 300],
      { varies: 'years', families: CLASSIC },
    ),
    p(
      'clutch-master',
      'cylinder',
      ['Clutch master cylinder', 'Huvudcylinder, koppling', 'Kytkimen pääsylinteri'],
      [3900, 11900],
      [300, 800],
      { varies: 'years', families: HYDRAULIC },
    ),
    p(
      'clutch-slave',
      'cylinder',
      ['Clutch slave cylinder', 'Slavcylinder, koppling', 'Kytkimen työsylinteri'],
      [2900, 8900],
      [200, 600],
      { varies: 'years', families: HYDRAULIC },
    ),
    p(
      'pilot-bearing',
      'bearing',
      ['Pilot bearing', 'Styrlager', 'Ohjainlaakeri'],
      [590, 1990],
      [20, 80],
    ),
    p(
      'flywheel',
      'flywheel',
      ['Flywheel', 'Svänghjul', 'Vauhtipyörä'],
      [14900, 44900],
      [6000, 11000],
    ),
    p(
      'clutch-fork',
      'arm',
      ['Clutch fork', 'Urtrampningsgaffel', 'Kytkinhaarukka'],
      [1990, 5990],
      [200, 600],
    ),
  ],
};
