// Rear suspension parts; later variants differ by years.
import { CLASSIC, part, texts, type GroupVocabulary } from './types.js';

const DUETT = ['volvo-duett'];

export const REAR_SUSPENSION: GroupVocabulary = {
  slug: 'rear-suspension',
  names: texts(['Rear suspension', 'Bakvagn', 'Takajousitus']),
  diagrams: [
    texts(['Rear suspension', 'Bakvagnsupphängning', 'Takajousitus']),
    texts(['Rear axle mounting', 'Bakaxelns infästning', 'Taka-akselin kiinnitys']),
  ],
  parts: [
    part(
      'shock-absorber-rear',
      'shock-absorber',
      ['Shock absorber, rear', 'Stötdämpare, bak', 'Iskunvaimennin, taka'],
      [3900, 12900],
      [1000, 2500],
    ),
    part(
      'coil-spring-rear',
      'spring',
      ['Coil spring, rear', 'Spiralfjäder, bak', 'Kierrejousi, taka'],
      [3490, 8990],
      [1800, 3800],
      { unit: 'pair', exceptCars: DUETT },
    ),
    part(
      'leaf-spring',
      'leaf-spring',
      ['Leaf spring', 'Bladfjäder', 'Lehtijousi'],
      [9900, 24900],
      [9000, 16000],
      { cars: DUETT, families: ['pv'] },
    ),
    part(
      'trailing-arm',
      'arm',
      ['Trailing arm', 'Länkarm', 'Pitkittäisvarsi'],
      [6900, 19900],
      [2500, 5000],
      { exceptCars: DUETT },
    ),
    part(
      'trailing-arm-bushing',
      'bushing',
      ['Trailing arm bushing', 'Bussning, länkarm', 'Pitkittäisvarren hela'],
      [690, 1990],
      [60, 200],
      { exceptCars: DUETT },
    ),
    part(
      'panhard-rod-bushing',
      'bushing',
      ['Panhard rod bushing', 'Bussning, panhardstag', 'Panhard-tangon hela'],
      [590, 1790],
      [40, 150],
      { families: CLASSIC },
    ),
    part(
      'torque-rod',
      'arm',
      ['Torque rod', 'Reaktionsstag', 'Momenttitanko'],
      [2990, 7990],
      [1000, 2500],
      { families: CLASSIC },
    ),
    part(
      'stabiliser-bushing-rear',
      'bushing',
      [
        'Stabiliser bar bushing, rear',
        'Krängningshämmarbussning, bak',
        'Kallistuksenvakaajan hela, taka',
      ],
      [390, 1290],
      [20, 80],
    ),
    part(
      'bump-stop-rear',
      'bushing',
      ['Bump stop, rear', 'Gummibuffert, bak', 'Vaimennuskumi, taka'],
      [490, 1490],
      [50, 200],
    ),
    part(
      'spring-insulator-rear',
      'bushing',
      ['Spring insulator, rear', 'Fjäderisolator, bak', 'Jousen eristin, taka'],
      [390, 1290],
      [30, 120],
      { exceptCars: DUETT },
    ),
  ],
};
