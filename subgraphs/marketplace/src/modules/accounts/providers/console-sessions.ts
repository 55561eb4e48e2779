import { randomBytes } from 'node:crypto';
import { SESSION_PREFIX, SESSION_TTL_S } from '../../../../../../common/src/console-session.js';
import { SCOPES, type Principal } from '../../../../../../common/src/principal.js';
import type { AccountStore } from './accounts-store.js';
import { effectiveTier, hashKey } from './accounts-manager.js';

/**
 * Console sign-ins. A session is the account's owner in a browser: every scope, on `/graphql` only
 * (the edge). The token is random (32 bytes) and stored as its SHA-256; it ends at sign-out or
 * `SESSION_TTL_S` after sign-in. Sessions are looked up in Postgres on every request (not cached),
 * so a sign-out is in force at once on every process.
 */
export class ConsoleSessions {
  constructor(private readonly store: AccountStore) {}

  /** A new session: a fresh token every time (a token presented before sign-in is never kept). */
  async start(accountId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = SESSION_PREFIX + randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_S * 1000);
    await this.store.insertSession(accountId, hashKey(token), expiresAt);
    // Expired rows of the account go when it signs in again.
    await this.store.deleteExpiredSessions(accountId);
    return { token, expiresAt };
  }

  /** The live session behind a token, with its account; null when unknown, ended or expired. */
  async find(token: string) {
    if (!token.startsWith(SESSION_PREFIX) || token.length > 200) return null;
    const row = await this.store.findSessionWithAccount(hashKey(token));
    return row && row.expiresAt.getTime() > Date.now() ? row : null;
  }

  async authenticate(token: string): Promise<Principal | null> {
    const row = await this.find(token);
    if (!row) return null;
    return {
      accountId: row.accountId,
      keyId: row.id,
      scopes: [...SCOPES],
      tier: effectiveTier(row.account),
      kind: 'session',
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async end(token: string): Promise<void> {
    await this.store.deleteSession(hashKey(token));
  }
}
