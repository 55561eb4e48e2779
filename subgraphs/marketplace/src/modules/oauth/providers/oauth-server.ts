import { createHash } from 'node:crypto';
import { badText } from '../../../../../../common/src/input-text.js';
import { SCOPES, type Principal } from '../../../../../../common/src/principal.js';
import type { OAuthStore } from './oauth-store.js';
import { effectiveTier, hashKey, KEY_CACHE_TTL_MS, KEY_PREFIX, type AccountManager } from '../../accounts/providers/accounts-manager.js';
import type { ClientMetadata } from './client-registration.js';
import { constantTimeEqual, newId, newSecret, sha256 } from '../../shared/providers/secrets.js';

export const ACCESS_TOKEN_TTL_S = 3600;
export const CODE_TTL_MS = 10 * 60_000;
/** A grant's refresh tokens end this long after the user consented, however often they rotate (RFC 9700 §4.14.2). */
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;
/** A dynamically registered client that never exchanged a code is removed this long after registering. */
export const UNUSED_CLIENT_TTL_MS = 7 * 86_400_000;
/** Unused dynamic clients the database holds at most unless configured (OAUTH_MAX_UNUSED_CLIENTS); past it, registration waits for the sweep. */
export const MAX_UNUSED_DYNAMIC_CLIENTS = 10_000;

export interface OAuthServerOptions {
  /** Unused dynamic clients that may exist at once (default MAX_UNUSED_DYNAMIC_CLIENTS). */
  maxUnusedDynamicClients?: number;
}
export const ACCESS_PREFIX = 'mat_';
export const REFRESH_PREFIX = 'mrt_';

/** An OAuth error as RFC 6749 names it; `redirect` when it goes back to the client's redirect URI. */
export class OAuthError extends Error {
  override name = 'OAuthError';
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    readonly redirect = false,
  ) {
    super(description);
  }
}

export interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  /** RFC 8707: the resource the token is for (the MCP SDK names the MCP endpoint's URL). */
  resource?: string;
}

/** RFC 7591 §3.2.1: the registered client, with its secret when it has one (shown this once). */
export interface RegisteredClient {
  client_id: string;
  client_id_issued_at: number;
  client_secret?: string;
  /** 0: the secret does not expire. */
  client_secret_expires_at?: number;
  client_name: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: string;
  scope?: string;
}

export interface ValidAuthorizeRequest {
  /** `dynamic`: registered by anyone at `/oauth/register`, so its name is the client's own claim. */
  client: { id: string; name: string; isPublic: boolean; dynamic: boolean };
  redirectUri: string;
  scopes: string[];
  /** Absent only with PKCE, which guards the redirect against forgery itself. */
  state: string | null;
  codeChallenge: string | null;
}

export interface TokenSet {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** S256: BASE64URL(SHA256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The authorization server: clients, codes, access and refresh tokens (all stored as SHA-256). */
export class OAuthServer {
  private readonly maxUnusedDynamicClients: number;

  constructor(
    private readonly store: OAuthStore,
    private readonly accounts: AccountManager,
    opts: OAuthServerOptions = {},
  ) {
    this.maxUnusedDynamicClients = opts.maxUnusedDynamicClients ?? MAX_UNUSED_DYNAMIC_CLIENTS;
  }

  async createClient(accountId: string, input: { name: string; redirectUris: string[]; public?: boolean }) {
    const id = newId('cli');
    const secret = input.public ? null : newSecret('cs_');
    await this.store.insertClient({ id, accountId, name: input.name, redirectUris: input.redirectUris, secretHash: secret ? sha256(secret) : null });
    return { clientId: id, clientSecret: secret };
  }

  /**
   * RFC 7591 dynamic registration: a client of no account, public (`none`, PKCE required) or with a
   * secret. Unused ones (never exchanged a code) older than UNUSED_CLIENT_TTL_MS are swept first, so
   * the table holds at most `maxUnusedDynamicClients` that nobody used; past that, registration
   * waits (503) until some expire.
   */
  async registerDynamicClient(m: ClientMetadata, now = new Date()): Promise<RegisteredClient> {
    await this.store.deleteUnusedDynamicClients(new Date(now.getTime() - UNUSED_CLIENT_TTL_MS));
    const unused = await this.store.countUnusedDynamicClients();
    if (unused >= this.maxUnusedDynamicClients) {
      throw new OAuthError('temporarily_unavailable', 'Too many registered clients are waiting to be used; try again later.', 503);
    }
    const id = newId('cli');
    const secret = m.token_endpoint_auth_method === 'none' ? null : newSecret('cs_');
    const name = m.client_name ?? 'Unnamed application';
    await this.store.insertClient({ id, accountId: null, name, redirectUris: m.redirect_uris, secretHash: secret ? sha256(secret) : null, dynamic: true, createdAt: now });
    return {
      client_id: id,
      client_id_issued_at: Math.floor(now.getTime() / 1000),
      ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
      client_name: name,
      redirect_uris: m.redirect_uris,
      grant_types: m.grant_types,
      response_types: m.response_types,
      token_endpoint_auth_method: m.token_endpoint_auth_method,
      ...(m.scope ? { scope: m.scope } : {}),
    };
  }

  /** The registered client with this id; none for text no id can hold (Postgres refuses a NUL). */
  private findClient(id: string) {
    return badText(id) ? null : this.store.findClient(id);
  }

  /** Checks an authorization request. Errors before the redirect URI is known are shown, not redirected. */
  async validateAuthorize(p: AuthorizeParams): Promise<ValidAuthorizeRequest> {
    if (!p.client_id) throw new OAuthError('invalid_request', 'client_id is required.');
    const client = await this.findClient(p.client_id);
    if (!client) throw new OAuthError('invalid_client', 'Unknown client_id.', 400);
    if (!p.redirect_uri) throw new OAuthError('invalid_request', 'redirect_uri is required.');
    // Exact match against the registered URIs, character for character.
    if (!client.redirectUris.some((u) => constantTimeEqual(u, p.redirect_uri!))) {
      throw new OAuthError('invalid_request', 'redirect_uri does not match a registered redirect URI.');
    }
    if (p.response_type !== 'code') throw new OAuthError('unsupported_response_type', 'response_type must be code.', 400, true);
    // PKCE binds the code to the client that asked for it, so it stands in for `state` against a
    // forged redirect (RFC 9700 §2.1; the MCP SDK sends no state unless its host supplies one).
    if (!p.state && !p.code_challenge) throw new OAuthError('invalid_request', 'state is required (or PKCE: code_challenge with S256).', 400, true);
    const scopes = (p.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.length) throw new OAuthError('invalid_scope', 'scope is required: list the scopes the application needs.', 400, true);
    const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
    if (unknown.length) throw new OAuthError('invalid_scope', `Unknown scopes: ${unknown.join(', ')}.`, 400, true);
    if (p.code_challenge_method && p.code_challenge_method !== 'S256') throw new OAuthError('invalid_request', 'code_challenge_method must be S256.', 400, true);
    if (p.code_challenge && !/^[A-Za-z0-9\-_]{43}$/.test(p.code_challenge)) throw new OAuthError('invalid_request', 'code_challenge is not an S256 challenge.', 400, true);
    if (!client.secretHash && !p.code_challenge) throw new OAuthError('invalid_request', 'Public clients must use PKCE (code_challenge with S256).', 400, true);
    return {
      client: { id: client.id, name: client.name, isPublic: !client.secretHash, dynamic: client.dynamic },
      redirectUri: p.redirect_uri,
      scopes: [...new Set(scopes)],
      state: p.state || null,
      codeChallenge: p.code_challenge ?? null,
    };
  }

  /** The user approved `granted` (a subset of what was asked: scopes can be removed, never added). */
  async issueCode(req: ValidAuthorizeRequest, accountId: string, granted: string[]): Promise<string> {
    const extra = granted.filter((s) => !req.scopes.includes(s));
    if (extra.length) throw new OAuthError('invalid_scope', `Scopes beyond the request cannot be granted: ${extra.join(', ')}.`);
    if (!granted.length) throw new OAuthError('access_denied', 'No scope was granted.', 400, true);
    const code = newSecret('mac_');
    await this.store.insertCode({
      codeHash: sha256(code),
      clientId: req.client.id,
      accountId,
      redirectUri: req.redirectUri,
      scopes: [...new Set(granted)],
      codeChallenge: req.codeChallenge,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    return code;
  }

  /** Client authentication at the token endpoint: the secret for confidential clients, none for public ones. */
  async authenticateClient(clientId: string | undefined, secret: string | undefined) {
    if (!clientId) throw new OAuthError('invalid_client', 'client_id is required.', 401);
    const client = await this.findClient(clientId);
    if (!client) throw new OAuthError('invalid_client', 'Unknown client.', 401);
    if (client.secretHash) {
      if (!secret || !constantTimeEqual(sha256(secret), client.secretHash)) throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
    } else if (secret) {
      throw new OAuthError('invalid_client', 'Public clients have no secret.', 401);
    }
    return client;
  }

  async exchangeCode(clientId: string, input: { code?: string; redirect_uri?: string; code_verifier?: string }): Promise<TokenSet> {
    if (!input.code) throw new OAuthError('invalid_request', 'code is required.');
    if (!input.redirect_uri) throw new OAuthError('invalid_request', 'redirect_uri is required.');
    const row = await this.store.findCode(sha256(input.code));
    if (!row || row.clientId !== clientId) throw new OAuthError('invalid_grant', 'The code is invalid.');
    if (row.usedAt) {
      // A code used twice: whatever it produced is revoked (RFC 6749 §4.1.2).
      await this.store.revokeFamily(`code:${row.codeHash}`);
      this.accounts.invalidateAccount(row.accountId);
      throw new OAuthError('invalid_grant', 'The code was already used.');
    }
    if (row.expiresAt < new Date()) throw new OAuthError('invalid_grant', 'The code has expired.');
    if (!constantTimeEqual(row.redirectUri, input.redirect_uri)) throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request.');
    if (row.codeChallenge) {
      if (!input.code_verifier || !VERIFIER.test(input.code_verifier)) throw new OAuthError('invalid_grant', 'code_verifier is required (PKCE).');
      if (!constantTimeEqual(pkceChallenge(input.code_verifier), row.codeChallenge)) throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge.');
    } else if (input.code_verifier) {
      throw new OAuthError('invalid_grant', 'code_verifier sent for a code issued without PKCE.');
    }
    const { count } = await this.store.spendCode(row.codeHash);
    if (!count) throw new OAuthError('invalid_grant', 'The code was already used.');
    // A client that has exchanged a code is in use: the sweep of unused dynamic clients spares it.
    await this.store.markClientUsed(clientId);
    return this.issueTokens(clientId, row.accountId, row.scopes, `code:${row.codeHash}`, new Date(Date.now() + REFRESH_TOKEN_TTL_MS));
  }

  /**
   * Rotation: each refresh returns a new refresh token and spends the old one. A spent refresh token
   * presented again means it leaked: the whole chain (every token of the grant) is revoked. Every
   * refresh token of a grant ends when the grant does (30 days after consent).
   */
  async refresh(clientId: string, input: { refresh_token?: string; scope?: string }): Promise<TokenSet> {
    if (!input.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required.');
    const row = await this.store.findToken(sha256(input.refresh_token));
    if (!row || row.kind !== 'refresh' || row.clientId !== clientId) throw new OAuthError('invalid_grant', 'The refresh token is invalid.');
    if (row.revokedAt) throw new OAuthError('invalid_grant', 'The refresh token was revoked.');
    // Rows from before refresh tokens carried their grant's end count from their own issue.
    const grantEnds = row.expiresAt ?? new Date(row.createdAt.getTime() + REFRESH_TOKEN_TTL_MS);
    if (grantEnds.getTime() <= Date.now()) throw new OAuthError('invalid_grant', 'The refresh token has expired; the user must authorize again.');
    const reused = async () => {
      await this.revokeFamily(row.familyId, row.accountId);
      return new OAuthError('invalid_grant', 'The refresh token was already used; every token of this grant is revoked.');
    };
    if (row.usedAt) throw await reused();
    // A refresh may narrow the scope, never widen it (RFC 6749 §6). Refused before the token is
    // spent: asking for too much leaves the refresh token and its grant as they were.
    let scopes = row.scopes;
    if (input.scope) {
      const asked = [...new Set(input.scope.split(' ').filter(Boolean))];
      const extra = asked.filter((s) => !row.scopes.includes(s));
      if (extra.length) throw new OAuthError('invalid_scope', `A refresh cannot add scopes beyond the grant: ${extra.join(', ')}.`);
      if (asked.length) scopes = asked;
    }
    const { count } = await this.store.spendToken(row.id);
    if (!count) throw await reused();
    return this.issueTokens(clientId, row.accountId, scopes, row.familyId, grantEnds);
  }

  /** RFC 7009: revoking a refresh token ends its whole grant; an access token only itself. */
  async revoke(clientId: string, token: string | undefined): Promise<void> {
    if (!token) throw new OAuthError('invalid_request', 'token is required.');
    const row = await this.store.findToken(sha256(token));
    if (!row || row.clientId !== clientId) return;
    if (row.kind === 'refresh') await this.revokeFamily(row.familyId, row.accountId);
    else {
      await this.store.revokeToken(row.id);
      this.accounts.forget(row.tokenHash);
      this.accounts.invalidateAccount(row.accountId);
    }
  }

  /**
   * The applications the account has authorised and that still hold a live token (access, or a
   * refresh token not yet spent), with every scope those tokens carry; newest first.
   */
  async authorizedApps(accountId: string) {
    const tokens = await this.store.findLiveTokens(accountId);
    const apps = new Map<string, { scopes: Set<string>; lastAuthorizedAt: Date }>();
    for (const t of tokens) {
      const app = apps.get(t.clientId) ?? { scopes: new Set<string>(), lastAuthorizedAt: t.createdAt };
      t.scopes.forEach((s) => app.scopes.add(s));
      if (t.createdAt > app.lastAuthorizedAt) app.lastAuthorizedAt = t.createdAt;
      apps.set(t.clientId, app);
    }
    const clients = await this.store.findClientNames([...apps.keys()]);
    const names = new Map(clients.map((c) => [c.id, c.name]));
    return [...apps]
      .map(([clientId, a]) => ({ clientId, name: names.get(clientId) ?? clientId, scopes: [...a.scopes].sort(), lastAuthorizedAt: a.lastAuthorizedAt }))
      .sort((x, y) => y.lastAuthorizedAt.getTime() - x.lastAuthorizedAt.getTime());
  }

  /** Ends every grant the account gave an application: all its tokens stop at once. */
  async revokeApp(accountId: string, clientId: string): Promise<boolean> {
    const { count } = await this.store.revokeAppTokens(accountId, clientId);
    this.accounts.invalidateAccount(accountId);
    return count > 0;
  }

  private async revokeFamily(familyId: string, accountId: string) {
    await this.store.revokeFamily(familyId);
    this.accounts.invalidateAccount(accountId);
  }

  private async issueTokens(clientId: string, accountId: string, scopes: string[], familyId: string, grantEnds: Date): Promise<TokenSet> {
    const access = newSecret(ACCESS_PREFIX);
    const refresh = newSecret(REFRESH_PREFIX);
    await this.store.insertTokens([
      { id: newId('tok'), tokenHash: sha256(access), kind: 'access', familyId, clientId, accountId, scopes, expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_S * 1000) },
      { id: newId('tok'), tokenHash: sha256(refresh), kind: 'refresh', familyId, clientId, accountId, scopes, expiresAt: grantEnds },
    ]);
    return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refresh, scope: scopes.join(' ') };
  }

  /** The principal behind an access token (looked up by hash), or null when unknown, expired or revoked. */
  async authenticate(token: string): Promise<Principal | null> {
    if (!token.startsWith(ACCESS_PREFIX) || token.length > 200) return null;
    const hash = sha256(token);
    const cached = this.accounts.cachedPrincipal(hash);
    if (cached !== undefined) return cached;
    const now = Date.now();
    const generation = this.accounts.cacheGeneration();
    const row = await this.store.findToken(hash);
    const account = row ? await this.store.findAccount(row.accountId) : null;
    const valid = row && account && row.kind === 'access' && !row.revokedAt && row.expiresAt && row.expiresAt.getTime() > now;
    const principal: Principal | null = valid
      ? {
          accountId: row.accountId,
          keyId: row.id,
          scopes: row.scopes,
          tier: effectiveTier(account, now),
          kind: 'oauth',
          expiresAt: row.expiresAt!.toISOString(),
          clientId: row.clientId,
        }
      : null;
    const until = Math.min(now + KEY_CACHE_TTL_MS, valid ? row.expiresAt!.getTime() : Infinity, account?.tierExpiresAt && account.tierExpiresAt.getTime() > now ? account.tierExpiresAt.getTime() : Infinity);
    this.accounts.cachePrincipal(hash, principal, until, generation);
    return principal;
  }

  /**
   * RFC 7662 introspection. A client learns about the tokens issued to it, an account (by one of its
   * API keys) about its own keys and tokens; anything else, like an unknown, expired, spent or revoked
   * token, is `{ active: false }` and nothing more, so the answer tells a caller nothing it does not own.
   */
  async introspect(token: string, caller: IntrospectionCaller, now = Date.now()): Promise<IntrospectionAnswer> {
    const inactive = { active: false } as const;
    if (!token || token.length > 200) return inactive;
    const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
    if (token.startsWith(KEY_PREFIX)) {
      if (!('accountId' in caller)) return inactive;
      const key = await this.store.findKey(hashKey(token));
      if (!key || key.revokedAt || key.accountId !== caller.accountId) return inactive;
      // API keys do not expire: no `exp` (RFC 7662 makes every field but `active` optional).
      return { active: true, scope: key.scopes.join(' '), token_type: 'api_key', iat: seconds(key.createdAt), sub: key.accountId };
    }
    if (!token.startsWith(ACCESS_PREFIX) && !token.startsWith(REFRESH_PREFIX)) return inactive;
    const row = await this.store.findToken(sha256(token));
    if (!row || row.revokedAt || (row.kind === 'refresh' && row.usedAt)) return inactive;
    if ('clientId' in caller ? row.clientId !== caller.clientId : row.accountId !== caller.accountId) return inactive;
    const ends = row.expiresAt ?? (row.kind === 'refresh' ? new Date(row.createdAt.getTime() + REFRESH_TOKEN_TTL_MS) : null);
    if (!ends || ends.getTime() <= now) return inactive;
    if (!(await this.store.findAccountId(row.accountId))) return inactive;
    return {
      active: true,
      scope: row.scopes.join(' '),
      client_id: row.clientId,
      token_type: row.kind === 'access' ? 'access_token' : 'refresh_token',
      exp: seconds(ends),
      iat: seconds(row.createdAt),
      sub: row.accountId,
    };
  }
}

/** Who asks an introspection question: an authenticated confidential client, or an account by its API key. */
export type IntrospectionCaller = { clientId: string } | { accountId: string };

/** RFC 7662 §2.2, with the members this server fills in (`sub` is the account id). */
export type IntrospectionAnswer =
  | { active: false }
  | { active: true; scope: string; client_id?: string; token_type: 'access_token' | 'refresh_token' | 'api_key'; exp?: number; iat: number; sub: string };
