import { describe, expect, it } from 'vitest';
import { dynamicConfigText, FULL_SERVER_DYNAMIC_CONFIG, postgresTarget, serverConfigText, type FullServerPorts } from './server-config.js';

const ports: FullServerPorts = {
  frontend: 7233,
  frontendHttp: 7243,
  history: 7234,
  matching: 7235,
  worker: 7239,
  membership: { frontend: 16933, history: 16934, matching: 16935, worker: 16939 },
  metrics: 9460,
};

describe('the full server config', () => {
  const postgres = postgresTarget('postgres://tandem:p%40ss@127.0.0.1:5489/tandem', 'temporal');

  it('reads the Postgres of a URL, with the two databases of the server', () => {
    expect(postgres).toEqual({ host: '127.0.0.1', port: 5489, user: 'tandem', password: 'p@ss', database: 'temporal', visibilityDatabase: 'temporal_visibility' });
  });

  it('puts both stores on Postgres, the shards, every port on loopback and the dynamic config file', () => {
    const config = JSON.parse(serverConfigText({ postgres, ports, historyShards: 4, dynamicConfigFile: '/x/dc.yaml' }));
    expect(config.persistence.numHistoryShards).toBe(4);
    expect(config.persistence.datastores['postgres-default'].sql).toMatchObject({ pluginName: 'postgres12', databaseName: 'temporal', connectAddr: '127.0.0.1:5489', password: 'p@ss' });
    expect(config.persistence.datastores['postgres-visibility'].sql.databaseName).toBe('temporal_visibility');
    expect(config.services.frontend.rpc).toEqual({ grpcPort: 7233, membershipPort: 16933, bindOnLocalHost: true, httpPort: 7243 });
    expect(config.services.history.rpc.membershipPort).toBe(16934);
    expect(config.clusterMetadata.clusterInformation.active.rpcAddress).toBe('127.0.0.1:7233');
    expect(config.global.metrics.prometheus.listenAddress).toBe('127.0.0.1:9460');
    expect(config.dynamicConfigClient.filepath).toBe('/x/dc.yaml');
  });

  it('writes each dynamic config value as the server expects it', () => {
    const parsed = JSON.parse(dynamicConfigText());
    expect(Object.keys(parsed)).toEqual(Object.keys(FULL_SERVER_DYNAMIC_CONFIG));
    expect(parsed['history.transferProcessorMaxPollRPS']).toEqual([{ value: 10_000, constraints: {} }]);
  });
});
