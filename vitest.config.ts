import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers every workspace. The integration projects start a throw-away Postgres and
 * a Temporal dev server once (scripts/test-env/global-setup.ts); `catalog` and `web` are pure.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    setupFiles: ['./scripts/test-env/fast-check-seed.ts'],
    // One error is not a test's: a Temporal client call that met a busy server as its test stack stopped
    // retries from a timer after the stack closed the connection, and grpc-js throws "Channel has been
    // shut down" (seen once in a full run of the browser tests, whose tests had all passed). Every other
    // unhandled error still fails the run.
    onUnhandledError: (error) => !(error.message === 'Channel has been shut down' && JSON.stringify([error.stack, (error as { stacks?: unknown }).stacks]).includes('grpc-retry')),
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'catalog', include: ['catalog/src/**/*.test.ts'] } },
      // The integration tests share one throw-away Postgres and Temporal dev server.
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'temporal/src/**/*.test.ts',
            'workers/src/**/*.test.ts',
            'platform/src/**/*.test.ts',
            'services/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            // The whole-stack tests: the API, workers and Temporal together.
            'e2e/**/*.test.ts',
            // web: the browser tests (Chromium through playwright-core against the whole stack in-process).
            'web/e2e/**/*.e2e.test.ts',
          ],
          globalSetup: ['./scripts/test-env/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'] } },
      // `npm run record-histories`: records the replay histories of temporal/histories from real runs.
      ...(process.env.RECORD_HISTORIES
        ? [{ extends: true as const, test: { name: 'record', include: ['scripts/record/**/*.record.ts'], globalSetup: ['./scripts/test-env/global-setup.ts'] } }]
        : []),
    ],
  },
});
