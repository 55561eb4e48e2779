import type { PrismaClient } from '../../../../../../common/src/db/client.js';

export type AccountRow = Awaited<ReturnType<PrismaClient['account']['findMany']>>[number];

/** Accounts, their API keys and their console sessions (`accounts-manager.ts`, `console-sessions.ts`). */
export class AccountStore {
  constructor(private readonly db: PrismaClient) {}

  /** A new account with its default memory store. */
  insertAccount(name: string, tier: string) {
    return this.db.account.create({
      data: { name, tier, stores: { create: { name: 'default', namespace: 'shared' } } },
    });
  }

  findAccountTier(accountId: string) {
    return this.db.account.findUnique({ where: { id: accountId }, select: { tier: true, tierExpiresAt: true } });
  }

  /** Sets the e-mail (as given: the caller lowercases it) and the password hash an account signs in with. */
  setLogin(accountId: string, email: string, passwordHash: string) {
    return this.db.account.update({ where: { id: accountId }, data: { email, passwordHash } });
  }

  findAccountByEmail(email: string) {
    return this.db.account.findUnique({ where: { email } });
  }

  /** The oldest account of that name. */
  findAccountByName(name: string) {
    return this.db.account.findFirst({ where: { name }, orderBy: { createdAt: 'asc' } });
  }

  findAccountsByIds(ids: readonly string[]) {
    return this.db.account.findMany({ where: { id: { in: [...ids] } } });
  }

  insertKey(data: { accountId: string; keyHash: string; prefix: string; scopes: string[]; name: string | null }) {
    return this.db.apiKey.create({ data });
  }

  /** Revokes a live key of the account; the count is 0 when there was none. */
  revokeKey(accountId: string, keyId: string) {
    return this.db.apiKey.updateMany({ where: { id: keyId, accountId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  setKeyLastUsed(keyId: string, at: Date) {
    return this.db.apiKey.update({ where: { id: keyId }, data: { lastUsedAt: at } });
  }

  /** The account's live keys, oldest first. */
  findLiveKeys(accountId: string) {
    return this.db.apiKey.findMany({ where: { accountId, revokedAt: null }, orderBy: { createdAt: 'asc' } });
  }

  /** A key by its hash, with its account. */
  findKeyWithAccount(keyHash: string) {
    return this.db.apiKey.findUnique({ where: { keyHash }, include: { account: true } });
  }

  insertSession(accountId: string, tokenHash: string, expiresAt: Date) {
    return this.db.consoleSession.create({ data: { accountId, tokenHash, expiresAt } });
  }

  /** Deletes the account's sessions that have expired by now. */
  deleteExpiredSessions(accountId: string) {
    return this.db.consoleSession.deleteMany({ where: { accountId, expiresAt: { lte: new Date() } } });
  }

  /** A session by its token's hash, with its account. */
  findSessionWithAccount(tokenHash: string) {
    return this.db.consoleSession.findUnique({ where: { tokenHash }, include: { account: true } });
  }

  deleteSession(tokenHash: string) {
    return this.db.consoleSession.deleteMany({ where: { tokenHash } });
  }
}
