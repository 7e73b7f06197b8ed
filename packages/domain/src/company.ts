// Company age shown on the home page: current year minus the founding year (SPEC §2).
import { shopCalendarDate } from './calendar.js';

export const FOUNDED_YEAR = 1997;

/** Years since founding, by the calendar year in Stockholm. */
export function companyAge(now: Date = new Date()): number {
  return shopCalendarDate(now).year - FOUNDED_YEAR;
}
