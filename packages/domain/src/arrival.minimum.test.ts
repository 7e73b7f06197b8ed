import { describe, expect, it } from 'vitest';
import type { ShipmentDataEntry } from './api.js';
import {
  DEFAULT_MINIMUM_ARRIVAL,
  arrivalDate,
  parseMinimumArrival,
  yymmddToIso,
  type ArrivalInput,
} from './arrival.js';
import { WED, stocked, supplier, winter } from './arrival.fixtures.js';

describe('arrivalDate: minimum arrival', () => {
  const inDecember2017 = winter('2017-12-20T10:00'); // a Wednesday

  it.each<[string, ArrivalInput, string]>([
    [
      'pushes a date later',
      stocked(winter(`${WED}T10:00`), { minimumArrival: '240125' }),
      '2024-01-25',
    ],
    [
      'then a weekend still moves',
      stocked(winter(`${WED}T10:00`), { minimumArrival: '240127' }),
      '2024-01-29',
    ],
    [
      'an earlier minimum changes nothing',
      stocked(winter(`${WED}T10:00`), { minimumArrival: '240110' }),
      WED,
    ],
    ['a leap day', stocked(winter('2024-02-20T10:00'), { minimumArrival: '240229' }), '2024-02-29'],
    [
      'applies to supplier dates',
      supplier(winter(`${WED}T10:00`), { type: 'days', days: 1 }, { minimumArrival: '240124' }),
      '2024-01-24',
    ],
    ['default 171229', stocked(inDecember2017), '2017-12-29'],
    ['null means the default', stocked(inDecember2017, { minimumArrival: null }), '2017-12-29'],
    [
      'a given one replaces it',
      stocked(inDecember2017, { minimumArrival: '171222' }),
      '2017-12-22',
    ],
    [
      'an invalid one is the default',
      stocked(inDecember2017, { minimumArrival: 'soon' }),
      '2017-12-29',
    ],
    ['month 13 is invalid', stocked(inDecember2017, { minimumArrival: '171301' }), '2017-12-29'],
  ])('%s', (_, input, expected) => {
    expect(arrivalDate(input)).toBe(expected);
  });
});

describe('yymmddToIso', () => {
  it.each([
    ['171229', '2017-12-29'],
    ['000101', '2000-01-01'],
    ['240229', '2024-02-29'],
    ['991231', '2099-12-31'],
  ])('%s -> %s', (yymmdd, expected) => {
    expect(yymmddToIso(yymmdd)).toBe(expected);
  });

  it.each(['170229', '171301', '171232', '171200', '17122', '1712299', 'abcdef', '', '2017-12-29'])(
    'rejects %j',
    (text) => {
      expect(() => yymmddToIso(text)).toThrow(RangeError);
    },
  );
});

describe('parseMinimumArrival', () => {
  const entry = (type: string, ...data: [string, string][]): ShipmentDataEntry => ({
    type,
    data: data.map(([key, value]) => ({ key, value })),
  });

  it.each<[string, ShipmentDataEntry[], string]>([
    ['no entries', [], DEFAULT_MINIMUM_ARRIVAL],
    ['the entry', [entry('minimum_arrival', ['date', '240105'])], '240105'],
    [
      'among others',
      [
        entry('holiday', ['date', '991231']),
        entry('minimum_arrival', ['note', 'x'], ['date', '240105']),
      ],
      '240105',
    ],
    ['another type only', [entry('holiday', ['date', '240105'])], DEFAULT_MINIMUM_ARRIVAL],
    ['no date key', [entry('minimum_arrival', ['from', '240105'])], DEFAULT_MINIMUM_ARRIVAL],
    [
      'an invalid date',
      [entry('minimum_arrival', ['date', '2024-01-05'])],
      DEFAULT_MINIMUM_ARRIVAL,
    ],
    [
      'the first valid one',
      [entry('minimum_arrival', ['date', 'x']), entry('minimum_arrival', ['date', '240105'])],
      '240105',
    ],
  ])('%s', (_, entries, expected) => {
    expect(parseMinimumArrival(entries)).toBe(expected);
  });

  it('defaults to 171229', () => {
    expect(DEFAULT_MINIMUM_ARRIVAL).toBe('171229');
  });
});
