// Day arithmetic on calendar dates: done on the proleptic UTC calendar, so DST never shifts a day.

import { stockholmHour, type CalendarDate } from './calendar.js';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date (setUTCFullYear keeps years 0..99 literal). */
function dayNumber(date: CalendarDate): number {
  const utc = new Date(0);
  utc.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.round(utc.getTime() / MS_PER_DAY);
}

function fromDayNumber(days: number): CalendarDate {
  const utc = new Date(days * MS_PER_DAY);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** Whether year/month/day name a real day (no 30 February, no month 13). */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isSafeInteger)) return false;
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const back = fromDayNumber(dayNumber(date));
  return back.year === year && back.month === month && back.day === day;
}

/** A strict "YYYY-MM-DD" as a calendar date, or null for anything else (including 2023-02-29). */
export function parseIsoDate(text: unknown): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = { year: +match[1]!, month: +match[2]!, day: +match[3]! };
  return isValidCalendarDate(date) ? date : null;
}

/** "YYYY-MM-DD" of a calendar date (years 0..9999). */
export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The date `days` calendar days later (earlier when negative); months and years roll over. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** ISO weekday: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

/**
 * Calendar days from one "YYYY-MM-DD" to another (negative when `to` is earlier); a DST change in
 * between changes nothing. Throws a RangeError for anything but a real YYYY-MM-DD date.
 */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  const from = parseIsoDate(fromIsoDate);
  const to = parseIsoDate(toIsoDate);
  if (!from) throw new RangeError(`Invalid date: ${fromIsoDate}`);
  if (!to) throw new RangeError(`Invalid date: ${toIsoDate}`);
  return compareCalendarDates(to, from);
}

/** Wall clock in the shop's time zone: the calendar date and the hour 0..23. */
export interface ShopClock {
  date: CalendarDate;
  hour: number;
}

/** Stockholm date and hour of an instant; throws a RangeError for an invalid Date. */
export function shopClock(now: Date): ShopClock {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date: now');
  return stockholmHour(now);
}
