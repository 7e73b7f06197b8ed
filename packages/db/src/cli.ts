// Operator commands: node packages/db/dist/cli.js migrate | seed | generate [--items N] [--force]
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { writeDemoAssets } from './assets.js';
import { clearCatalog } from './clear-catalog.js';
import { createDb, type DbHandle } from './client.js';
import { generateLargeCatalog } from './large-catalog.js';
import { migrateToLatest } from './migrate.js';
import { isEmpty, seedDemo } from './seed.js';

const USAGE = 'usage: node packages/db/dist/cli.js migrate | seed | generate [--items N] [--force]';
const databaseUrl = process.env.DATABASE_URL || 'sqlite:data/shop.sqlite';
const publicDir = process.env.PUBLIC_DIR || 'data/public';
// As the server reads it: drawings beside the public folder unless DIAGRAMS_DIR names one.
const diagramsDir = process.env.DIAGRAMS_DIR || join(dirname(resolve(publicDir)), 'diagrams');

const seconds = (start: number): string => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function migrate(handle: DbHandle): Promise<void> {
  const applied = await migrateToLatest(handle.db);
  console.log(
    applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Schema is up to date',
  );
}

async function seed(handle: DbHandle): Promise<void> {
  await migrate(handle);
  const start = performance.now();
  const result = await seedDemo(handle.db);
  if (result.seeded) {
    const counts = Object.entries(result.counts).map(([table, n]) => `${table} ${n}`);
    console.log(`Loaded the demo catalog in ${seconds(start)}: ${counts.join(', ')}`);
  } else {
    console.log('The database already has a catalog; nothing loaded');
  }
  await assets();
}

async function assets(): Promise<void> {
  const start = performance.now();
  await writeDemoAssets(publicDir, diagramsDir);
  console.log(`Demo pictures are in ${publicDir} and ${diagramsDir} (${seconds(start)})`);
}

async function generate(handle: DbHandle, items: number, force: boolean): Promise<void> {
  await migrate(handle);
  if (!(await isEmpty(handle.db))) {
    if (!force) throw new Error('The database already has a catalog; use --force to replace it');
    await clearCatalog(handle.db);
    console.log('Removed the existing catalog');
  }
  const bar = new cliProgress.SingleBar(
    {
      format: 'items [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}',
      noTTYOutput: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const start = performance.now();
  bar.start(items, 0);
  try {
    await generateLargeCatalog(handle, { items, onProgress: (done) => bar.update(done) });
  } finally {
    bar.stop();
  }
  console.log(`Generated ${items} items in ${seconds(start)}`);
  await assets();
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      items: { type: 'string', default: '1000000' },
      force: { type: 'boolean', default: false },
    },
  });
  const command = positionals[0];
  const items = Number(values.items);
  if (command === 'generate' && !(Number.isSafeInteger(items) && items >= 0)) {
    throw new Error(`--items needs a whole number, got '${values.items}'`);
  }
  if (command !== 'migrate' && command !== 'seed' && command !== 'generate') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const handle = createDb(databaseUrl);
  try {
    if (command === 'migrate') await migrate(handle);
    else if (command === 'seed') await seed(handle);
    else await generate(handle, items, values.force);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
