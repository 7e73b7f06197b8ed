// Calendar dates as the shop sees them: in Sweden, whatever the server's or browser's time zone.

export const SHOP_TIME_ZONE = 'Europe/Stockholm';

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;
/** The last UTC hour worked out: formatting is slow, and the shop's zone is whole hours off UTC. */
let lastHour: { utcHour: number; date: CalendarDate; hour: number } | undefined;

/** The Stockholm date and hour (0..23) of a valid instant. */
export function stockholmHour(instant: Date): { date: CalendarDate; hour: number } {
  const utcHour = Math.floor(instant.getTime() / HOUR_MS);
  if (lastHour?.utcHour !== utcHour) {
    const parts = clockFormat.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes): number =>
      Number(parts.find((p) => p.type === type)?.value);
    const date = { year: part('year'), month: part('month'), day: part('day') };
    lastHour = { utcHour, date, hour: part('hour') };
  }
  return { date: { ...lastHour.date }, hour: lastHour.hour };
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
