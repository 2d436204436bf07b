import { lookup } from 'node:dns/promises';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import ipaddr from 'ipaddr.js';
import { EgressRefusedError } from '../errors/egress-refused-error.js';
import { EGRESS_ALLOW_ENV, egressKey, egressPort, isEgressAllowed, refusedAddressRange } from './egress-policy.js';

/** Resolves a host name to its addresses (the system resolver by default; tests stub it). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** Where a request's socket goes: the address the policy let through, the port, and TLS with the URL's server name (none for an IP-literal host). */
export interface EgressTarget {
  address: string;
  port: number;
  tls: boolean;
  servername: string | undefined;
}

/** Opens a socket to an address the policy let through (plain TCP or TLS with the URL's server name). */
export type ConnectSocket = (target: EgressTarget) => Socket;

/** How a flow's requests reach the network: every request passes the egress policy here. */
export interface EgressOptions {
  resolve?: ResolveHost;
  connect?: ConnectSocket;
  /** Where `TANDEM_EGRESS_ALLOW` is read, on every request; `process.env` by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** More exact `host:port` keys (see `egressKey`) this client may reach: the platform's own URL for its own app. */
  allow?: readonly string[];
  /** The most decoded bytes an answer may have; `TANDEM_HTTP_RESPONSE_MAX_BYTES` of `env` (50 MiB by default) when absent. */
  maxResponseBytes?: number;
}

/** The URL's host without IPv6 brackets. */
const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

const systemResolve: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The connector flows use outside tests. */
export const systemConnect: ConnectSocket = ({ address, port, tls, servername }) =>
  tls ? tlsConnect({ host: address, port, servername, ALPNProtocols: ['http/1.1'] }) : netConnect({ host: address, port });

/**
 * The address a request to `url` connects to. The host is resolved once, here, and the socket is
 * opened to exactly that address, so a name cannot resolve outward for the check and inward for the
 * connection. Every resolved address must be public unless the URL's exact host:port is allowed.
 */
export async function egressAddress(url: URL, options: EgressOptions = {}): Promise<string> {
  const host = bareHost(url);
  const addresses = ipaddr.isValid(host) ? [host] : await (options.resolve ?? systemResolve)(host);
  const [first] = addresses;
  if (first === undefined) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  const key = egressKey(url);
  if (options.allow?.includes(key) || isEgressAllowed(key, options.env ?? process.env)) return first;
  for (const address of addresses) {
    const range = refusedAddressRange(address);
    if (range === undefined) continue;
    const shown = address === host ? '' : ` (${address})`;
    throw new EgressRefusedError(
      `Flows may not connect to ${url.host}${shown}: ${range} addresses are refused; an operator can allow this exact host:port in ${EGRESS_ALLOW_ENV}`,
    );
  }
  return first;
}

/** Checks `url` against the policy (resolving its host) and says where its socket may go: exactly the checked address. */
export async function egressTarget(url: URL, options: EgressOptions = {}): Promise<EgressTarget> {
  const address = await egressAddress(url, options);
  const servername = ipaddr.isValid(bareHost(url)) ? undefined : url.hostname;
  return { address, port: egressPort(url), tls: url.protocol === 'https:', servername };
}
