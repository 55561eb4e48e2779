import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// What the REST surfaces promise beyond the shared contract: envelopes, statuses, headers, and the
// federated GraphQL graph reading both subgraphs in one query.
let t: TestService;
let apiKey: string;

beforeAll(async () => {
  // Webhooks registered here point at loopback and never receive anything (no events happen).
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  apiKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(t.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function memoryError(res: Response, status: number, type: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { type: string; error: Record<string, unknown> };
  expect(body.type).toBe('error');
  expect(body.error.type).toBe(type);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.request_id).toBe(res.headers.get('x-request-id'));
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  return body.error;
}

async function marketplaceError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: Record<string, unknown> };
  expect(body.error).toMatchObject({ code, status });
  expect(typeof body.error.message).toBe('string');
  expect(body.error.request_id).toBe(res.headers.get('x-request-id'));
  return body.error;
}

describe('health and request ids', () => {
  it('answers /health without a key', async () => {
    const res = await fetch(`${t.baseUrl}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, service: 'memory-marketplace' });
    expect(Number.isNaN(Date.parse(String(body.ts)))).toBe(false);
  });

  it('answers /ready with each dependency it reached', async () => {
    const res = await fetch(`${t.baseUrl}/ready`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, service: 'memory-marketplace', parts: { postgres: true, milvus: true, redis: true } });
    expect(Number.isNaN(Date.parse(String(body.ts)))).toBe(false);
  });

  it('echoes a well-formed x-request-id and mints one otherwise', async () => {
    const echoed = await fetch(`${t.baseUrl}/health`, { headers: { 'x-request-id': 'client-abc.123' } });
    expect(echoed.headers.get('x-request-id')).toBe('client-abc.123');
    const minted = await fetch(`${t.baseUrl}/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(minted.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  });
});

describe('OpenAPI', () => {
  it('describes every REST route with its key scheme and request shape', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; security: unknown[]; requestBody?: { content: Record<string, { schema: { required?: string[] } }> }; parameters?: Array<{ name: string }> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/models', '/api/v1/memory/collection', '/api/v1/memory/store', '/api/v1/memory/search', '/api/v1/memory/get', '/v1/marketplace/apis']),
    );
    const store = doc.paths['/api/v1/memory/store']!.post!;
    expect(store.operationId).toBe('StoreMemory');
    expect(store.security).toEqual([{ apiKey: ['memory:write'] }, { bearer: ['memory:write'] }, { oauth2: ['memory:write'] }]);
    expect(store.requestBody!.content['application/json']!.schema.required).toEqual(['user_id', 'content']);
    const list = doc.paths['/v1/marketplace/apis']!.get!;
    expect(list.security).toEqual([{ bearer: ['marketplace:read'] }, { oauth2: ['marketplace:read'] }, { apiKey: ['marketplace:read'] }]);
    expect(list.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'offset', 'after', 'category', 'sort', 'status']));
    expect(doc.paths['/api/v1/models']!.get!.security).toEqual([]);
  });
});

describe('memory surface errors', () => {
  it('401 without a key or with a wrong key, in either header', async () => {
    await memoryError(await post('/api/v1/memory/search', { user_id: 'default', query: 'x' }), 401, 'authentication_error');
    await memoryError(await post('/api/v1/memory/search', { user_id: 'default', query: 'x' }, { 'x-api-key': 'mk_wrong' }), 401, 'authentication_error');
    await memoryError(await post('/api/v1/memory/search', { user_id: 'default', query: 'x' }, { authorization: 'Bearer mk_wrong' }), 401, 'authentication_error');
  });

  it('takes the API key in Authorization: Bearer as in X-API-Key', async () => {
    const res = await post('/api/v1/memory/search', { user_id: 'default', query: 'x' }, { authorization: `Bearer ${apiKey}` });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { memories: unknown[] }).memories).toEqual(expect.any(Array));
  });

  it('400 for malformed JSON, a non-object body and missing fields', async () => {
    const headers = { 'x-api-key': apiKey };
    await memoryError(await post('/api/v1/memory/store', '{"user_id": "default", ', headers), 400, 'invalid_request_error');
    await memoryError(await post('/api/v1/memory/store', '[1,2]', headers), 400, 'invalid_request_error');
    const e = await memoryError(await post('/api/v1/memory/store', { user_id: 'default' }, headers), 400, 'invalid_request_error');
    expect(e.param).toBe('content');
    await memoryError(await post('/api/v1/memory/collection', {}, headers), 400, 'invalid_request_error');
  });

  it('404 for a missing store with the way to create it', async () => {
    const e = await memoryError(
      await post('/api/v1/memory/get', { user_id: `missing-${suffix()}`, memory_id: '00000000-0000-4000-8000-000000000000' }, { 'x-api-key': apiKey }),
      404,
      'not_found_error',
    );
    expect(String(e.message)).toContain('POST /api/v1/memory/collection');
  });

  it('404 in the memory envelope for an unknown memory path', async () => {
    await memoryError(await post('/api/v1/memory/nope', {}, { 'x-api-key': apiKey }), 404, 'not_found_error');
  });

  it('accepts extra body fields', async () => {
    const res = await post('/api/v1/memory/collection', { user_id: `extra-${suffix()}`, colour: 'blue' }, { 'x-api-key': apiKey });
    expect(res.status).toBe(200);
  });
});

describe('marketplace surface', () => {
  const get = (path: string, headers: Record<string, string> = { authorization: `Bearer ${apiKey}` }) => fetch(t.baseUrl + path, { headers });

  it('401 without a key or with a wrong one, in the marketplace envelope', async () => {
    await marketplaceError(await get('/v1/marketplace/apis', {}), 401, 'authentication_failed');
    await marketplaceError(await get('/v1/marketplace/apis', { authorization: 'Bearer mk_wrong' }), 401, 'authentication_failed');
    await marketplaceError(await get('/v1/marketplace/apis', { 'x-api-key': 'mk_wrong' }), 401, 'authentication_failed');
  });

  it('takes the API key in X-API-Key as in Authorization: Bearer', async () => {
    expect((await get('/v1/marketplace/apis', { 'x-api-key': apiKey })).status).toBe(200);
  });

  it('403 insufficient_scope with required_scope for a key without marketplace:read', async () => {
    const { apiKey: usageOnly } = await t.createAccount(['usage:read']);
    const e = await marketplaceError(await get('/v1/marketplace/apis', { authorization: `Bearer ${usageOnly}` }), 403, 'insufficient_scope');
    expect(e).toMatchObject({ type: 'insufficient_scope', required_scope: 'marketplace:read' });
  });

  it('lists the seeded catalogue (50+ APIs in several categories, the memory API among them)', async () => {
    const res = await get('/v1/marketplace/apis?limit=100');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { object: string; data: Array<Record<string, unknown>>; total: number; has_more: boolean; limit: number; offset: number };
    expect(body).toMatchObject({ object: 'list', limit: 100, offset: 0 });
    expect(body.total).toBeGreaterThanOrEqual(50);
    expect(new Set(body.data.map((a) => a.category)).size).toBeGreaterThanOrEqual(5);
    expect(body.data.find((a) => a.id === 'memory-api')).toMatchObject({ name: 'Memory API', category: 'ai-ml', subscribed: false });
    for (const a of body.data) {
      expect(Object.keys(a).sort()).toEqual(['category', 'description', 'id', 'name', 'pricing', 'subscribed', 'version']);
      expect(a.pricing).toEqual({ model: expect.any(String), base_price: expect.any(Number) });
    }
  });

  it('pages with next_cursor without gaps or repeats, for every sort', async () => {
    for (const sort of ['popular', 'newest', 'name']) {
      const all = (await (await get(`/v1/marketplace/apis?limit=100&sort=${sort}`)).json()) as { data: Array<{ id: string }>; total: number };
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page = (await (await get(`/v1/marketplace/apis?limit=7&sort=${sort}${after ? `&after=${after}` : ''}`)).json()) as {
          data: Array<{ id: string }>;
          next_cursor: string | null;
          has_more: boolean;
        };
        seen.push(...page.data.map((a) => a.id));
        expect(page.has_more).toBe(page.next_cursor !== null);
        after = page.next_cursor;
      } while (after);
      expect(seen).toEqual(all.data.map((a) => a.id));
    }
  });

  it('400 invalid_parameter with the field for a bad limit, sort or cursor', async () => {
    const e = await marketplaceError(await get('/v1/marketplace/apis?limit=0'), 400, 'invalid_parameter');
    expect(e.param).toBe('limit');
    await marketplaceError(await get('/v1/marketplace/apis?limit=101'), 400, 'invalid_parameter');
    await marketplaceError(await get('/v1/marketplace/apis?limit=abc'), 400, 'invalid_parameter');
    await marketplaceError(await get('/v1/marketplace/apis?sort=random'), 400, 'invalid_parameter');
    await marketplaceError(await get('/v1/marketplace/apis?after=garbage'), 400, 'invalid_parameter');
  });

  it('filters by category', async () => {
    const body = (await (await get('/v1/marketplace/apis?category=geo&limit=100')).json()) as { data: Array<{ category: string }>; total: number };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.data.length);
    expect(body.data.every((a) => a.category === 'geo')).toBe(true);
  });
});

describe('federated GraphQL', () => {
  it('reads stores (memory subgraph) and keys and the catalogue (marketplace subgraph) in one query', async () => {
    const store = `fed-${suffix()}`;
    await post('/api/v1/memory/collection', { user_id: store }, { 'x-api-key': apiKey });
    const res = await post(
      '/graphql',
      { query: '{ viewer { id apiKeys { prefix scopes } stores { userId totalMemories } } apis(limit: 3) { total data { id name } } }' },
      { authorization: `Bearer ${apiKey}` },
    );
    const body = (await res.json()) as { data: { viewer: { apiKeys: Array<{ prefix: string; scopes: string[] }>; stores: Array<{ userId: string }> }; apis: { total: number; data: unknown[] } } };
    expect(body.data.viewer.apiKeys).toEqual([{ prefix: apiKey.slice(0, 10), scopes: ['marketplace:read', 'memory:read', 'memory:write'] }]);
    expect(body.data.viewer.stores.map((s) => s.userId)).toEqual(expect.arrayContaining(['default', store]));
    expect(body.data.apis.data).toHaveLength(3);
  });

  it('rejects a wrong key with 401 and an unauthenticated query with UNAUTHENTICATED', async () => {
    const wrong = await post('/graphql', { query: '{ viewer { id } }' }, { 'x-api-key': 'mk_wrong' });
    expect(wrong.status).toBe(401);
    const anon = (await (await post('/graphql', { query: '{ viewer { id } }' })).json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(anon.errors[0]!.extensions.code).toBe('authentication_failed');
  });
});

describe('scopes in the memory envelope', () => {
  it('403 permission_error with code insufficient_scope and required_scope for a key without memory scopes', async () => {
    const { accountId } = (await t.service.accounts.authenticate(apiKey))!;
    const marketOnly = (await t.service.accounts.createKey(accountId, ['marketplace:read'])).key;
    const e = await memoryError(await post('/api/v1/memory/search', { user_id: 'default', query: 'x' }, { 'x-api-key': marketOnly }), 403, 'permission_error');
    expect(e).toMatchObject({ code: 'insufficient_scope', required_scope: 'memory:read' });
    const w = await memoryError(await post('/api/v1/memory/forget', { user_id: 'default' }, { 'x-api-key': marketOnly }), 403, 'permission_error');
    expect(w).toMatchObject({ code: 'insufficient_scope', required_scope: 'memory:write' });
  });
});

describe('a credential in both headers', () => {
  const call = (path: string, headers: Record<string, string>) =>
    path === '/graphql' ? post('/graphql', { query: '{ viewer { id } }' }, headers) : path.startsWith('/api/') ? post(path, { user_id: 'default' }, headers) : fetch(t.baseUrl + path, { headers });
  const same = () => ({ 'x-api-key': apiKey, authorization: `Bearer ${apiKey}` });
  const differing = () => [
    { 'x-api-key': 'mk_wrong', authorization: `Bearer ${apiKey}` },
    { 'x-api-key': apiKey, authorization: 'Bearer mk_wrong' },
  ];

  it('/v1: the same key in both is used; two different ones are 400 in the marketplace envelope', async () => {
    expect((await call('/v1/auth/introspect', same())).status).toBe(200);
    for (const headers of differing()) await marketplaceError(await call('/v1/auth/introspect', headers), 400, 'invalid_parameter');
  });

  it('/api/v1: the same key in both is used; two different ones are 400 in the memory envelope', async () => {
    expect((await call('/api/v1/memory/stats', same())).status).toBe(200);
    for (const headers of differing()) await memoryError(await call('/api/v1/memory/stats', headers), 400, 'invalid_request_error');
  });

  it('/graphql: the same key in both is used; two different ones are 400 in the GraphQL shape', async () => {
    const res = await call('/graphql', same());
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBeTruthy();
    for (const headers of differing()) {
      const refused = await call('/graphql', headers);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('invalid_parameter');
    }
  });

  it('/mcp: two different credentials are 400 as a JSON-RPC error', async () => {
    for (const headers of differing()) {
      const refused = await post('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { accept: 'application/json, text/event-stream', ...headers });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { data: { type: string } } }).error.data.type).toBe('invalid_request_error');
    }
  });
});

describe('Idempotency-Key replays go only to the credential that wrote', () => {
  const hook = { url: 'https://127.0.0.1:9/hook', events: ['subscription.created'] };

  it('REST: another key of the account repeating a webhook registration never gets the stored secret', async () => {
    const { accountId, apiKey: writer } = await t.createAccount(['webhooks:read', 'webhooks:write']);
    const readOnly = (await t.service.accounts.createKey(accountId, ['webhooks:read'])).key;
    const otherWriter = (await t.service.accounts.createKey(accountId, ['webhooks:write'])).key;
    const send = (key: string) =>
      fetch(`${t.baseUrl}/v1/webhooks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'hook-1' },
        body: JSON.stringify(hook),
      });
    const first = await send(writer);
    expect(first.status).toBe(201);
    const { secret } = (await first.json()) as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    const again = await send(writer);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { secret: string }).secret).toBe(secret);

    const refused = await send(readOnly);
    expect(refused.headers.get('idempotent-replayed')).toBeNull();
    expect(await marketplaceError(refused.clone(), 403, 'insufficient_scope')).toMatchObject({ required_scope: 'webhooks:write' });
    expect(await refused.text()).not.toContain(secret);
    const other = await send(otherWriter);
    expect(other.status).toBe(422);
    expect(await other.text()).not.toContain(secret);
    expect(await t.service.prisma.webhookEndpoint.count({ where: { accountId } })).toBe(1);
  });

  it('GraphQL: another key of the account repeating the mutation gets an error, not the stored answer', async () => {
    const { accountId, apiKey: writer } = await t.createAccount(['webhooks:read', 'webhooks:write']);
    const readOnly = (await t.service.accounts.createKey(accountId, ['webhooks:read'])).key;
    const query = 'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { webhookEndpoint { id secret } } }';
    const send = (key: string) => post('/graphql', { query, variables: { input: hook } }, { authorization: `Bearer ${key}`, 'idempotency-key': 'hook-gql-1' });
    const first = (await (await send(writer)).json()) as { data: { createWebhook: { webhookEndpoint: { secret: string } } } };
    const secret = first.data.createWebhook.webhookEndpoint.secret;
    expect(secret).toMatch(/^whsec_/);
    const refused = await send(readOnly);
    expect(refused.headers.get('idempotent-replayed')).toBeNull();
    const text = await refused.text();
    expect(text).not.toContain(secret);
    expect((JSON.parse(text) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('idempotency_key_reused');
    const again = await send(writer);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.service.prisma.webhookEndpoint.count({ where: { accountId } })).toBe(1);
  });

  it('memory: a memory:read key repeating a store gets 403, not the stored answer', async () => {
    const { accountId, apiKey: writer } = await t.createAccount();
    const readOnly = (await t.service.accounts.createKey(accountId, ['memory:read'])).key;
    const body = { user_id: 'default', content: `The attic ladder is stored in the garage ${suffix()}.` };
    const first = await post('/api/v1/memory/store', body, { 'x-api-key': writer, 'idempotency-key': 'mem-1' });
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    const refused = await post('/api/v1/memory/store', body, { 'x-api-key': readOnly, 'idempotency-key': 'mem-1' });
    expect(refused.headers.get('idempotent-replayed')).toBeNull();
    expect(await memoryError(refused.clone(), 403, 'permission_error')).toMatchObject({ required_scope: 'memory:write' });
    expect(await refused.text()).not.toContain(id);
  });
});
