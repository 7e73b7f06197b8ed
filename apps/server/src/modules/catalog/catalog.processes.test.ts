// Two server processes on one PostgreSQL: a change made through one process's service layer shows
// in the other's cached answers within a second (LISTEN/NOTIFY). Without it, the other would show
// item pages 10 s old and reference data until a restart. Runs when TEST_PG_URL is set.
import type { CarResponse, Currency, ItemsPage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-process.js';
import type { ServerProcess } from '../../test/server-process.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import * as catalog from './catalog.service.js';

const WITHIN_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds or `ms` pass; answers the last value and when it held. */
async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    const elapsed = Date.now() - started;
    if (done(value) || elapsed > ms) return { value, elapsed, held: done(value) };
    await sleep(25);
  }
}

describe.runIf(process.env.TEST_PG_URL)('two server processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: ServerProcess;

  async function getB<T>(path: string): Promise<T> {
    const res = await fetch(`${b.url}${path}`);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  }

  beforeAll(async () => {
    a = await createTestApp();
    b = await startServerProcess(a);
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('sees an item price and stock changed through the other process within a second', async () => {
    const { groups } = await getB<CarResponse>('/api/car/volvo-240');
    const page = `/api/items/car/volvo-240/group/${groups[0]?.slug}`;
    const item = (await getB<ItemsPage>(page)).items[0];
    expect(item).toBeDefined();
    const id = item?._id ?? '';
    const price = (item?.price ?? 0) + 1111;
    const stock = (item?.stock.quantity ?? 0) + 7;
    // B's page is cached now; A changes the item through its service layer.
    await catalog.setItemOffer(a.app.context, id, { price, stockQuantity: stock }, new Date());
    const seen = await within(
      WITHIN_MS,
      async () => (await getB<ItemsPage>(page)).items.find((i) => i._id === id),
      (shown) => shown?.price === price && shown.stock.quantity === stock,
    );
    expect(seen.value).toMatchObject({ price, stock: { quantity: stock } });
    expect(seen.held).toBe(true);
  });

  it('sees a currency rate changed through the other process within a second', async () => {
    const rateOf = async () =>
      (await getB<Currency[]>('/api/currencies')).find((c) => c.code === 'NOK')?.euro_rate;
    const before = await rateOf();
    const rate = (before ?? 10) + 0.25;
    await catalog.setCurrencyRate(a.app.context, 'NOK', rate);
    const seen = await within(WITHIN_MS, rateOf, (shown) => shown === rate);
    expect(seen.value).toBe(rate);
  });
});
