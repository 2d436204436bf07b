import ipaddr from 'ipaddr.js';

/** The setting that lets flows reach exact `host:port` pairs the policy would refuse (local fakes, an intranet API). */
export const EGRESS_ALLOW_ENV = 'TANDEM_EGRESS_ALLOW';

type Env = Readonly<Record<string, string | undefined>>;

const defaultPorts: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * The `host:port` key of a URL as WHATWG URL normalises it: lower-case host, IPv6 in brackets,
 * numeric IPv4 forms (`2130706433`, `0x7f.1`) as dotted quads, the scheme's default port filled in.
 */
export function egressKey(url: URL): string {
  return `${url.hostname}:${egressPort(url)}`;
}

/** The port a request to `url` connects to. */
export function egressPort(url: URL): number {
  return url.port === '' ? (defaultPorts[url.protocol] ?? 0) : Number(url.port);
}

/** The key of one `TANDEM_EGRESS_ALLOW` entry, or undefined when it is not an exact `host:port`. */
export function allowEntryKey(entry: string): string | undefined {
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9._-]+):\d{1,5}$/i.test(entry)) return undefined;
  try {
    const url = new URL(`http://${entry}`);
    const port = Number(entry.slice(entry.lastIndexOf(':') + 1));
    return port >= 1 && port <= 65535 ? `${url.hostname}:${port}` : undefined;
  } catch {
    return undefined;
  }
}

/** The `TANDEM_EGRESS_ALLOW` entries (comma-separated) that are not an exact `host:port`: for a clear error at start. */
export function invalidEgressAllowEntries(env: Env = process.env): string[] {
  return splitEntries(env[EGRESS_ALLOW_ENV]).filter((entry) => allowEntryKey(entry) === undefined);
}

/** Throws a clear error at start when `TANDEM_EGRESS_ALLOW` holds anything but exact `host:port` entries. */
export function checkEgressAllowSetting(env: Env = process.env): void {
  const invalid = invalidEgressAllowEntries(env);
  if (invalid.length === 0) return;
  throw new Error(`${EGRESS_ALLOW_ENV} takes exact host:port entries, comma-separated (such as 127.0.0.1:4312 or intranet.example:8080), not ${invalid.map((e) => `"${e}"`).join(', ')}`);
}

function splitEntries(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The keys of the last `TANDEM_EGRESS_ALLOW` value read: parsing it again for every request cost more than the check. */
let lastAllowed: { value: string | undefined; keys: ReadonlySet<string> } = { value: undefined, keys: new Set() };

function allowedKeys(value: string | undefined): ReadonlySet<string> {
  if (value !== lastAllowed.value) {
    const keys = splitEntries(value).flatMap((entry) => allowEntryKey(entry) ?? []);
    lastAllowed = { value, keys: new Set(keys) };
  }
  return lastAllowed.keys;
}

/** Whether an operator allowed this exact `host:port` key (see `egressKey`); the setting is read on every call. */
export function isEgressAllowed(key: string, env: Env = process.env): boolean {
  return allowedKeys(env[EGRESS_ALLOW_ENV]).has(key);
}

/** Names a flow sees for the ranges ipaddr.js knows; anything not listed is called "reserved". */
const rangeNames: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'private (carrier-grade NAT)',
  private: 'private',
  uniqueLocal: 'private (unique local)',
  deprecatedSiteLocal: 'private (site-local)',
};

/**
 * Why flows may not connect to this IP address (`"loopback"`, `"private"`, `"link-local"`, ...), or
 * undefined for a public unicast address. Accepts every form ipaddr.js parses: dotted, decimal
 * (`2130706433`), hex and octal parts (`0x7f.1`, `017700000001`), IPv6 with or without brackets and zone.
 * IPv4-mapped and -translated IPv6 addresses are judged by their IPv4 address; the deprecated
 * IPv4-compatible form (`::a.b.c.d`), NAT64, 6to4 and Teredo tunnel to an IPv4 address and are refused.
 */
export function refusedAddressRange(ip: string): string | undefined {
  const text = canonicalIpv6(ip.replace(/^\[(.*)\]$/, '$1'));
  if (!ipaddr.isValid(text)) return 'not an IP address';
  const address = ipaddr.parse(text);
  if (address instanceof ipaddr.IPv4) return refusedIpv4Range(address);
  const range = address.range();
  const [p6 = 0, p7 = 0] = address.parts.slice(6);
  if (range === 'ipv4Mapped' || range === 'rfc6145') return refusedIpv4Range(new ipaddr.IPv4([p6 >> 8, p6 & 255, p7 >> 8, p7 & 255]));
  if (address.parts.slice(0, 6).every((part) => part === 0)) return range === 'loopback' || range === 'unspecified' ? range : 'reserved (IPv4-compatible)';
  if (range !== 'unicast') return rangeNames[range] ?? 'reserved';
  // Only 2000::/3 is global unicast; the rest of the IPv6 space is not assigned.
  return ((address.parts[0] ?? 0) & 0xe000) === 0x2000 ? undefined : 'reserved';
}

/** IPv6 with a dotted tail (`::8.8.8.8`) in hex form: ipaddr.js would read `::a.b.c.d` as IPv4-mapped. */
function canonicalIpv6(text: string): string {
  if (!text.includes(':') || !text.includes('.')) return text;
  try {
    return new URL(`http://[${text}]`).hostname.slice(1, -1);
  } catch {
    return text;
  }
}

function refusedIpv4Range(address: ipaddr.IPv4): string | undefined {
  const range = address.range();
  return range === 'unicast' ? undefined : (rangeNames[range] ?? 'reserved');
}
