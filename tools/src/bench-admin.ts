// `npm run bench:admin`: the console's order list at a million orders, on SQLite and PostgreSQL.
// Each request is timed on its own, one after another (p50 and p99 of BENCH_REQUESTS): the first
// page, a page 200 pages deep (its cursor found by following `next`), a date range landing two
// years back, filters and searches, and the overview.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, migrateToLatest } from '@shop/db';
import { startPostgres } from '../lib/postgres.mjs';
import { generateOrders, staffToken } from './bench-admin-data.js';
import { startBenchServer } from './bench-kit.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const DEEP_PAGES = 200;

interface Timing {
  p50: number;
  p99: number;
  rows: number;
}

async function prepare(databaseUrl: string): Promise<{ token: string; seconds: number }> {
  const handle = createDb(databaseUrl);
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    await generateOrders(handle.db, ORDERS);
    const seconds = (performance.now() - started) / 1000;
    return { token: await staffToken(handle.db), seconds };
  } finally {
    await handle.close();
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

async function bench(base: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ orders?: unknown[]; next?: string | null }>;
  };
  const time = async (path: string): Promise<Timing> => {
    for (let i = 0; i < 5; i += 1) await get(path);
    const ms: number[] = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now();
      const body = await get(path);
      ms.push(performance.now() - started);
      rows = body.orders?.length ?? 0;
    }
    ms.sort((a, b) => a - b);
    return { p50: percentile(ms, 50), p99: percentile(ms, 99), rows };
  };
  let cursor: string | null | undefined = null;
  const walk = performance.now();
  for (let page = 0; page < DEEP_PAGES; page += 1)
    cursor = (await get(`/api/admin/orders?limit=50${cursor ? `&after=${cursor}` : ''}`)).next;
  const walkMs = performance.now() - walk;
  const cases: [string, string][] = [
    ['first page (50)', '/api/admin/orders'],
    [`page ${DEEP_PAGES} deep (cursor)`, `/api/admin/orders?after=${cursor}`],
    ['first page (200)', '/api/admin/orders?limit=200'],
    ['days two years back', '/api/admin/orders?from=2024-03-01&to=2024-03-31'],
    ['state=paid', '/api/admin/orders?state=paid'],
    ['state=paid,awaiting_shipment', '/api/admin/orders?state=paid,awaiting_shipment'],
    ['flagged=true', '/api/admin/orders?flagged=true'],
    ['country=gb&payment=bank-transfer', '/api/admin/orders?country=gb&payment=bank-transfer'],
    [
      'rare: shipped+de+pay-in-store',
      '/api/admin/orders?state=shipped&country=de&payment=pay-in-store',
    ],
    ['q=order number', '/api/admin/orders?q=200500000'],
    ['q=email', '/api/admin/orders?q=buyer4242%40example.com'],
    ['q=family name', '/api/admin/orders?q=family4242'],
    ['q=full name', '/api/admin/orders?q=given7%20family4242'],
    ['overview', '/api/admin/overview'],
  ];
  console.log(`  following ${DEEP_PAGES} pages of 50: ${walkMs.toFixed(0)} ms in all`);
  for (const [name, path] of cases) {
    const t = await time(path);
    console.log(
      `  ${name.padEnd(34)} p50 ${t.p50.toFixed(2).padStart(7)} ms  p99 ${t.p99.toFixed(2).padStart(7)} ms  (${t.rows} rows)`,
    );
  }
}

async function benchEngine(name: string, databaseUrl: string, env: NodeJS.ProcessEnv) {
  const { token, seconds } = await prepare(databaseUrl);
  console.log(
    `\n${name}: ${ORDERS.toLocaleString('en')} orders generated in ${seconds.toFixed(1)} s`,
  );
  const server = await startBenchServer({ DATABASE_URL: databaseUrl, SEED: 'none', ...env });
  try {
    await bench(server.base, token);
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'shop-bench-admin-'));
const pg = await startPostgres();
try {
  console.log(`bench:admin  ${REQUESTS} sequential requests per line, after 5 to warm up`);
  await benchEngine('SQLite', `sqlite:${join(dir, 'shop.sqlite')}`, {
    PUBLIC_DIR: join(dir, 'public-sqlite'),
  });
  await benchEngine('PostgreSQL', pg.url, { PUBLIC_DIR: join(dir, 'public-pg') });
} finally {
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
