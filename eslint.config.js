// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';
import sillage from './eslint-rules/client-boundaries.js';
import serverLayers from './eslint-rules/server-layers.js';

/**
 * Files that still format dates or numbers themselves (issue 29 item 4): move each to a function of
 * src/domain/shared/format-*.ts and delete its line here. Special cases today: the grid's cached formatters (ADR 031),
 * weekday and day-month dates, clock times, UTC calendar days.
 */
const FORMATTING_STILL_TO_MOVE = [
  'src/client/app/routes/dashboard/dashboard-header.tsx',
  'src/client/features/dashboard/components/news-panel.tsx',
  'src/client/features/dashboard/components/recent-formulas-panel.tsx',
  'src/client/features/formulas/components/formula-editor.tsx',
  'src/client/features/formulas/components/formula-grid.tsx',
  'src/client/features/intelligence/components/header-ticker.tsx',
  'src/client/features/markets/components/format-market-date.ts',
  'src/client/features/pricing/components/scraper-source-card.tsx',
  'src/client/features/regulatory/components/public-certificate.tsx',
  'src/client/features/tracking/components/usage-analytics-panel.tsx',
  'src/client/features/tracking/components/usage-records-section.tsx',
];

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
    // Dates, bytes, counts and money are written by src/domain/shared/format-numbers.ts and format-dates.ts only
    // (issue 29 item 4): one way to print each, found by name.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/shared/format-*.ts', '**/*.test.{ts,tsx}', ...FORMATTING_STILL_TO_MOVE],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format through src/domain/shared/format-numbers.ts or format-dates.ts (formatCount, formatDate…).',
        },
        {
          selector: "MemberExpression[object.name='Intl']",
          message:
            'Format through src/domain/shared/format-numbers.ts or format-dates.ts; add a function there if none fits.',
        },
      ],
    },
  },
  {
    files: ['tests/setup/integration-global-setup.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);
