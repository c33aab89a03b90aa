import { describe, expect, it } from 'vitest';
import { addressAllowList, DEFAULT_METRICS_ALLOW, isAddressOrRange } from './metrics-allow';

describe('the /metrics address allow-list', () => {
  const allowed = addressAllowList(DEFAULT_METRICS_ALLOW);

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '::ffff:127.0.0.1',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '::ffff:10.1.2.3',
    'fd12:3456::1',
  ])('lets %s in by default', (address) => {
    expect(allowed(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '11.0.0.1',
    '::ffff:8.8.8.8',
    '2001:db8::1',
    'fe80::1',
    '',
    undefined,
    'not-an-address',
  ])('keeps %s out by default', (address) => {
    expect(allowed(address)).toBe(false);
  });

  it('takes single addresses and ranges of either family', () => {
    const list = addressAllowList(['203.0.113.7', '2001:db8::/32']);
    expect(list('203.0.113.7')).toBe(true);
    expect(list('203.0.113.8')).toBe(false);
    expect(list('2001:db8:1::5')).toBe(true);
    expect(list('127.0.0.1')).toBe(false);
  });

  it('an empty list lets nobody in', () => {
    expect(addressAllowList([])('127.0.0.1')).toBe(false);
  });

  it('checks entries', () => {
    expect(isAddressOrRange('10.0.0.0/8')).toBe(true);
    expect(isAddressOrRange('::1')).toBe(true);
    expect(isAddressOrRange('10.0.0.0/33')).toBe(false);
    expect(isAddressOrRange('10.0.0/8')).toBe(false);
    expect(isAddressOrRange('loopback')).toBe(false);
    expect(() => addressAllowList(['10.0.0.0/8/1'])).toThrow(/not an IP address/);
  });
});
