import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  compareCalendarDates,
  daysBetween,
  isoWeekday,
  parseIsoDate,
  shopClock,
  toIsoDate,
} from './calendar-days.js';

const iso = (text: string) => {
  const date = parseIsoDate(text);
  if (!date) throw new Error(`bad fixture ${text}`);
  return date;
};

describe('parseIsoDate / toIsoDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '0099-01-01', '2017-12-29'])(
    'round-trips %s',
    (text) => {
      expect(toIsoDate(iso(text))).toBe(text);
    },
  );

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-01',
    '24-01-01',
    '2024-01-01T00:00:00Z',
    ' 2024-01-01',
    '',
    null,
    undefined,
    20240101,
  ])('rejects %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});

describe('addCalendarDays', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-03-30', 1, '2024-03-31'], // EU summer time starts 2024-03-31
    ['2024-03-31', 1, '2024-04-01'],
    ['2024-10-27', 1, '2024-10-28'], // and ends 2024-10-27
    ['2024-01-17', 0, '2024-01-17'],
    ['2024-01-17', 366, '2025-01-17'],
  ])('%s + %s = %s', (from, days, expected) => {
    expect(toIsoDate(addCalendarDays(iso(from), days))).toBe(expected);
  });
});

describe('isoWeekday', () => {
  it.each([
    ['1970-01-01', 4],
    ['2024-01-15', 1],
    ['2024-01-17', 3],
    ['2024-01-20', 6],
    ['2024-01-21', 7],
    ['1969-12-28', 7],
    ['2000-01-01', 6],
  ])('%s is ISO weekday %s', (text, weekday) => {
    expect(isoWeekday(iso(text))).toBe(weekday);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2024-01-17', '2024-01-17', 0],
    ['2024-01-17', '2024-01-18', 1],
    ['2024-01-18', '2024-01-17', -1],
    ['2024-03-30', '2024-04-01', 2], // over the spring DST change (23-hour day)
    ['2024-10-26', '2024-10-28', 2], // over the autumn DST change (25-hour day)
    ['2024-12-30', '2025-01-02', 3],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2017-12-29', '2024-01-17', 2210],
  ])('%s -> %s = %s', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2024-02-30', '2024-01-01'],
    ['2024-01-01', 'soon'],
  ])('throws a RangeError for %s -> %s', (from, to) => {
    expect(() => daysBetween(from, to)).toThrow(RangeError);
  });

  it('inverts addCalendarDays', () => {
    const dates = fc
      .integer({ min: -200_000, max: 200_000 })
      .map((n) => addCalendarDays(iso('2000-01-01'), n));
    fc.assert(
      fc.property(dates, fc.integer({ min: -5000, max: 5000 }), (date, n) => {
        const later = addCalendarDays(date, n);
        expect(daysBetween(toIsoDate(date), toIsoDate(later))).toBe(n);
        expect(Math.sign(compareCalendarDates(later, date))).toBe(Math.sign(n));
        expect(isoWeekday(later)).toBe(((((isoWeekday(date) - 1 + n) % 7) + 7) % 7) + 1);
      }),
    );
  });
});

describe('shopClock', () => {
  it.each([
    ['2024-01-17T10:59:59.999Z', '2024-01-17', 11], // winter, UTC+1
    ['2024-01-17T11:00:00Z', '2024-01-17', 12],
    ['2024-06-12T09:59:59Z', '2024-06-12', 11], // summer, UTC+2
    ['2024-06-12T10:00:00Z', '2024-06-12', 12],
    ['2024-01-17T23:00:00Z', '2024-01-18', 0], // already tomorrow in Stockholm
    ['2024-03-31T00:59:59Z', '2024-03-31', 1],
    ['2024-03-31T01:00:00Z', '2024-03-31', 3], // 02:00 never happens that night
    ['2024-10-27T00:30:00Z', '2024-10-27', 2],
    ['2024-10-27T01:30:00Z', '2024-10-27', 2], // 02:xx happens twice
    ['2024-12-31T23:00:00Z', '2025-01-01', 0],
  ])('%s is %s, hour %s', (instant, date, hour) => {
    const clock = shopClock(new Date(instant));
    expect(toIsoDate(clock.date)).toBe(date);
    expect(clock.hour).toBe(hour);
  });

  it('agrees with the time zone at every minute of a year with two DST changes, asked in any order', () => {
    const fresh = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const start = Date.UTC(2024, 0, 1);
    for (let step = 0; step < 366 * 24 * 4; step += 1) {
      // Quarter hours, jumping back and forth so that no two neighbours share an hour.
      const instant = new Date(start + ((step * 7919) % (366 * 24 * 4)) * 900_000 + 59_999);
      const [date, time] = fresh.format(instant).split(' ');
      const clock = shopClock(instant);
      expect(`${toIsoDate(clock.date)} ${clock.hour}`).toBe(`${date} ${Number(time?.slice(0, 2))}`);
    }
  });

  it('throws a RangeError for an invalid Date', () => {
    expect(() => shopClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});
