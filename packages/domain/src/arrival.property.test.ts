import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Arrival } from './api.js';
import { arrivalDate, arrivalDays, type ArrivalInput } from './arrival.js';
import { rule } from './arrival.fixtures.js';
import { shopCalendarDate } from './calendar.js';
import { daysBetween, isoWeekday, parseIsoDate, toIsoDate } from './calendar-days.js';

const now = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});
/** After the default minimum arrival (2017-12-29), which would otherwise lift every date. */
const recent = fc.date({
  min: new Date('2018-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const isoDay = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const junk = fc.oneof(fc.string(), fc.constantFrom('2024-02-30', '2024-1-1', '', 'T12:00Z'));

/** Arrival rules as the API could send them, valid or not (types are cast: JSON is untyped). */
const arrival = fc.record({
  type: fc.constantFrom('date', 'days', 'weekday', null, 'month'),
  date: fc.oneof(isoDay, junk, fc.constant(null)),
  deadline: fc.oneof(
    now.map((d) => d.toISOString()),
    junk,
    fc.constant(null),
  ),
  days: fc.oneof(fc.integer({ min: -3, max: 60 }), fc.double(), fc.constant(null)),
  weekday: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.constant(null)),
}) as fc.Arbitrary<unknown> as fc.Arbitrary<Arrival>;

const minimum = fc.oneof(
  fc.constant(undefined),
  isoDay.map((d) => d.slice(2).replaceAll('-', '')),
  fc.string(),
);

const input = fc.record({
  entry: fc.oneof(
    arrival.map((a) => rule(a)),
    fc.constant(undefined),
  ),
  brand: fc.constantFrom('any', 'oem', 'genuine'),
  stocked: fc.boolean(),
  now,
  minimumArrival: minimum,
});

const todayOf = (date: Date): string => toIsoDate(shopCalendarDate(date));

describe('arrival properties', () => {
  it('always gives a real date, agreeing with arrivalDays, and never throws for bad data', () => {
    fc.assert(
      fc.property(input, (line: ArrivalInput) => {
        const date = arrivalDate(line);
        expect(parseIsoDate(date)).not.toBeNull();
        expect(arrivalDays(line)).toBe(daysBetween(todayOf(line.now), date));
      }),
    );
  });

  it('is either unknown (two days back) or a weekday no earlier than the minimum', () => {
    fc.assert(
      fc.property(input, (line: ArrivalInput) => {
        const date = arrivalDate(line);
        if (arrivalDays(line) === -2) return;
        const weekday = isoWeekday(parseIsoDate(date)!);
        expect(weekday).toBeLessThanOrEqual(5);
        const min = /^\d{6}$/.test(line.minimumArrival ?? '') ? line.minimumArrival! : '171229';
        const minIso = `20${min.slice(0, 2)}-${min.slice(2, 4)}-${min.slice(4, 6)}`;
        if (parseIsoDate(minIso)) expect(date >= minIso).toBe(true);
      }),
    );
  });

  it('own stock arrives within 0..3 days, the same day only before noon on a weekday', () => {
    fc.assert(
      fc.property(recent, (at) => {
        const days = arrivalDays({ entry: undefined, brand: 'any', stocked: true, now: at });
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(3);
        const hour = Number(
          new Intl.DateTimeFormat('en-US', {
            timeZone: 'Europe/Stockholm',
            hour: 'numeric',
            hourCycle: 'h23',
          }).format(at),
        );
        const weekend = isoWeekday(shopCalendarDate(at)) >= 6;
        expect(days === 0).toBe(hour < 12 && !weekend);
      }),
    );
  });

  it('type days arrives n to n + 2 days from today', () => {
    fc.assert(
      fc.property(recent, fc.integer({ min: 0, max: 400 }), (at, n) => {
        const line = {
          entry: rule({ type: 'days', days: n }),
          brand: 'oem',
          stocked: false,
          now: at,
        };
        const days = arrivalDays(line);
        expect(days).toBeGreaterThanOrEqual(n);
        expect(days).toBeLessThanOrEqual(n + 2);
      }),
    );
  });
});
