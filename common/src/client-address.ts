import ipaddr from 'ipaddr.js';

/** How much of an IPv6 address one client holds: a /64 is the usual smallest allocation to a site. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a request's address counts for, in per-address limits (anonymous budgets, failed
 * sign-ins): an IPv4 address as it is (also when it arrives IPv4-mapped, `::ffff:a.b.c.d`), an IPv6
 * address by its /64, since one client usually holds a whole /64 and could otherwise take a fresh
 * address, and a fresh budget, for each request. Anything that is not an address is kept as it is.
 */
export function clientAddressKey(address: string): string {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(address);
  } catch {
    return address;
  }
  if (ip.kind() === 'ipv4') return ip.toString();
  const bytes = ip.toByteArray().map((b, i) => (i < IPV6_CLIENT_PREFIX / 8 ? b : 0));
  return `${ipaddr.fromByteArray(bytes).toString()}/${IPV6_CLIENT_PREFIX}`;
}
