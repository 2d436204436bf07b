import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { devServerSettingArgs } from './dev-server-settings.js';
import { ensureTemporalBinary } from './ensure-binary.js';
import { freePort, stopProcess, waitForFrontend } from './frontend-ready.js';
import { prepareNamespace } from './prepare-namespace.js';
import { startUiGuard, type UiGuard } from './ui-guard.js';

export type DevServerOptions = {
  /** gRPC port (7233 by default); the UI listens on uiPort. */
  port?: number;
  uiPort?: number;
  /** SQLite file that keeps runs across restarts; in memory when absent. */
  dbFile?: string;
  headless?: boolean;
  /** Remote codec endpoint the UI calls (with the user's cookies) to decode payloads. */
  codecEndpoint?: string;
  /** The UI is read-only unless an operator allows writes (terminate, cancel, signal, reset, start). */
  uiWrites?: boolean;
  /** Who may use the UI's HTTP API, asked with the request's `Cookie` header (see ui-guard.ts); anyone when absent. */
  uiAuthorize?: (cookieHeader: string | undefined) => Promise<boolean>;
  namespace?: string;
  /** More namespaces to create at launch and prepare (tests give each worker its own). */
  extraNamespaces?: string[];
  /** Messages about the server (a restart, say). */
  log?: (line: string) => void;
  /**
   * Where the server's own output goes (`log` when absent). `npm start` keeps it in a file; its last
   * lines are in the error of a start that failed and in `log` when the server exits unasked.
   */
  output?: (line: string) => void;
};

export type DevServer = {
  address: string;
  uiUrl: string | undefined;
  process: ChildProcess;
  stop(): Promise<void>;
};

/**
 * Starts `temporal server start-dev`, waits until it answers and prepares the namespace. The UI runs on
 * an internal port behind a guard on the public one (read-only, codec calls with credentials).
 */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const log = options.log ?? console.log;
  const binary = await ensureTemporalBinary(log);
  const port = options.port ?? 7233;
  const namespace = options.namespace ?? 'default';
  const output = options.output ?? log;
  // The UI makes no request off the machine: no news feed (the guard's settings say so too).
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'warn', '--ui-disable-news-fetch'];
  if (options.dbFile) {
    mkdirSync(dirname(options.dbFile), { recursive: true });
    args.push('--db-filename', options.dbFile);
  }
  const uiPort = options.uiPort ?? port + 1000;
  if (options.codecEndpoint) args.push('--ui-codec-endpoint', options.codecEndpoint);
  for (const extra of options.extraNamespaces ?? []) args.push('--namespace', extra);
  // Large reports travel by reference, but allow the documented maximum for the rest.
  args.push('--dynamic-config-value', 'limit.blobSize.error=2097152');
  // No hand-off delays between the server's queues, and a data file that writes fast yet safely.
  args.push(...devServerSettingArgs({ dbFile: options.dbFile }));

  /** The server's last lines of output, for the error when it exits before answering. */
  const recent: string[] = [];
  let stopping = false;
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      // The server's own shutdown chatter (dial errors of its internal workers) is noise.
      if (!stopping) output(line);
    }
  };
  const address = `127.0.0.1:${port}`;
  const launch = async () => {
    const internalUiPort = options.headless ? undefined : await freePort();
    const child = spawn(binary, [...args, ...(internalUiPort === undefined ? ['--headless'] : ['--ui-port', String(internalUiPort)])], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    // Its output may be out of sight (options.output): an exit nobody asked for shows its last lines.
    child.once('exit', (code, signal) => {
      if (!stopping && options.output && recent.length) log(`temporal server exited (${signal ?? `code ${code}`}); its last output:\n${recent.join('\n')}`);
    });
    const ready = waitForFrontend(address, child, 60_000).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}${recent.length ? `; its last output:\n${recent.join('\n')}` : ''}`);
    });
    return { child, internalUiPort, ready };
  };
  let server = await launch();
  let connection = await server.ready.catch(() => undefined);
  if (!connection) {
    // Said once and tried once more when the server exited at once (a port it binds taken for a moment,
    // say); one that runs but does not answer in time fails as it is.
    if (server.child.exitCode === null) await server.ready;
    log(`temporal server exited with code ${server.child.exitCode} before answering; starting it once more`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    server = await launch();
    connection = await server.ready;
  }
  const { child, internalUiPort } = server;
  try {
    for (const ns of [namespace, ...(options.extraNamespaces ?? [])]) await prepareNamespace(connection, ns);
  } finally {
    await connection.close();
  }
  let guard: UiGuard | undefined;
  if (internalUiPort !== undefined) {
    guard = await startUiGuard({ host: '127.0.0.1', port: uiPort, upstreamPort: internalUiPort, allowWrites: options.uiWrites === true, ...(options.uiAuthorize ? { authorize: options.uiAuthorize } : {}) }).catch(async (error: unknown) => {
      child.kill('SIGTERM');
      throw error;
    });
  }
  const uiUrl = guard ? `http://localhost:${uiPort}` : undefined;
  return {
    address,
    uiUrl,
    process: child,
    stop: () => {
      // Fire and forget: the UI guard's sockets close alongside; stopping waits for the server's exit only.
      void guard?.close();
      stopping = true;
      return stopProcess(child, 10_000);
    },
  };
}
