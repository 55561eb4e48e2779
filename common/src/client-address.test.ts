import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64: the addresses of one site are one client', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2::1')).toBe(clientAddressKey('2001:0db8:0001:0002:ffff::9'));
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('::1')).toBe('::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(clientAddressKey('')).toBe('');
    expect(clientAddressKey('not-an-address')).toBe('not-an-address');
  });
});
