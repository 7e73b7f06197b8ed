// `npm run bench:api`: requests per second of the shop's constant-JSON route against a bare Fastify
// route (the request path's fixed cost), and of the car/group item list against the constant route;
// then the server's resident memory at rest and after a mixed load (the first-load JavaScript is
// `npm run bench:first-load`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { CarGroup, CarResponse } from '@shop/domain';
import { mixedLoad } from './bench-load.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const TARGET = { shopOverBare: 0.5, itemsOverConstant: 0.5, rssAfterLoadMiB: 250 };
const MiB = 1024 * 1024;

interface Child {
  base: string;
  /** SIGTERM; resolves once the process has exited. */
  stop: () => Promise<void>;
}

/** tools/dist/<script> in a child process on a free port, resolved once it says READY. */
function startChild(script: string, env: NodeJS.ProcessEnv): Promise<Child> {
  // The young generation as `npm start` sizes it: V8's default grows to 3 × 16 MiB under load.
  const child = spawn('node', ['--max-semi-space-size=4', join(root, 'tools/dist', script)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, PORT: '0' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      const stop = () => {
        child.kill('SIGTERM');
        return exited;
      };
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, stop });
    });
  });
}

async function rps(
  url: string,
  seconds: number,
): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors: bad };
}

async function pickCarGroup(base: string): Promise<string> {
  const groups = (await (await fetch(`${base}/api/car-groups`)).json()) as CarGroup[];
  const car = groups.flatMap((g) => g.cars).find((c) => !c.modern)!;
  const detail = (await (await fetch(`${base}/api/car/${car.slug}`)).json()) as CarResponse;
  const group = [...detail.groups].sort((a, b) => b.items - a.items)[0]!;
  return `/api/items/car/${car.slug}/group/${group.slug}`;
}

/** The server's own account of its memory (process.memoryUsage through the bench route). */
type Memory = NodeJS.MemoryUsage & { rssAnon?: number; rssFile?: number };

/** Timers, the allocator and V8's idle work settle for this long before memory is read. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);

async function memory(base: string): Promise<Memory> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return (await (await fetch(`${base}/bench/memory`)).json()) as Memory;
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0).padStart(4)} MiB`;
const describe = (m: Memory) =>
  `RSS ${mib(m.rss)}  (heap ${mib(m.heapUsed)} of ${mib(m.heapTotal)}, external ${mib(m.external)}` +
  (m.rssAnon === undefined ? ')' : `; own ${mib(m.rssAnon!)}, mapped files ${mib(m.rssFile!)})`);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const shopEnv = {
  DATABASE_URL: `sqlite:${join(dataDir, 'shop.sqlite')}`,
  PUBLIC_DIR: join(dataDir, 'public'),
  SEED: 'demo',
  LOG_LEVEL: 'warn',
};
// The first start seeds the demo catalog; the measured process starts on the seeded database, as
// a restarted shop does, so its memory is not the seeding's high-water mark.
await (await startChild('bench-server.js', shopEnv)).stop();
const server = await startChild('bench-server.js', shopEnv);
const bare = await startChild('bench-bare.js', {});
try {
  const base = server.base;
  const itemsPath = await pickCarGroup(base);
  console.log(`bench:api  ${CONNECTIONS} connections, ${DURATION} s per run, same machine`);
  await rps(`${bare.base}/bench/constant`, 2);
  await rps(`${base}/bench/constant`, 2);
  await rps(`${base}${itemsPath}`, 2);
  const atRest = await memory(base);
  // Alternate the routes so drift on a shared machine hits all alike.
  const bareRuns = [];
  const constant = [];
  const items = [];
  for (let round = 0; round < 2; round++) {
    bareRuns.push(await rps(`${bare.base}/bench/constant`, DURATION / 2));
    constant.push(await rps(`${base}/bench/constant`, DURATION / 2));
    items.push(await rps(`${base}${itemsPath}`, DURATION / 2));
  }
  const mean = (xs: { rps: number }[]) => xs.reduce((s, x) => s + x.rps, 0) / xs.length;
  const b = mean(bareRuns);
  const c = mean(constant);
  const i = mean(items);
  const errors = [...bareRuns, ...constant, ...items].reduce((s, x) => s + x.errors, 0);
  const ratioShop = c / b;
  const ratioItems = i / c;
  console.log(`bare Fastify route          ${b.toFixed(0)} req/s  p99 ${bareRuns[1]!.p99} ms`);
  console.log(`shop constant JSON route    ${c.toFixed(0)} req/s  p99 ${constant[1]!.p99} ms`);
  console.log(
    `ratio shop/bare             ${ratioShop.toFixed(2)}  (target >= ${TARGET.shopOverBare.toFixed(2)}) ${verdict(ratioShop >= TARGET.shopOverBare)}`,
  );
  console.log(`GET ${itemsPath}  ${i.toFixed(0)} req/s  p99 ${items[1]!.p99} ms`);
  console.log(
    `ratio items/constant        ${ratioItems.toFixed(2)}  (target >= ${TARGET.itemsOverConstant.toFixed(2)}) ${verdict(ratioItems >= TARGET.itemsOverConstant)}`,
  );
  if (errors) console.log(`non-2xx, errors or timeouts: ${errors}`);

  const load = await mixedLoad(base);
  const afterLoad = await memory(base);
  const kinds = Object.entries(load.byKind)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  console.log(
    `mixed load                  ${load.requests} requests in ${load.seconds.toFixed(1)} s (${kinds})${load.failures ? `, ${load.failures} failed` : ''}`,
  );
  console.log(`memory at rest              ${describe(atRest)}`);
  console.log(`memory after mixed load     ${describe(afterLoad)}`);
  const rssOk = afterLoad.rss / MiB < TARGET.rssAfterLoadMiB;
  console.log(
    `RSS after load              ${mib(afterLoad.rss).trim()}  (target < ${TARGET.rssAfterLoadMiB} MiB) ${verdict(rssOk)}`,
  );
} finally {
  await Promise.all([server.stop(), bare.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
