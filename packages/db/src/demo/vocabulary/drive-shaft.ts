// Propeller shaft, rear axle and (front-wheel-drive) drive shaft parts.
import { CLASSIC, MODERN, part, texts, title, type GroupVocabulary } from './types.js';

export const DRIVE_SHAFT: GroupVocabulary = {
  slug: 'drive-shaft',
  names: texts([
    'Drive shaft and rear axle',
    'Kardanaxel och bakaxel',
    'Kardaaniakseli ja taka-akseli',
  ]),
  diagrams: [
    texts(['Propeller shaft', 'Kardanaxel', 'Kardaaniakseli']),
    title(['Rear axle', 'Bakaxel', 'Taka-akseli'], CLASSIC),
    title(['Drive shafts', 'Drivaxlar', 'Vetoakselit'], MODERN),
  ],
  parts: [
    part(
      'universal-joint',
      'joint',
      ['Universal joint', 'Kardanknut', 'Kardaaninivel'],
      [1990, 5990],
      [200, 500],
    ),
    part(
      'centre-bearing',
      'bearing',
      ['Propeller shaft centre bearing', 'Stödlager, kardanaxel', 'Kardaaniakselin tukilaakeri'],
      [2490, 7990],
      [300, 800],
    ),
    part(
      'pinion-seal',
      'seal',
      ['Pinion seal', 'Pinjongtätning', 'Kulmavetopyörän tiiviste'],
      [590, 1990],
      [20, 60],
      { families: CLASSIC },
    ),
    part(
      'rear-axle-bearing',
      'bearing',
      ['Rear axle bearing', 'Bakaxellager', 'Taka-akselin laakeri'],
      [1990, 5990],
      [300, 700],
      { families: CLASSIC },
    ),
    part(
      'drive-shaft-boot',
      'boot',
      ['Drive shaft boot kit', 'Drivaxeldamask, sats', 'Vetonivelen suojakumisarja'],
      [1490, 3990],
      [200, 500],
      { unit: 'set', families: MODERN },
    ),
    part(
      'cv-joint-outer',
      'joint',
      ['CV joint, outer', 'Drivknut, yttre', 'Vetonivel, ulompi'],
      [4900, 14900],
      [1200, 2500],
      { families: MODERN },
    ),
    part(
      'differential-gasket',
      'gasket',
      [
        'Differential cover gasket',
        'Packning, differentialkåpa',
        'Tasauspyörästön kannen tiiviste',
      ],
      [390, 1490],
      [20, 80],
      { families: CLASSIC },
    ),
    part(
      'axle-shaft',
      'shaft',
      ['Axle shaft', 'Drivaxel, bak', 'Vetoakseli, taka'],
      [9900, 29900],
      [4000, 8000],
      { families: CLASSIC },
    ),
    part(
      'propeller-shaft',
      'shaft',
      ['Propeller shaft', 'Kardanaxel', 'Kardaaniakseli'],
      [19900, 49900],
      [7000, 14000],
    ),
    part(
      'drive-shaft-front',
      'shaft',
      ['Drive shaft, front', 'Drivaxel, fram', 'Vetoakseli, etu'],
      [14900, 39900],
      [5000, 9000],
      { families: MODERN },
    ),
  ],
};
