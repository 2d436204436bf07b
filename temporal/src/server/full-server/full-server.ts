import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTemporalBinary } from '../ensure-binary.js';
import { freePort, stopProcess, waitForFrontend } from '../frontend-ready.js';
import { ensureFullServer, type BuildStamp } from './build-server.js';
import { createNamespaceWithCli, waitForNamespace } from './operator-cli.js';
import { dynamicConfigText, serverConfigText, type FullServerPorts, type PostgresTarget } from './server-config.js';
import { setupServerSchemas } from './sql-schema.js';

export type FullServerOptions = {
  /** `.tools/` of the repository: the build is cached there. */
  toolsDir: string;
  /** Where the generated config files are written. */
  configDir: string;
  postgres: PostgresTarget;
  /** The frontend's gRPC port (7233 by default); the other ports are free ones. */
  port?: number;
  /** The server's Prometheus port (free one by default). */
  metricsPort?: number;
  historyShards?: number;
  /** Created with the CLI and made ready (search attributes) at every start. */
  namespaces?: string[];
  log?: (line: string) => void;
};

export type FullServer = {
  address: string;
  metricsUrl: string;
  process: ChildProcess;
  build: BuildStamp;
  stop(): Promise<void>;
};

async function serverPorts(port: number, metricsPort: number | undefined): Promise<FullServerPorts> {
  const next = () => freePort();
  return {
    frontend: port,
    frontendHttp: await next(),
    history: await next(),
    matching: await next(),
    worker: await next(),
    membership: { frontend: await freePort(), history: await freePort(), matching: await freePort(), worker: await freePort() },
    metrics: metricsPort ?? (await next()),
  };
}

/** Forwards the server's JSON log lines of level warn and above, as `level msg`. */
function serverLogForwarder(log: (line: string) => void, quiet: () => boolean) {
  return (chunk: Buffer) => {
    if (quiet()) return;
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as { level?: string; msg?: string; error?: string };
        if (entry.level === 'warn' || entry.level === 'error' || entry.level === 'fatal') log(`${entry.level} ${entry.msg ?? ''}${entry.error ? `: ${entry.error}` : ''}`);
      } catch {
        log(line);
      }
    }
  };
}

/**
 * The production-like Temporal: the full server (frontend, history, matching and worker services in
 * one process) on Postgres, with several history shards. Builds it on first use, sets up or upgrades
 * its schemas, writes its config, starts it, and creates the namespaces and search attributes with the CLI.
 */
export async function startFullServer(options: FullServerOptions): Promise<FullServer> {
  const log = options.log ?? console.log;
  const files = await ensureFullServer(options.toolsDir, log);
  const cli = await ensureTemporalBinary(log);
  await setupServerSchemas(files, options.postgres, log);

  const ports = await serverPorts(options.port ?? 7233, options.metricsPort);
  mkdirSync(options.configDir, { recursive: true });
  const dynamicConfigFile = join(options.configDir, 'dynamic-config.yaml');
  const configFile = join(options.configDir, 'temporal-server.yaml');
  writeFileSync(dynamicConfigFile, dynamicConfigText());
  writeFileSync(configFile, serverConfigText({ postgres: options.postgres, ports, historyShards: options.historyShards ?? 4, dynamicConfigFile }), { mode: 0o600 });

  const child = spawn(files.server, ['--config-file', configFile, '--allow-no-auth', 'start'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stopping = false;
  const forward = serverLogForwarder(log, () => stopping);
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);

  const address = `127.0.0.1:${ports.frontend}`;
  const stop = () => {
    stopping = true;
    return stopProcess(child, 20_000);
  };
  try {
    const connection = await waitForFrontend(address, child, 120_000);
    try {
      for (const namespace of options.namespaces ?? ['default']) {
        await createNamespaceWithCli(cli, address, namespace);
        await waitForNamespace(connection, namespace);
      }
    } finally {
      await connection.close();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, metricsUrl: `http://127.0.0.1:${ports.metrics}/metrics`, process: child, build: files.build, stop };
}
