import { DEV_SERVER_DYNAMIC_CONFIG } from '../dev-server-settings.js';

/** Where the server's two Postgres databases live (the main store and visibility). */
export type PostgresTarget = { host: string; port: number; user: string; password: string; database: string; visibilityDatabase: string };

/** The Postgres a `postgres://user:password@host:port/db` URL names, with the server's two databases. */
export function postgresTarget(url: string, database: string): PostgresTarget {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
    visibilityDatabase: `${database}_visibility`,
  };
}

/** Every port the server listens on; all on 127.0.0.1. */
export type FullServerPorts = {
  frontend: number;
  frontendHttp: number;
  history: number;
  matching: number;
  worker: number;
  /** Ringpop membership, one per service. */
  membership: { frontend: number; history: number; matching: number; worker: number };
  /** The server's own Prometheus metrics (`/metrics`). */
  metrics: number;
};

export type FullServerConfig = {
  postgres: PostgresTarget;
  ports: FullServerPorts;
  /** History shards: fixed for the life of a cluster (README of docs/operations.md). */
  historyShards: number;
  dynamicConfigFile: string;
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
};

/**
 * Dynamic config of the production-like server: the dev server's hand-off rates (so both modes are
 * compared on the same terms; a busy cluster polls its queues anyway) and the documented payload limit.
 * Several history shards are the point of this mode, so task queues keep their default partitions.
 */
export const FULL_SERVER_DYNAMIC_CONFIG: Record<string, number> = {
  'history.transferProcessorMaxPollRPS': DEV_SERVER_DYNAMIC_CONFIG['history.transferProcessorMaxPollRPS']!,
  'history.timerProcessorMaxPollRPS': DEV_SERVER_DYNAMIC_CONFIG['history.timerProcessorMaxPollRPS']!,
  'history.visibilityProcessorMaxPollRPS': DEV_SERVER_DYNAMIC_CONFIG['history.visibilityProcessorMaxPollRPS']!,
  'limit.blobSize.error': 2 * 1024 * 1024,
};

/** The dynamic config file (YAML; JSON is YAML). */
export function dynamicConfigText(values: Record<string, number | string | boolean> = FULL_SERVER_DYNAMIC_CONFIG): string {
  return JSON.stringify(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, [{ value, constraints: {} }]])), null, 2) + '\n';
}

function datastore(postgres: PostgresTarget, database: string, maxConns: number) {
  return {
    sql: {
      pluginName: 'postgres12',
      databaseName: database,
      connectAddr: `${postgres.host}:${postgres.port}`,
      connectProtocol: 'tcp',
      user: postgres.user,
      password: postgres.password,
      maxConns,
      maxIdleConns: maxConns,
      maxConnLifetime: '1h',
    },
  };
}

function service(grpcPort: number, membershipPort: number, httpPort?: number) {
  return { rpc: { grpcPort, membershipPort, bindOnLocalHost: true, ...(httpPort ? { httpPort } : {}) } };
}

/**
 * The server's static config (the file `server --config-file` reads; JSON is YAML): Postgres for
 * the main store and for visibility, every service in one process on loopback, and the history shards.
 */
export function serverConfigText(config: FullServerConfig): string {
  const { postgres, ports } = config;
  const file = {
    log: { stdout: true, level: config.logLevel ?? 'warn', format: 'json' },
    persistence: {
      defaultStore: 'postgres-default',
      visibilityStore: 'postgres-visibility',
      numHistoryShards: config.historyShards,
      datastores: {
        'postgres-default': datastore(postgres, postgres.database, 20),
        'postgres-visibility': datastore(postgres, postgres.visibilityDatabase, 10),
      },
    },
    global: {
      membership: { maxJoinDuration: '30s', broadcastAddress: '127.0.0.1' },
      metrics: { prometheus: { framework: 'tally', timerType: 'histogram', listenAddress: `127.0.0.1:${ports.metrics}` } },
    },
    services: {
      frontend: service(ports.frontend, ports.membership.frontend, ports.frontendHttp),
      history: service(ports.history, ports.membership.history),
      matching: service(ports.matching, ports.membership.matching),
      worker: service(ports.worker, ports.membership.worker),
    },
    clusterMetadata: {
      enableGlobalNamespace: false,
      failoverVersionIncrement: 10,
      masterClusterName: 'active',
      currentClusterName: 'active',
      clusterInformation: { active: { enabled: true, initialFailoverVersion: 1, rpcName: 'frontend', rpcAddress: `127.0.0.1:${ports.frontend}` } },
    },
    dcRedirectionPolicy: { policy: 'noop' },
    archival: { history: { state: 'disabled' }, visibility: { state: 'disabled' } },
    namespaceDefaults: { archival: { history: { state: 'disabled' }, visibility: { state: 'disabled' } } },
    dynamicConfigClient: { filepath: config.dynamicConfigFile, pollInterval: '10s' },
  };
  return JSON.stringify(file, null, 2) + '\n';
}
