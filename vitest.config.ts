import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source through the "source" export condition.
const resolve = { conditions: ['source', 'import', 'default'] };
// Node-environment tests resolve through the SSR settings, which must prefer the source too.
const ssr = { resolve: { conditions: ['source', 'node', 'import', 'default'] } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        test: { name: 'db', include: ['packages/db/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'tools',
          include: ['tools/eslint/**/*.test.js', 'tools/lib/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
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
