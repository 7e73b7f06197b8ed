// Calendar dates as the shop sees them: in Sweden, whatever the server's or browser's time zone.

export const SHOP_TIME_ZONE = 'Europe/Stockholm';

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MARCH = 2;
const OCTOBER = 9;

/** 1970-01-01 was a Thursday: day 0 of the epoch is weekday 4 (Sunday 0). */
const EPOCH_WEEKDAY = 4;

/** 01:00 UTC on the last Sunday of a month (0-based), when EU summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  const weekday = (((Math.floor(lastDay / DAY_MS) + EPOCH_WEEKDAY) % 7) + 7) % 7;
  return lastDay - weekday * DAY_MS + HOUR_MS;
}

/**
 * The Stockholm date and hour (0..23) of a valid instant (a RangeError for an invalid Date): UTC+2
 * from the last Sunday of March 01:00 UTC until that of October, else UTC+1.
 */
export function stockholmHour(instant: Date): { date: CalendarDate; hour: number } {
  // The EU summer-time rule (Sweden's since 1996), not Intl: ICU start-up costs a browser 15-35 ms.
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const year = instant.getUTCFullYear();
  const summer =
    time >= lastSundayAtOneUtc(year, MARCH) && time < lastSundayAtOneUtc(year, OCTOBER);
  const local = new Date(time + (summer ? 2 : 1) * HOUR_MS);
  return {
    date: { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() },
    hour: local.getUTCHours(),
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Only unambiguous timestamps: Date's lenient parsing of other text depends on the host's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The Stockholm calendar date of an instant (a Date, epoch ms, or an ISO timestamp with Z or an
 * offset); a plain "YYYY-MM-DD" string is taken as that date. Anything else throws a RangeError.
 */
export function shopCalendarDate(date: Date | string | number): CalendarDate {
  if (typeof date === 'string') {
    const match = ISO_DATE.exec(date);
    if (match) return checked({ year: +match[1]!, month: +match[2]!, day: +match[3]! }, date);
    if (!ISO_INSTANT.test(date)) throw new RangeError(`Invalid date: ${date}`);
  }
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return stockholmHour(instant).date;
}

function checked(date: CalendarDate, source: string): CalendarDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (utc.getUTCMonth() !== date.month - 1 || utc.getUTCDate() !== date.day) {
    throw new RangeError(`Invalid date: ${source}`);
  }
  return date;
}
