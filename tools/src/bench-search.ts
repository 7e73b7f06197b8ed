// `npm run bench:search`: generates a 10,000- and a 1,000,000-item SQLite catalog with the
// db CLI (its progress bar), times 500 mixed searches over HTTP one at a time on each, then on the
// million measures a catalog route's p99 alone and beside searches run at full load.
import { fork, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { CarGroup, CarResponse } from '@shop/domain';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { commonWords, drawQueries, translationBytes } from './bench-search-queries.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10000,1000000').split(',').map(Number);
const QUERIES = 500;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Requests per second of the catalog route: one it sustains alone on a million items. */
const CATALOG_RATE = Number(process.env.BENCH_CATALOG_RATE ?? 20);
const SEARCH_CONNECTIONS = 8;
/** BENCH_SEARCH_ONLY=uncached: only the million's load test without the answer cache (to iterate). */
const ONLY_UNCACHED = process.env.BENCH_SEARCH_ONLY === 'uncached';

interface LoadOrder {
  url: string;
  token: string;
  bodies: string[];
  seconds: number;
}

interface LoadResult {
  rps: number;
  p99: number;
  bad: number;
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    ),
  );
}

function startServer(
  dbFile: string,
  dir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ base: string; stop: () => void }> {
  const child = spawn('node', [join(root, 'tools/dist/bench-server.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${dbFile}`,
      PUBLIC_DIR: join(dir, 'public'),
      SEED: 'none',
      LOG_LEVEL: 'warn',
      PORT: '0',
      ...env,
    },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, stop: () => child.kill('SIGTERM') });
    });
  });
}

async function xsrfToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/item-groups`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  if (!cookie) throw new Error(`the server set no ${XSRF_COOKIE} cookie`);
  return cookie.slice(`${XSRF_COOKIE}=`.length).split(';')[0] ?? '';
}

function headers(token: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    cookie: `${XSRF_COOKIE}=${token}`,
    [XSRF_HEADER]: token,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Milliseconds per POST, each sent after the previous answer was read, with the answers. */
async function timeSequential(base: string, path: string, token: string, bodies: object[]) {
  const times: number[] = [];
  const answers: { items?: { _id: string }[] }[] = [];
  for (const body of bodies) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify(body),
    });
    const bytes = await res.arrayBuffer();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${path} ${JSON.stringify(body)}: ${res.status}`);
    answers.push(JSON.parse(Buffer.from(bytes).toString('utf8')) as (typeof answers)[number]);
  }
  return { sorted: [...times].sort((a, b) => a - b), answers };
}

const timings = (sorted: number[]) =>
  `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  ` +
  `p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? 0)}`;

/** Runs in a child process so the search load and the catalog timing do not share an event loop. */
async function driveSearchLoad(order: LoadOrder): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: order.url,
    connections: SEARCH_CONNECTIONS,
    duration: order.seconds,
    headers: headers(order.token),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: order.bodies[next++ % order.bodies.length],
        }),
      },
    ],
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, bad };
}

function searchLoad(order: LoadOrder): Promise<LoadResult> {
  const child = fork(fileURLToPath(import.meta.url), ['--search-load'], { stdio: 'inherit' });
  child.send(order);
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('exit', (code) => code !== 0 && reject(new Error(`load driver exited ${code}`)));
  });
}

/** A catalog route at a fixed modest rate, every request a different page (no cache hits). */
async function catalogP99(base: string, paths: string[], seconds: number): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 4,
    overallRate: CATALOG_RATE,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, bad };
}

/** Every page of every group of the classic car with most items, in a fixed spread-out order. */
async function catalogPaths(base: string): Promise<{ car: string; paths: string[] }> {
  const groups = (await (await fetch(`${base}/api/car-groups`)).json()) as CarGroup[];
  const cars = groups.flatMap((g) => g.cars).filter((c) => !c.modern);
  const details = await Promise.all(
    cars.map(async (c) => (await (await fetch(`${base}/api/car/${c.slug}`)).json()) as CarResponse),
  );
  const best = details.sort((a, b) => b.count.items - a.count.items)[0]!;
  const paths = best.groups.flatMap((g) =>
    Array.from(
      { length: Math.ceil(g.items / 24) },
      (_, i) => `/api/items/car/${best.car.slug}/group/${g.slug}/${i + 1}`,
    ),
  );
  // A prime stride (coprime with the count unless it divides it) visits each page once.
  const stride = paths.length % 7919 === 0 ? 7927 : 7919;
  return { car: best.car.slug, paths: paths.map((_, i) => paths[(i * stride) % paths.length]!) };
}

/** Cached: the shop as configured (answers reused 10 s); else every search runs (SEARCH_CACHE_SECONDS=0). */
async function loadTest(base: string, file: string, items: number, cached: boolean): Promise<void> {
  const token = await xsrfToken(base);
  const { car, paths } = await catalogPaths(base);
  const perRun = CATALOG_RATE * LOAD_SECONDS * 2;
  if (paths.length < perRun * 8) console.log(`(only ${paths.length} pages: some repeat, cached)`);
  // Disjoint windows per run (and per server), so no run meets pages an earlier one read.
  const first = cached ? 0 : 4;
  const window = (run: number) =>
    Array.from({ length: perRun }, (_, i) => paths[((first + run) * perRun + i) % paths.length]!);
  const words = await commonWords(file, 6);
  const common = words.map((q) => JSON.stringify({ q }));
  const distinct = (await drawQueries(file, 20_000, 7)).map((q) => JSON.stringify(q));
  const url = `${base}/api/items/search/`;
  const answers = cached
    ? 'answers reused for 10 s, as served'
    : 'SEARCH_CACHE_SECONDS=0, every search runs';
  console.log(
    `\nload test on ${items.toLocaleString('en')} items (${answers}), ${LOAD_SECONDS} s per run`,
  );
  console.log(`catalog route: GET /api/items/car/${car}/group/<group>/<page>, every page once`);
  await catalogP99(base, window(3), 2);
  const alone = await catalogP99(base, window(0), LOAD_SECONDS);
  console.log(`  alone at ${CATALOG_RATE} req/s: p99 ${alone.p99} ms`);
  const runs = [
    [`common words (${words.join(', ')})`, common],
    ['distinct names and numbers (every one a cache miss)', distinct],
  ] as const;
  for (const [label, bodies] of cached ? runs : runs.slice(0, 1)) {
    const [search, beside] = await Promise.all([
      searchLoad({ url, token, bodies: [...bodies], seconds: LOAD_SECONDS }),
      catalogP99(base, window(label.startsWith('common') ? 1 : 2), LOAD_SECONDS),
    ]);
    const ratio = beside.p99 / Math.max(1, alone.p99);
    console.log(`  beside searches for ${label}, ${SEARCH_CONNECTIONS} connections:`);
    console.log(
      `    search ${search.rps.toFixed(0)} req/s (p99 ${search.p99} ms); catalog p99 ${beside.p99} ms, ` +
        `${ratio.toFixed(2)}x alone`,
    );
    if (search.bad + beside.bad > 0) {
      console.log(
        `    failed (non-2xx, errors, timeouts): search ${search.bad}, catalog ${beside.bad}`,
      );
    }
  }
  console.log('targets: common words >= 500 req/s; catalog p99 beside them <= 2x alone');
}

/** Searches one at a time, the same items' JSON alone and, on the largest, the cached load test. */
async function sequentialAndCached(file: string, dir: string, items: number): Promise<string[]> {
  const server = await startServer(file, dir);
  try {
    const token = await xsrfToken(server.base);
    const search = (bodies: object[]) =>
      timeSequential(server.base, '/api/items/search/', token, bodies);
    await search(await drawQueries(file, 50, 99));
    const { sorted, answers } = await search(await drawQueries(file, QUERIES, 1));
    const found = answers.filter((a) => (a.items?.length ?? 0) > 0).length;
    // The same items as JSON alone, through the catalog's POST /api/items (the cart's call).
    const ids = answers.map((a) => ({ items: (a.items ?? []).map((item) => item._id) }));
    const itemJson = await timeSequential(server.base, '/api/items', token, ids);
    const size = statSync(file).size;
    const translations = await translationBytes(file);
    const line =
      `${items.toLocaleString('en').padStart(10)} items  db ${mb(size).padStart(8)}  ` +
      `${timings(sorted)}  (${found}/${QUERIES} found something)`;
    const json = `${' '.repeat(10)} the same items' JSON alone (POST /api/items): ${timings(itemJson.sorted)}`;
    const texts = `${' '.repeat(10)} of the db, translations: ${translations}`;
    console.log(`${line}\n${json}\n${texts}`);
    if (items === Math.max(...SIZES)) await loadTest(server.base, file, items, true);
    return [line, json, texts];
  } finally {
    server.stop();
  }
}

async function main(): Promise<void> {
  console.log(`bench:search  ${QUERIES} mixed searches over HTTP, one at a time (SQLite)`);
  const rows: string[] = [];
  for (const items of SIZES) {
    // BENCH_SEARCH_DIR reuses a folder the CLI generated into before (shop.sqlite, public/).
    const reuse = process.env.BENCH_SEARCH_DIR;
    const dir = reuse ?? mkdtempSync(join(tmpdir(), 'shop-bench-search-'));
    try {
      const file = join(dir, 'shop.sqlite');
      if (reuse === undefined) {
        console.log(`\ngenerating ${items.toLocaleString('en')} items`);
        const env = { DATABASE_URL: `sqlite:${file}`, PUBLIC_DIR: join(dir, 'public') };
        await run('node', ['packages/db/dist/cli.js', 'generate', '--items', String(items)], env);
      }
      // A serving database's pages sit in the OS page cache; a fresh file's may not (this VM also
      // drops its caches when idle), so read it through once.
      await pipeline(
        createReadStream(file),
        new Writable({ write: (_chunk, _enc, done) => done() }),
      );
      if (!ONLY_UNCACHED) rows.push(...(await sequentialAndCached(file, dir, items)));
      if (items === Math.max(...SIZES)) {
        const uncached = await startServer(file, dir, { SEARCH_CACHE_SECONDS: '0' });
        try {
          await loadTest(uncached.base, file, items, false);
        } finally {
          uncached.stop();
        }
      }
    } finally {
      if (reuse === undefined) rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log('\nsummary (targets on 1,000,000 items: p95 <= 20 ms, p99 <= 50 ms)');
  for (const row of rows) console.log(row);
}

if (process.argv[2] === '--search-load') {
  process.once('message', (order) => {
    void driveSearchLoad(order as LoadOrder).then((result) => {
      process.send?.(result);
      process.disconnect?.();
    });
  });
} else {
  await main();
}
