// SPEC §9 arrival rules: when a cart line is expected, as a Stockholm calendar date.

import type { Arrival, PriceEntry, ShipmentDataEntry } from './api.js';
import type { CalendarDate } from './calendar.js';
import { shopCalendarDate } from './calendar.js';
import {
  addCalendarDays,
  compareCalendarDates,
  daysBetween,
  isValidCalendarDate,
  isoWeekday,
  parseIsoDate,
  shopClock,
  toIsoDate,
} from './calendar-days.js';

/** Orders placed before this Stockholm hour ship the same day. */
export const ORDER_CUTOFF_HOUR = 12;
/** A supplier date whose deadline has passed slips to the next delivery, a week later. */
export const MISSED_DEADLINE_DAYS = 7;
/** Offset from today of an unknown arrival: negative on purpose, so the estimate shows 'unknown'. */
export const UNKNOWN_ARRIVAL_DAYS = -2;
/** YYMMDD; no arrival is promised before it. */
export const DEFAULT_MINIMUM_ARRIVAL = '171229';
/** The shipment data entry holding the minimum arrival (data key 'date'). */
export const MINIMUM_ARRIVAL_TYPE = 'minimum_arrival';

export interface ArrivalInput {
  /** The chosen brand's price entry; undefined when the item has none for that brand. */
  entry: Pick<PriceEntry, 'arrival'> | null | undefined;
  /** The cart line's brand ('any' is the shop's own stock). */
  brand: string;
  /** Stock quantity above 0 and at least the wanted quantity. */
  stocked: boolean;
  /** The clock, injected; read in Europe/Stockholm. */
  now: Date;
  /** YYMMDD; missing or invalid means DEFAULT_MINIMUM_ARRIVAL. */
  minimumArrival?: string | null;
}

const YYMMDD = /^(\d{2})(\d{2})(\d{2})$/;

function parseYymmdd(text: unknown): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = YYMMDD.exec(text);
  if (!match) return null;
  // Two-digit years are 2000..2099: the shop's data starts in 2017.
  const date = { year: 2000 + +match[1]!, month: +match[2]!, day: +match[3]! };
  return isValidCalendarDate(date) ? date : null;
}

/** "171229" -> "2017-12-29" (years 2000..2099); throws a RangeError for anything else. */
export function yymmddToIso(yymmdd: string): string {
  const date = parseYymmdd(yymmdd);
  if (!date) throw new RangeError(`Invalid YYMMDD date: ${yymmdd}`);
  return toIsoDate(date);
}

/** The 'date' of the first valid 'minimum_arrival' shipment data entry, else '171229'. */
export function parseMinimumArrival(entries: readonly ShipmentDataEntry[]): string {
  for (const entry of entries) {
    if (entry.type !== MINIMUM_ARRIVAL_TYPE) continue;
    const value = entry.data.find((pair) => pair.key === 'date')?.value;
    if (parseYymmdd(value)) return value as string;
  }
  return DEFAULT_MINIMUM_ARRIVAL;
}

/** Timestamps with an explicit zone only, and with in-range fields (Date.parse rolls 02-30 over). */
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** Whether `now` is at or after the deadline; null when the deadline is not a valid timestamp. */
function deadlinePassed(deadline: string, now: Date): boolean | null {
  const match = ISO_INSTANT.exec(deadline);
  if (!match || !parseIsoDate(match[1])) return null;
  const at = Date.parse(deadline);
  return Number.isNaN(at) ? null : now.getTime() >= at;
}

/** Whether `now` is at or after 12:00 Stockholm time on `date`. */
function noonPassed(date: CalendarDate, today: CalendarDate, afterCutoff: boolean): boolean {
  const order = compareCalendarDates(today, date);
  return order > 0 || (order === 0 && afterCutoff);
}

interface Clock {
  now: Date;
  today: CalendarDate;
  /** At or after 12:00 Stockholm time. */
  afterCutoff: boolean;
}

/** The supplier's date by the entry's arrival rule; null when the rule is missing or invalid. */
function supplierArrival(arrival: Partial<Arrival> | undefined, clock: Clock): CalendarDate | null {
  const { today, afterCutoff } = clock;
  switch (arrival?.type) {
    case 'date': {
      const date = parseIsoDate(arrival.date);
      if (!date) return null;
      const { deadline } = arrival;
      // Without a deadline timestamp the deadline is noon (Stockholm) on the date itself.
      const passed =
        deadline === null || deadline === undefined || deadline === ''
          ? noonPassed(date, today, afterCutoff)
          : deadlinePassed(deadline, clock.now);
      if (passed === null) return null;
      return passed ? addCalendarDays(date, MISSED_DEADLINE_DAYS) : date;
    }
    case 'days': {
      const { days } = arrival;
      if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 0) return null;
      return addCalendarDays(today, days);
    }
    case 'weekday': {
      const { weekday } = arrival;
      if (typeof weekday !== 'number' || !Number.isInteger(weekday)) return null;
      if (weekday < 1 || weekday > 7) return null;
      // Today counts only while same-day orders are still taken (before noon).
      const ahead = (weekday - isoWeekday(today) + 7) % 7;
      return addCalendarDays(today, ahead === 0 && afterCutoff ? 7 : ahead);
    }
    default:
      return null;
  }
}

/** Saturday and Sunday move to the following Monday. */
function weekdayOnOrAfter(date: CalendarDate): CalendarDate {
  const weekday = isoWeekday(date);
  return weekday >= 6 ? addCalendarDays(date, 8 - weekday) : date;
}

/**
 * Expected arrival as a Stockholm calendar date 'YYYY-MM-DD' (SPEC §9):
 * - stocked with brand 'any': today, or tomorrow at/after 12:00 Stockholm time;
 * - else by the entry's arrival: 'date' is that date, +7 days once its deadline (the timestamp, or
 *   12:00 Stockholm on the date when null) has been reached; 'days' is today + n calendar days;
 *   'weekday' is the next such ISO weekday, today included only before 12:00;
 * - a known date is lifted to the minimum arrival, then a Saturday or Sunday becomes Monday;
 * - no entry, no or unknown type, or invalid fields: today - 2 days, left as is so that the
 *   days difference stays negative and the estimate shows 'unknown'. Never throws for bad data;
 *   only an invalid `now` throws a RangeError.
 */
export function arrivalDate(input: ArrivalInput): string {
  return toIsoDate(resolveArrival(input).date);
}

/** Calendar days from today (Stockholm) to `arrivalDate(input)`: the "days difference". */
export function arrivalDays(input: ArrivalInput): number {
  const { today, date } = resolveArrival(input);
  return daysBetween(toIsoDate(today), toIsoDate(date));
}

function resolveArrival(input: ArrivalInput): { today: CalendarDate; date: CalendarDate } {
  const { date: today, hour } = shopClock(input.now);
  const clock: Clock = { now: input.now, today, afterCutoff: hour >= ORDER_CUTOFF_HOUR };
  const ownStock = input.stocked && input.brand.toLowerCase() === 'any';
  const planned = ownStock
    ? addCalendarDays(today, clock.afterCutoff ? 1 : 0)
    : supplierArrival(input.entry?.arrival, clock);
  if (!planned) return { today, date: addCalendarDays(today, UNKNOWN_ARRIVAL_DAYS) };
  const minimum = parseYymmdd(input.minimumArrival) ?? parseYymmdd(DEFAULT_MINIMUM_ARRIVAL)!;
  const lifted = compareCalendarDates(planned, minimum) < 0 ? minimum : planned;
  return { today, date: weekdayOnOrAfter(lifted) };
}

/**
 * Whether an order line's arrival ('YYYY-MM-DD') is a date to promise: on or after the day the
 * order was placed in the shop's calendar (Stockholm). An earlier one is the rule's "unknown"
 * (today - 2 days), so the mail and the order page say "to be confirmed" instead.
 */
export function isKnownArrival(
  arrival: string | null | undefined,
  placedAt: Date | string | number,
): arrival is string {
  const date = parseIsoDate(arrival);
  // The shop's day, not UTC's: between 00:00 and 01:00/02:00 Stockholm time they differ.
  return date !== null && compareCalendarDates(date, shopCalendarDate(placedAt)) >= 0;
}
