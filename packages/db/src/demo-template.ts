// A demo-seeded database made once and copied for each test app: seeding the trilingual catalog
// takes seconds, while a file copy or PostgreSQL's CREATE DATABASE … TEMPLATE takes milliseconds.
import { copyFileSync, cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeDemoAssets } from './assets.js';
import { createDb } from './client.js';
import { migrateToLatest } from './migrate.js';
import { seedDemo } from './seed.js';
import { createTemporaryPgDatabase } from './temporary-database.js';

/** Where a template lives; plain data, so a test runner can hand it to its workers. */
export interface DemoTemplate {
  /** The SQLite file, or the PostgreSQL server's URL and the template database's name. */
  database:
    { engine: 'sqlite'; file: string } | { engine: 'postgres'; server: string; name: string };
  /** The demo pictures: PUBLIC_DIR and DIAGRAMS_DIR as the template wrote them. */
  publicDir: string;
  diagramsDir: string;
}

export interface DemoCopy {
  databaseUrl: string;
  /** Drops a PostgreSQL copy (a SQLite copy goes with its folder). */
  drop(): Promise<void>;
}

/**
 * Migrates and seeds a new demo database in `dir` (SQLite) or on the PostgreSQL server `pgServer`,
 * and writes its pictures; `drop` removes a PostgreSQL template.
 */
export async function createDemoTemplate(
  dir: string,
  pgServer?: string,
): Promise<{ template: DemoTemplate; drop(): Promise<void> }> {
  const publicDir = join(dir, 'public');
  const diagramsDir = join(dir, 'diagrams');
  await writeDemoAssets(publicDir, diagramsDir);
  const pg = pgServer ? await createTemporaryPgDatabase(pgServer, 'shop_template') : null;
  const file = join(dir, 'template.sqlite');
  const handle = createDb(pg?.url ?? `sqlite:${file}`);
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
  } finally {
    // Closing checkpoints SQLite's write-ahead log into the file and frees the template for copies.
    await handle.close();
  }
  const database: DemoTemplate['database'] = pg
    ? { engine: 'postgres', server: pgServer as string, name: pg.name }
    : { engine: 'sqlite', file };
  return { template: { database, publicDir, diagramsDir }, drop: () => pg?.drop() ?? noop() };
}

/** Copies the template's database and pictures; the SQLite file and pictures go into `dir`. */
export async function copyDemoTemplate(
  template: DemoTemplate,
  dir: string,
  assets: { publicDir: string; diagramsDir: string },
): Promise<DemoCopy> {
  cpSync(template.publicDir, assets.publicDir, { recursive: true });
  cpSync(template.diagramsDir, assets.diagramsDir, { recursive: true });
  const { database } = template;
  if (database.engine === 'postgres') {
    const pg = await createTemporaryPgDatabase(database.server, 'shop_test', database.name);
    return { databaseUrl: pg.url, drop: () => pg.drop() };
  }
  const file = join(dir, 'shop.sqlite');
  copyFileSync(database.file, file);
  // A log left beside the template (it should not be) holds committed pages the copy needs.
  if (existsSync(`${database.file}-wal`)) copyFileSync(`${database.file}-wal`, `${file}-wal`);
  return { databaseUrl: `sqlite:${file}`, drop: noop };
}

const noop = async (): Promise<void> => {};
