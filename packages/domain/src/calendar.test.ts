import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, shopCalendarDate } from './calendar.js';

describe('shopCalendarDate', () => {
  it('uses the Stockholm time zone', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Stockholm');
  });

  it.each([
    ['2024-03-31T00:59:59Z', { year: 2024, month: 3, day: 31 }],
    ['2024-03-30T23:00:00Z', { year: 2024, month: 3, day: 31 }],
    ['2024-03-30T22:59:59Z', { year: 2024, month: 3, day: 30 }],
    ['2024-10-26T22:00:00Z', { year: 2024, month: 10, day: 27 }],
    ['2024-10-27T22:59:59Z', { year: 2024, month: 10, day: 27 }],
    ['2024-10-27T23:00:00Z', { year: 2024, month: 10, day: 28 }],
  ])('instant %s', (iso, expected) => {
    expect(shopCalendarDate(new Date(iso))).toEqual(expected);
    expect(shopCalendarDate(Date.parse(iso))).toEqual(expected);
  });

  it.each([
    ['2024-01-01T00:30:00+01:00', { year: 2024, month: 1, day: 1 }],
    ['2023-12-31T23:30:00.123Z', { year: 2024, month: 1, day: 1 }],
  ])('timestamp %s', (text, expected) => {
    expect(shopCalendarDate(text)).toEqual(expected);
  });

  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['1999-12-31', { year: 1999, month: 12, day: 31 }],
  ])('plain date %s is taken as is', (text, expected) => {
    expect(shopCalendarDate(text)).toEqual(expected);
  });

  it.each([
    '2023-02-29',
    '2024-04-31',
    '2024-1-01',
    '2024-01-01T12:00:00', // no zone: would depend on the host
    'March 5, 2024',
    '2024-01-01T25:00:00Z',
    'x',
    '',
  ])('rejects %j', (text) => {
    expect(() => shopCalendarDate(text)).toThrow(RangeError);
  });
});
