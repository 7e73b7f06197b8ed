// `npm run bench:import`: catalog imports timed on SQLite and PostgreSQL. For 10,000 and 1,000,000
// item rows (BENCH_IMPORT_SIZES), `npm run catalog:import` runs on a fresh demo catalog and its rows
// per second and peak memory are printed. Then a shop serves a listing route, timed one request after
// another at rest and while the console stages and applies 100,000 rows (p99 of each).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, createTemporaryPgDatabase, migrateToLatest, seedDemo } from '@shop/db';
import type { ImportSummary } from '@shop/domain';
import { startPostgres } from '../lib/postgres.mjs';
import { staffToken } from './bench-admin-data.js';
import { root, startBenchServer, xsrfHeaders } from './bench-kit.js';
import { writeItemsFile } from './import-items-file.js';

const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '10000,1000000').split(',').map(Number);
const DURING_ROWS = Number(process.env.BENCH_IMPORT_DURING ?? 100_000);
const LISTING = '/api/items/car/volvo-240/group/brakes';

async function demoDatabase(url: string): Promise<void> {
  const handle = createDb(url);
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}

/** Runs the import command; answers its seconds and what it printed. */
function runImport(databaseUrl: string, file: string): Promise<{ seconds: number; out: string }> {
  const started = performance.now();
  const child = spawn('node', [join(root, 'apps/server/dist/cli/catalog-import.js'), file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, out })
        : reject(new Error(`catalog:import exited with ${code}:\n${out}`)),
    ),
  );
}

async function timeImports(
  engine: string,
  fresh: () => Promise<string>,
  files: Map<number, string>,
) {
  for (const [rows, file] of files) {
    const url = await fresh();
    const { seconds, out } = await runImport(url, file);
    const memory = /Peak memory: (.*)\./.exec(out)?.[1] ?? '?';
    const rate = Math.round(rows / seconds).toLocaleString('en');
    console.log(
      `  ${engine.padEnd(10)} ${rows.toLocaleString('en').padStart(9)} rows: ${seconds.toFixed(1).padStart(6)} s, ${rate.padStart(7)} rows/s, peak ${memory}`,
    );
  }
}

function p99(ms: number[]): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
}

async function listingP99(base: string, until: () => boolean, minimum: number): Promise<number[]> {
  const ms: number[] = [];
  while (ms.length < minimum || !until()) {
    const started = performance.now();
    const res = await fetch(`${base}${LISTING}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${LISTING}: ${res.status}`);
    ms.push(performance.now() - started);
  }
  return ms;
}

async function underImport(engine: string, url: string, file: string, env: NodeJS.ProcessEnv) {
  const handle = createDb(url);
  const token = await staffToken(handle.db, 'admin');
  await handle.close();
  const server = await startBenchServer({ DATABASE_URL: url, SEED: 'none', ...env });
  try {
    const headers = { ...(await xsrfHeaders(server.base)), authorization: `Bearer ${token}` };
    await listingP99(server.base, () => true, 200);
    const rest = await listingP99(server.base, () => true, 2000);
    const upload = await fetch(`${server.base}/api/admin/imports?fileName=bench.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: readFileSync(file),
    });
    const { import: run } = (await upload.json()) as { import: ImportSummary };
    let state = run.state;
    let applying = false;
    const poll = setInterval(() => {
      void fetch(`${server.base}/api/admin/imports/${run.id}`, { headers })
        .then((res) => res.json() as Promise<{ import: ImportSummary }>)
        .then(async ({ import: now }) => {
          state = now.state;
          if (state === 'staged' && !applying) {
            applying = true;
            await fetch(`${server.base}/api/admin/imports/${run.id}/apply`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ mode: 'valid' }),
            });
          }
        });
    }, 250);
    const started = performance.now();
    const during = await listingP99(
      server.base,
      () => state === 'applied' || state === 'failed',
      50,
    );
    clearInterval(poll);
    const seconds = (performance.now() - started) / 1000;
    const [a, b] = [p99(rest), p99(during)];
    console.log(
      `  ${engine.padEnd(10)} ${LISTING}: p99 ${a.toFixed(1)} ms at rest, ${b.toFixed(1)} ms while ${DURING_ROWS.toLocaleString('en')} rows were staged and applied (${seconds.toFixed(1)} s, ${during.length} requests, ${state}): ${(b / a).toFixed(2)}×`,
    );
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'shop-bench-import-'));
const pg = await startPostgres();
try {
  const files = new Map<number, string>();
  for (const rows of SIZES) {
    const file = join(dir, `items-${rows}.csv`);
    await writeItemsFile(file, rows);
    files.set(rows, file);
  }
  const during = join(dir, `items-during.csv`);
  await writeItemsFile(during, DURING_ROWS);
  let n = 0;
  const sqlite = async () => {
    const url = `sqlite:${join(dir, `shop-${(n += 1)}.sqlite`)}`;
    await demoDatabase(url);
    return url;
  };
  const postgres = async () => {
    const db = await createTemporaryPgDatabase(pg.url, `bench_import_${(n += 1)}`);
    await demoDatabase(db.url);
    return db.url;
  };
  console.log('bench:import  npm run catalog:import on a fresh demo catalog (3,200 items)');
  await timeImports('SQLite', sqlite, files);
  await timeImports('PostgreSQL', postgres, files);
  console.log('\nThe shop while the console imports');
  await underImport('SQLite', await sqlite(), during, { PUBLIC_DIR: join(dir, 'public') });
  await underImport('PostgreSQL', await postgres(), during, { PUBLIC_DIR: join(dir, 'public') });
} finally {
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
