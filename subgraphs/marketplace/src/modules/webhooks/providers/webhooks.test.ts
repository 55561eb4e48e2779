import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelay } from './delivery-schedule.js';
import { serviceSignature } from './signatures.js';
import { isPublicAddress } from './target-guard.js';
import { searchQuery } from '../../catalogue/providers/catalogue-manager.js';
import { pkceChallenge } from '../../oauth/providers/oauth-server.js';

describe('webhook retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 24 h, then gives up', () => {
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 86_400_000]);
    expect(retryDelay(6)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(6);
  });
});

describe('destinations', () => {
  it('allows only globally routable unicast addresses', () => {
    for (const a of [
      '10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '192.0.2.1', '240.0.0.1',
      '::1', '::', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254',
      // IPv4-compatible, site-local, discard, NAT64, 6to4, Teredo, documentation, multicast
      '::127.0.0.1', '::a9fe:a9fe', 'fec0::1', '100::1', '64:ff9b::7f00:1', '2002:7f00:1::', '2001::1', '2001:db8::1', 'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['93.184.216.34', '2606:4700:4700::1111', '8.8.8.8', '::ffff:8.8.8.8']) expect(isPublicAddress(a), a).toBe(true);
  });
});

describe('signatures and queries', () => {
  it('signs the raw body as lowercase hex', () => {
    expect(serviceSignature('key', 'The quick brown fox jumps over the lazy dog')).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
  });
  it('turns words into a prefix tsquery and drops punctuation', () => {
    expect(searchQuery("semantic memory's & (agents)")).toBe('semantic:* & memory:* & s:* & agents:*');
    expect(searchQuery('!!!')).toBeNull();
  });
  it('computes the PKCE S256 challenge of RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});
