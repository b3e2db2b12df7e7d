import { describe, expect, it } from 'vitest';
import { createAddressMatcher, parseAddressList } from './address-list.ts';

describe('address lists', () => {
  it('matches addresses, ranges and named ranges, IPv4 clients of dual-stack sockets included', () => {
    const matches = createAddressMatcher(parseAddressList('loopback, 192.168.1.0/24, 2001:db8::1'));
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      '192.168.1.77',
      '2001:db8::1',
    ]) {
      expect(matches(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '192.168.2.1',
      '::ffff:10.0.0.1',
      '2001:db8::2',
      'nonsense',
      undefined,
    ]) {
      expect(matches(address), String(address)).toBe(false);
    }
  });

  it('names the entry it cannot read', () => {
    expect(() => parseAddressList('10.0.0.1, 300.1.1.1')).toThrow(
      '"300.1.1.1" is not an IP address or CIDR range',
    );
    expect(() => parseAddressList('::1/129')).toThrow('"::1/129" has an invalid prefix length');
  });
});
