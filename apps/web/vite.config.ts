import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// The dev server answers /admin and /admin/* with the console's page, as the built server does.
const consolePages: Plugin = {
  name: 'console-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/admin(\/[^.]*)?(\?.*)?$/.test(req.url)) req.url = '/admin.html';
      next();
    });
  },
};

// The stylesheet first in the head: it is what the server-rendered page waits for to paint, and
// placed after the scripts' preloads it would queue behind them for a connection.
const stylesheetFirst: Plugin = {
  name: 'stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      const firstScript = html.search(/\s*<script type="module"/);
      if (sheets.length === 0 || firstScript === -1) return html;
      const rest = sheets.reduce((text, sheet) => text.replace(sheet, ''), html);
      const at = rest.search(/\s*<script type="module"/);
      return rest.slice(0, at) + sheets.join('') + rest.slice(at);
    },
  },
};

// `--mode console` builds the staff console (admin.html) into the same dist, after the shop's build:
// built apart, it shares no chunk with the shop, whose files stay exactly as they are without it.
const CONSOLE_MODE = 'console';

// The server build (`--ssr`) renders pages in Node: one self-contained file the server loads.
const SERVER_ENTRY = page('src/ssr/entry-server.tsx');

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), consolePages, stylesheetFirst],
  base: '/',
  resolve: {
    // Workspace packages resolve to their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    // react-router's exports map always points at its development build; production gets the lean one.
    alias:
      mode === 'production' || mode === CONSOLE_MODE
        ? [
            {
              find: /^react-router$/,
              replacement: join(
                dirname(require.resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            },
          ]
        : [],
  },
  // Bundled whole (workspace source, React, the router): the server needs nothing resolved at run time.
  ssr: { noExternal: true },
  // React's server renderer picks its build from NODE_ENV when it runs: the server build fixes it.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: { input: SERVER_ENTRY, output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: mode !== CONSOLE_MODE,
        // One stylesheet in the head: a server-rendered page is laid out as it will stay, before any
        // lazy page's code (and with it, its styles) arrives.
        cssCodeSplit: mode === CONSOLE_MODE,
        assetsDir: 'assets',
        sourcemap: true,
        // The shop's chunk graph, for bench:first-load to follow the entry's deferred imports.
        manifest: mode === CONSOLE_MODE ? false : '.vite/manifest.json',
        chunkSizeWarningLimit: 400,
        rolldownOptions: {
          input: page(mode === CONSOLE_MODE ? 'admin.html' : 'index.html'),
          // The domain package is pure (no import-time effects): its unused modules, such as the zod
          // schemas the shell never touches, must not ride along in the entry chunk.
          treeshake: {
            moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }],
          },
          output: {
            // The console's chunks are named apart, so no shop file name (query-*, vendor-*) has two.
            ...(mode === CONSOLE_MODE ? { chunkFileNames: 'assets/admin-[name]-[hash].js' } : {}),
            codeSplitting: {
              // The libraries every page needs change rarely: one long-cached chunk apart from app code.
              groups: [
                // React's renderer apart: the page evaluates it in a task of its own.
                { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
                {
                  name: 'vendor',
                  test: /\/node_modules\/(react-router|cookie|set-cookie-parser|use-sync-external-store)\//,
                },
                // zod apart: a small rule that shares a chunk with it (calendar days) made every page
                // showing an arrival date load the whole validator.
                { name: 'zod', test: /\/node_modules\/zod\// },
                // Only the lazy pages use TanStack Query: its own chunk, kept out of the first load.
                { name: 'query', test: /\/node_modules\/@tanstack\/(query-core|react-query)\// },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/public': 'http://127.0.0.1:3000' } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // A cap for a stuck test, not a speed target: typing into whole forms on a busy 2-core machine.
    testTimeout: 20_000,
  },
}));
