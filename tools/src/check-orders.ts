// `npm run check:orders`: is an order created exactly once, with its stock and its mail, when the
// server dies mid-rush? Each round fires a few hundred orders (retried with the same draft id until
// acknowledged), kills the server with SIGKILL midway, starts it again, then checks: every
// acknowledged order exists exactly once; stock taken adds up to what the order lines say; every
// order has exactly one confirmation in the outbox (pending or sent). Ten rounds on SQLite.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@shop/db';
import type { DbHandle } from '@shop/db';
import { startBenchServer, swedishOrderDraft, xsrfHeaders } from './bench-kit.js';
import type { BenchServer } from './bench-kit.js';

const ROUNDS = Number(process.env.CHECK_ORDERS_ROUNDS ?? 10);
const ORDERS = Number(process.env.CHECK_ORDERS_PER_ROUND ?? 300);
const CONCURRENCY = 16;
const STOCK = 40;

const dir = mkdtempSync(join(tmpdir(), 'shop-check-orders-'));
const databaseUrl = `sqlite:${join(dir, 'shop.sqlite')}`;
const env = {
  DATABASE_URL: databaseUrl,
  PUBLIC_DIR: join(dir, 'public'),
  SEED: 'demo',
  MAIL_DIR: join(dir, 'mail'),
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withDb<T>(work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = createDb(databaseUrl);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Twenty light items with a known, small stock, so rounds run out and backorder too. */
function resetStock(ids: readonly string[]) {
  return withDb((h) =>
    h.db
      .updateTable('items')
      .set({ stock_quantity: STOCK })
      .where('id', 'in', [...ids])
      .execute(),
  );
}

function body(id: string, items: readonly string[]): string {
  const item = items[Math.floor(Math.random() * items.length)] as string;
  const quantity = 1 + Math.floor(Math.random() * 3);
  return swedishOrderDraft(
    id,
    { [item]: { quantity, brand: 'any', car: null } },
    'check@example.com',
  );
}

interface Live {
  server: BenchServer;
  headers: Record<string, string>;
}

/** Sends one draft until the shop acknowledges it; the body is fixed, so a retry is the same order. */
async function placeUntilAcknowledged(
  live: () => Promise<Live>,
  payload: string,
  onRetry: () => void,
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const { server, headers } = await live();
    try {
      const res = await fetch(`${server.base}/api/legacy/order/create`, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 200 || res.status === 201) {
        return ((await res.json()) as { order: { number: string } }).order.number;
      }
      if (res.status < 500) throw new Error(`order refused: ${res.status} ${await res.text()}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('order refused')) throw error;
    }
    if (attempt > 100) throw new Error('no acknowledgement after 100 tries');
    onRetry();
    await sleep(50);
  }
}

async function round(n: number, items: readonly string[]): Promise<string[]> {
  await resetStock(items);
  const before = await withDb((h) =>
    h.db.selectFrom('order_lines').select(['item_id', 'stocked_quantity']).execute(),
  );
  let current: Promise<Live> = startBenchServer(env).then(async (server) => ({
    server,
    headers: await xsrfHeaders(server.base),
  }));
  const drafts = Array.from({ length: ORDERS }, () => {
    const id = randomUUID();
    return { id, payload: body(id, items) };
  });
  const acknowledged = new Map<string, string>();
  let next = 0;
  let killed = false;
  let retries = 0;
  const worker = async () => {
    while (next < drafts.length) {
      const draft = drafts[next++]!;
      const number = await placeUntilAcknowledged(
        () => current,
        draft.payload,
        () => (retries += 1),
      );
      acknowledged.set(draft.id, number);
      if (!killed && acknowledged.size >= ORDERS / 2) {
        killed = true;
        const { server } = await current;
        // SIGKILL: no shutdown hook runs, requests in flight are cut off mid-transaction.
        current = server.stopHard().then(() =>
          startBenchServer(env).then(async (s) => ({
            server: s,
            headers: await xsrfHeaders(s.base),
          })),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await (await current).server.stop();
  return verify(n, acknowledged, items, before, retries);
}

async function verify(
  n: number,
  acknowledged: Map<string, string>,
  items: readonly string[],
  earlierLines: readonly { item_id: string; stocked_quantity: number }[],
  retries: number,
): Promise<string[]> {
  return withDb(async ({ db }) => {
    const problems: string[] = [];
    const ids = [...acknowledged.keys()];
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'number'])
      .where('id', 'in', ids)
      .execute();
    if (orders.length !== ids.length)
      problems.push(`${ids.length - orders.length} acknowledged orders missing`);
    for (const o of orders)
      if (acknowledged.get(o.id) !== o.number)
        problems.push(`order ${o.id} has number ${o.number}, client saw ${acknowledged.get(o.id)}`);
    const allNumbers = await db.selectFrom('orders').select('number').execute();
    if (new Set(allNumbers.map((r) => r.number)).size !== allNumbers.length)
      problems.push('an order number repeats');
    const lines = await db
      .selectFrom('order_lines')
      .select(['item_id', 'stocked_quantity'])
      .execute();
    const stock = await db
      .selectFrom('items')
      .select(['id', 'stock_quantity'])
      .where('id', 'in', [...items])
      .execute();
    const taken = (rows: readonly { item_id: string; stocked_quantity: number }[], id: string) =>
      rows.filter((r) => r.item_id === id).reduce((sum, r) => sum + r.stocked_quantity, 0);
    for (const item of stock) {
      const soldNow = taken(lines, item.id) - taken(earlierLines, item.id);
      if (item.stock_quantity < 0) problems.push(`item ${item.id} stock below 0`);
      if (STOCK - item.stock_quantity !== soldNow)
        problems.push(
          `item ${item.id}: stock fell by ${STOCK - item.stock_quantity}, lines took ${soldNow}`,
        );
    }
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['ref'])
      .where('kind', '=', 'order_confirmation')
      .where('ref', 'in', ids)
      .execute();
    const perOrder = new Map<string, number>();
    for (const m of mails) perOrder.set(m.ref, (perOrder.get(m.ref) ?? 0) + 1);
    const wrong = ids.filter((id) => perOrder.get(id) !== 1).length;
    if (wrong > 0) problems.push(`${wrong} orders without exactly one confirmation`);
    const stocked = stock.reduce((sum, s) => sum + (STOCK - s.stock_quantity), 0);
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '}  round ${n}: ${ids.length} orders acknowledged, each once (${retries} requests retried across the kill); ${stocked} units taken from stock as the lines say; ${mails.length} confirmations${problems.length ? `\n      ${problems.join('\n      ')}` : ''}`,
    );
    return problems;
  });
}

try {
  console.log(
    `check:orders  ${ROUNDS} rounds of ${ORDERS} orders, ${CONCURRENCY} at a time, SIGKILL midway`,
  );
  const first = await startBenchServer(env);
  await first.stop();
  const items = await withDb(async ({ db }) =>
    (
      await db
        .selectFrom('items')
        .select('id')
        .where('weight', '<=', 500)
        .orderBy('id')
        .limit(20)
        .execute()
    ).map((r) => r.id),
  );
  let failed = 0;
  for (let n = 1; n <= ROUNDS; n += 1) if ((await round(n, items)).length > 0) failed += 1;
  console.log(`Total: ${ROUNDS} rounds, ${ROUNDS - failed} ok, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
