import { connect } from 'node:net';
import type { ConnectSocket, EgressOptions, ResolveHost } from '../sdk/http/egress-connect.js';

/** A public address (not a documentation range, which the policy refuses) that stubbed names resolve to. */
export const STUB_PUBLIC_ADDRESS = '93.184.215.14';

export type StubbedConnection = Parameters<ConnectSocket>[0];

/**
 * Egress options for tests of real host names without a packet leaving the machine: names resolve
 * through `names` (default: a public address), and every connection the policy lets through is
 * recorded and opened to the local server at `localUrl` instead (plain HTTP even for https URLs).
 */
export function egressStub(localUrl: string, names: Record<string, string[]> = {}): EgressOptions & { connections: StubbedConnection[]; lookups: string[] } {
  const local = new URL(localUrl);
  const connections: StubbedConnection[] = [];
  const lookups: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    lookups.push(hostname);
    return names[hostname] ?? [STUB_PUBLIC_ADDRESS];
  };
  return {
    connections,
    lookups,
    resolve,
    connect: (target) => {
      connections.push(target);
      return connect(Number(local.port), local.hostname);
    },
    env: {},
  };
}
