import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/** Code that runs inside a Temporal workflow (or may): no Node builtins, no I/O, no wall clock. */
const workflowSafe = [
  'catalog/src/flow/**/*.ts',
  'catalog/src/types/**/*.ts',
  'catalog/src/expressions/**/*.ts',
  'catalog/src/utilities/**/*.ts',
  'catalog/src/retry/**/*.ts',
  'temporal/src/workflows/**/*.ts',
  'temporal/src/interpreter/**/*.ts',
  'temporal/src/watch/**/*.ts',
  'temporal/src/activities-contract.ts',
  'temporal/src/task-queues.ts',
  'temporal/src/search-keys.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.tools/**', 'web/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Workflows and workers: a promise nobody awaits loses its error and its ordering. Type-aware, so
    // only these folders pay for building a TypeScript program (each workspace's tsconfig.json).
    files: ['temporal/src/**/*.ts', 'workers/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Migrations see the database as it was, not as the app's types say; test helpers read any JSON.
    files: ['platform/src/db/migrations/**/*.ts', '**/*.test.ts', '**/testing/**/*.ts', 'e2e/**/*.ts', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The workers share the platform layer with the API but never the API itself (routes, auth, schemas).
    files: ['workers/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@tandem/services', '@tandem/services/*'], message: 'Workers import @tandem/platform, not the API.' }] }],
    },
  },
  {
    // Modules Temporal loads by path with require() (the failure converter): plain CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', exports: 'writable', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: workflowSafe,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'Workflow-safe code must not import Node builtins.' })),
          patterns: [
            { group: ['@temporalio/activity', '@temporalio/worker', '@temporalio/client', 'pg', 'pg-*', 'kysely', 'undici'], message: 'No I/O in workflow-safe code.' },
            {
              group: ['@tandem/platform', '@tandem/platform/*', '@tandem/services', '@tandem/services/*', '@tandem/workers', '@tandem/workers/*'],
              message: 'Workflow-safe code imports only the flow language, the interpreter and @temporalio/workflow: the platform and the API do I/O.',
            },
            {
              group: ['@tandem/catalog/apps', '@tandem/catalog/apps/*', '@tandem/catalog/sdk', '@tandem/catalog/sdk/*', '@tandem/catalog/fakes', '@tandem/catalog/fakes/*', '**/apps/**', '**/sdk/**', '**/testing/**', '**/apps', '**/sdk', '**/testing'],
              message: 'The app catalogue and the connector SDK call APIs: workflow-safe code reaches them only through activities.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'No I/O in workflow-safe code.' },
        { name: 'process', message: 'No process access in workflow-safe code.' },
        { name: 'setTimeout', message: 'Use the effects interface (sleep) instead.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Use the injected clock.' },
        { object: 'Math', property: 'random', message: 'Not deterministic.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use the injected clock.' },
      ],
    },
  },
);
