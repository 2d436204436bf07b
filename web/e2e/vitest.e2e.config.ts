import { defineConfig } from 'vitest/config';

/**
 * Browser tests of the app against a running stack (not part of the default vitest projects).
 * E2E_BASE_URL points at the API serving the built app (default http://localhost:3000).
 */
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
