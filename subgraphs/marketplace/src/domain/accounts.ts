import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../../../common/src/db/client.js';
import { invalid } from '../../../../common/src/errors.js';
import { DEFAULT_KEY_SCOPES, SCOPES, type Principal } from '../../../../common/src/principal.js';

export const KEY_PREFIX = 'mk_';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new random API key: 32 bytes of entropy, URL-safe. */
export function generateKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function parseScopes(input: string[] | undefined): string[] {
  if (!input || input.length === 0) return [...DEFAULT_KEY_SCOPES];
  const unknown = input.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length) throw invalid(`Unknown scopes: ${unknown.join(', ')}. Known scopes: ${SCOPES.join(', ')}.`, { param: 'scopes' });
  return [...new Set(input)];
}

/** How long a resolved key is trusted without asking Postgres again (revocation delay). */
export const KEY_CACHE_TTL_MS = 10_000;
const KEY_CACHE_MAX = 10_000;

/** Accounts and their API keys. Only a hash of each key is stored; the key is returned once. */
export class AccountManager {
  /** Resolved principals by key hash; keeps key checks off the database on the hot path. */
  private readonly keyCache = new Map<string, { principal: Principal | null; until: number }>();

  constructor(private readonly prisma: PrismaClient) {}

  async createAccount(name: string, tier = 'free') {
    return this.prisma.account.create({
      data: { name, tier, stores: { create: { name: 'default', namespace: 'shared' } } },
    });
  }

  async findAccountByName(name: string) {
    return this.prisma.account.findFirst({ where: { name }, orderBy: { createdAt: 'asc' } });
  }

  async createKey(accountId: string, scopes?: string[]) {
    const key = generateKey();
    const record = await this.prisma.apiKey.create({
      data: { accountId, keyHash: hashKey(key), prefix: key.slice(0, 10), scopes: parseScopes(scopes) },
    });
    return { key, record };
  }

  async listKeys(accountId: string) {
    return this.prisma.apiKey.findMany({ where: { accountId, revokedAt: null }, orderBy: { createdAt: 'asc' } });
  }

  /**
   * The principal behind a presented key, or null. The lookup is by SHA-256 of the key, so the
   * comparison never touches the secret itself and takes no time that depends on it.
   */
  async authenticate(key: string): Promise<Principal | null> {
    if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
    const hash = hashKey(key);
    const now = Date.now();
    const cached = this.keyCache.get(hash);
    if (cached && cached.until > now) return cached.principal;
    const record = await this.prisma.apiKey.findUnique({ where: { keyHash: hash }, include: { account: true } });
    const principal =
      !record || record.revokedAt ? null : { accountId: record.accountId, keyId: record.id, scopes: record.scopes, tier: record.account.tier };
    if (this.keyCache.size >= KEY_CACHE_MAX) this.keyCache.delete(this.keyCache.keys().next().value!);
    this.keyCache.set(hash, { principal, until: now + KEY_CACHE_TTL_MS });
    return principal;
  }
}
