// Cached answers follow changes made through the service layer: at once after commit, never for a
// change that rolled back.
import type { CarResponse, Currency, ItemSearchResponse, ItemsPage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../lib/app-context.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';
import * as catalog from './catalog.service.js';

let t: TestApp;
let client: Client;
let pageUrl: string;

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
  const car = 'volvo-240';
  const { groups } = await get<CarResponse>(`/api/car/${car}`);
  pageUrl = `/api/items/car/${car}/group/${groups[0]?.slug}`;
});
afterAll(() => t?.close());

const now = new Date('2026-11-24T10:00:00Z');

describe('catalog caches', () => {
  it('show a new price and stock on a cached item page at once', async () => {
    const before = await get<ItemsPage>(pageUrl);
    const first = before.items[0];
    expect(first).toBeDefined();
    const id = first?._id ?? '';
    await catalog.setItemOffer(t.app.context, id, { price: 12_345, stockQuantity: 77 }, now);
    const after = await get<ItemsPage>(pageUrl);
    const changed = after.items.find((item) => item._id === id);
    expect(changed?.price).toBe(12_345);
    expect(changed?.prices_typed.any?.price).toBe(12_345);
    expect(changed?.stock.quantity).toBe(77);
  });

  it('show a new euro rate on the cached currencies', async () => {
    const rate = async () =>
      (await get<Currency[]>('/api/currencies')).find((c) => c.code === 'SEK')?.euro_rate;
    expect(await rate()).not.toBe(12.5);
    await catalog.setCurrencyRate(t.app.context, 'SEK', 12.5);
    expect(await rate()).toBe(12.5);
  });

  it('refresh a cached search answer when its items change', async () => {
    const item = (await get<ItemsPage>(pageUrl)).items[2];
    const reference = item?.references.find((r) => r.visible)?.id ?? '';
    const search = async () => {
      const res = await client.post('/api/items/search/', { q: reference });
      expect(res.statusCode).toBe(200);
      // The exact reference ranks first.
      return res.json<ItemSearchResponse>().items[0];
    };
    expect((await search())?._id).toBe(item?._id);
    await catalog.setItemOffer(t.app.context, item?._id ?? '', { stockQuantity: 4321 }, now);
    expect((await search())?.stock.quantity).toBe(4321);
  });

  it('keep a cached answer while the change is uncommitted, and after a rollback', async () => {
    const id = (await get<ItemsPage>(pageUrl)).items[1]?._id ?? '';
    const stockOf = async () =>
      (await get<ItemsPage>(pageUrl)).items.find((item) => item._id === id)?.stock.quantity;
    const original = await stockOf();
    await expect(
      inTransaction(t.app.context, async (trx) => {
        await catalog.setItemOffer(trx, id, { stockQuantity: 999 }, now);
        // Cleared only at commit: the page still comes from the cache, with the old stock.
        expect(await stockOf()).toBe(original);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await stockOf()).toBe(original);
  });

  it('answer 404 for an unknown item or currency and change nothing', async () => {
    await expect(
      catalog.setItemOffer(t.app.context, 'f'.repeat(24), { price: 1 }, now),
    ).rejects.toMatchObject({ statusCode: 404, code: 'not_found' });
    await expect(catalog.setCurrencyRate(t.app.context, 'XXX', 1)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
