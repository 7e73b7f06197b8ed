// `npm run bench:orders`: orders placed per second, with p50 and p99, at 1, 8 and 32 concurrent
// buyers, on SQLite and on PostgreSQL, beside the constant-JSON route of the same server process.
// Each order is a new draft (its own id) of one to three light items, to Sweden by parcel and
// invoice, so every request creates an order, takes stock and writes its two mails to the outbox,
// its lifecycle event and its shared rate-limit counts (with quotas no buyer here reaches).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '@shop/db';
import { startPostgres } from '../lib/postgres.mjs';
import { startBenchServer, swedishOrderDraft, xsrfHeaders } from './bench-kit.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BUYERS = [1, 8, 32];
const ITEMS_PER_ORDER = 3;
/** Orders per second at 32 buyers over the constant route's requests per second, per engine; and
 * the orders' p99 at most this many times the constant route's. */
const TARGET = { buyers: 32, ratio: { SQLite: 0.1, PostgreSQL: 0.05 }, p99Times: 25 };

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Light items with stock that never runs out during the run, so no order waits on the supplier. */
async function prepareItems(databaseUrl: string): Promise<string[]> {
  const handle = createDb(databaseUrl);
  try {
    const rows = await handle.db
      .selectFrom('items')
      .select('id')
      .where('weight', '<=', 500)
      .orderBy('id')
      .limit(200)
      .execute();
    const ids = rows.map((r) => r.id);
    await handle.db
      .updateTable('items')
      .set({ stock_quantity: 1_000_000 })
      .where('id', 'in', ids)
      .execute();
    return ids;
  } finally {
    await handle.close();
  }
}

function orderBody(items: readonly string[]): string {
  const cart: Record<string, { quantity: number; brand: string; car: null }> = {};
  const lines = 1 + Math.floor(Math.random() * ITEMS_PER_ORDER);
  for (let i = 0; i < lines; i += 1) {
    const id = items[Math.floor(Math.random() * items.length)] as string;
    cart[id] = { quantity: 1 + Math.floor(Math.random() * 2), brand: 'any', car: null };
  }
  return swedishOrderDraft(randomUUID(), cart, 'bench@example.com');
}

async function measure(options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ pipelining: 1, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchEngine(name: string, env: NodeJS.ProcessEnv, databaseUrl: string) {
  const server = await startBenchServer({ SEED: 'demo', ...env });
  try {
    const items = await prepareItems(databaseUrl);
    const headers = await xsrfHeaders(server.base);
    const url = `${server.base}/api/legacy/order/create`;
    const order = (connections: number, duration: number) =>
      measure({
        url,
        connections,
        duration,
        method: 'POST',
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, body: orderBody(items) }) }],
      });
    await order(8, 2); // warm up: statement caches, JIT, the outbox's first pages
    const constant = await measure({
      url: `${server.base}/bench/constant`,
      connections: 32,
      duration: SECONDS / 2,
    });
    console.log(`\n${name}`);
    console.log(
      `  constant JSON route, 32 connections   ${constant.rps.toFixed(0)} req/s  p99 ${constant.p99} ms`,
    );
    const runs: { buyers: number; run: Run }[] = [];
    for (const buyers of BUYERS) {
      const run = await order(buyers, SECONDS);
      runs.push({ buyers, run });
      const errors = run.errors ? `  (${run.errors} non-2xx or errors)` : '';
      console.log(
        `  ${String(buyers).padStart(2)} buyers  ${run.rps.toFixed(0).padStart(5)} orders/s  p50 ${run.p50} ms  p99 ${run.p99} ms${errors}`,
      );
    }
    return { constant, runs };
  } finally {
    await server.stop();
  }
}

function verdict(
  name: 'SQLite' | 'PostgreSQL',
  result: { constant: Run; runs: { buyers: number; run: Run }[] },
) {
  const at = result.runs.find((r) => r.buyers === TARGET.buyers)?.run;
  if (!at) return;
  const ratio = at.rps / result.constant.rps;
  // A p99 of 0 ms (sub-millisecond) counts as 1 ms.
  const times = at.p99 / Math.max(1, result.constant.p99);
  const ok = ratio >= TARGET.ratio[name] && times <= TARGET.p99Times;
  console.log(
    `target ${name}: orders/constant ${ratio.toFixed(3)} (>= ${TARGET.ratio[name]}), p99 ${times.toFixed(1)} × the constant route's (<= ${TARGET.p99Times}): ${ok ? 'met' : 'NOT met'}`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'shop-bench-orders-'));
const pg = await startPostgres();
try {
  console.log(
    `bench:orders  ${SECONDS} s per run; each order 1-${ITEMS_PER_ORDER} lines, new draft id`,
  );
  const sqliteUrl = `sqlite:${join(dir, 'shop.sqlite')}`;
  const sqlite = await benchEngine(
    'SQLite',
    { DATABASE_URL: sqliteUrl, PUBLIC_DIR: join(dir, 'public-sqlite') },
    sqliteUrl,
  );
  const postgres = await benchEngine(
    'PostgreSQL',
    { DATABASE_URL: pg.url, PUBLIC_DIR: join(dir, 'public-pg') },
    pg.url,
  );
  console.log('');
  verdict('SQLite', sqlite);
  verdict('PostgreSQL', postgres);
} finally {
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
