import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockholmHour } from './calendar.js';

// stockholmHour computes by the EU summer-time rule what Intl's Europe/Stockholm zone said before.
const zone = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

function intlHour(instant: Date) {
  const parts = zone.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    date: { year: part('year'), month: part('month'), day: part('day') },
    hour: part('hour'),
  };
}

const HOUR_MS = 3_600_000;
const FIRST_YEAR = 1996;
const LAST_YEAR = 2060;

/** 01:00 UTC on the month's (0-based) last Sunday, found by stepping back from its last day. */
function lastSundayAtOneUtc(year: number, month: number): number {
  let day = new Date(Date.UTC(year, month + 1, 0, 1));
  while (day.getUTCDay() !== 0) day = new Date(day.getTime() - 24 * HOUR_MS);
  return day.getTime();
}

/** Stockholm's offset from UTC in whole hours at an instant, as Intl sees it. */
function intlOffsetHours(time: number): number {
  const { date, hour } = intlHour(new Date(time));
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  return Math.round((wall - Math.floor(time / HOUR_MS) * HOUR_MS) / HOUR_MS);
}

const years = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
const NEAR = [-HOUR_MS, -1, 0, 1, HOUR_MS];

describe('stockholmHour equals Intl in Europe/Stockholm', () => {
  it(`at random instants from ${FIRST_YEAR} to ${LAST_YEAR}`, () => {
    const instant = fc.integer({
      min: Date.UTC(FIRST_YEAR, 0, 1),
      max: Date.UTC(LAST_YEAR + 1, 0, 1) - 1,
    });
    fc.assert(
      fc.property(instant, (time) => {
        expect(stockholmHour(new Date(time))).toEqual(intlHour(new Date(time)));
      }),
      { numRuns: 5000 },
    );
  });

  it.each(years)('around both of the summer-time switches of %i', (year) => {
    const start = lastSundayAtOneUtc(year, 2);
    const end = lastSundayAtOneUtc(year, 9);
    // The switches are where Intl's zone says they are: +1 to +2 in March, back in October.
    expect([intlOffsetHours(start - 1), intlOffsetHours(start)]).toEqual([1, 2]);
    expect([intlOffsetHours(end - 1), intlOffsetHours(end)]).toEqual([2, 1]);
    for (const time of [start, end].flatMap((at) => NEAR.map((near) => at + near))) {
      expect(stockholmHour(new Date(time)), new Date(time).toISOString()).toEqual(
        intlHour(new Date(time)),
      );
    }
  });

  it('around random Stockholm midnights, where the date turns', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST_YEAR, max: LAST_YEAR }), fc.nat(365), (year, day) => {
        const midnight =
          Date.UTC(year, 0, 1 + day) - HOUR_MS * intlOffsetHours(Date.UTC(year, 0, 1 + day));
        for (const time of NEAR.map((near) => midnight + near)) {
          expect(stockholmHour(new Date(time))).toEqual(intlHour(new Date(time)));
        }
      }),
    );
  });
});
