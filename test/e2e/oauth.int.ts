import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as oauth from 'oauth4webapi';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceChallenge } from '../../subgraphs/marketplace/src/modules/oauth/providers/oauth-server.js';
import { sha256 } from '../../subgraphs/marketplace/src/modules/shared/providers/secrets.js';
import { getWithHost, startTestService, suffix, testConfig, type TestService } from '../testkit/service.js';

// The OAuth 2.0 authorization code flow end to end: a real client library (oauth4webapi) on one
// side, headless Chromium on the login and consent page, the service's endpoints on the other.
let t: TestService;
let browser: Browser;
let callbackServer: http.Server;
let redirectUri: string;
let as: oauth.AuthorizationServer;
const user = { email: `user-${suffix()}@example.com`, password: 'correct horse battery staple' };
let accountId: string;
const opts = { [oauth.allowInsecureRequests]: true };

const vectors = JSON.parse(readFileSync(path.join(testConfig().evalDataDir, 'vectors/webhook-and-pkce-vectors.json'), 'utf8')) as {
  pkce_s256: { code_verifier: string; code_challenge: string };
};

beforeAll(async () => {
  t = await startTestService();
  callbackServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
  await new Promise<void>((r) => callbackServer.listen(0, '127.0.0.1', r));
  redirectUri = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
  const account = await t.createAccount();
  accountId = account.accountId;
  await t.service.accounts.setLogin(accountId, user.email, user.password);
  const discovery = await oauth.discoveryRequest(new URL(t.baseUrl), { algorithm: 'oauth2', ...opts });
  as = await oauth.processDiscoveryResponse(new URL(t.baseUrl), discovery);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
  callbackServer?.close();
  await t?.close();
});

function authorizeUrl(params: Record<string, string | undefined>): string {
  const url = new URL(as.authorization_endpoint!);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** Logs in on the consent page, unticks `remove`, approves; returns the URL the browser landed on. */
async function consent(url: string, remove: string[] = [], password = user.password): Promise<URL> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.fill('input[name=email]', user.email);
    await page.fill('input[name=password]', password);
    for (const s of remove) await page.uncheck(`input[name=grant_scope][value="${s}"]`);
    await Promise.all([page.waitForURL((u) => u.toString().startsWith(redirectUri) || u.pathname === '/oauth/authorize'), page.click('button[value=approve]')]);
    return new URL(page.url());
  } finally {
    await page.close();
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('PKCE', () => {
  it('computes the RFC 7636 S256 challenge like the client library', async () => {
    expect(pkceChallenge(vectors.pkce_s256.code_verifier)).toBe(vectors.pkce_s256.code_challenge);
    expect(await oauth.calculatePKCECodeChallenge(vectors.pkce_s256.code_verifier)).toBe(vectors.pkce_s256.code_challenge);
  });
});

describe('authorization code flow (confidential client, PKCE)', () => {
  it('logs in, lets the user remove a scope, exchanges the code, rotates refresh tokens and revokes the chain on reuse', async () => {
    const { clientId, clientSecret } = await t.service.oauth.createClient(accountId, { name: 'Test App', redirectUris: [redirectUri] });
    const client: oauth.Client = { client_id: clientId };
    const auth = oauth.ClientSecretPost(clientSecret!);
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = authorizeUrl({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'marketplace:read subscriptions:read subscriptions:write',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    // a wrong password shows the page again
    expect((await consent(url, [], 'wrong password')).pathname).toBe('/oauth/authorize');
    const landed = await consent(url, ['subscriptions:write']);
    const params = oauth.validateAuthResponse(as, client, landed, state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, verifier, opts),
    );
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: 'marketplace:read subscriptions:read' });

    const intro = (await (await fetch(`${t.baseUrl}/v1/auth/introspect`, { headers: bearer(tokens.access_token) })).json()) as Record<string, unknown>;
    expect(intro).toMatchObject({ active: true, scopes: ['marketplace:read', 'subscriptions:read'], client_id: clientId });
    const ttl = Date.parse(String(intro.expires_at)) - Date.now();
    expect(ttl).toBeGreaterThan(3500_000);
    expect(ttl).toBeLessThanOrEqual(3600_000);
    expect((await fetch(`${t.baseUrl}/v1/subscriptions`, { headers: bearer(tokens.access_token) })).status).toBe(200);
    const denied = await fetch(`${t.baseUrl}/v1/subscriptions`, {
      method: 'POST',
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ api_id: 'memory-api', plan_id: 'memory-api-free' }),
    });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: Record<string, unknown> }).error).toMatchObject({ code: 'insufficient_scope', required_scope: 'subscriptions:write' });

    // rotation: a new refresh token each time
    const second = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, opts));
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(tokens.refresh_token);
    expect(second.scope).toBe('marketplace:read subscriptions:read');
    expect((await fetch(`${t.baseUrl}/v1/subscriptions`, { headers: bearer(second.access_token) })).status).toBe(200);

    // reuse of the spent refresh token revokes the whole chain
    await expect(
      oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, opts)),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await fetch(`${t.baseUrl}/v1/subscriptions`, { headers: bearer(second.access_token) })).status).toBe(401);
    await expect(
      oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, second.refresh_token!, opts)),
    ).rejects.toThrow();
  });

  it('revokes an access token', async () => {
    const { clientId, clientSecret } = await t.service.oauth.createClient(accountId, { name: 'Revoker', redirectUris: [redirectUri] });
    const client: oauth.Client = { client_id: clientId };
    const auth = oauth.ClientSecretPost(clientSecret!);
    const state = oauth.generateRandomState();
    const landed = await consent(authorizeUrl({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'marketplace:read', state }));
    const params = oauth.validateAuthResponse(as, client, landed, state);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, oauth.nopkce, opts));
    expect((await fetch(`${t.baseUrl}/v1/marketplace/categories`, { headers: bearer(tokens.access_token) })).status).toBe(200);
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, tokens.access_token, opts));
    expect((await fetch(`${t.baseUrl}/v1/marketplace/categories`, { headers: bearer(tokens.access_token) })).status).toBe(401);
  });
});

describe('a standard client (oauth4webapi) from discovery to a Bearer memory search', () => {
  it('discovers the endpoints, authorizes with PKCE, refreshes, introspects (RFC 7662) and searches memories with the access token', async () => {
    // Discovery (beforeAll) found the RFC 7662 endpoint.
    expect(as.introspection_endpoint).toBe(`${t.baseUrl}/oauth/introspect`);
    const { clientId, clientSecret } = await t.service.oauth.createClient(accountId, { name: 'Memory Agent', redirectUris: [redirectUri] });
    const client: oauth.Client = { client_id: clientId };
    const auth = oauth.ClientSecretBasic(clientSecret!);
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = authorizeUrl({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'memory:read marketplace:read',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const params = oauth.validateAuthResponse(as, client, await consent(url), state);
    const first = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, verifier, opts));
    const tokens = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, first.refresh_token!, opts));
    const introspect = async (token: string, by: oauth.Client = client, with_: oauth.ClientAuth = auth) =>
      oauth.processIntrospectionResponse(as, by, await oauth.introspectionRequest(as, by, with_, token, opts));

    const active = await introspect(tokens.access_token);
    expect(active).toMatchObject({ active: true, scope: 'memory:read marketplace:read', client_id: clientId, token_type: 'access_token', sub: accountId });
    expect(active.exp! - active.iat!).toBe(3600);
    const refresh = await introspect(tokens.refresh_token!);
    expect(refresh).toMatchObject({ active: true, client_id: clientId, token_type: 'refresh_token', sub: accountId });
    // Spent, unknown or another client's: `active: false` and nothing more.
    expect(await introspect(first.refresh_token!)).toEqual({ active: false });
    expect(await introspect('mat_unknown')).toEqual({ active: false });
    const other = await t.service.oauth.createClient(accountId, { name: 'Other App', redirectUris: [redirectUri] });
    expect(await introspect(tokens.access_token, { client_id: other.clientId }, oauth.ClientSecretPost(other.clientSecret!))).toEqual({ active: false });

    // An API key of the account may ask too (for its own tokens and keys); a caller who is neither is refused.
    const apiKey = (await t.service.accounts.createKey(accountId)).key;
    const asKey = async (token: string, headers: Record<string, string> = bearer(apiKey)) => {
      const res = await fetch(`${t.baseUrl}/oauth/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await asKey(tokens.access_token)).toMatchObject({ status: 200, body: { active: true, client_id: clientId, sub: accountId } });
    const key = await asKey(apiKey, { 'x-api-key': apiKey });
    expect(key.body).toMatchObject({ active: true, token_type: 'api_key', sub: accountId, scope: 'marketplace:read memory:read memory:write' });
    expect(key.body).not.toHaveProperty('exp');
    expect(await asKey(tokens.access_token, {})).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await asKey(tokens.access_token, bearer('mk_wrong'))).toMatchObject({ status: 401, body: { error: 'invalid_client' } });

    // The spec's own introspection of the caller's credential reads as its types (a date-time).
    const own = (await (await fetch(`${t.baseUrl}/v1/auth/introspect`, { headers: bearer(tokens.access_token) })).json()) as Record<string, unknown>;
    expect(Math.floor(Date.parse(String(own.expires_at)) / 1000)).toBe(active.exp);

    // The access token in Authorization: Bearer on the memory surface.
    const store = `bearer-${suffix()}`;
    const owner = { 'x-api-key': apiKey, 'content-type': 'application/json' };
    expect((await fetch(`${t.baseUrl}/api/v1/memory/collection`, { method: 'POST', headers: owner, body: JSON.stringify({ user_id: store }) })).status).toBe(200);
    const stored = (await (
      await fetch(`${t.baseUrl}/api/v1/memory/store`, { method: 'POST', headers: owner, body: JSON.stringify({ user_id: store, content: 'The boat is moored at pier seven.' }) })
    ).json()) as { id: string };
    const search = await fetch(`${t.baseUrl}/api/v1/memory/search`, {
      method: 'POST',
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: store, query: 'where is the boat?' }),
    });
    expect(search.status).toBe(200);
    expect(((await search.json()) as { memories: Array<{ id: string }> }).memories[0]!.id).toBe(stored.id);
    // Granted no memory:write, the token cannot store.
    const write = await fetch(`${t.baseUrl}/api/v1/memory/store`, {
      method: 'POST',
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: store, content: 'Something new' }),
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { error: Record<string, unknown> }).error).toMatchObject({ type: 'permission_error', required_scope: 'memory:write' });
  });
});

describe('public clients and bad requests', () => {
  it('requires PKCE from public clients and checks the verifier', async () => {
    const { clientId } = await t.service.oauth.createClient(accountId, { name: 'Mobile', redirectUris: [redirectUri], public: true });
    const client: oauth.Client = { client_id: clientId, token_endpoint_auth_method: 'none' };
    const state = oauth.generateRandomState();
    const noPkce = await fetch(authorizeUrl({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'marketplace:read', state }), { redirect: 'manual' });
    expect(noPkce.status).toBe(302);
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    const verifier = oauth.generateRandomCodeVerifier();
    const url = authorizeUrl({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'marketplace:read usage:read',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const params = oauth.validateAuthResponse(as, client, await consent(url), state);
    await expect(
      oauth.processAuthorizationCodeResponse(
        as,
        client,
        await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, oauth.generateRandomCodeVerifier(), opts),
      ),
    ).rejects.toThrow();
    const params2 = oauth.validateAuthResponse(as, client, await consent(url), state);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params2, redirectUri, verifier, opts));
    expect(tokens.scope).toBe('marketplace:read usage:read');
    expect((await fetch(`${t.baseUrl}/v1/marketplace/categories`, { headers: bearer(tokens.access_token) })).status).toBe(200);
    // a code is single use; presenting it again revokes what it produced
    await expect(
      oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params2, redirectUri, verifier, opts)),
    ).rejects.toThrow();
    expect((await fetch(`${t.baseUrl}/v1/marketplace/categories`, { headers: bearer(tokens.access_token) })).status).toBe(401);
  });

  it('rejects a request without scope, a foreign redirect_uri, added scopes and a JSON token request', async () => {
    const { clientId, clientSecret } = await t.service.oauth.createClient(accountId, { name: 'Strict', redirectUris: [redirectUri] });
    const base = { client_id: clientId, redirect_uri: redirectUri, response_type: 'code', state: 'xyz' };
    const noScope = await fetch(authorizeUrl(base), { redirect: 'manual' });
    expect(noScope.status).toBe(302);
    const loc = new URL(noScope.headers.get('location')!);
    expect(loc.searchParams.get('error')).toBe('invalid_scope');
    expect(loc.searchParams.get('state')).toBe('xyz');
    const foreign = await fetch(authorizeUrl({ ...base, scope: 'marketplace:read', redirect_uri: `${redirectUri}/other` }), { redirect: 'manual' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
    // a tampered form that adds a scope beyond the request
    const form = new URLSearchParams({ ...base, scope: 'marketplace:read', email: user.email, password: user.password, decision: 'approve' });
    form.append('grant_scope', 'marketplace:read');
    form.append('grant_scope', 'billing:read');
    const added = await fetch(`${t.baseUrl}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    expect(added.status).toBe(400);
    const json = await fetch(`${t.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code: 'x', client_id: clientId, client_secret: clientSecret }),
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe('invalid_request');
  });
});

describe('what a token may do is what was granted', () => {
  /** A token of the signed-in user for `requested`, with `remove` unticked on the consent page. */
  async function tokenFor(requested: string, remove: string[] = []) {
    const { clientId, clientSecret } = await t.service.oauth.createClient(accountId, { name: 'Scoped App', redirectUris: [redirectUri] });
    const client: oauth.Client = { client_id: clientId };
    const state = oauth.generateRandomState();
    const url = authorizeUrl({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: requested, state });
    const params = oauth.validateAuthResponse(as, client, await consent(url, remove), state);
    const grant = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretPost(clientSecret!), params, redirectUri, oauth.nopkce, opts);
    return (await oauth.processAuthorizationCodeResponse(as, client, grant)).access_token;
  }
  const memory = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${t.baseUrl}/api/v1/memory/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const graphql = async (query: string, headers: Record<string, string>) =>
    (await (await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) })).json()) as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ extensions: Record<string, unknown> }>;
    };

  it('shows the memory scopes on the consent page, described', async () => {
    const { clientId } = await t.service.oauth.createClient(accountId, { name: 'Memory App', redirectUris: [redirectUri] });
    const page = await (await fetch(authorizeUrl({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'memory:read memory:write', state: 's' }))).text();
    expect(page).toMatch(/value="memory:read" checked> <code>memory:read<\/code> Search and read your memories/);
    expect(page).toMatch(/value="memory:write" checked> <code>memory:write<\/code> Store, change and erase your memories/);
  });

  it('a marketplace:read token neither reads nor erases memories, over REST and GraphQL, and cannot list the API keys', async () => {
    const store = `oauth-${suffix()}`;
    const owner = { 'x-api-key': (await t.service.accounts.createKey(accountId)).key };
    expect((await memory('collection', { user_id: store }, owner)).status).toBe(200);
    const stored = (await (await memory('store', { user_id: store, content: 'The spare key is under the blue flowerpot.' }, owner)).json()) as { id: string };

    const token = await tokenFor('marketplace:read');
    for (const headers of [{ 'x-api-key': token }, bearer(token)]) {
      const read = await memory('get', { user_id: store, memory_id: stored.id }, headers);
      const readBody = (await read.json()) as { error: Record<string, unknown> };
      // The token is judged by its scopes in either header.
      expect(read.status).toBe(403);
      expect(readBody.error).toMatchObject({ type: 'permission_error', code: 'insufficient_scope', required_scope: 'memory:read' });
      const erase = await memory('forget', { user_id: store }, headers);
      expect(erase.status).toBe(403);
      expect(((await erase.json()) as { error: Record<string, unknown> }).error).toMatchObject({ required_scope: 'memory:write' });
      const q = await graphql(`{ memory(userId: "${store}", memoryId: "${stored.id}") { memory { id content } } }`, headers);
      expect(q.errors?.[0]?.extensions).toMatchObject({ code: 'insufficient_scope', required_scope: 'memory:read' });
      const m = await graphql(`mutation { forget(userId: "${store}") { status deleted } }`, headers);
      expect(m.errors?.[0]?.extensions).toMatchObject({ code: 'insufficient_scope', required_scope: 'memory:write' });
      const keys = await graphql('{ viewer { id apiKeys { prefix } } }', headers);
      expect(keys.errors?.[0]?.extensions).toMatchObject({ code: 'forbidden' });
      expect(JSON.stringify(keys.data ?? {})).not.toContain('mk_');
      const stores = await graphql('{ viewer { stores { userId } } }', headers);
      expect(stores.errors?.[0]?.extensions).toMatchObject({ code: 'insufficient_scope', required_scope: 'memory:read' });
    }
    // Nothing was erased.
    const after = (await (await memory('stats', { user_id: store }, owner)).json()) as { total_memories: number };
    expect(after.total_memories).toBe(1);
    // The owner's own key still lists the keys.
    expect((await graphql('{ viewer { apiKeys { prefix } } }', owner)).data).toMatchObject({ viewer: { apiKeys: expect.any(Array) } });
  });

  it('a token granted memory:read reads memories and still cannot write them', async () => {
    const store = `oauth-read-${suffix()}`;
    const owner = { 'x-api-key': (await t.service.accounts.createKey(accountId)).key };
    expect((await memory('collection', { user_id: store }, owner)).status).toBe(200);
    const stored = (await (await memory('store', { user_id: store, content: 'The piano tuner comes on Thursdays.' }, owner)).json()) as { id: string };
    const token = await tokenFor('memory:read memory:write', ['memory:write']);
    const headers = { 'x-api-key': token };
    expect((await memory('get', { user_id: store, memory_id: stored.id }, headers)).status).toBe(200);
    const q = await graphql(`{ memory(userId: "${store}", memoryId: "${stored.id}") { memory { id } } }`, headers);
    expect(q.data).toEqual({ memory: { memory: { id: stored.id } } });
    const denied = await memory('store', { user_id: store, content: 'Something new' }, headers);
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: Record<string, unknown> }).error).toMatchObject({ required_scope: 'memory:write' });
  });
});

describe('authorization server hardening', () => {
  it('builds the metadata from the configured issuer, not from the Host header', async () => {
    const body = await getWithHost(t.baseUrl, '/.well-known/oauth-authorization-server', 'attacker.example');
    const meta = JSON.parse(body) as Record<string, string>;
    expect(meta.issuer).toBe(t.baseUrl);
    expect(meta.token_endpoint).toBe(`${t.baseUrl}/oauth/token`);
    expect(body).not.toContain('attacker.example');
  });

  it("locks an account's sign-in from an address after 10 failures in a row there; other accounts still sign in", async () => {
    const victim = await t.createAccount();
    const email = `victim-${suffix()}@example.com`;
    await t.service.accounts.setLogin(victim.accountId, email, user.password);
    const { clientId } = await t.service.oauth.createClient(accountId, { name: 'Guessing', redirectUris: [redirectUri] });
    const signIn = (login: string, password: string) =>
      fetch(`${t.baseUrl}/oauth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'marketplace:read', state: 's',
          email: login, password, grant_scope: 'marketplace:read', decision: 'approve',
        }),
      });
    // a success clears the count: failures must be consecutive
    for (let i = 0; i < 9; i++) expect((await signIn(email, `guess-${i}`)).status).toBe(401);
    expect((await signIn(email, user.password)).status).toBe(302);
    for (let i = 0; i < 10; i++) expect((await signIn(email, `guess-${i}`)).status).toBe(401);
    const locked = await signIn(email.toUpperCase(), user.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.text()).toContain('Too many failed sign-ins');
    // the same address still signs another account in
    expect((await signIn(user.email, user.password)).status).toBe(302);
  });
});

describe('refresh token lifetime', () => {
  it('ends every refresh token of a grant 30 days after consent; rotation does not extend it', async () => {
    const { clientId, clientSecret } = await t.service.oauth.createClient(accountId, { name: 'Lifetime', redirectUris: [redirectUri] });
    const valid = await t.service.oauth.validateAuthorize({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'marketplace:read', state: 's' });
    const code = await t.service.oauth.issueCode(valid, accountId, ['marketplace:read']);
    const before = Date.now();
    const first = await t.service.oauth.exchangeCode(clientId, { code, redirect_uri: redirectUri });
    const refreshRow = async (token: string) => t.service.prisma.oAuthToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    const firstEnds = (await refreshRow(first.refresh_token)).expiresAt!.getTime();
    expect(firstEnds).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    expect(firstEnds).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);

    const refresh = (token: string) =>
      fetch(`${t.baseUrl}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: clientId, client_secret: clientSecret! }),
      });
    const rotated = (await (await refresh(first.refresh_token)).json()) as { refresh_token: string };
    expect((await refreshRow(rotated.refresh_token)).expiresAt!.getTime()).toBe(firstEnds);

    // the grant's end passes: the refresh token no longer works
    await t.service.prisma.oAuthToken.updateMany({ where: { tokenHash: sha256(rotated.refresh_token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await refresh(rotated.refresh_token);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
