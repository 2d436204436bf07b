import { Agent as HttpAgent, type AgentOptions, type ClientRequestArgs } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { ConnectSocket, EgressTarget } from './egress-connect.js';

/**
 * How long an idle kept-alive socket waits for its next request: under the 5 s after which many
 * servers close an idle connection (a server's shorter `Keep-Alive: timeout=` hint wins).
 */
export const POOL_IDLE_TIMEOUT_MS = 4000;
/** Idle sockets kept per pool key; one more is closed instead. */
export const POOL_MAX_FREE_SOCKETS = 16;

/**
 * Node's agents with keep-alive, on the sockets `connect` opens. No limit on the sockets in use
 * (like the agent-less requests before): a limit would queue concurrent activities behind each other.
 * Idle sockets are unref'd by the agent, so they never keep a process alive.
 */
const agentOptions: AgentOptions = { keepAlive: true, timeout: POOL_IDLE_TIMEOUT_MS, maxFreeSockets: POOL_MAX_FREE_SOCKETS };

/**
 * What a pooled socket was opened to, and so which requests it may serve: the scheme, the address
 * the policy approved, the port and the TLS server name. (Pools are per connector besides.)
 */
export function poolKey(target: EgressTarget): string {
  return [target.tls ? 'https' : 'http', target.address, target.port, target.servername ?? ''].join('|');
}

/** The target a request's options describe: `egressFetch` passes the checked address as `host` and `servername` ('' for none). */
function targetOf(request: ClientRequestArgs, tls: boolean): EgressTarget {
  const { servername } = request as ClientRequestArgs & { servername?: string };
  return { address: request.host ?? '', port: Number(request.port), tls, servername: servername === '' ? undefined : servername };
}

function createAgent(connect: ConnectSocket, tls: boolean): HttpAgent {
  const agent = tls ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  agent.getName = (request) => poolKey(targetOf(request ?? {}, tls));
  agent.createConnection = (request, created) => {
    try {
      return connect(targetOf(request, tls));
    } catch (error) {
      created?.(error as Error, undefined as never);
      return undefined;
    }
  };
  return agent;
}

/** One pair of agents per connector, so a socket one connector opened never serves another's requests. */
const pools = new WeakMap<ConnectSocket, { http: HttpAgent; https: HttpAgent }>();

/** The keep-alive agent for requests whose sockets `connect` opens, plain or TLS. */
export function egressAgent(connect: ConnectSocket, tls: boolean): HttpAgent {
  let pool = pools.get(connect);
  if (pool === undefined) {
    pool = { http: createAgent(connect, false), https: createAgent(connect, true) };
    pools.set(connect, pool);
  }
  return tls ? pool.https : pool.http;
}
