import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source through the "source" export condition.
// Node-environment tests resolve through the SSR settings, which ignore those conditions: aliases
// send the workspace packages to their source there too, so a change needs no build first.
const source = (dir: string) =>
  fileURLToPath(new URL(`./packages/${dir}/src/index.ts`, import.meta.url));
const resolve = {
  conditions: ['source', 'import', 'default'],
  alias: {
    '@shop/domain': source('domain'),
    '@shop/db': source('db'),
    '@shop/simulators': fileURLToPath(new URL('./tools/simulators/src/index.ts', import.meta.url)),
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: { name: 'db', include: ['packages/db/src/**/*.test.ts'], environment: 'node' },
      },
      // The db tests that reach a PostgreSQL server (TEST_PG_URL); the PostgreSQL step runs only these.
      {
        resolve,
        test: {
          name: 'db-postgres',
          include: ['packages/db/src/**/*.pg.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tools',
          include: [
            'tools/eslint/**/*.test.js',
            'tools/lib/**/*.test.mjs',
            'tools/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'simulators',
          include: ['tools/simulators/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      // The server's database-free tests, run once.
      {
        resolve,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      // The server's tests on a database, run on SQLite and on PostgreSQL: the global set-up seeds the
      // demo catalog once and each test app gets a copy of it.
      {
        resolve,
        test: {
          name: 'server-db',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file gets its own database; files run one at a time to spare the 2 cores.
          fileParallelism: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
