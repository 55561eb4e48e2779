import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE } from '../../common/src/console-session.js';
import { DEFAULT_KEY_SCOPES } from '../../common/src/principal.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// The console's session rules: sign-in with the account's login, the cookie's attributes, CSRF on
// every /graphql request that uses it, no fixation, sign-out, and what the session may and may not do.
let t: TestService;
let accountId: string;
let apiKey: string;
const user = { email: `console-${suffix()}@example.com`, password: 'correct horse battery staple' };

beforeAll(async () => {
  t = await startTestService();
  ({ accountId, apiKey } = await t.createAccount());
  await t.service.accounts.setLogin(accountId, user.email, user.password);
});
afterAll(async () => {
  await t?.close();
});

interface Session {
  cookie: string;
  setCookie: string;
  csrf: string;
}

async function signIn(extra: Record<string, string> = {}): Promise<Session> {
  const res = await fetch(`${t.baseUrl}/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extra },
    body: JSON.stringify(user),
  });
  expect(res.status).toBe(201);
  const setCookie = res.headers.get('set-cookie')!;
  const body = (await res.json()) as { csrf_token: string; account: { id: string } };
  expect(body.account.id).toBe(accountId);
  return { cookie: setCookie.split(';')[0]!, setCookie, csrf: body.csrf_token };
}

async function graphql(query: string, headers: Record<string, string>, variables?: Record<string, unknown>) {
  const res = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
  return { status: res.status, body, code: body.errors?.[0]?.extensions?.code };
}

const KEYS = '{ viewer { apiKeys { id prefix scopes lastUsedAt } } }';
const CREATE = 'mutation($scopes: [String!]) { createApiKey(input: { scopes: $scopes }) { secret apiKey { id prefix scopes } userErrors { code message field } } }';
const REVOKE = 'mutation($id: ID!) { revokeApiKey(id: $id) { revokedApiKeyId userErrors { code field } } }';
const APPS = '{ viewer { authorizedApps { totalCount edges { node { id clientId name scopes lastAuthorizedAt } } } } }';
const REVOKE_APP = 'mutation($clientId: ID!) { revokeAuthorizedApp(clientId: $clientId) { revokedClientId userErrors { code field } } }';

describe('console sign-in', () => {
  it('refuses a wrong password and a form body', async () => {
    const wrong = await fetch(`${t.baseUrl}/console/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const form = await fetch(`${t.baseUrl}/console/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(user).toString(),
    });
    expect(form.status).toBe(415);
  });

  it('sets an HttpOnly, SameSite=Strict cookie (not Secure over plain HTTP) with an opaque token', async () => {
    const s = await signIn();
    expect(s.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=mcs_[A-Za-z0-9_-]{43};`));
    expect(s.setCookie).toMatch(/HttpOnly/);
    expect(s.setCookie).toMatch(/SameSite=Strict/);
    expect(s.setCookie).toMatch(/Path=\//);
    expect(s.setCookie).not.toMatch(/Secure/);
    // Only a hash is stored.
    const token = s.cookie.split('=')[1]!;
    const rows = await t.service.prisma.consoleSession.findMany({ where: { accountId } });
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('refuses a sign-in a browser marks as cross-site', async () => {
    const res = await fetch(`${t.baseUrl}/console/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify(user),
    });
    expect(res.status).toBe(403);
  });

  it('tells the console who is signed in and its CSRF token', async () => {
    const s = await signIn();
    const res = await fetch(`${t.baseUrl}/console/session`, { headers: { cookie: s.cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { csrf_token: string }).csrf_token).toBe(s.csrf);
    expect((await fetch(`${t.baseUrl}/console/session`)).status).toBe(401);
  });
});

describe('the session on /graphql', () => {
  it('needs the CSRF token from the same origin on every request', async () => {
    const s = await signIn();
    expect((await graphql(KEYS, { cookie: s.cookie })).code).toBe('forbidden');
    expect((await graphql(KEYS, { cookie: s.cookie, [CSRF_HEADER]: 'wrong' })).code).toBe('forbidden');
    expect((await graphql(KEYS, { cookie: s.cookie, [CSRF_HEADER]: s.csrf, origin: 'http://evil.example' })).code).toBe('forbidden');
    const ok = await graphql(KEYS, { cookie: s.cookie, [CSRF_HEADER]: s.csrf, origin: t.baseUrl });
    expect(ok.body.errors).toBeUndefined();
    expect((ok.body.data!.viewer as { apiKeys: unknown[] }).apiKeys.length).toBeGreaterThan(0);
    // Another session's token is no good.
    const other = await signIn();
    expect((await graphql(KEYS, { cookie: s.cookie, [CSRF_HEADER]: other.csrf })).code).toBe('forbidden');
  });

  it('is not accepted on the REST surfaces, nor as a header credential', async () => {
    const s = await signIn();
    const rest = await fetch(`${t.baseUrl}/v1/subscriptions`, { headers: { cookie: s.cookie, [CSRF_HEADER]: s.csrf } });
    expect(rest.status).toBe(401);
    const token = s.cookie.split('=')[1]!;
    expect((await graphql(KEYS, { 'x-api-key': token })).code).toBe('authentication_failed');
  });

  it('creates a key whose secret works, lists it, and revokes it at once', async () => {
    const s = await signIn();
    const headers = { cookie: s.cookie, [CSRF_HEADER]: s.csrf };
    const created = await graphql(CREATE, headers, { scopes: ['memory:read', 'usage:read'] });
    expect(created.body.errors).toBeUndefined();
    const { secret, apiKey: key } = created.body.data!.createApiKey as { secret: string; apiKey: { id: string; prefix: string; scopes: string[] } };
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key.scopes).toEqual(['memory:read', 'usage:read']);
    const used = await fetch(`${t.baseUrl}/v1/usage`, { headers: { authorization: `Bearer ${secret}` } });
    expect(used.status).toBe(200);
    const listed = await graphql(KEYS, headers);
    const row = (listed.body.data!.viewer as { apiKeys: { id: string; lastUsedAt: string | null }[] }).apiKeys.find((k) => k.id === key.id)!;
    expect(row).toBeTruthy();
    expect(row.lastUsedAt).not.toBeNull();
    expect((await graphql(REVOKE, headers, { id: key.id })).body.data).toEqual({ revokeApiKey: { revokedApiKeyId: key.id, userErrors: [] } });
    expect((await fetch(`${t.baseUrl}/v1/usage`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);
    // A key already revoked is a user error the page can show.
    expect((await graphql(REVOKE, headers, { id: key.id })).body.data).toEqual({ revokeApiKey: { revokedApiKeyId: null, userErrors: [{ code: 'not_found', field: 'id' }] } });
  });

  it('answers an unknown scope as a user error and creates nothing', async () => {
    const s = await signIn();
    const before = (await t.service.accounts.listKeys(accountId)).length;
    const created = await graphql(CREATE, { cookie: s.cookie, [CSRF_HEADER]: s.csrf }, { scopes: ['memory:everything'] });
    expect(created.body.errors).toBeUndefined();
    const payload = created.body.data!.createApiKey as { secret: string | null; apiKey: unknown; userErrors: { code: string; field: string | null }[] };
    expect(payload.secret).toBeNull();
    expect(payload.apiKey).toBeNull();
    expect(payload.userErrors).toMatchObject([{ code: 'invalid_request', field: 'scopes' }]);
    expect(await t.service.accounts.listKeys(accountId)).toHaveLength(before);
  });

  it('refuses an empty list of scopes as a user error and creates nothing; no scopes named gives the defaults', async () => {
    const s = await signIn();
    const headers = { cookie: s.cookie, [CSRF_HEADER]: s.csrf };
    const before = (await t.service.accounts.listKeys(accountId)).length;
    const empty = await graphql(CREATE, headers, { scopes: [] });
    expect(empty.body.errors).toBeUndefined();
    const payload = empty.body.data!.createApiKey as { secret: string | null; apiKey: unknown; userErrors: { code: string; field: string | null }[] };
    expect(payload).toMatchObject({ secret: null, apiKey: null, userErrors: [{ code: 'invalid_request', field: 'scopes' }] });
    expect(await t.service.accounts.listKeys(accountId)).toHaveLength(before);
    const unnamed = await graphql(CREATE, headers, {});
    expect((unnamed.body.data!.createApiKey as { apiKey: { scopes: string[] } }).apiKey.scopes).toEqual([...DEFAULT_KEY_SCOPES]);
  });

  it('does not let an API key create or revoke keys', async () => {
    expect((await graphql(CREATE, { 'x-api-key': apiKey }, { scopes: ['memory:read'] })).code).toBe('forbidden');
    const keys = await t.service.accounts.listKeys(accountId);
    expect((await graphql(REVOKE, { 'x-api-key': apiKey }, { id: keys[0]!.id })).code).toBe('forbidden');
  });

  it('does not let an OAuth access token create keys or manage grants', async () => {
    const token = `mat_${suffix()}`;
    const { sha256 } = await import('../../subgraphs/marketplace/src/modules/shared/providers/secrets.js');
    const { clientId } = await t.service.oauth.createClient(accountId, { name: 'App', redirectUris: ['http://127.0.0.1/cb'] });
    await t.service.prisma.oAuthToken.create({
      data: { id: `tok_${suffix()}`, tokenHash: sha256(token), kind: 'access', familyId: `fam_${suffix()}`, clientId, accountId, scopes: ['memory:read'], expiresAt: new Date(Date.now() + 60_000) },
    });
    expect((await graphql(CREATE, { authorization: `Bearer ${token}` }, { scopes: ['memory:read'] })).code).toBe('forbidden');
    // Nor see or end the account's grants; an API key may list them but not end them.
    expect((await graphql(APPS, { authorization: `Bearer ${token}` })).code).toBe('forbidden');
    const listed = await graphql(APPS, { 'x-api-key': apiKey });
    const apps = (listed.body.data!.viewer as { authorizedApps: { totalCount: number; edges: { node: { id: string; clientId: string; scopes: string[]; lastAuthorizedAt: string } }[] } }).authorizedApps;
    const app = apps.edges.find((e) => e.node.clientId === clientId)?.node;
    expect(app).toMatchObject({ id: clientId, scopes: ['memory:read'] });
    expect(new Date(app!.lastAuthorizedAt).toISOString()).toBe(app!.lastAuthorizedAt);
    expect(apps.totalCount).toBe(apps.edges.length);
    expect((await graphql(REVOKE_APP, { 'x-api-key': apiKey }, { clientId })).code).toBe('forbidden');
    const s = await signIn();
    expect((await graphql(REVOKE_APP, { cookie: s.cookie, [CSRF_HEADER]: s.csrf }, { clientId })).body.data).toEqual({ revokeAuthorizedApp: { revokedClientId: clientId, userErrors: [] } });
    expect((await graphql(REVOKE_APP, { cookie: s.cookie, [CSRF_HEADER]: s.csrf }, { clientId })).body.data).toEqual({
      revokeAuthorizedApp: { revokedClientId: null, userErrors: [{ code: 'not_found', field: 'clientId' }] },
    });
    expect((await graphql(KEYS, { authorization: `Bearer ${token}` })).code).toBe('authentication_failed');
  });
});

describe('fixation and sign-out', () => {
  it('replaces a session presented at sign-in with a new one', async () => {
    const first = await signIn();
    const second = await signIn({ cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await graphql(KEYS, { cookie: first.cookie, [CSRF_HEADER]: first.csrf })).code).toBe('authentication_failed');
    expect((await graphql(KEYS, { cookie: second.cookie, [CSRF_HEADER]: second.csrf })).body.errors).toBeUndefined();
  });

  it('signs out with the CSRF token only, clears the cookie and ends the session everywhere', async () => {
    const s = await signIn();
    expect((await fetch(`${t.baseUrl}/console/session`, { method: 'DELETE', headers: { cookie: s.cookie } })).status).toBe(403);
    const out = await fetch(`${t.baseUrl}/console/session`, { method: 'DELETE', headers: { cookie: s.cookie, [CSRF_HEADER]: s.csrf } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    // A copy of the cookie kept by an attacker is worth nothing now.
    expect((await graphql(KEYS, { cookie: s.cookie, [CSRF_HEADER]: s.csrf })).code).toBe('authentication_failed');
  });

  it('ends when it expires', async () => {
    const s = await signIn();
    const { hashKey } = await import('../../subgraphs/marketplace/src/modules/accounts/providers/accounts-manager.js');
    await t.service.prisma.consoleSession.update({ where: { tokenHash: hashKey(s.cookie.split('=')[1]!) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await graphql(KEYS, { cookie: s.cookie, [CSRF_HEADER]: s.csrf })).code).toBe('authentication_failed');
  });
});
