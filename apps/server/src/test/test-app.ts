// Test fixture: the app on a fresh, demo-seeded database (a temporary SQLite file, or a new
// PostgreSQL database when TEST_PG_URL names a server where we may CREATE DATABASE).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createDb } from '@shop/db';
import type { Database } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import type { AppConfig } from '../app.js';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  /** Temporary folder holding PUBLIC_DIR, WEB_DIST and the SQLite file. */
  dir: string;
  webDist: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Files to write into WEB_DIST (path -> content); none: the web app is "not built". */
  web?: Record<string, string>;
  config?: Partial<AppConfig>;
  /** Extra routes, registered before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8">' +
  '<meta name="description" content="Generic shop text"><title>x</title><!--app-head--></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

async function createPgDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createDb(serverUrl);
  try {
    await sql`create database ${sql.id(name)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = createDb(serverUrl);
      try {
        await dropWhenIdle(again.db, name);
      } finally {
        await again.close();
      }
    },
  };
}

/**
 * pg's pool.end() resolves before the server has seen every connection close, and forcing the drop
 * then kills those connections mid-goodbye (an uncaught error in the test). So: wait them out.
 */
async function dropWhenIdle(admin: Kysely<Database>, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      return;
    } catch (error) {
      // 55006: object_in_use (connections still open).
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-server-test-'));
  const webDist = join(dir, 'web');
  mkdirSync(webDist, { recursive: true });
  if (options.web) writeFiles(webDist, options.web);
  const pgServer = process.env.TEST_PG_URL;
  const pg = pgServer ? await createPgDatabase(pgServer) : null;
  const cleanUp = async () => {
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      databaseUrl: pg?.url ?? `sqlite:${join(dir, 'shop.sqlite')}`,
      seed: 'demo',
      publicDir: join(dir, 'public'),
      webDist,
      appSecret: undefined,
      logLevel: 'silent',
      trustProxy: false,
      ...options.config,
    });
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await cleanUp();
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    db: ready.db,
    engine: pg ? 'postgres' : 'sqlite',
    dir,
    webDist,
    async close() {
      await ready.close();
      await cleanUp();
    },
  };
}
