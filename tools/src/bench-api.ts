// `npm run bench:api`: requests per second of the car/group item list against a constant-JSON route,
// both served by the same process (the first-load JavaScript is `npm run bench:first-load`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { CarGroup, CarResponse } from '@shop/domain';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

function startServer(dataDir: string): Promise<{ port: number; stop: () => void }> {
  const child = spawn('node', [join(root, 'tools/dist/bench-server.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${join(dataDir, 'shop.sqlite')}`,
      PUBLIC_DIR: join(dataDir, 'public'),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      PORT: '0',
    },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      if (m) resolve({ port: Number(m[1]), stop: () => child.kill('SIGTERM') });
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

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const server = await startServer(dataDir);
try {
  const base = `http://127.0.0.1:${server.port}`;
  const itemsPath = await pickCarGroup(base);
  console.log(`bench:api  ${CONNECTIONS} connections, ${DURATION} s per run, same server process`);
  await rps(`${base}/bench/constant`, 2);
  await rps(`${base}${itemsPath}`, 2);
  // Alternate the two routes so drift on a shared machine hits both alike.
  const constant = [];
  const items = [];
  for (let round = 0; round < 2; round++) {
    constant.push(await rps(`${base}/bench/constant`, DURATION / 2));
    items.push(await rps(`${base}${itemsPath}`, DURATION / 2));
  }
  const mean = (xs: { rps: number }[]) => xs.reduce((s, x) => s + x.rps, 0) / xs.length;
  const c = mean(constant);
  const i = mean(items);
  const errors = [...constant, ...items].reduce((s, x) => s + x.errors, 0);
  console.log(`constant JSON route         ${c.toFixed(0)} req/s  p99 ${constant[1]!.p99} ms`);
  console.log(`GET ${itemsPath}  ${i.toFixed(0)} req/s  p99 ${items[1]!.p99} ms`);
  console.log(`ratio items/constant        ${(i / c).toFixed(2)}  (target >= 0.50)`);
  if (errors) console.log(`non-2xx, errors or timeouts: ${errors}`);
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
