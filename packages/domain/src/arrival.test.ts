import { describe, expect, it } from 'vitest';
import type { Arrival } from './api.js';
import { arrivalDate, arrivalDays, type ArrivalInput } from './arrival.js';
import { SUMMER_WED, WED, rule, stocked, summer, supplier, winter } from './arrival.fixtures.js';
import { estimateColour } from './shipping-estimate.js';

describe('arrivalDate: own stock (brand any)', () => {
  it.each<[string, ArrivalInput, string]>([
    ['winter 11:59 is today', stocked(winter(`${WED}T11:59`)), WED],
    ['winter 12:00 is tomorrow', stocked(winter(`${WED}T12:00`)), '2024-01-18'],
    ['summer 11:59 is today', stocked(summer(`${SUMMER_WED}T11:59`)), SUMMER_WED],
    ['summer 12:00 is tomorrow', stocked(summer(`${SUMMER_WED}T12:00`)), '2024-06-13'],
    [
      '00:30 Stockholm is already the next day',
      stocked(new Date(`${WED}T23:30:00Z`)),
      '2024-01-18',
    ],
    ['Thursday after noon is Friday', stocked(winter('2024-01-18T12:00')), '2024-01-19'],
    ['Friday before noon is Friday', stocked(winter('2024-01-19T11:59')), '2024-01-19'],
    ['Friday after noon is Monday', stocked(winter('2024-01-19T12:00')), '2024-01-22'],
    ['Saturday morning is Monday', stocked(winter('2024-01-20T09:00')), '2024-01-22'],
    ['Sunday afternoon is Monday', stocked(winter('2024-01-21T13:00')), '2024-01-22'],
    ['New Year after noon', stocked(winter('2024-12-31T12:00')), '2025-01-01'],
    ['end of February in a leap year', stocked(winter('2024-02-28T15:00')), '2024-02-29'],
    ['the brand is compared case-blind', stocked(winter(`${WED}T10:00`), { brand: 'ANY' }), WED],
    [
      'the price entry is ignored',
      stocked(winter(`${WED}T10:00`), { entry: rule({ type: 'days', days: 10 }) }),
      WED,
    ],
  ])('%s', (_, input, expected) => {
    expect(arrivalDate(input)).toBe(expected);
  });

  it('uses the entry for another brand, even when stocked', () => {
    const input = supplier(winter(`${WED}T10:00`), { type: 'days', days: 1 });
    expect(arrivalDate({ ...input, brand: 'oem', stocked: true })).toBe('2024-01-18');
    expect(arrivalDate({ ...input, brand: 'any', stocked: false })).toBe('2024-01-18');
  });
});

describe('arrivalDate: type date', () => {
  const date = (now: Date, day: string, deadline: string | null = null) =>
    supplier(now, { type: 'date', date: day, deadline });

  it.each<[string, ArrivalInput, string]>([
    ['a later date, deadline far away', date(winter(`${WED}T13:00`), '2024-01-24'), '2024-01-24'],
    ['on the date, 11:59 (noon deadline)', date(winter(`${WED}T11:59`), WED), WED],
    ['on the date, 12:00: one week later', date(winter(`${WED}T12:00`), WED), '2024-01-24'],
    ['on the date, summer 11:59', date(summer(`${SUMMER_WED}T11:59`), SUMMER_WED), SUMMER_WED],
    ['on the date, summer 12:00', date(summer(`${SUMMER_WED}T12:00`), SUMMER_WED), '2024-06-19'],
    ['the day after the date', date(winter(`${WED}T09:00`), '2024-01-16'), '2024-01-23'],
    [
      'deadline timestamp, a minute before',
      date(winter('2024-01-22T11:59'), '2024-01-24', '2024-01-22T12:00:00+01:00'),
      '2024-01-24',
    ],
    [
      'deadline timestamp reached',
      date(winter('2024-01-22T12:00'), '2024-01-24', '2024-01-22T12:00:00+01:00'),
      '2024-01-31',
    ],
    [
      'deadline in UTC, summer, before',
      date(summer('2024-06-10T11:59'), SUMMER_WED, '2024-06-10T10:00:00Z'),
      SUMMER_WED,
    ],
    [
      'deadline in UTC, summer, reached',
      date(summer('2024-06-10T12:00'), SUMMER_WED, '2024-06-10T10:00:00.000Z'),
      '2024-06-19',
    ],
    [
      'the deadline timestamp wins over the date itself',
      date(winter(`${WED}T15:00`), WED, '2024-01-17T18:00+01:00'),
      WED,
    ],
    ['a Saturday date moves to Monday', date(winter(`${WED}T10:00`), '2024-01-27'), '2024-01-29'],
    [
      'one week later over the year end',
      date(winter('2024-12-23T10:00'), '2024-12-27', '2024-12-20T12:00:00+01:00'),
      '2025-01-03',
    ],
    [
      'an empty deadline means noon on the date',
      date(winter(`${WED}T12:00`), WED, ''),
      '2024-01-24',
    ],
  ])('%s', (_, input, expected) => {
    expect(arrivalDate(input)).toBe(expected);
  });
});

describe('arrivalDate: type days', () => {
  const days = (now: Date, n: number) => supplier(now, { type: 'days', days: n });

  it.each<[string, ArrivalInput, string]>([
    ['0 days is today', days(winter(`${WED}T10:00`), 0), WED],
    ['noon does not matter', days(winter(`${WED}T13:00`), 1), '2024-01-18'],
    ['Wednesday + 5 is Monday', days(winter(`${WED}T10:00`), 5), '2024-01-22'],
    ['Thursday + 2 (Saturday) is Monday', days(winter('2024-01-18T10:00'), 2), '2024-01-22'],
    ['Friday + 1 (Saturday) is Monday', days(winter('2024-01-19T10:00'), 1), '2024-01-22'],
    ['Friday + 2 (Sunday) is Monday', days(winter('2024-01-19T10:00'), 2), '2024-01-22'],
    ['Friday + 3 is Monday', days(winter('2024-01-19T10:00'), 3), '2024-01-22'],
    ['over the spring DST change', days(winter('2024-03-29T23:30'), 3), '2024-04-01'],
    ['over the autumn DST change', days(summer('2024-10-25T00:30'), 3), '2024-10-28'],
    ['over the year end', days(winter('2024-12-30T10:00'), 3), '2025-01-02'],
    ['over the end of February', days(winter('2023-02-27T10:00'), 2), '2023-03-01'],
  ])('%s', (_, input, expected) => {
    expect(arrivalDate(input)).toBe(expected);
  });
});

describe('arrivalDate: type weekday', () => {
  const weekday = (now: Date, n: number) => supplier(now, { type: 'weekday', weekday: n });

  it.each<[string, ArrivalInput, string]>([
    ['today before noon counts', weekday(winter(`${WED}T11:59`), 3), WED],
    ['today at noon is next week', weekday(winter(`${WED}T12:00`), 3), '2024-01-24'],
    ['summer, today before noon', weekday(summer(`${SUMMER_WED}T11:59`), 3), SUMMER_WED],
    ['summer, today at noon', weekday(summer(`${SUMMER_WED}T12:00`), 3), '2024-06-19'],
    ['later this week', weekday(winter(`${WED}T15:00`), 5), '2024-01-19'],
    ['yesterday is next week', weekday(winter(`${WED}T10:00`), 2), '2024-01-23'],
    ['Monday (past) is next Monday', weekday(winter(`${WED}T10:00`), 1), '2024-01-22'],
    ['Saturday moves to Monday', weekday(winter(`${WED}T10:00`), 6), '2024-01-22'],
    ['Sunday moves to Monday', weekday(winter(`${WED}T10:00`), 7), '2024-01-22'],
    ['Friday after noon, Friday', weekday(winter('2024-01-19T12:00'), 5), '2024-01-26'],
    ['over the year end', weekday(winter('2024-12-30T10:00'), 4), '2025-01-02'],
  ])('%s', (_, input, expected) => {
    expect(arrivalDate(input)).toBe(expected);
  });
});

describe('arrivalDate: unknown (today - 2 days)', () => {
  const now = winter(`${WED}T10:00`);
  const unknown = '2024-01-15';
  const cast = (arrival: Record<string, unknown>) => arrival as unknown as Partial<Arrival>;

  it.each<[string, ArrivalInput]>([
    ['no price entry', { entry: undefined, brand: 'oem', stocked: false, now }],
    ['a null price entry', { entry: null, brand: 'any', stocked: false, now }],
    ['no type', supplier(now, { type: null, days: 3 })],
    ['an unknown type', supplier(now, cast({ type: 'month', days: 3 }))],
    ['an entry without arrival', { ...supplier(now, {}), entry: {} as ArrivalInput['entry'] }],
    ['the minimum does not lift it', supplier(now, {}, { minimumArrival: '240301' })],
    ['date: null', supplier(now, { type: 'date', date: null })],
    ['date: text', supplier(now, { type: 'date', date: 'next week' })],
    ['date: 30 February', supplier(now, { type: 'date', date: '2024-02-30' })],
    ['date: no zero padding', supplier(now, { type: 'date', date: '2024-1-24' })],
    ['date: a timestamp', supplier(now, { type: 'date', date: '2024-01-24T00:00:00Z' })],
    ['deadline: text', supplier(now, { type: 'date', date: '2024-01-24', deadline: 'tomorrow' })],
    ['deadline: 30 Feb', supplier(now, { type: 'date', date: WED, deadline: '2024-02-30T12:00Z' })],
    ['deadline: 24:00', supplier(now, { type: 'date', date: WED, deadline: '2024-01-17T24:00Z' })],
    ['deadline: no zone', supplier(now, { type: 'date', date: WED, deadline: '2024-01-17T12:00' })],
    ['days: null', supplier(now, { type: 'days', days: null })],
    ['days: negative', supplier(now, { type: 'days', days: -1 })],
    ['days: fraction', supplier(now, { type: 'days', days: 1.5 })],
    ['days: NaN', supplier(now, { type: 'days', days: Number.NaN })],
    ['days: Infinity', supplier(now, { type: 'days', days: Number.POSITIVE_INFINITY })],
    ['days: a string', supplier(now, cast({ type: 'days', days: '3' }))],
    ['weekday: null', supplier(now, { type: 'weekday', weekday: null })],
    ['weekday: 0', supplier(now, { type: 'weekday', weekday: 0 })],
    ['weekday: 8', supplier(now, { type: 'weekday', weekday: 8 })],
    ['weekday: fraction', supplier(now, { type: 'weekday', weekday: 2.5 })],
  ])('%s', (_, input) => {
    expect(arrivalDate(input)).toBe(unknown);
    expect(arrivalDays(input)).toBe(-2);
    expect(estimateColour(arrivalDays(input))).toBe('unknown');
  });

  it('stays two days back on a Monday, not moved to the weekend Monday', () => {
    const monday = supplier(winter('2024-01-15T10:00'), {});
    expect(arrivalDate(monday)).toBe('2024-01-13');
    expect(arrivalDays(monday)).toBe(-2);
  });

  it('throws a RangeError only for an invalid clock', () => {
    expect(() => arrivalDate(stocked(new Date(Number.NaN)))).toThrow(RangeError);
  });
});

describe('arrivalDays', () => {
  it.each<[string, ArrivalInput, number]>([
    ['own stock before noon', stocked(winter(`${WED}T11:59`)), 0],
    ['own stock after noon', stocked(winter(`${WED}T12:00`)), 1],
    ['own stock, Friday after noon', stocked(winter('2024-01-19T12:00')), 3],
    ['own stock, Saturday', stocked(winter('2024-01-20T12:00')), 2],
    ['days over a weekend', supplier(winter('2024-01-18T10:00'), { type: 'days', days: 2 }), 4],
    [
      'weekday today after noon',
      supplier(winter(`${WED}T12:00`), { type: 'weekday', weekday: 3 }),
      7,
    ],
    ['a stale date', supplier(winter(`${WED}T10:00`), { type: 'date', date: '2024-01-01' }), -9],
    [
      'over the spring DST change',
      supplier(winter('2024-03-29T10:00'), { type: 'days', days: 3 }),
      3,
    ],
  ])('%s', (_, input, expected) => {
    expect(arrivalDays(input)).toBe(expected);
  });
});
