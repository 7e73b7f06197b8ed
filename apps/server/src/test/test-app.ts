// Test fixture: the app on a fresh copy of the demo-seeded database that the database tests' global
// set-up made once (a SQLite file, or a PostgreSQL template when TEST_PG_URL names a server).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copyDemoTemplate } from '@shop/db';
import type { Database } from '@shop/db';
import { startCheckoutSimulator, startSwishSimulator } from '@shop/simulators';
import type { CheckoutSimulator, SwishSimulator } from '@shop/simulators';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { buildApp, loadConfig } from '../app.js';
import type { AppConfig, BuildOptions } from '../app.js';

// Tests place many orders from one IP and one address: the order quotas stay out of their way
// unless a test sets its own.
const ROOMY_LIMITS = loadConfig({
  ORDER_LIMIT_IP_MAX: '1000000',
  ORDER_LIMIT_EMAIL_MAX: '1000000',
  SWISH_LIMIT_IP_MAX: '1000000',
  SWISH_LIMIT_EMAIL_MAX: '1000000',
}).limits;

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  /** The DATABASE_URL the app runs on, for a second process on the same database. */
  databaseUrl: string;
  /** Temporary folder holding PUBLIC_DIR, WEB_DIST and the SQLite file. */
  dir: string;
  webDist: string;
  /** The payment simulators the app started (none for a provider given a URL). */
  simulators: { swish?: SwishSimulator; checkout?: CheckoutSimulator };
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Files to write into WEB_DIST (path -> content); none: the web app is "not built". */
  web?: Record<string, string>;
  config?: Partial<AppConfig>;
  /** Extra routes, registered before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** Where log lines go (with config.logLevel other than 'silent'). */
  loggerStream?: BuildOptions['loggerStream'];
}

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8">' +
  '<meta name="description" content="Generic shop text"><title>x</title><!--app-head--></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const template = inject('demoTemplate');
  if (!template) {
    throw new Error('createTestApp needs a database: database-free tests are named *.unit.test.ts');
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-server-test-'));
  const webDist = join(dir, 'web');
  mkdirSync(webDist, { recursive: true });
  if (options.web) writeFiles(webDist, options.web);
  const publicDir = join(dir, 'public');
  const copy = await copyDemoTemplate(template, dir, {
    publicDir,
    diagramsDir: join(dir, 'diagrams'),
  });
  const cleanUp = async () => {
    await copy.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  const databaseUrl = copy.databaseUrl;
  const simulators: TestApp['simulators'] = {};
  const paymentSimulators = {
    swish: async (needs: Parameters<typeof startSwishSimulator>[0]) =>
      (simulators.swish = await startSwishSimulator(needs)),
    checkout: async (needs: Parameters<typeof startCheckoutSimulator>[0]) =>
      (simulators.checkout = await startCheckoutSimulator(needs)),
  };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(
      {
        databaseUrl,
        seed: 'demo',
        publicDir,
        webDist,
        appSecret: undefined,
        logLevel: 'silent',
        trustProxy: false,
        limits: ROOMY_LIMITS,
        ...options.config,
      },
      { loggerStream: options.loggerStream, paymentSimulators },
    );
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
    engine: template.database.engine,
    databaseUrl,
    dir,
    webDist,
    simulators,
    async close() {
      await ready.close();
      await cleanUp();
    },
  };
}
