import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

// A web feature reaches another feature only through that feature's index.ts.
const featureZones = webFeatures.flatMap((feature) =>
  webFeatures
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./apps/web/src/features/${feature}`,
      from: `./apps/web/src/features/${other}`,
      except: ['./index.ts'],
      message: `Import the ${other} feature through its index.ts.`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/*/tsconfig.json',
            'tools/tsconfig.json',
          ],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./packages/db', './apps', './tools'],
              message: 'The domain is pure: it imports nothing of the project.',
            },
            {
              target: './packages/db',
              from: ['./apps', './tools'],
              message: 'packages/db must not import apps.',
            },
            {
              target: './apps/web',
              from: ['./apps/server', './packages/db', './tools'],
              message: 'The web app talks HTTP; it never imports server or db code.',
            },
            {
              target: './apps/server',
              from: ['./apps/web', './tools'],
              message: 'The server never imports web code.',
            },
            ...featureZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/*/src/*', '@shop/*/dist/*'],
              message: 'Import a workspace package by its name only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
