// `npm run catalog:import -- <file> [--dry-run] [--mapping NAME] [--valid-only]`: stages a catalog
// file on the shop's database (DATABASE_URL) with a progress bar, prints its report, then applies
// it unless told not to. Exit 0: applied (or a clean dry run); 1: rows were invalid and nothing
// was applied (or the file could not be read); 2: bad usage.
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { createDb, migrateToLatest } from '@shop/db';
import { importProblemText } from '@shop/domain';
import type { ImportReportJson } from '@shop/domain';
import { CacheRegistry } from '../lib/cache-registry.js';
import { localChangeFeed, postgresChangeFeed } from '../lib/change-feed.js';
import type { AppContext } from '../lib/app-context.js';
import * as imports from '../modules/imports/imports.service.js';
import { loadConfig } from '../plugins/config.js';

const USAGE =
  'usage: npm run catalog:import -- <file> [--dry-run] [--mapping NAME] [--valid-only]\n';
const PROBLEMS_PRINTED = 50;

/** The most memory seen at a progress step: the process's own pages, apart from mapped files. */
const peak = { anon: 0, heap: 0 };
function notePeak(): void {
  peak.heap = Math.max(peak.heap, process.memoryUsage().heapUsed);
  try {
    const kib = /RssAnon:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    peak.anon = Math.max(peak.anon, Number(kib ?? 0) * 1024);
  } catch {
    peak.anon = Math.max(peak.anon, process.memoryUsage().rss);
  }
}
const rowsText = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function printReport(report: ImportReportJson): void {
  const out = process.stdout;
  out.write(`\n${report.kind ?? 'unreadable file'}: ${rowsText(report.rows)} read\n`);
  out.write(`  to create ${report.create}, to update ${report.update}, `);
  out.write(`unchanged ${report.unchanged}, invalid ${report.invalid}\n`);
  for (const p of report.problems.slice(0, PROBLEMS_PRINTED)) {
    const where = p.line === 0 ? 'file' : `line ${p.line}${p.column ? `, ${p.column}` : ''}`;
    out.write(`  ${where}: ${importProblemText(p.code, p.value)}\n`);
  }
  const more = Math.max(report.invalid, report.problems.length) - PROBLEMS_PRINTED;
  if (more > 0) out.write(`  … and ${more} more\n`);
}

async function run(ctx: AppContext, file: string, options: Record<string, unknown>) {
  const actor = { id: 'cli', email: `cli:${userInfo().username}` };
  const mapping = typeof options.mapping === 'string' ? options.mapping : null;
  const rule = mapping ? await imports.mappingRule(ctx, mapping) : null;
  const size = (await stat(file)).size;
  const started = await imports.startImport(
    ctx,
    actor,
    { fileName: basename(file), mapping, totalBytes: size },
    new Date(),
  );
  const bar = new SingleBar({
    format: '{bar} {percentage}% | {rows} rows | {speed} rows/s | {eta_formatted} left',
    hideCursor: true,
    stream: process.stderr,
  });
  const began = Date.now();
  bar.start(size, 0, { rows: 0, speed: 0 });
  await imports.stageImport(
    ctx,
    started.id,
    createReadStream(file),
    rule,
    undefined,
    (bytes, rows) =>
      bar.update(bytes, {
        rows,
        speed: Math.round(rows / Math.max(0.001, (Date.now() - began) / 1000)),
      }),
  );
  bar.stop();
  const run = imports.summaryOf(await imports.readImport(ctx, started.id), new Date());
  if (run.state === 'failed') throw new Error(run.error ?? 'staging failed');
  const report = run.report as ImportReportJson;
  printReport(report);
  const readable = report.kind !== null && !(report.rows === 0 && report.problems.length > 0);
  const validOnly = options['valid-only'] === true;
  if (options['dry-run'] === true || !readable || (report.invalid > 0 && !validOnly)) {
    await imports.cancelImport(ctx, run.id, new Date());
    const why =
      options['dry-run'] === true ? 'dry run' : 'invalid rows (--valid-only applies the rest)';
    process.stdout.write(`Nothing applied: ${why}.\n`);
    return readable && report.invalid === 0 ? 0 : 1;
  }
  const start = await imports.beginApply(ctx, run.id, validOnly ? 'valid' : 'all', new Date());
  await imports.applyImport(ctx, actor, start, undefined, notePeak);
  const done = imports.summaryOf(await imports.readImport(ctx, run.id), new Date());
  if (done.state !== 'applied') throw new Error(done.error ?? 'applying failed');
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  process.stdout.write(`Applied: ${rowsText(done.applied?.rows ?? 0)} written in ${seconds} s.\n`);
  notePeak();
  process.stdout.write(
    `Peak memory: ${mb(peak.anon)} resident, ${mb(peak.heap)} JavaScript heap.\n`,
  );
  return 0;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean' },
      'valid-only': { type: 'boolean' },
      mapping: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = createDb(config.databaseUrl, { backgroundCheckpoints: {} });
  const caches = new CacheRegistry();
  // PostgreSQL: the running servers hear the change and clear their caches.
  const changes =
    handle.dialect === 'postgres'
      ? await postgresChangeFeed(caches, config.databaseUrl, () => undefined)
      : localChangeFeed(caches);
  try {
    await migrateToLatest(handle.db);
    return await run({ db: handle.db, caches, changes }, file, values);
  } finally {
    await changes.close();
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `catalog:import failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
