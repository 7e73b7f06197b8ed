// Two server processes on one PostgreSQL: a change made through one process's service layer shows
// in the other's cached answers (LISTEN/NOTIFY). Without it, the other would show item pages until
// their 10 s expire and reference data until a restart. Runs when TEST_PG_URL is set.
import type { CarResponse, Currency, ItemsPage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess } from '../../test/server-process.js';
import type { ServerProcess } from '../../test/server-process.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import * as catalog from './catalog.service.js';

/** Generous for a busy machine, yet under the item pages' 10 s: only the notification beats it. */
const PAGE_DEADLINE_MS = 8000;
/** Reference data is kept until a change: any deadline leaves the notification as the only way. */
const REFERENCE_DEADLINE_MS = 20_000;

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

  it('sees an item price and stock changed through the other process before its page expires', async () => {
    const { groups } = await getB<CarResponse>('/api/car/volvo-240');
    const page = `/api/items/car/volvo-240/group/${groups[0]?.slug}`;
    const item = (await getB<ItemsPage>(page)).items[0];
    expect(item).toBeDefined();
    const id = item?._id ?? '';
    const price = (item?.price ?? 0) + 1111;
    const stock = (item?.stock.quantity ?? 0) + 7;
    // B's page is cached now; A changes the item through its service layer.
    await catalog.setItemOffer(a.app.context, id, { price, stockQuantity: stock }, new Date());
    await vi.waitFor(
      async () => {
        const shown = (await getB<ItemsPage>(page)).items.find((i) => i._id === id);
        expect(shown).toMatchObject({ price, stock: { quantity: stock } });
      },
      { timeout: PAGE_DEADLINE_MS, interval: 25 },
    );
  });

  it('sees a currency rate changed through the other process, which keeps it until a change', async () => {
    const rateOf = async () =>
      (await getB<Currency[]>('/api/currencies')).find((c) => c.code === 'NOK')?.euro_rate;
    const before = await rateOf();
    const rate = (before ?? 10) + 0.25;
    await catalog.setCurrencyRate(a.app.context, 'NOK', rate);
    await vi.waitFor(async () => expect(await rateOf()).toBe(rate), {
      timeout: REFERENCE_DEADLINE_MS,
      interval: 25,
    });
  });
});
