import { describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../../../../../common/src/db/client.js';
import { DEFAULT_KEY_SCOPES } from '../../../../../../common/src/principal.js';
import { AccountStore } from './accounts-store.js';
import { AccountManager, generateKey, KEY_NAME_MAX, parseKeyName, parseScopes } from './accounts-manager.js';

// The key cache's rules, over a stand-in for the one query a key check makes.
function manager() {
  let release: () => void = () => undefined;
  let gate: Promise<void> | undefined;
  const record = { id: 'k1', accountId: 'a1', scopes: ['marketplace:read'], stores: [], revokedAt: null, account: { tier: 'free', tierExpiresAt: null } };
  let lookups = 0;
  const prisma = {
    apiKey: {
      findUnique: async () => {
        lookups++;
        if (gate) await gate;
        return record;
      },
      // last_used_at, written off the request's path.
      update: async () => record,
    },
  } as unknown as PrismaClient;
  return {
    accounts: new AccountManager(new AccountStore(prisma)),
    lookups: () => lookups,
    hold() {
      gate = new Promise((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

describe('key cache', () => {
  it('caches only while the principal bus listens, and empties when it stops', async () => {
    const { accounts, lookups } = manager();
    const key = generateKey();
    await accounts.authenticate(key);
    await accounts.authenticate(key);
    expect(lookups()).toBe(2);
    accounts.setListening(true);
    await accounts.authenticate(key);
    await accounts.authenticate(key);
    expect(lookups()).toBe(3);
    accounts.setListening(false);
    await accounts.authenticate(key);
    expect(lookups()).toBe(4);
  });

  it('does not cache what a lookup read before an invalidation arrived', async () => {
    const { accounts, lookups, hold } = manager();
    accounts.setListening(true);
    const key = generateKey();
    const open = hold();
    const pending = accounts.authenticate(key);
    accounts.invalidateAccount('a1', true);
    open();
    expect(await pending).toMatchObject({ accountId: 'a1' });
    await accounts.authenticate(key);
    expect(lookups()).toBe(2);
  });
});

describe('parseScopes', () => {
  it('gives the default scopes when none are named, and refuses an empty list', () => {
    expect(parseScopes(undefined)).toEqual([...DEFAULT_KEY_SCOPES]);
    expect(() => parseScopes([])).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST', fields: { param: 'scopes' } }));
    expect(parseScopes(['usage:read', 'usage:read'])).toEqual(['usage:read']);
    expect(() => parseScopes(['usage:everything'])).toThrow(/Unknown scopes/);
  });
});

describe('parseKeyName', () => {
  it('trims a name, takes a blank one as none, and refuses one too long or with control characters', () => {
    expect(parseKeyName('  CI deploys  ')).toBe('CI deploys');
    expect(parseKeyName(undefined)).toBeNull();
    expect(parseKeyName('   ')).toBeNull();
    expect(parseKeyName('Ünïcødé 🔑')).toBe('Ünïcødé 🔑');
    expect(parseKeyName('k'.repeat(KEY_NAME_MAX))).toHaveLength(KEY_NAME_MAX);
    expect(() => parseKeyName('k'.repeat(KEY_NAME_MAX + 1))).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST', fields: { param: 'name' } }));
    expect(() => parseKeyName('line\nbreak')).toThrow(/control characters/);
  });
});
