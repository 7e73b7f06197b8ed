// Test fixtures for the cart routes: demo items picked from the test
// database by what a test needs (never hard-coded, so the tests follow the demo generator).
import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';

export interface PriceFacts {
  price: number;
  watermark: number | null;
  increment: number | null;
}

export interface DemoItems {
  /** An item offered in 'oem' as well as 'any', with at least 3 in stock. */
  branded: string;
  /** An item with nothing in stock. */
  unstocked: string;
  /** An item not offered in 'genuine'. */
  noGenuine: string;
  /** Every item id, by id. */
  all: string[];
}

export async function pickDemoItems(db: Kysely<Database>): Promise<DemoItems> {
  const [items, prices] = await Promise.all([
    db.selectFrom('items').select(['id', 'stock_quantity']).orderBy('id').execute(),
    db.selectFrom('item_prices').select(['item_id', 'brand']).execute(),
  ]);
  const brands = new Map<string, Set<string>>();
  for (const p of prices) {
    const set = brands.get(p.item_id) ?? new Set<string>();
    set.add(p.brand);
    brands.set(p.item_id, set);
  }
  const has = (id: string, brand: string) => brands.get(id)?.has(brand) ?? false;
  const pick = (what: string, ok: (row: (typeof items)[number]) => boolean): string => {
    const row = items.find(ok);
    expect(row, `a demo item ${what}`).toBeDefined();
    return row!.id;
  };
  return {
    // With a letter in its id, so its upper-case spelling is another (invalid) id.
    branded: pick(
      'in oem with stock',
      (r) => has(r.id, 'oem') && r.stock_quantity >= 3 && /[a-f]/.test(r.id),
    ),
    unstocked: pick('without stock', (r) => r.stock_quantity === 0 && has(r.id, 'any')),
    noGenuine: pick('without genuine', (r) => !has(r.id, 'genuine') && has(r.id, 'any')),
    all: items.map((r) => r.id),
  };
}

/** The database's own figures of an item in a brand. */
export async function priceFacts(
  db: Kysely<Database>,
  itemId: string,
  brand: string,
): Promise<PriceFacts & { stock: number; weight: number }> {
  const row = await db
    .selectFrom('item_prices as p')
    .innerJoin('items as i', 'i.id', 'p.item_id')
    .select(['p.price', 'p.watermark', 'p.increment', 'i.stock_quantity', 'i.weight'])
    .where('p.item_id', '=', itemId)
    .where('p.brand', '=', brand)
    .executeTakeFirstOrThrow();
  return { ...row, stock: row.stock_quantity };
}

/** A well-formed item id that no demo item has. */
export const UNKNOWN_ID = 'ffffffffffffffffffffff00';
