// Two server processes on one PostgreSQL: a price an admin changes through one process's console
// shows in the other's cached shop pages within a second (the change feed's NOTIFY), as do names.
// Runs when TEST_PG_URL is set.
import type { CarResponse, ItemsPage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess } from '../../test/server-process.js';
import type { ServerProcess } from '../../test/server-process.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedInStaff } from './admin.fixtures.js';
import type { StaffMember } from './admin.fixtures.js';
import { patch } from './admin-catalog.fixtures.js';

/** What the console promises: the customer sees a change within a second, on every process. */
const DEADLINE_MS = 1000;

describe.runIf(process.env.TEST_PG_URL)('a console edit on two server processes', () => {
  let a: TestApp;
  let b: ServerProcess;
  let admin: StaffMember;

  async function getB<T>(path: string): Promise<T> {
    const res = await fetch(`${b.url}${path}`);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  }

  beforeAll(async () => {
    a = await createTestApp();
    b = await startServerProcess(a);
    admin = await signedInStaff(a.app, 'admin');
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('shows a price and a name changed through the other process within a second', async () => {
    const { groups } = await getB<CarResponse>('/api/car/volvo-240');
    const page = `/api/items/car/volvo-240/group/${groups[0]?.slug}`;
    const item = (await getB<ItemsPage>(page)).items[0];
    expect(item).toBeDefined();
    const id = item?._id ?? '';
    const price = (item?.price ?? 0) + 2222;
    const name = `${item?.name ?? ''} (renewed)`;
    // B's page is cached now; A's console changes the item.
    const res = await patch(a.app, admin.client, `/api/admin/items/${id}`, {
      prices: { any: { price } },
      texts: { en: { name } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(
      async () => {
        const shown = (await getB<ItemsPage>(page)).items.find((i) => i._id === id);
        expect(shown).toMatchObject({ price, name });
      },
      { timeout: DEADLINE_MS, interval: 20 },
    );
  });
});
