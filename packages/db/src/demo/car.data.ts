// Car groups, cars and item groups of the demo catalog (Volvo-like ranges).
import type { CarGroupTable, CarTable, ItemGroupTable } from '../schema.js';
import { GROUP_VOCABULARY } from './vocabulary/index.js';

export interface DemoCar {
  slug: string;
  /** Every demo car is a Volvo. */
  make: string;
  /** The model, without the make. */
  name: string;
  /** Three characters [A-Z0-9], part of the car's illustration ids. */
  code: string;
  /** Model label and years, e.g. '240 1975-1993' (fit and model descriptions). */
  label: string;
  engines: readonly string[];
  /** Cars of one family share most parts. */
  family: string;
  modern: boolean;
}

export interface DemoCarGroup {
  id: number;
  name: string;
  cars: readonly DemoCar[];
}

const car = (
  slug: string,
  name: string,
  code: string,
  label: string,
  engines: string[],
  family: string,
  modern = false,
): DemoCar => ({ slug, make: 'Volvo', name, code, label, engines, family, modern });

export const DEMO_CAR_GROUPS: readonly DemoCarGroup[] = [
  {
    id: 1,
    name: 'Amazon / P1800',
    cars: [
      car('volvo-pv544', 'PV444 / PV544', 'PV5', 'PV544 1958-1965', ['B16A', 'B18A'], 'pv'),
      car(
        'volvo-amazon',
        'Amazon 120 / 130',
        'AMA',
        'Amazon 1956-1970',
        ['B16A', 'B18B', 'B20B'],
        'pv',
      ),
      car('volvo-duett', 'Duett P210', 'DUE', 'P210 1960-1969', ['B18A', 'B18B'], 'pv'),
      car('volvo-p1800', 'P1800', 'P18', 'P1800 1961-1973', ['B18B', 'B20B', 'B20E'], 'p1800'),
      car('volvo-p1800es', 'P1800 ES', 'P1E', 'P1800 ES 1971-1973', ['B20E', 'B20F'], 'p1800'),
    ],
  },
  {
    id: 2,
    name: '140 / 164',
    cars: [
      car('volvo-142', '142', '142', '142 1967-1974', ['B18A', 'B20A', 'B20E'], '140'),
      car('volvo-144', '144', '144', '144 1967-1974', ['B18A', 'B20A', 'B20F'], '140'),
      car('volvo-145', '145', '145', '145 1967-1974', ['B20A', 'B20B'], '140'),
      car('volvo-164', '164', '164', '164 1968-1975', ['B30A', 'B30E', 'B30F'], '164'),
    ],
  },
  {
    id: 3,
    name: '240 / 260',
    cars: [
      car('volvo-240', '240', '240', '240 1975-1993', ['B21A', 'B23E', 'B230F', 'D24'], '240'),
      car('volvo-242', '242', '242', '242 1975-1984', ['B21A', 'B21E', 'B23E'], '240'),
      car('volvo-244', '244', '244', '244 1975-1985', ['B21A', 'B23A', 'B230A'], '240'),
      car('volvo-245', '245', '245', '245 1975-1993', ['B21A', 'B230F', 'D24'], '240'),
      car('volvo-262c', '262C Bertone', '262', '262C 1977-1981', ['B27E', 'B28E'], '260'),
      car('volvo-264', '264', '264', '264 1975-1982', ['B27E', 'B28E'], '260'),
      car('volvo-265', '265', '265', '265 1975-1985', ['B27A', 'B28A'], '260'),
    ],
  },
  {
    id: 4,
    name: '700 / 900 / Modern',
    cars: [
      car('volvo-740', '740', '740', '740 1984-1992', ['B230F', 'B230FT', 'D24T'], '700'),
      car('volvo-760', '760', '760', '760 1982-1990', ['B28F', 'B230ET', 'D24TIC'], '700'),
      car('volvo-780', '780 Bertone', '780', '780 1986-1990', ['B280F', 'B230FT'], '700'),
      car('volvo-940', '940', '940', '940 1990-1998', ['B230F', 'B230FK', 'D24TIC'], '900'),
      car('volvo-960', '960', '960', '960 1990-1997', ['B6304F', 'B6254F'], '900'),
      car('volvo-s60', 'S60 (2001-2009)', 'S60', 'S60 2001-2009', ['B5244S', 'D5244T'], 'p2', true),
      car(
        'volvo-v70-2001',
        'V70 (2001-2007)',
        'V70',
        'V70 2001-2007',
        ['B5244S', 'D5244T'],
        'p2',
        true,
      ),
      car('volvo-s80', 'S80 (1999-2006)', 'S80', 'S80 1999-2006', ['B6294S', 'B5244S'], 'p2', true),
      car(
        'volvo-xc90',
        'XC90 (2003-2014)',
        'X90',
        'XC90 2003-2014',
        ['B5254T2', 'D5244T4'],
        'p2',
        true,
      ),
    ],
  },
];

export const DEMO_CARS: readonly DemoCar[] = DEMO_CAR_GROUPS.flatMap((group) => group.cars);

export const DEMO_ITEM_GROUPS: readonly ItemGroupTable[] = GROUP_VOCABULARY.map((group, index) => ({
  slug: group.slug,
  name: group.names.en,
  idx: index + 1,
}));

export function carGroupRows(): CarGroupTable[] {
  return DEMO_CAR_GROUPS.map((group, index) => ({
    id: group.id,
    name: group.name,
    position: index + 1,
  }));
}

export function carRows(): CarTable[] {
  return DEMO_CAR_GROUPS.flatMap((group) =>
    group.cars.map((c, index) => ({
      slug: c.slug,
      make: c.make,
      name: c.name,
      car_group_id: group.id,
      position: index + 1,
      modern: c.modern ? 1 : 0,
    })),
  );
}
