import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { invalid } from '../../../../../../common/src/errors.js';
import { DEFAULT_KEY_SCOPES, SCOPES, type Principal } from '../../../../../../common/src/principal.js';
import type { AccountStore } from './accounts-store.js';

export const KEY_PREFIX = 'mk_';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new random API key: 32 bytes of entropy, URL-safe. */
export function generateKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * A new key's scopes: absent, the defaults; an empty list is refused (a selection of nothing is not
 * an absent one, and a key with no scope could call nothing).
 */
export function parseScopes(input: string[] | undefined): string[] {
  if (!input) return [...DEFAULT_KEY_SCOPES];
  if (input.length === 0) throw invalid(`scopes is empty: choose at least one of ${SCOPES.join(', ')}, or leave it out for the default scopes.`, { param: 'scopes' });
  const unknown = input.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length) throw invalid(`Unknown scopes: ${unknown.join(', ')}. Known scopes: ${SCOPES.join(', ')}.`, { param: 'scopes' });
  return [...new Set(input)];
}

/** The longest name a key may be given. */
export const KEY_NAME_MAX = 100;

/**
 * A new key's name: trimmed; absent or blank, none. At most KEY_NAME_MAX characters and no control
 * characters (it is shown in listings as written).
 */
export function parseKeyName(input: string | null | undefined): string | null {
  const name = input?.trim();
  if (!name) return null;
  if ([...name].length > KEY_NAME_MAX) throw invalid(`name must be at most ${KEY_NAME_MAX} characters.`, { param: 'name' });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw invalid('name must not contain control characters.', { param: 'name' });
  return name;
}

/** The most stores one key may be limited to. */
export const KEY_STORES_MAX = 100;

/**
 * The stores a new key is limited to: absent, every store; an empty list is refused (a key reaching
 * no store is not one reaching all). Names as the memory service takes them: 1 to 128 printable
 * characters.
 */
export function parseKeyStores(input: string[] | null | undefined): string[] {
  if (!input) return [];
  if (input.length === 0) throw invalid('stores is empty: name at least one store, or leave it out for a key that reaches every store.', { param: 'stores' });
  if (input.length > KEY_STORES_MAX) throw invalid(`stores may name at most ${KEY_STORES_MAX} stores.`, { param: 'stores' });
  // eslint-disable-next-line no-control-regex
  const bad = input.filter((s) => typeof s !== 'string' || !s.trim() || s.length > 128 || /[\u0000-\u001f\u007f]/.test(s));
  if (bad.length) throw invalid('Each store must be a name of 1 to 128 printable characters.', { param: 'stores' });
  return [...new Set(input)];
}

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** scrypt with a random salt: `scrypt$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [kind, salt, hash] = (stored ?? 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$').split('$');
  const actual = await scrypt(password, Buffer.from(salt ?? '', 'base64url'), 32);
  const expected = Buffer.from(hash ?? '', 'base64url');
  return kind === 'scrypt' && expected.length === actual.length && timingSafeEqual(actual, expected) && !!stored;
}

/** The tier in force: a tier whose access lapsed counts as free until the sweep writes it. */
export function effectiveTier(account: { tier: string; tierExpiresAt: Date | null }, now = Date.now()): string {
  return account.tierExpiresAt && account.tierExpiresAt.getTime() <= now ? 'free' : account.tier;
}

/**
 * How long a resolved key is trusted without asking Postgres again. Changes reach the cache at once
 * through the principal bus; this bounds what the bus could miss.
 */
export const KEY_CACHE_TTL_MS = 10_000;
const KEY_CACHE_MAX = 10_000;

/** Accounts and their API keys. Only a hash of each key is stored; the key is returned once. */
export class AccountManager {
  /** Resolved principals by key hash; keeps key checks off the database on the hot path. */
  private readonly keyCache = new Map<string, { principal: Principal | null; until: number }>();
  /** Called after a local invalidation, to tell other replicas (the principal bus). */
  private broadcast: ((accountId: string) => void) | undefined;
  /**
   * Principals are cached only while the principal bus listens: a cache that could miss a
   * revocation would serve a revoked key. Without a bus every check asks Postgres.
   */
  private listening = false;
  /** Bumped by every invalidation: a lookup that began before one must not cache what it read. */
  private generation = 0;

  constructor(private readonly store: AccountStore) {}

  async createAccount(name: string, tier = 'free') {
    return this.store.insertAccount(name, tier);
  }

  /**
   * Drops cached principals of an account (tier or access changed, key or token revoked), here and,
   * through the broadcast, on every other replica.
   */
  invalidateAccount(accountId: string, fromBroadcast = false): void {
    this.generation++;
    for (const [hash, entry] of this.keyCache) {
      if (entry.principal?.accountId === accountId) this.keyCache.delete(hash);
    }
    if (!fromBroadcast) this.broadcast?.(accountId);
  }

  onInvalidate(broadcast: (accountId: string) => void): void {
    this.broadcast = broadcast;
  }

  /** The bus started (true) or stopped (false) listening; either way the cache starts empty. */
  setListening(listening: boolean): void {
    this.generation++;
    this.keyCache.clear();
    this.listening = listening;
  }

  /** Taken before a lookup and handed to `cachePrincipal`. */
  cacheGeneration(): number {
    return this.generation;
  }

  /** Caches a principal resolved elsewhere (OAuth tokens) under the same rules as keys. */
  cachePrincipal(hash: string, principal: Principal | null, until: number, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.keyCache.size >= KEY_CACHE_MAX) this.keyCache.delete(this.keyCache.keys().next().value!);
    this.keyCache.set(hash, { principal, until });
  }

  cachedPrincipal(hash: string): Principal | null | undefined {
    const cached = this.keyCache.get(hash);
    return cached && cached.until > Date.now() ? cached.principal : undefined;
  }

  /** Until when a cached answer for this hash is trusted (ms since epoch); undefined when none is. */
  cachedUntil(hash: string): number | undefined {
    const cached = this.keyCache.get(hash);
    return cached && cached.until > Date.now() ? cached.until : undefined;
  }

  forget(hash: string): void {
    this.keyCache.delete(hash);
  }

  async currentTier(accountId: string): Promise<string> {
    const a = await this.store.findAccountTier(accountId);
    return a ? effectiveTier(a) : 'free';
  }

  async setLogin(accountId: string, email: string, password: string) {
    return this.store.setLogin(accountId, email.toLowerCase(), await hashPassword(password));
  }

  /** The account behind an e-mail and password, or null (same work whether or not the e-mail exists). */
  async login(email: string, password: string) {
    const account = await this.store.findAccountByEmail(email.toLowerCase());
    const ok = await verifyPassword(password, account?.passwordHash);
    return ok && account ? account : null;
  }

  async findAccountByName(name: string) {
    return this.store.findAccountByName(name);
  }

  async createKey(accountId: string, scopes?: string[], name?: string | null, stores?: string[] | null) {
    const data = { scopes: parseScopes(scopes), name: parseKeyName(name), stores: parseKeyStores(stores) };
    const key = generateKey();
    const record = await this.store.insertKey({ accountId, keyHash: hashKey(key), prefix: key.slice(0, 10), ...data });
    return { key, record };
  }

  /** Whether a live key of the account was revoked. */
  async revokeKey(accountId: string, keyId: string): Promise<boolean> {
    const { count } = await this.store.revokeKey(accountId, keyId);
    this.invalidateAccount(accountId);
    return count > 0;
  }

  /** When each key's `last_used_at` was last written by this process. */
  private readonly touched = new Map<string, number>();

  /**
   * Records that a key was used, at most once a minute per key and process, off the request's path
   * (a failed write only loses a timestamp).
   */
  private touch(keyId: string, now: number): void {
    const last = this.touched.get(keyId);
    if (last !== undefined && now - last < 60_000) return;
    if (this.touched.size >= KEY_CACHE_MAX) this.touched.clear();
    this.touched.set(keyId, now);
    void this.store.setKeyLastUsed(keyId, new Date(now)).catch(() => undefined);
  }

  async listKeys(accountId: string) {
    return this.store.findLiveKeys(accountId);
  }

  /**
   * The principal behind a presented key, or null. The lookup is by SHA-256 of the key, so the
   * comparison never touches the secret itself and takes no time that depends on it.
   */
  async authenticate(key: string): Promise<Principal | null> {
    if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
    const hash = hashKey(key);
    const now = Date.now();
    const cached = this.cachedPrincipal(hash);
    if (cached) this.touch(cached.keyId, now);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const record = await this.store.findKeyWithAccount(hash);
    const principal: Principal | null =
      !record || record.revokedAt
        ? null
        : {
            accountId: record.accountId,
            keyId: record.id,
            scopes: record.scopes,
            tier: effectiveTier(record.account, now),
            kind: 'api_key',
            expiresAt: null,
            ...(record.stores.length ? { stores: record.stores } : {}),
          };
    // A tier that lapses sooner than the cache entry would keep it shortens the entry.
    const lapse = record?.account.tierExpiresAt?.getTime();
    this.cachePrincipal(hash, principal, Math.min(now + KEY_CACHE_TTL_MS, lapse && lapse > now ? lapse : Infinity), generation);
    if (principal) this.touch(principal.keyId, now);
    return principal;
  }
}
