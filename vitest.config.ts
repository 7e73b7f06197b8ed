import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
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

// Test files share their worker's modules and environment (no per-file isolation: it cost more
// than the tests). A file that mocks a module needs its own module graph, so it runs isolated.
const webRoot = fileURLToPath(new URL('./apps/web/', import.meta.url));
const mocksModules = /\bvi\.(do)?[mM]ock\(/;
const webTests = readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join(webRoot, 'src', file));
const mocking = (file: string) => mocksModules.test(readFileSync(file, 'utf8'));
// Paths as the web project (rooted at apps/web) names them; `extends` adds to its include, so each
// project leaves the other's files out.
const webMocking = webTests.filter(mocking).map((file) => relative(webRoot, file));
const webPlain = webTests.filter((file) => !mocking(file)).map((file) => relative(webRoot, file));

// Server tests of HTTP plumbing (headers, cookies, static files, API docs), logging and the
// admin:create command read the database only for fixtures: they run once, on SQLite.
const ENGINE_FREE_SERVER_TESTS = [
  'apps/server/src/plugins/**/*.test.ts',
  'apps/server/src/lib/**/*.test.ts',
  'apps/server/src/cli/admin-create.test.ts',
];

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on this 2-core machine that is one worker.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'db',
          include: ['packages/db/src/**/*.test.ts'],
          exclude: ['packages/db/src/**/*.pg.test.ts'],
          environment: 'node',
          isolate: false,
        },
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
          isolate: false,
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
          isolate: false,
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
          exclude: [
            'apps/server/src/**/*.unit.test.ts',
            ...(process.env.TEST_PG_URL ? ENGINE_FREE_SERVER_TESTS : []),
          ],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file has its own copy of the database, and these tests wait on timers, sockets
          // and the database much of the time: four files at once keep the two cores busy.
          maxWorkers: 4,
          // A project with its own worker count runs as a group of its own, after the others.
          sequence: { groupOrder: 1 },
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web', isolate: false, exclude: webMocking },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web-mocks', exclude: webPlain },
      },
    ],
  },
});
