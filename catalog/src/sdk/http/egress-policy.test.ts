import { describe, expect, it } from 'vitest';
import { allowEntryKey, checkEgressAllowSetting, EGRESS_ALLOW_ENV, egressKey, invalidEgressAllowEntries, isEgressAllowed, refusedAddressRange } from './egress-policy.js';

describe('refusedAddressRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['017700000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private (carrier-grade NAT)'],
    ['169.254.169.254', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['[::]', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:169.254.169.254]', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['::127.0.0.1', 'reserved (IPv4-compatible)'],
    ['::8.8.8.8', 'reserved (IPv4-compatible)'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    ['2001::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['fd00::1', 'private (unique local)'],
    ['[fd00::1]', 'private (unique local)'],
    ['fc00::1', 'private (unique local)'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'private (site-local)'],
    ['ff02::1', 'multicast'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['localhost', 'not an IP address'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedAddressRange(address)).toBe(range);
  });

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '172.32.0.1', '11.0.0.1', '::ffff:8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    'lets the public address %s through',
    (address) => {
      expect(refusedAddressRange(address)).toBeUndefined();
    },
  );
});

describe('the allow-list', () => {
  it('keys URLs by normalised host and effective port', () => {
    expect(egressKey(new URL('http://LocalHost:4312/x'))).toBe('localhost:4312');
    expect(egressKey(new URL('http://2130706433/'))).toBe('127.0.0.1:80');
    expect(egressKey(new URL('http://0x7f.1:8233/'))).toBe('127.0.0.1:8233');
    expect(egressKey(new URL('https://[0:0::1]/'))).toBe('[::1]:443');
  });

  it('reads exact host:port entries, comma-separated, on every call', () => {
    const env = { [EGRESS_ALLOW_ENV]: ' 127.0.0.1:4312, [::1]:80 ,intranet.example:8080' };
    expect(isEgressAllowed('127.0.0.1:4312', env)).toBe(true);
    expect(isEgressAllowed('127.0.0.1:4313', env)).toBe(false);
    expect(isEgressAllowed('localhost:4312', env)).toBe(false);
    expect(isEgressAllowed('[::1]:80', env)).toBe(true);
    expect(isEgressAllowed('intranet.example:8080', env)).toBe(true);
    expect(isEgressAllowed('127.0.0.1:4312', {})).toBe(false);
    // A changed setting counts from the next call.
    const changing: Record<string, string> = { [EGRESS_ALLOW_ENV]: '127.0.0.1:4312' };
    expect(isEgressAllowed('127.0.0.1:4312', changing)).toBe(true);
    changing[EGRESS_ALLOW_ENV] = '127.0.0.1:4313';
    expect(isEgressAllowed('127.0.0.1:4312', changing)).toBe(false);
    expect(isEgressAllowed('127.0.0.1:4313', changing)).toBe(true);
  });

  it('names entries that are not an exact host:port', () => {
    expect(allowEntryKey('127.0.0.1')).toBeUndefined();
    expect(allowEntryKey('10.0.0.0/8:80')).toBeUndefined();
    expect(allowEntryKey('*:80')).toBeUndefined();
    expect(allowEntryKey('http://a.example:80')).toBeUndefined();
    expect(allowEntryKey('a.example:0')).toBeUndefined();
    expect(allowEntryKey('a.example:65536')).toBeUndefined();
    expect(allowEntryKey('A.Example:443')).toBe('a.example:443');
    expect(invalidEgressAllowEntries({ [EGRESS_ALLOW_ENV]: 'a.example:443,10.0.0.0/8,*' })).toEqual(['10.0.0.0/8', '*']);
    expect(() => checkEgressAllowSetting({ [EGRESS_ALLOW_ENV]: 'a.example:443,10.0.0.0/8' })).toThrow(
      'TANDEM_EGRESS_ALLOW takes exact host:port entries, comma-separated (such as 127.0.0.1:4312 or intranet.example:8080), not "10.0.0.0/8"',
    );
    expect(() => checkEgressAllowSetting({})).not.toThrow();
  });
});
