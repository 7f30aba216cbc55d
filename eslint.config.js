// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';
import sillage from './eslint-rules/client-boundaries.js';
import serverLayers from './eslint-rules/server-layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { unicorn },
    rules: {
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The domain is pure: no React, Hono, Drizzle, database, fetch or environment.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**'], message: 'src/domain imports nothing from server or client.' },
            {
              group: [
                'react',
                'react-dom',
                'hono',
                'hono/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'node:*',
              ],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process'],
    },
  },
  {
    // Client boundaries: no feature imports another feature, components/ and lib/ import no feature, and the
    // client takes only `import type { AppType }` from the server (eslint-rules/client-boundaries.js).
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { sillage },
    rules: { 'sillage/client-boundaries': 'error' },
  },
  {
    // The server's layers: db and lib never import a feature, a feature reaches another only through its
    // <area>.public.ts, and no import closes a cycle between areas (eslint-rules/server-layers.js, ADR 034).
    files: ['src/server/**/*.ts'],
    plugins: { 'sillage-server': serverLayers },
    rules: { 'sillage-server/server-layers': 'error' },
  },
  {
    // The server may not import the client.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'], message: 'The server does not import the client.' }] },
      ],
    },
  },
  {
    files: ['tests/setup/integration-global-setup.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);
