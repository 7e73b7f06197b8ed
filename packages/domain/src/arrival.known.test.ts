import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrivalDate, isKnownArrival } from './arrival.js';
import { stocked, summer, supplier, winter } from './arrival.fixtures.js';
import { shopCalendarDate } from './calendar.js';
import { addCalendarDays, toIsoDate } from './calendar-days.js';

// 00:30 in Stockholm is still the previous day in UTC: 23:30Z in winter, 22:30Z in summer.
const WINTER_NIGHT = winter('2024-01-17T00:30');
const SUMMER_NIGHT = summer('2024-06-12T00:30');

describe('isKnownArrival: the order day is the shop calendar day', () => {
  it('reads an order placed at 00:30 Stockholm time as placed that day, not the UTC day before', () => {
    expect(WINTER_NIGHT.toISOString()).toBe('2024-01-16T23:30:00.000Z');
    const placedAt = WINTER_NIGHT.toISOString();
    // The UTC date of the order is a day before its Stockholm date: no promise.
    expect(isKnownArrival('2024-01-16', placedAt)).toBe(false);
    expect(isKnownArrival('2024-01-17', placedAt)).toBe(true);
    expect(isKnownArrival('2024-01-24', placedAt)).toBe(true);
  });

  it('does the same in summer time (UTC+2)', () => {
    const placedAt = SUMMER_NIGHT.toISOString();
    expect(placedAt).toBe('2024-06-11T22:30:00.000Z');
    expect(isKnownArrival('2024-06-11', placedAt)).toBe(false);
    expect(isKnownArrival('2024-06-12', placedAt)).toBe(true);
  });

  it('takes a Date, epoch milliseconds or an ISO timestamp alike', () => {
    for (const placedAt of [WINTER_NIGHT, WINTER_NIGHT.getTime(), WINTER_NIGHT.toISOString()]) {
      expect(isKnownArrival('2024-01-16', placedAt)).toBe(false);
      expect(isKnownArrival('2024-01-17', placedAt)).toBe(true);
    }
  });

  it.each([null, undefined, '', '2024-1-17', '2024-02-30', '17.01.2024'])(
    'never promises %j',
    (arrival) => {
      expect(isKnownArrival(arrival, WINTER_NIGHT)).toBe(false);
    },
  );

  it("agrees with arrivalDate at 00:30: own stock ships that day, the rule's unknown is unknown", () => {
    const shipsToday = arrivalDate(stocked(WINTER_NIGHT));
    const unknown = arrivalDate(supplier(WINTER_NIGHT, { type: null }));
    expect(shipsToday).toBe('2024-01-17');
    expect(isKnownArrival(shipsToday, WINTER_NIGHT.toISOString())).toBe(true);
    expect(isKnownArrival(unknown, WINTER_NIGHT.toISOString())).toBe(false);
  });

  it('knows every own-stock date and no unknown one, at any hour of the year', () => {
    const instants = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2030-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (now) => {
        const placedAt = now.toISOString();
        expect(isKnownArrival(arrivalDate(stocked(now)), placedAt)).toBe(true);
        expect(isKnownArrival(arrivalDate(supplier(now, { type: null })), placedAt)).toBe(false);
        const today = shopCalendarDate(now);
        expect(isKnownArrival(toIsoDate(today), placedAt)).toBe(true);
        expect(isKnownArrival(toIsoDate(addCalendarDays(today, -1)), placedAt)).toBe(false);
      }),
    );
  });
});
