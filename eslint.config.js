// Lint of the whole repository (`npm run lint`, first step of `npm test`). docs/architecture.md says which rule
// enforces which house rule. No allow-list: every rule holds in every file (tools/lint-rules.test.ts checks that
// no eslint-suppressions.json comes back); an exception is an inline eslint-disable comment that says why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import openfds from './tools/eslint-plugin-openfds/index.js';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*-test-fixtures.ts', 'apps/server/test/**', 'e2e/**', 'bench/**', 'packages/sds/test/**'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/var/**', 'coverage/**', 'packages/sds/test/fixtures/**', 'qa/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, openfds },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      ...js.configs.recommended.rules,
      // No import cycle anywhere: with the module boundary below, this also forbids cycles between server modules.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: TS,
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        // Config files outside every tsconfig get a default project.
        projectService: { allowDefaultProject: ['*.config.ts', 'apps/*/vitest.config.ts', 'packages/*/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // --- Server -------------------------------------------------------------------------------------------------
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'openfds/server-module-boundaries': 'error',
      'openfds/no-sql-outside-repositories': 'error',
      // HTTP lives in routes and plugins: a service receives plain values and the caller, never request/reply
      // (neither by importing Fastify nor by a parameter of its request or reply type obtained some other way).
      'openfds/no-http-outside-routes': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*'],
              message: 'Only routes (*.routes.ts, routes.ts), plugins/, app.ts and main.ts know Fastify: pass plain values (the caller, ids) to services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/**/*routes.ts',
      'apps/server/src/plugins/**',
      'apps/server/src/app.ts',
      'apps/server/src/main.ts',
      'apps/server/src/modules/index.ts',
      ...TESTS,
    ],
    rules: { 'no-restricted-imports': 'off', 'openfds/no-http-outside-routes': 'off' },
  },
  {
    // Where SQL belongs: repositories, the database layer, tests and scripts. The search repositories' raw SQL
    // (pg named queries instead of Kysely, for generic plans) is the documented exception and is repository code.
    files: ['apps/server/**/*repository.ts', 'apps/server/src/db/**', 'apps/server/scripts/**', ...TESTS],
    rules: { 'openfds/no-sql-outside-repositories': 'off' },
  },
  {
    files: TESTS,
    rules: { 'openfds/server-module-boundaries': 'off' },
  },
  // --- Web ----------------------------------------------------------------------------------------------------
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'openfds/web-feature-boundaries': 'error',
      'openfds/no-hand-typed-paths': 'error',
      'openfds/no-bare-error-codes': 'error',
      // The web knows the reading's shape, its texts and formats from the contract, never the reader itself (its
      // PDF engine and rules belong to the server and the CLI).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@openfds/sds', '@openfds/sds/*'],
              message: 'The web takes the reading (SdsReading), its texts and formats from @openfds/contract, not from the reader package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/config/paths.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'openfds/no-hand-typed-paths': 'off', 'openfds/no-bare-error-codes': 'off' },
  },
  // --- Plain JavaScript (configs, the local plugin, worker boot files): no type information -----------------
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
