import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateToLatest, startEmbeddedPostgres } from '@tandem/platform/db';
import type {} from '@tandem/services/testing';
import { freePort } from '@tandem/temporal/server';
import { startTestTemporalBeside } from './test-temporal.js';

/** Namespaces for test workers: each vitest worker gets its own, so task queues never mix. */
export const TEST_NAMESPACES = Array.from({ length: 8 }, (_, i) => `test-${i + 1}`);

/** A free port on 127.0.0.1 outside the kernel's ephemeral range (see `freePort` of the Temporal server helpers). */
export { freePort };

/**
 * One throw-away Postgres and one Temporal for the whole integration run: an in-memory dev server, or
 * with `TANDEM_TEST_TEMPORAL=full` the full server on that Postgres (scripts/test-env/test-temporal.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-test-pg-'));
  const [pgPort, temporalPort] = [await freePort(), await freePort()];
  const postgresReady = startEmbeddedPostgres({ dataDir, port: pgPort, ephemeral: true });
  // The dev server needs no Postgres and starts alongside it; the full server starts on it.
  const temporalReady = startTestTemporalBeside(postgresReady, { port: temporalPort, extraNamespaces: TEST_NAMESPACES });
  const postgres = await postgresReady;
  const db = connectDatabase(postgres.url, 2);
  await migrateToLatest(db);
  await db.destroy();
  const temporal = await temporalReady;
  project.provide('databaseUrl', postgres.url);
  project.provide('temporalAddress', temporal.address);
  return async () => {
    await temporal.stop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
