import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { postgresTarget, startDevServer, startFullServer } from '@tandem/temporal/server';

/**
 * Which Temporal the integration tests run on: the dev server (default) or, with
 * `TANDEM_TEST_TEMPORAL=full` (`npm run test:prod-like`), the full server on Postgres with several
 * history shards, as in production.
 */
export type TestTemporalKind = 'dev' | 'full';

export function testTemporalKind(env: NodeJS.ProcessEnv = process.env): TestTemporalKind {
  const kind = env.TANDEM_TEST_TEMPORAL ?? 'dev';
  if (kind !== 'dev' && kind !== 'full') throw new Error(`TANDEM_TEST_TEMPORAL must be dev or full, got "${kind}"`);
  return kind;
}

export type TestTemporalOptions = {
  /** Which server; `TANDEM_TEST_TEMPORAL` (dev unless set) by default. */
  kind?: TestTemporalKind;
  port: number;
  /** Created besides `default` (each vitest worker has its own). */
  extraNamespaces?: string[];
  /**
   * Keeps the server's data across a stop and a start with the same name: a database file in
   * `dir` for the dev server, databases `<name>` and `<name>_visibility` for the full server.
   */
  store?: { dir: string; name: string };
  /** The Postgres of the full server (the tests' throw-away one); the dev server needs none. */
  databaseUrl?: string;
};

export type TestTemporal = {
  address: string;
  /** The server's process (the benches read its CPU time in /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
};

export async function startTestTemporal(options: TestTemporalOptions): Promise<TestTemporal> {
  if ((options.kind ?? testTemporalKind()) === 'dev') {
    const dbFile = options.store ? join(options.store.dir, `${options.store.name}.db`) : undefined;
    const server = await startDevServer({ port: options.port, headless: true, extraNamespaces: options.extraNamespaces, dbFile, log: () => {} });
    return { address: server.address, pid: server.process.pid, stop: () => server.stop() };
  }
  if (!options.databaseUrl) throw new Error('the full Temporal server needs a databaseUrl');
  const configDir = mkdtempSync(join(tmpdir(), 'tandem-temporal-config-'));
  const server = await startFullServer({
    toolsDir: resolve(import.meta.dirname, '../../.tools'),
    configDir,
    postgres: postgresTarget(options.databaseUrl, options.store?.name ?? 'temporal'),
    port: options.port,
    namespaces: ['default', ...(options.extraNamespaces ?? [])],
    log: (line) => {
      if (line.startsWith('error') || line.startsWith('fatal')) console.error(`[temporal] ${line}`);
    },
  });
  return {
    address: server.address,
    pid: server.process.pid,
    stop: async () => {
      await server.stop();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/**
 * Temporal beside a Postgres that is still starting: the dev server at once, the full server once
 * that Postgres is up (it keeps its data there).
 */
export function startTestTemporalBeside(postgres: Promise<{ url: string }>, options: Omit<TestTemporalOptions, 'databaseUrl'>): Promise<TestTemporal> {
  if ((options.kind ?? testTemporalKind()) === 'dev') return startTestTemporal(options);
  return postgres.then((pg) => startTestTemporal({ ...options, databaseUrl: pg.url }));
}
