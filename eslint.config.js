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

/**
 * App code (`catalog/src/apps/<app>/**`, its tests and `testing/` part aside) imports the SDK only
 * through its front door, never the runtime, test-only code or another app's internals (another
 * app's `index.ts` is its public face; `apps/shared/` holds the helpers apps share). Relative paths
 * name another app by how many folders they climb, so there is one block per depth of the file.
 */
const appImportRules = (depth) => {
  const up = '(\\.\\./)'.repeat(depth);
  return [
    'error',
    {
      patterns: [
        {
          group: ['@tandem/catalog/runtime', '@tandem/catalog/runtime/*', '@tandem/catalog/sdk/*'],
          message: "App code imports the SDK's front door, '@tandem/catalog/sdk'; the runtime is the engine's (docs/connector-sdk.md).",
        },
        { regex: '^(\\.\\./)+sdk(/|$)', message: "App code imports the SDK through its front door, '@tandem/catalog/sdk', not by path (docs/connector-sdk.md)." },
        {
          group: ['@tandem/catalog/fakes', '@tandem/catalog/fakes/*'],
          message: "Fakes and test kits are test-only: an app's runtime code never imports them.",
        },
        { regex: '^\\.\\.?/(.*/)?(fakes|testing)(/|$)', message: "Fakes and test kits are test-only: an app's runtime code never imports them." },
        {
          group: ['@tandem/catalog/apps', '@tandem/catalog/apps/*', '@tandem/catalog/catalog-summary', '@tandem/catalog/change-watches'],
          message: 'An app does not import the catalogue it is part of.',
        },
        {
          regex: `^${up}(?!shared/)[^./][^/]*/(?!index\\.js$)`,
          message: "Another app's internals: import its index.ts, or move what both use into apps/shared/.",
        },
      ],
    },
  ];
};
const appCodeBlocks = [1, 2, 3, 4, 5].map((depth) => ({
  files: [`catalog/src/apps/*/${'*/'.repeat(depth - 1)}*.ts`],
  ignores: ['**/*.test.ts', 'catalog/src/apps/*/**/testing/**'],
  rules: { 'no-restricted-imports': appImportRules(depth) },
}));

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
  ...appCodeBlocks,
  {
    // The web app runs in the browser: neither the connector runtime nor the fakes belong there.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tandem/catalog/runtime', '@tandem/catalog/fakes'], message: 'The connector runtime and the fakes run in the workers and tests, not in the browser.' }] },
      ],
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
              group: ['@tandem/catalog/apps', '@tandem/catalog/apps/*', '@tandem/catalog/sdk', '@tandem/catalog/sdk/*', '@tandem/catalog/runtime', '@tandem/catalog/fakes', '@tandem/catalog/fakes/*', '**/apps/**', '**/sdk/**', '**/testing/**', '**/fakes/**', '**/apps', '**/sdk', '**/testing', '**/fakes'],
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
