import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalid } from '../../../../../../common/src/errors.js';

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is globally routable unicast: the only destinations webhooks may reach. An
 * allow-list, so forms no block-list names (IPv4-compatible `::a.b.c.d`, site-local `fec0::/10`,
 * discard `100::/64`, NAT64, 6to4, Teredo) are refused too. IPv4-mapped IPv6 is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  try {
    const ip = ipaddr.parse(address);
    if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
    return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
  } catch {
    return false;
  }
}

/**
 * Where webhooks may go: HTTPS to globally routable addresses only, judged when an endpoint is
 * registered and again at every connect (no DNS rebinding). `allowedHosts` may be reached although
 * private or loopback, and over http (test setups only).
 */
export class TargetGuard {
  constructor(private readonly allowedHosts: string[]) {}

  allowed(host: string): boolean {
    return this.allowedHosts.includes(host.toLowerCase().replace(/^\[|\]$/g, ''));
  }

  /** HTTPS only, no credentials in the URL, and no private, loopback or link-local destination. */
  async checkUrl(raw: unknown): Promise<URL> {
    if (typeof raw !== 'string' || !raw) throw invalid('`url` is required.', { param: 'url' });
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw invalid('`url` must be an absolute URL.', { param: 'url' });
    }
    const allowed = this.allowed(url.hostname);
    if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) throw invalid('`url` must use HTTPS.', { param: 'url' });
    if (url.username || url.password) throw invalid('`url` must not carry credentials.', { param: 'url' });
    if (!allowed) {
      const addresses = await dns.promises.lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true }).catch(() => []);
      if (!addresses.length) throw invalid('`url` does not resolve.', { param: 'url' });
      if (addresses.some((a) => !isPublicAddress(a.address))) {
        throw invalid('`url` must not point at a private, loopback or link-local address.', { param: 'url' });
      }
    }
    return url;
  }

  /** A guarded lookup: resolved addresses are checked at connect time (no DNS rebinding). */
  lookup(host: string): LookupFunction {
    const allowed = this.allowed(host);
    return (hostname, options, callback) => {
      dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, '', 4);
        const list = addresses as dns.LookupAddress[];
        const bad = !allowed && list.some((a) => !isPublicAddress(a.address));
        if (bad || !list.length) return callback(new Error('destination address is not allowed'), '', 4);
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        callback(null, list[0]!.address, list[0]!.family);
      });
    };
  }
}
