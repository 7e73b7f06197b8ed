import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import local from './tools/eslint/no-cycle.js';

// Boundaries of DESIGN.md §1, enforced with core no-restricted-imports (no native resolver needed).
const webFeatures = [
  'catalog',
  'diagrams',
  'search',
  'cart',
  'checkout',
  'account',
  'contact',
  'info',
];
const deepImport = {
  group: ['@shop/*/src/*', '@shop/*/dist/*'],
  message: 'Import a workspace package by its name only.',
};
const forbid = (names, message) => ({ group: names, message });
/** Relative imports that climb out of a folder into one of `dirs`. */
const climbInto = (dirs, message) => ({ regex: `^(\\.\\./)+(${dirs.join('|')})/`, message });

const areas = {
  domain: [
    forbid(['@shop/*'], 'The domain is pure: it imports nothing of the project.'),
    climbInto(
      ['apps', 'db', 'server', 'web', 'tools'],
      'The domain imports nothing of the project.',
    ),
  ],
  db: [
    forbid(['@shop/server', '@shop/web', '@shop/tools'], 'packages/db must not import apps.'),
    climbInto(['apps', 'server', 'web', 'tools'], 'packages/db must not import apps.'),
  ],
  server: [
    forbid(['@shop/web', '@shop/tools'], 'The server never imports web code; it serves its build.'),
    climbInto(['web', 'tools'], 'The server never imports web code; it serves its build.'),
  ],
  web: [
    forbid(
      ['@shop/server', '@shop/db', '@shop/tools'],
      'The web app talks HTTP; it never imports server or db code.',
    ),
    climbInto(
      ['server', 'db', 'packages', 'tools'],
      'The web app talks HTTP; it never imports server or db code.',
    ),
    {
      regex: '^(\\./|(\\.\\./)+)admin(/|$)',
      message: 'The staff console is its own entry and bundle: the shop never imports it.',
    },
  ],
};
const restricted = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [deepImport, ...patterns] }],
});

// The web app's layers (DESIGN §1): a feature uses lib/, components/, i18n/ and @shop/domain, never
// another feature (index or not) nor app/; lib/ and components/ never use a feature or app/. Route
// pages in app/routes compose features.
const webLayers = {
  feature: (others) => [
    {
      regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
      message:
        'A feature never imports another feature: move what both need to lib/ or components/, or compose them in a page in app/routes.',
    },
    {
      regex: '^(\\.\\./)+app(/|$)',
      message:
        'A feature never imports app/: what it needs from there belongs in lib/ or components/.',
    },
  ],
  shared: [
    {
      regex: '^(\\.\\./)+(features|app)(/|$)',
      message: 'lib/ and components/ serve the features: they never import a feature or app/.',
    },
  ],
};

// The console (apps/web/src/admin) shares the shop's lib/ and components/, never its features or app/.
const consoleBlock = {
  files: ['apps/web/src/admin/**/*.{ts,tsx}'],
  rules: restricted([
    ...areas.web,
    {
      regex: '^(\\.\\./)+(features|app)(/|$)',
      message:
        "The console never imports the shop's features or app/: shared code lives in lib/ and components/.",
    },
  ]),
};

const featureBlocks = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: restricted([...areas.web, ...webLayers.feature(webFeatures.filter((f) => f !== feature))]),
}));

// A server module reaches another only through its service (DESIGN.md §1): never its repository,
// mapper, cache or types; its own plugin (<name>.plugin.ts) is registered by app.ts. Tests (and
// fixtures) may also use another module's fixtures.
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherModuleInternals = (allowed) => ({
  regex: `^(\\.\\./)+(modules/)?(${serverModules.join('|')})/(?!\\3\\.(${allowed})\\.js$).+`,
  message: "Use another server module only through its service's exported functions.",
});
// The payment simulators are a development tool: only the start file (when a provider's URL is
// unset) and the tests compose them into the app.
const simulators = forbid(
  ['@shop/simulators'],
  "The server never imports the payment simulators: server.ts passes them to buildApp when a provider's URL is unset, and tests through test/test-app.ts.",
);
// Plugins, lib/ and providers/ sit under the modules: a module's own wiring lives in the module
// (<name>.plugin.ts) and what modules share lives in lib/.
const belowModules = [
  {
    regex: '^(\\.\\./)+modules/',
    message:
      "Plugins, lib/ and providers/ never import a module: a module's wiring is its own <name>.plugin.ts, and what modules share lives in lib/.",
  },
];
const serverModuleBlocks = [
  { files: ['apps/server/**/*.ts'], rules: restricted([...areas.server, simulators]) },
  {
    files: ['apps/server/src/{plugins,lib,providers}/**/*.ts'],
    rules: restricted([...areas.server, simulators, ...belowModules]),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: restricted([...areas.server, simulators, otherModuleInternals('service')]),
  },
  // The payments module speaks only the provider interface; its plugin wires the adapters in.
  {
    files: ['apps/server/src/modules/payments/**/*.ts'],
    ignores: ['**/*.plugin.ts', '**/*.{test,fixtures}.ts'],
    rules: restricted([
      ...areas.server,
      simulators,
      otherModuleInternals('service'),
      {
        regex: '^(\\.\\./)+providers/(?!payment-provider\\.js$)',
        message:
          'The payments module knows only providers/payment-provider.ts; payment-providers.plugin.ts wires the adapters in.',
      },
    ]),
  },
  {
    files: ['apps/server/src/{modules,plugins}/**/*.{test,fixtures}.ts'],
    rules: restricted([...areas.server, otherModuleInternals('service|fixtures')]),
  },
  {
    files: [
      'apps/server/src/server.ts',
      'apps/server/src/test/**/*.ts',
      'apps/server/src/{lib,providers}/**/*.test.ts',
    ],
    rules: restricted(areas.server),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...restricted([]),
    },
  },
  { files: ['packages/domain/**/*.ts'], rules: restricted(areas.domain) },
  { files: ['packages/db/**/*.ts'], rules: restricted(areas.db) },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restricted(areas.web) },
  },
  ...featureBlocks,
  consoleBlock,
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: restricted([...areas.web, ...webLayers.shared]),
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/no-cycle': 'error' },
  },
  ...serverModuleBlocks,
  // Specs on Playwright's own `test` would get workers of their own (e2e/fixtures.ts says why).
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take `test` from './fixtures.js', where the journeys' fixtures are.",
            },
          ],
          patterns: [deepImport],
        },
      ],
    },
  },
);
