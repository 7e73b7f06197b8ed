// Brand prices of one item: 'any' always, 'oem'/'genuine' for about 40 %, with supplier arrival data.
import type { ItemPriceTable } from '../schema.js';
import type { Random } from './random.js';

export const SUPPLIERS: readonly string[] = [
  'Nordic Parts AB',
  'Göta Motordelar AB',
  'Suomen Varaosa Oy',
  'Baltic Auto Supply',
  'Hansa Teile GmbH',
  'Volvo Classic Parts',
  'Skandia Bromsteknik AB',
];

/** Brand prices over 'any': an OE maker's part costs 1.2-1.6 times, Volvo's own 1.7-2.4 times. */
export const BRAND_FACTORS = { oem: [1.2, 1.6], genuine: [1.7, 2.4] } as const;

const DAY_MS = 86_400_000;
/** Arrival dates are spread over 2026. */
const ARRIVAL_BASE_MS = Date.UTC(2026, 0, 1);

export function generatePrices(
  rng: Random,
  itemId: string,
  range: [number, number],
): ItemPriceTable[] {
  const any = roundPrice(rng.logInt(range[0], range[1]));
  const prices = [priceRow(rng, itemId, 'any', any, rng.pick(SUPPLIERS))];
  if (rng.chance(0.4)) {
    const variant = rng.next();
    if (variant < 0.7) {
      const oem = roundPrice(any * factor(rng, BRAND_FACTORS.oem));
      prices.push(priceRow(rng, itemId, 'oem', oem, rng.pick(SUPPLIERS)));
    }
    if (variant >= 0.4) {
      const genuine = roundPrice(any * factor(rng, BRAND_FACTORS.genuine));
      prices.push(priceRow(rng, itemId, 'genuine', genuine, 'Volvo Classic Parts'));
    }
  }
  return prices;
}

const factor = (rng: Random, [low, high]: readonly [number, number]): number =>
  low + rng.next() * (high - low);

function roundPrice(cents: number): number {
  return Math.max(290, Math.round(cents / 10) * 10);
}

function priceRow(
  rng: Random,
  itemId: string,
  brand: string,
  price: number,
  supplier: string,
): ItemPriceTable {
  const row: ItemPriceTable = {
    item_id: itemId,
    brand,
    price,
    watermark: null,
    increment: null,
    arrival_type: null,
    arrival_date: null,
    arrival_deadline: null,
    arrival_days: null,
    arrival_weekday: null,
    supplier,
  };
  if (rng.chance(0.2)) {
    const increment = rng.int(20, 300) * 10;
    // Three in four leave a fee for one unit (watermark > increment); the rest never charge one.
    const factor = rng.chance(0.75) ? 1.5 + rng.next() * 2.5 : 0.5 + rng.next() * 0.5;
    row.increment = increment;
    row.watermark = Math.round((increment * factor) / 10) * 10;
  }
  const kind = rng.next();
  if (kind < 0.35) {
    const date = new Date(ARRIVAL_BASE_MS + rng.int(0, 364) * DAY_MS);
    row.arrival_type = 'date';
    row.arrival_date = date.toISOString().slice(0, 10);
    row.arrival_deadline = stockholmNoon(date).toISOString();
  } else if (kind < 0.6) {
    row.arrival_type = 'days';
    row.arrival_days = rng.int(2, 14);
  } else if (kind < 0.8) {
    row.arrival_type = 'weekday';
    row.arrival_weekday = rng.int(1, 5);
  }
  return row;
}

/** 12:00 in Europe/Stockholm on a UTC calendar day (EU summer time: last Sunday of March to October). */
export function stockholmNoon(day: Date): Date {
  const year = day.getUTCFullYear();
  const summer = day >= lastSunday(year, 2) && day < lastSunday(year, 9);
  const noon = new Date(day);
  noon.setUTCHours(summer ? 10 : 11, 0, 0, 0);
  return noon;
}

function lastSunday(year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last;
}
