import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATIONS_PER_HOUR } from '../../subgraphs/marketplace/src/http/registration-limits.js';
import { UNUSED_CLIENT_TTL_MS } from '../../subgraphs/marketplace/src/modules/oauth/providers/oauth-server.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';
import { dropTestDatabase } from '../testkit/global-setup.js';

// An MCP host signing in as OAuth-capable hosts do, with the MCP SDK's own client: a 401 from /mcp
// names the protected resource metadata (RFC 9728), which names the authorization server; the client
// registers itself (RFC 7591), the user signs in and consents in headless Chromium, the code comes
// back to a loopback redirect, and the token (asked for the MCP URL, RFC 8707) calls the tools.
let t: TestService;
let browser: Browser;
let callbackServer: http.Server;
let redirectUri: string;
const user = { email: `mcp-${suffix()}@example.com`, password: 'correct horse battery staple' };
let accountId: string;

beforeAll(async () => {
  t = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '60000' });
  callbackServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('signed in'));
  await new Promise<void>((r) => callbackServer.listen(0, '127.0.0.1', r));
  redirectUri = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
  ({ accountId } = await t.createAccount());
  await t.service.accounts.setLogin(accountId, user.email, user.password);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
  callbackServer?.close();
  await t?.close();
});

const mcpUrl = () => new URL('/mcp', t.baseUrl);
const metadataUrl = () => `${t.baseUrl}/.well-known/oauth-protected-resource/mcp`;

/** What an MCP host keeps between runs, in memory; its "browser" is Chromium on the consent page. */
class TestHost implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier?: string;
  /** The authorization URL the SDK opened, and the page the user saw. */
  authorizationUrl?: URL;
  consentText?: string;
  /** The code the loopback redirect received. */
  code?: string;

  get redirectUrl() {
    return redirectUri;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test MCP host',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    if (!this.verifier) throw new Error('no code verifier saved');
    return this.verifier;
  }
  async redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
    const page = await browser.newPage();
    try {
      await page.goto(url.toString());
      this.consentText = (await page.textContent('body')) ?? '';
      if (!(await page.$('input[name=email]'))) throw new Error(`no consent form: ${this.consentText}`);
      await page.fill('input[name=email]', user.email);
      await page.fill('input[name=password]', user.password);
      await Promise.all([page.waitForURL((u) => u.toString().startsWith(redirectUri)), page.click('button[value=approve]')]);
      this.code = new URL(page.url()).searchParams.get('code') ?? undefined;
    } finally {
      await page.close();
    }
  }
}

const text = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

async function register(body: unknown, contentType = 'application/json') {
  const res = await fetch(`${t.baseUrl}/oauth/register`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** An access token of a client the user granted only `scopes` (the consent page's outcome, done in process). */
async function tokenWith(scopes: string[]): Promise<string> {
  const uri = 'http://127.0.0.1/cb';
  const { clientId } = await t.service.oauth.createClient(accountId, { name: 'Narrow app', redirectUris: [uri] });
  const request = await t.service.oauth.validateAuthorize({ client_id: clientId, redirect_uri: uri, response_type: 'code', scope: scopes.join(' '), state: 's' });
  const code = await t.service.oauth.issueCode(request, accountId, scopes);
  return (await t.service.oauth.exchangeCode(clientId, { code, redirect_uri: uri })).access_token;
}

describe('discovery', () => {
  it('answers /mcp without a credential with 401 naming the resource metadata and the scopes', async () => {
    const res = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer scope="memory:read memory:write", resource_metadata="${metadataUrl()}"`);
  });

  it('serves RFC 9728 metadata for the MCP endpoint and for the edge, pointing at the authorization server', async () => {
    const mcp = (await (await fetch(metadataUrl())).json()) as Record<string, unknown>;
    expect(mcp).toMatchObject({
      resource: `${t.baseUrl}/mcp`,
      authorization_servers: [t.baseUrl],
      scopes_supported: ['memory:read', 'memory:write'],
      bearer_methods_supported: ['header'],
    });
    const edge = (await (await fetch(`${t.baseUrl}/.well-known/oauth-protected-resource`)).json()) as Record<string, unknown>;
    expect(edge).toMatchObject({ resource: t.baseUrl, authorization_servers: [t.baseUrl], bearer_methods_supported: ['header'] });
    expect(edge.scopes_supported).toEqual(expect.arrayContaining(['memory:read', 'marketplace:read']));
    const as = (await (await fetch(`${t.baseUrl}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(as).toMatchObject({ issuer: t.baseUrl, registration_endpoint: `${t.baseUrl}/oauth/register`, code_challenge_methods_supported: ['S256'] });
  });
});

describe('an MCP host signing in with the SDK', () => {
  it('registers itself, gets consent for the MCP URL, lists the tools, creates a store and finds a memory in it', async () => {
    const host = new TestHost();
    const first = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: host });
    await expect(new Client({ name: 'host', version: '1' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);

    // Registered dynamically as a public client; the consent page says the name is the client's claim.
    expect(host.client).toMatchObject({ client_name: 'Test MCP host', token_endpoint_auth_method: 'none', redirect_uris: [redirectUri] });
    expect(host.client).not.toHaveProperty('client_secret');
    expect(host.authorizationUrl!.searchParams.get('resource')).toBe(`${t.baseUrl}/mcp`);
    expect(host.authorizationUrl!.searchParams.get('scope')).toBe('memory:read memory:write');
    expect(host.authorizationUrl!.searchParams.get('code_challenge_method')).toBe('S256');
    // The SDK sends no `state` unless its host makes one: PKCE stands in for it.
    expect(host.authorizationUrl!.searchParams.has('state')).toBe(false);
    expect(host.consentText).toContain('This application registered itself');
    expect(host.code).toMatch(/^mac_/);

    await first.finishAuth(host.code!);
    expect(host.saved).toMatchObject({ token_type: 'Bearer', scope: 'memory:read memory:write' });

    const client = new Client({ name: 'host', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: host }));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['create_store', 'store', 'search']));
      const store = `oauth-${suffix()}`;
      const missing = (await client.callTool({ name: 'search', arguments: { user_id: store, query: 'pets' } })) as CallToolResult;
      expect(missing.isError).toBe(true);
      expect(text(missing)).toContain('create_store tool');
      const created = (await client.callTool({ name: 'create_store', arguments: { user_id: store } })) as CallToolResult;
      expect(created.structuredContent).toMatchObject({ user_id: store, status: 'created' });
      const stored = (await client.callTool({ name: 'store', arguments: { user_id: store, content: 'Bruno is the name of my dog.' } })) as CallToolResult;
      expect(stored.isError, text(stored)).toBeFalsy();
      const found = (await client.callTool({ name: 'search', arguments: { user_id: store, query: 'What is my pet called?' } })) as CallToolResult;
      expect((found.structuredContent as { memories: Array<{ content: string }> }).memories[0]!.content).toBe('Bruno is the name of my dog.');
    } finally {
      await client.close();
    }
  });

  it('refuses a token without either memory scope with 403 insufficient_scope', async () => {
    const token = await tokenWith(['marketplace:read']);
    const res = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer error="insufficient_scope", scope="memory:read memory:write", resource_metadata="${metadataUrl()}"`);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { data: { type: 'permission_error', code: 'insufficient_scope' } } });
  });

  it('names invalid_token in the challenge for an unknown token', async () => {
    const res = await fetch(mcpUrl(), { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer mat_unknown' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token", scope="memory:read memory:write", resource_metadata="/);
  });
});

describe('browser-based MCP hosts on another origin (CORS)', () => {
  const origin = 'https://inspector.example';
  const preflight = (path: string, method: string, headers: string) =>
    fetch(`${t.baseUrl}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers } });

  it('answers preflights of the discovery documents, registration, token, revocation and /mcp with 204, any origin, no credentials', async () => {
    const cases: Array<[string, string, string]> = [
      ['/.well-known/oauth-protected-resource/mcp', 'GET', 'mcp-protocol-version'],
      ['/.well-known/oauth-protected-resource', 'GET', 'mcp-protocol-version'],
      ['/.well-known/oauth-authorization-server', 'GET', 'mcp-protocol-version'],
      ['/oauth/register', 'POST', 'content-type,mcp-protocol-version'],
      ['/oauth/token', 'POST', 'content-type,authorization'],
      ['/oauth/revoke', 'POST', 'content-type,authorization'],
      ['/mcp', 'POST', 'authorization,content-type,mcp-protocol-version,mcp-session-id'],
    ];
    for (const [path, method, headers] of cases) {
      const res = await preflight(path, method, headers);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(res.headers.get('access-control-allow-methods')!.split(', '), path).toContain(method);
      const allowed = res.headers.get('access-control-allow-headers')!.split(', ');
      for (const h of headers.split(',')) expect(allowed, `${path} ${h}`).toContain(h);
      expect(Number(res.headers.get('access-control-max-age')), path).toBeGreaterThan(0);
    }
  });

  it('lets a page on another origin discover, register, reach the token endpoint and call /mcp, reading the 401 challenge', async () => {
    const { apiKey } = await t.createAccount();
    const page = await browser.newPage();
    try {
      // The loopback callback server is another origin (another port) than the edge.
      await page.goto(redirectUri);
      const seen = await page.evaluate(
        async ({ base, apiKey }) => {
          const version = { 'mcp-protocol-version': '2025-06-18' };
          const resource = (await (await fetch(`${base}/.well-known/oauth-protected-resource/mcp`, { headers: version })).json()) as { authorization_servers: string[] };
          const as = (await (await fetch(`${resource.authorization_servers[0]}/.well-known/oauth-authorization-server`, { headers: version })).json()) as Record<string, string>;
          const registered = await fetch(as.registration_endpoint!, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...version },
            body: JSON.stringify({ client_name: 'Browser host', redirect_uris: ['http://localhost:6274/oauth/callback'], token_endpoint_auth_method: 'none' }),
          });
          const client = (await registered.json()) as { client_id: string };
          const token = await fetch(as.token_endpoint!, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ grant_type: 'authorization_code', code: 'not-a-code', client_id: client.client_id, redirect_uri: 'http://localhost:6274/oauth/callback', code_verifier: 'v'.repeat(43) }),
          });
          const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'browser', version: '1' } } });
          const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...version };
          const anonymous = await fetch(`${base}/mcp`, { method: 'POST', headers: mcpHeaders, body: initialize });
          const signedIn = await fetch(`${base}/mcp`, { method: 'POST', headers: { ...mcpHeaders, authorization: `Bearer ${apiKey}` }, body: initialize });
          // The consent page and the console's sign-in are no API for other origins: the browser refuses.
          const closed = async (url: string, init?: RequestInit) => fetch(url, init).then(() => 'readable', () => 'refused');
          return {
            issuer: as.issuer,
            registered: registered.status,
            clientId: client.client_id,
            token: { status: token.status, body: await token.json() },
            anonymous: { status: anonymous.status, challenge: anonymous.headers.get('www-authenticate') },
            signedIn: { status: signedIn.status, body: await signedIn.json() },
            authorize: await closed(`${base}/oauth/authorize?client_id=${client.client_id}`),
            consoleSignIn: await closed(`${base}/console/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
          };
        },
        { base: t.baseUrl, apiKey },
      );
      expect(seen.issuer).toBe(t.baseUrl);
      expect(seen.registered).toBe(201);
      expect(seen.clientId).toMatch(/^cli_/);
      expect(seen.token).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      expect(seen.anonymous.status).toBe(401);
      expect(seen.anonymous.challenge).toContain(`resource_metadata="${metadataUrl()}"`);
      expect(seen.signedIn.status).toBe(200);
      expect(seen.signedIn.body).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: expect.any(Object) } });
      expect(seen.authorize).toBe('refused');
      expect(seen.consoleSignIn).toBe('refused');
    } finally {
      await page.close();
    }
  });

  it('opens no CORS on the consent page, the console or GraphQL', async () => {
    for (const path of ['/oauth/authorize', '/console/session', '/graphql', '/oauth/introspect']) {
      const res = await preflight(path, 'POST', 'content-type');
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(res.headers.get('access-control-allow-methods'), path).toBeNull();
    }
    const consent = await fetch(`${t.baseUrl}/oauth/authorize?client_id=nope`, { headers: { origin } });
    expect(consent.headers.get('access-control-allow-origin')).toBeNull();
    const session = await fetch(`${t.baseUrl}/console/session`, { headers: { origin } });
    expect(session.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('dynamic client registration', () => {
  const ok = { redirect_uris: ['http://localhost:8123/cb'], token_endpoint_auth_method: 'none', client_name: 'Desk' };

  it('refuses redirect URIs that are not https or loopback http, or carry a fragment', async () => {
    for (const uri of ['http://example.com/cb', 'http://127.0.0.1.example.com/cb', 'https://app.example.com/cb#x', 'myapp:/cb', 'javascript:alert(1)', '/relative', 'https://user:pw@app.example.com/cb']) {
      const res = await register({ ...ok, redirect_uris: [uri] });
      expect(res.status, uri).toBe(400);
      expect(res.body.error, uri).toBe('invalid_redirect_uri');
    }
    for (const redirect_uris of [[], 'https://app.example.com/cb', [1]]) {
      const res = await register({ ...ok, redirect_uris });
      expect(res.status, JSON.stringify(redirect_uris)).toBe(400);
      expect(res.body.error).toBe('invalid_redirect_uri');
    }
  });

  it('refuses metadata outside what the server supports', async () => {
    const bad: Array<Record<string, unknown>> = [
      { client_name: 'x'.repeat(101) },
      { client_name: '' },
      { client_name: 'Bell\u0007' },
      { grant_types: ['client_credentials'] },
      { grant_types: ['refresh_token'] },
      { response_types: ['token'] },
      { token_endpoint_auth_method: 'private_key_jwt' },
      { scope: 'memory:read admin' },
    ];
    for (const extra of bad) {
      const res = await register({ ...ok, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body, JSON.stringify(extra)).toMatchObject({ error: 'invalid_client_metadata', error_description: expect.any(String) });
    }
    expect((await register('{"redirect_uris":', 'application/json')).body.error).toBe('invalid_client_metadata');
    expect((await register(JSON.stringify(ok), 'text/plain')).body.error).toBe('invalid_client_metadata');
    expect((await register([ok])).body.error).toBe('invalid_client_metadata');
  });

  it('registers loopback and https clients, public or with a secret, and a public one must use PKCE', async () => {
    const pub = await register({ ...ok, redirect_uris: ['http://[::1]:9/cb', 'https://app.example.com/cb'], scope: 'memory:read' });
    expect(pub.status).toBe(201);
    expect(pub.headers.get('cache-control')).toBe('no-store');
    expect(pub.body).toMatchObject({
      client_id: expect.stringMatching(/^cli_/),
      client_id_issued_at: expect.any(Number),
      client_name: 'Desk',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      scope: 'memory:read',
    });
    expect(pub.body).not.toHaveProperty('client_secret');
    const confidential = await register({ redirect_uris: ['https://app.example.com/cb'] });
    expect(confidential.status).toBe(201);
    expect(confidential.body).toMatchObject({ token_endpoint_auth_method: 'client_secret_basic', client_secret: expect.stringMatching(/^cs_/), client_secret_expires_at: 0, client_name: 'Unnamed application' });

    const authorize = (params: Record<string, string>) =>
      fetch(`${t.baseUrl}/oauth/authorize?${new URLSearchParams({ client_id: String(pub.body.client_id), redirect_uri: 'https://app.example.com/cb', response_type: 'code', scope: 'memory:read', state: 's', ...params })}`, { redirect: 'manual' });
    const noPkce = await authorize({});
    expect(noPkce.status).toBe(302);
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const pkce = { code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' };
    const elsewhere = await authorize({ ...pkce, resource: 'https://other.example.com/mcp' });
    expect(new URL(elsewhere.headers.get('location')!).searchParams.get('error')).toBe('invalid_target');
    const page = await authorize({ ...pkce, resource: `${t.baseUrl}/mcp` });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('app.example.com');
  });

  it('sweeps clients nobody used after some days, and keeps those in use', async () => {
    const long = new Date(Date.now() - UNUSED_CLIENT_TTL_MS - 60_000);
    const metadata = { redirect_uris: ['https://app.example.com/cb'], token_endpoint_auth_method: 'none' as const, grant_types: ['authorization_code' as const], response_types: ['code' as const] };
    const unused = await t.service.oauth.registerDynamicClient(metadata, long);
    const used = await t.service.oauth.registerDynamicClient(metadata, long);
    await t.service.prisma!.oAuthClient.update({ where: { id: used.client_id }, data: { lastUsedAt: new Date() } });
    expect((await register(ok)).status).toBe(201);
    const left = await t.service.prisma!.oAuthClient.findMany({ where: { id: { in: [unused.client_id, used.client_id] } }, select: { id: true } });
    expect(left.map((c) => c.id)).toEqual([used.client_id]);
  });

  it('limits registrations per client address', async () => {
    let refused: Awaited<ReturnType<typeof register>> | undefined;
    for (let i = 0; i <= REGISTRATIONS_PER_HOUR && !refused; i++) {
      const res = await register(ok);
      if (res.status !== 201) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused!.body.error).toBe('temporarily_unavailable');
    // Invalid requests still answer as such: the limit counts only registrations that can succeed.
    expect((await register({ ...ok, redirect_uris: ['http://example.com/cb'] })).body.error).toBe('invalid_redirect_uri');
  });
});

describe('the cap on unused dynamic clients', () => {
  // A database of its own: the cap counts every unused dynamic client of the database, and the other
  // tests (of this file and of others running beside it) register clients too.
  const database = `postgresql://postgres@127.0.0.1:5432/mm_oauth_cap_${suffix()}_test`;
  const CAP = 3;
  let capped: TestService;
  beforeAll(async () => {
    capped = await startTestService({ DATABASE_URL: database, OAUTH_MAX_UNUSED_CLIENTS: String(CAP) });
  });
  afterAll(async () => {
    await capped?.close();
    await dropTestDatabase(database);
  });

  const registerAt = async (baseUrl: string) => {
    const res = await fetch(`${baseUrl}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://localhost:8123/cb'], token_endpoint_auth_method: 'none' }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
  };

  it('refuses registration with 503 once the cap of unused clients is reached, until one is used or expires', async () => {
    const ids: string[] = [];
    for (let i = 0; i < CAP; i++) {
      const res = await registerAt(capped.baseUrl);
      expect(res.status, `registration ${i + 1}`).toBe(201);
      ids.push(String(res.body.client_id));
    }
    const full = await registerAt(capped.baseUrl);
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ error: 'temporarily_unavailable', error_description: expect.any(String) });
    expect(Number(full.retryAfter)).toBeGreaterThan(0);
    expect(await capped.service.prisma!.oAuthClient.count({ where: { dynamic: true } })).toBe(CAP);

    // A client that exchanged a code no longer counts.
    await capped.service.prisma!.oAuthClient.update({ where: { id: ids[0]! }, data: { lastUsedAt: new Date() } });
    expect((await registerAt(capped.baseUrl)).status).toBe(201);
    expect((await registerAt(capped.baseUrl)).status).toBe(503);

    // Nor does one past its days unused: the registration's sweep removes it and makes room.
    await capped.service.prisma!.oAuthClient.update({ where: { id: ids[1]! }, data: { createdAt: new Date(Date.now() - UNUSED_CLIENT_TTL_MS - 60_000) } });
    expect((await registerAt(capped.baseUrl)).status).toBe(201);
    expect(await capped.service.prisma!.oAuthClient.findUnique({ where: { id: ids[1]! } })).toBeNull();
    expect((await registerAt(capped.baseUrl)).status).toBe(503);
  });
});
