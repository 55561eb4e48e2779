import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_AUTHENTICATE_PATH } from '../../common/src/internal-api.js';
import { RemoteAuthenticator } from '../../gateway/src/remote-auth.js';
import { startService, type Service } from '../../gateway/src/service.js';
import { pkceChallenge } from '../../subgraphs/marketplace/src/modules/oauth/providers/oauth-server.js';
import { startMarketplaceServer, type MarketplaceServer } from '../../subgraphs/marketplace/src/server.js';
import { eventually, getWithHost, suffix, testConfig } from '../testkit/service.js';

// The scale-out shape on the real stack: the marketplace server (subgraph, internal API, OAuth
// endpoints) and an edge that has neither its code nor a database (both subgraph URLs set; nothing
// answers at the memory URL or the database address it is given).
const prefix = `test-${suffix()}`;
let market: MarketplaceServer;
let marketUrl: string;
let edge: Service;
let edgeUrl: string;
let auth: RemoteAuthenticator;
let redis: Redis;
const user = { email: `remote-${suffix()}@example.com`, password: 'correct horse battery staple' };
let accountId: string;
let apiKey: string;
const token = testConfig().subgraphs.internalToken;

beforeAll(async () => {
  market = await startMarketplaceServer(testConfig({ QUEUE_PREFIX: prefix }));
  await market.app.listen({ host: '127.0.0.1', port: 0 });
  marketUrl = `http://127.0.0.1:${(market.app.server.address() as AddressInfo).port}`;
  edge = await startService(
    testConfig({
      QUEUE_PREFIX: prefix,
      MARKETPLACE_SUBGRAPH_URL: `${marketUrl}/graphql`,
      MEMORY_SUBGRAPH_URL: 'http://127.0.0.1:9/graphql',
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/not_used',
    }),
    { worker: false },
  );
  await edge.edge.app.listen({ host: '127.0.0.1', port: 0 });
  edgeUrl = `http://127.0.0.1:${(edge.edge.app.server.address() as AddressInfo).port}`;
  expect(edge.authenticator).toBeInstanceOf(RemoteAuthenticator);
  auth = edge.authenticator as RemoteAuthenticator;
  // Answers are cached only once both halves of the relay are up.
  await Promise.all([auth.subscribed, market.principalBus.listening]);
  await eventually(async () => market.relayReady());
  redis = new Redis(testConfig().redis.url);

  const account = await market.accounts.createAccount(`remote-${suffix()}`);
  accountId = account.id;
  apiKey = (await market.accounts.createKey(accountId)).key;
  await market.accounts.setLogin(accountId, user.email, user.password);
}, 120_000);

afterAll(async () => {
  await edge?.close();
  await market?.close();
  redis?.disconnect();
});

const viewer = (headers: Record<string, string>) =>
  fetch(`${edgeUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ viewer { id } }' }) });

/** Resolves when the edge's cache has dropped what the relay said about this account. */
const invalidation = (account: string) =>
  new Promise<void>((resolve) => {
    const listener = (id: string) => {
      if (id !== account) return;
      auth.events.off('invalidate', listener);
      resolve();
    };
    auth.events.on('invalidate', listener);
  });

describe("the marketplace server's internal API", () => {
  const ask = (headers: Record<string, string>, credential = apiKey) =>
    fetch(`${marketUrl}${INTERNAL_AUTHENTICATE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ credential }) });

  it('refuses a caller without the internal token or with a wrong one', async () => {
    for (const headers of <Record<string, string>[]>[{}, { 'x-internal-token': 'wrong' }, { 'x-internal-token': token.replace(/.$/, (c) => (c === 'x' ? 'y' : 'x')) }]) {
      const res = await ask(headers);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain(accountId);
    }
  });

  it('answers the edge with the principal and how long it may be kept', async () => {
    const res = await ask({ 'x-internal-token': token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { principal: { accountId: string; kind: string }; maxAgeMs: number };
    expect(body.principal).toMatchObject({ accountId, kind: 'api_key' });
    expect(body.maxAgeMs).toBeGreaterThan(0);
    const unknown = (await (await ask({ 'x-internal-token': token }, 'mk_unknown')).json()) as { principal: unknown };
    expect(unknown.principal).toBeNull();
  });
});

describe("the marketplace server's subgraph", () => {
  it('answers a caller without the internal token, or with a wrong one, 401 in the GraphQL error shape', async () => {
    for (const headers of <Record<string, string>[]>[{}, { 'x-internal-token': 'wrong' }]) {
      const res = await fetch(`${marketUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ viewer { id } }' }) });
      expect(res.status).toBe(401);
      const body = (await res.json()) as { data?: unknown; errors: Array<{ message: string; extensions: Record<string, unknown> }> };
      expect(body.data).toBeUndefined();
      expect(body.errors[0]!.extensions).toEqual({ code: 'authentication_failed', request_id: res.headers.get('x-request-id') });
      expect(body.errors[0]!.message).toMatch(/internal token/);
    }
  });
});

describe('a remote edge', () => {
  it('authenticates API keys through the marketplace server, and refuses unknown ones', async () => {
    const res = await viewer({ authorization: `Bearer ${apiKey}` });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBe(accountId);
    expect((await viewer({ authorization: 'Bearer mk_wrong' })).status).toBe(401);
    const introspect = await fetch(`${edgeUrl}/v1/auth/introspect`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(introspect.status).toBe(200);
  });

  it('answers 503 (to be retried), not a server error, while a subgraph cannot be reached', async () => {
    // Nothing listens at the memory subgraph's address.
    const rest = await fetch(`${edgeUrl}/api/v1/memory/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ user_id: 'anyone', query: 'where is my passport' }),
    });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('1');
    expect(await rest.json()).toMatchObject({ type: 'error', error: { type: 'overloaded_error', message: expect.stringMatching(/memory service is unavailable/) } });
    const graph = await fetch(`${edgeUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ query: '{ models { id } }' }),
    });
    const body = (await graph.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('service_unavailable');
    // the marketplace, which is up, still answers
    expect((await viewer({ authorization: `Bearer ${apiKey}` })).status).toBe(200);
  });

  it('stops accepting a key revoked in the database at once, without waiting for its cache entry to expire', async () => {
    const { key, record } = await market.accounts.createKey(accountId);
    expect((await viewer({ authorization: `Bearer ${key}` })).status).toBe(200);
    expect(auth.isCached(key)).toBe(true);
    const dropped = invalidation(accountId);
    // As an operator would: straight in the database (a trigger notifies the marketplace server,
    // which relays it to every edge over Redis).
    await market.prisma.apiKey.update({ where: { id: record.id }, data: { revokedAt: new Date() } });
    await dropped;
    expect(auth.isCached(key)).toBe(false);
    expect((await viewer({ authorization: `Bearer ${key}` })).status).toBe(401);
    // the account's other key still works
    expect((await viewer({ authorization: `Bearer ${apiKey}` })).status).toBe(200);
  });

  it('empties its cache when the relay subscription drops, and subscribes and caches again once Redis is back', async () => {
    expect((await viewer({ authorization: `Bearer ${apiKey}` })).status).toBe(200);
    expect(auth.isCached(apiKey)).toBe(true);
    const states: boolean[] = [];
    let cachedWhenLost: boolean | undefined;
    const back = new Promise<void>((resolve) => {
      const listener = (on: boolean) => {
        states.push(on);
        if (!on) cachedWhenLost = auth.isCached(apiKey);
        if (on && states.includes(false)) {
          auth.events.off('listening', listener);
          resolve();
        }
      };
      auth.events.on('listening', listener);
    });
    // This edge's subscriber connection only (named after the test's own prefix).
    const clients = String(await redis.client('LIST')).split('\n');
    const id = clients.find((c) => c.includes(` name=${prefix}-principal-relay `))?.match(/\bid=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await redis.client('KILL', 'ID', id!);
    await back;
    expect(states).toEqual([false, true]);
    expect(cachedWhenLost).toBe(false);
    // Subscribed again: a change in the database reaches it.
    const dropped = invalidation(accountId);
    await market.prisma.account.update({ where: { id: accountId }, data: { tier: 'pro' } });
    await dropped;
    expect((await viewer({ authorization: `Bearer ${apiKey}` })).status).toBe(200);
    expect(auth.isCached(apiKey)).toBe(true);
  });

  it('reports the subgraphs it reaches and Redis in /ready, and stays live on /health', async () => {
    const res = await fetch(`${edgeUrl}/ready`);
    // The memory URL points at nothing.
    expect(res.status).toBe(503);
    expect(((await res.json()) as { parts: Record<string, boolean> }).parts).toEqual({ redis: true, memory: false, marketplace: true });
    const live = await fetch(`${edgeUrl}/health`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ ok: true });
  });
});

describe('OAuth through the edge proxy', () => {
  const redirectUri = 'http://127.0.0.1:9/callback';
  const verifier = 'v'.repeat(20) + suffix() + 'w'.repeat(30);

  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${edgeUrl}${path}`, { method: 'POST', redirect: 'manual', headers, body: new URLSearchParams(fields) });

  it("serves the metadata from the edge's own address, whatever the Host header says", async () => {
    const body = await getWithHost(edgeUrl, '/.well-known/oauth-authorization-server', 'attacker.example');
    const meta = JSON.parse(body) as Record<string, string>;
    expect(meta.issuer).toBe(edgeUrl);
    expect(meta.token_endpoint).toBe(`${edgeUrl}/oauth/token`);
    expect(body).not.toContain('attacker.example');
    expect(body).not.toContain(marketUrl);
  });

  it('sends an absolute request line to the marketplace, never to the host it names', async () => {
    const seen: Array<string | undefined> = [];
    const elsewhere = http.createServer((req, res) => {
      seen.push(req.headers['x-internal-token'] as string | undefined);
      res.end('{}');
    });
    await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
    try {
      const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/.well-known/oauth-authorization-server`;
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: new URL(edgeUrl).port, path: target }, (res) => {
            res.resume().on('end', () => resolve(res.statusCode!));
          })
          .on('error', reject);
      });
      expect(status).toBeGreaterThanOrEqual(200);
      expect(seen).toEqual([]);
    } finally {
      elsewhere.close();
    }
  });

  it('signs in, issues a code and tokens, and the access token works at the edge until revoked', async () => {
    const { clientId, clientSecret } = await market.oauth.createClient(accountId, { name: 'Remote App', redirectUris: [redirectUri] });
    const params = {
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'marketplace:read',
      state: 'st-1',
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: 'S256',
    };
    const page = await fetch(`${edgeUrl}/oauth/authorize?${new URLSearchParams(params)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Remote App');

    const approved = await form('/oauth/authorize', { ...params, email: user.email, password: user.password, grant_scope: 'marketplace:read', decision: 'approve' });
    expect(approved.status).toBe(302);
    const location = new URL(approved.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe('st-1');
    const code = location.searchParams.get('code')!;

    const tokenRes = await form(
      '/oauth/token',
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier, client_id: clientId, client_secret: clientSecret! },
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(tokenRes.status).toBe(200);
    const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string; scope: string };
    expect(tokens.scope).toBe('marketplace:read');

    const res = await viewer({ authorization: `Bearer ${tokens.access_token}` });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBe(accountId);
    expect(auth.isCached(tokens.access_token)).toBe(true);

    const dropped = invalidation(accountId);
    const revoked = await form('/oauth/revoke', { token: tokens.access_token, client_id: clientId, client_secret: clientSecret! });
    expect(revoked.status).toBe(200);
    await dropped;
    expect((await viewer({ authorization: `Bearer ${tokens.access_token}` })).status).toBe(401);
  });

  it('counts failed sign-ins per address the edge saw, not per address a client claims', async () => {
    const { clientId } = await market.oauth.createClient(accountId, { name: 'Guessing', redirectUris: [redirectUri] });
    const claimed = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const failed = await form(
      '/oauth/authorize',
      { client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'marketplace:read', state: 's', email: user.email, password: 'wrong', grant_scope: 'marketplace:read', decision: 'approve' },
      { 'x-edge-client-address': claimed, 'x-forwarded-for': claimed },
    );
    expect(failed.status).toBe(401);
    expect(await redis.exists(`${prefix}:login:address:127.0.0.1`)).toBe(1);
    expect(await redis.exists(`${prefix}:login:address:${claimed}`)).toBe(0);
  });
});

describe('MCP sign-in through the edge proxy', () => {
  it('registers a client at the marketplace through the edge, counted per address the edge saw; the resource metadata names the edge', async () => {
    const claimed = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const res = await fetch(`${edgeUrl}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-edge-client-address': claimed, 'x-forwarded-for': claimed },
      body: JSON.stringify({ client_name: 'Remote host', redirect_uris: ['http://127.0.0.1:9/cb'], token_endpoint_auth_method: 'none' }),
    });
    expect(res.status).toBe(201);
    const client = (await res.json()) as { client_id: string };
    expect(await market.prisma.oAuthClient.findUnique({ where: { id: client.client_id }, select: { dynamic: true, accountId: true } })).toEqual({ dynamic: true, accountId: null });
    expect(await redis.exists(`${prefix}:oauth-register:127.0.0.1`)).toBe(1);
    expect(await redis.exists(`${prefix}:oauth-register:${claimed}`)).toBe(0);

    const meta = JSON.parse(await getWithHost(edgeUrl, '/.well-known/oauth-authorization-server', 'attacker.example')) as Record<string, string>;
    expect(meta.registration_endpoint).toBe(`${edgeUrl}/oauth/register`);
    const resource = (await (await fetch(`${edgeUrl}/.well-known/oauth-protected-resource/mcp`)).json()) as Record<string, unknown>;
    expect(resource).toMatchObject({ resource: `${edgeUrl}/mcp`, authorization_servers: [edgeUrl] });
  });
});

describe('console sessions through the edge proxy', () => {
  it('signs in at the marketplace server, is accepted on /graphql with its CSRF token and ends at sign-out at once', async () => {
    const res = await fetch(`${edgeUrl}/console/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
    expect(res.status, await res.clone().text()).toBe(201);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = setCookie.split(';')[0]!;
    const { csrf_token: csrf } = (await res.json()) as { csrf_token: string };
    expect((await viewer({ cookie })).status).toBe(403);
    const ok = await viewer({ cookie, 'x-csrf-token': csrf });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBe(accountId);
    const out = await fetch(`${edgeUrl}/console/session`, { method: 'DELETE', headers: { cookie, 'x-csrf-token': csrf } });
    expect(out.status).toBe(204);
    expect((await viewer({ cookie, 'x-csrf-token': csrf })).status).toBe(401);
  });
});

describe('an edge behind a trusted proxy, in front of the marketplace server', () => {
  let proxied: Service;
  let proxiedUrl: string;
  beforeAll(async () => {
    proxied = await startService(
      testConfig({
        QUEUE_PREFIX: prefix,
        MARKETPLACE_SUBGRAPH_URL: `${marketUrl}/graphql`,
        MEMORY_SUBGRAPH_URL: 'http://127.0.0.1:9/graphql',
        DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/not_used',
        TRUSTED_PROXIES: '127.0.0.1',
      }),
      { worker: false },
    );
    await proxied.edge.app.listen({ host: '127.0.0.1', port: 0 });
    proxiedUrl = `http://127.0.0.1:${(proxied.edge.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => proxied?.close());

  it("forwards the client's address from the proxy's X-Forwarded-For, and the sign-in counts it there", async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const claimed = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const res = await fetch(`${proxiedUrl}/console/session`, {
      method: 'POST',
      // What the client wrote (left) is not believed; what the proxy appended (right) is.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${claimed}, ${client}`, 'x-edge-client-address': claimed },
      body: JSON.stringify({ email: user.email, password: 'wrong' }),
    });
    expect(res.status).toBe(401);
    expect(await redis.exists(`${prefix}:login:address:${client}`)).toBe(1);
    expect(await redis.exists(`${prefix}:login:address:${claimed}`)).toBe(0);
  });
});
