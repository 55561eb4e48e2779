import type { PrismaClient } from '../../../../../../common/src/db/client.js';

/** OAuth clients, codes and tokens (stored as hashes), and what the token endpoints read of accounts and keys (`oauth-server.ts`). */
export class OAuthStore {
  constructor(private readonly db: PrismaClient) {}

  insertClient(data: { id: string; accountId: string | null; name: string; redirectUris: string[]; secretHash: string | null; dynamic?: boolean; createdAt?: Date }) {
    return this.db.oAuthClient.create({ data });
  }

  /** Deletes the dynamically registered clients that never exchanged a code and registered before `before`. */
  deleteUnusedDynamicClients(before: Date) {
    return this.db.oAuthClient.deleteMany({ where: { dynamic: true, lastUsedAt: null, createdAt: { lt: before } } });
  }

  countUnusedDynamicClients() {
    return this.db.oAuthClient.count({ where: { dynamic: true, lastUsedAt: null } });
  }

  findClient(id: string) {
    return this.db.oAuthClient.findUnique({ where: { id } });
  }

  /** A client has exchanged a code: the sweep of unused dynamic clients spares it. */
  markClientUsed(clientId: string) {
    return this.db.oAuthClient.update({ where: { id: clientId }, data: { lastUsedAt: new Date() } });
  }

  findClientNames(ids: string[]) {
    return this.db.oAuthClient.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  }

  insertCode(data: { codeHash: string; clientId: string; accountId: string; redirectUri: string; scopes: string[]; codeChallenge: string | null; expiresAt: Date }) {
    return this.db.oAuthCode.create({ data });
  }

  findCode(codeHash: string) {
    return this.db.oAuthCode.findUnique({ where: { codeHash } });
  }

  /** Marks a code used; the count is 0 when it already was. */
  spendCode(codeHash: string) {
    return this.db.oAuthCode.updateMany({ where: { codeHash, usedAt: null }, data: { usedAt: new Date() } });
  }

  insertTokens(
    data: Array<{ id: string; tokenHash: string; kind: 'access' | 'refresh'; familyId: string; clientId: string; accountId: string; scopes: string[]; expiresAt: Date }>,
  ) {
    return this.db.oAuthToken.createMany({ data });
  }

  findToken(tokenHash: string) {
    return this.db.oAuthToken.findUnique({ where: { tokenHash } });
  }

  /** Marks a live refresh token used; the count is 0 when it was used or revoked already. */
  spendToken(id: string) {
    return this.db.oAuthToken.updateMany({ where: { id, usedAt: null, revokedAt: null }, data: { usedAt: new Date() } });
  }

  revokeToken(id: string) {
    return this.db.oAuthToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  /** Revokes every token of a grant (a family). */
  revokeFamily(familyId: string) {
    return this.db.oAuthToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  /** Revokes every token the account gave an application. */
  revokeAppTokens(accountId: string, clientId: string) {
    return this.db.oAuthToken.updateMany({ where: { accountId, clientId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  /** The account's tokens that are neither revoked, spent nor expired. */
  findLiveTokens(accountId: string) {
    return this.db.oAuthToken.findMany({
      where: { accountId, revokedAt: null, usedAt: null, expiresAt: { gt: new Date() } },
      select: { clientId: true, scopes: true, createdAt: true },
    });
  }

  findAccount(id: string) {
    return this.db.account.findUnique({ where: { id } });
  }

  /** The account's id when it exists. */
  findAccountId(id: string) {
    return this.db.account.findUnique({ where: { id }, select: { id: true } });
  }

  findKey(keyHash: string) {
    return this.db.apiKey.findUnique({ where: { keyHash } });
  }
}
