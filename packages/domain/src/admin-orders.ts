// The console's order list rules that both ends share: how a customer's name is keyed for search,
// what a search text looks for, and where a shop calendar day begins.
import type { CalendarDate } from './calendar.js';
import { stockholmHour } from './calendar.js';

/** Lower-case, NFC, single spaces: what staff type and what an order stores compare equal. */
export function nameKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The keys an order stores for its billing name: the whole name, and the family name alone. */
export function customerNameKeys(address: { given_name?: string; family_name?: string }): {
  name_key: string;
  family_key: string;
} {
  const family = nameKey(address.family_name ?? '');
  return {
    name_key: nameKey(`${address.given_name ?? ''} ${family}`),
    family_key: family,
  };
}

/** What the list's search text means: digits are an order number, an @ an address, else a name. */
export type OrderSearch =
  { by: 'number'; value: string } | { by: 'email'; value: string } | { by: 'name'; value: string };

export function orderSearchOf(q: string): OrderSearch {
  const text = q.trim();
  if (/^#?\d+$/.test(text)) return { by: 'number', value: text.replace('#', '') };
  if (text.includes('@')) return { by: 'email', value: text.toLowerCase() };
  return { by: 'name', value: nameKey(text) };
}

const HOUR_MS = 3_600_000;

/** The instant a shop (Stockholm) calendar day begins: its offset is one or two whole hours. */
export function shopDayStart(date: CalendarDate): Date {
  const utcMidnight = Date.UTC(date.year, date.month - 1, date.day);
  for (const hoursAhead of [2, 1, 0]) {
    const instant = new Date(utcMidnight - hoursAhead * HOUR_MS);
    const local = stockholmHour(instant);
    const d = local.date;
    if (local.hour === 0 && d.year === date.year && d.month === date.month && d.day === date.day)
      return instant;
  }
  throw new RangeError(`No Stockholm midnight found for ${JSON.stringify(date)}`);
}
