import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../common/src/principal.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// Input that used to answer 500: text Postgres cannot store (NUL, lone surrogates), JSON nested deep
// enough to exhaust a recursive fingerprint, forged or extreme cursors, dates outside years 1-9999,
// and malformed OAuth form requests. Each answers 4xx in its surface's shape, over REST and GraphQL.
let t: TestService;
let key: string;
const store = `bad-${suffix()}`;

beforeAll(async () => {
  t = await startTestService({}, { marketplaceWorker: false });
  ({ apiKey: key } = await t.createAccount([...SCOPES]));
  expect((await memory('/api/v1/memory/collection', { user_id: store })).status).toBe(200);
});
afterAll(() => t?.close());

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Arrays nested `levels` deep, written out as text: JSON.stringify itself overflows the stack on them. */
class DeepJson {
  constructor(readonly levels: number) {}
}
const deep = (levels: number) => new DeepJson(levels);
const DEEP_MARK = '"__deep__"';
const bodyText = (body: unknown) => {
  let levels = 0;
  const json = JSON.stringify(body, (_k, v: unknown) => (v instanceof DeepJson ? ((levels = v.levels), '__deep__') : v));
  return levels ? json.replace(DEEP_MARK, '['.repeat(levels) + ']'.repeat(levels)) : json;
};

function memory(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(t.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers }, body: bodyText(body) });
}
function marketplace(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(t.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : bodyText(body),
  });
}
function graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers }, body: bodyText({ query, variables }) });
}
function form(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(t.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
}

async function memoryRefused(res: Response, param?: string) {
  const body = (await res.json()) as { type: string; error: { type: string; param?: string; request_id: string } };
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body).toMatchObject({ type: 'error', error: { type: 'invalid_request_error', request_id: res.headers.get('x-request-id') } });
  if (param) expect(body.error.param).toBe(param);
}
async function marketplaceRefused(res: Response, param?: string) {
  const body = (await res.json()) as { error: { code: string; status: number; param?: string } };
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error).toMatchObject({ code: 'invalid_parameter', status: 400 });
  if (param) expect(body.error.param).toBe(param);
}
/** Refused at the edge or by validation: 400; refused by the domain: a field error (GraphQL's 200). */
async function graphqlRefused(res: Response, status = 400) {
  const body = (await res.json()) as { data?: unknown; errors?: Array<{ extensions: { code: string } }> };
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.errors?.[0]?.extensions.code).toBe('invalid_parameter');
}

describe('text Postgres cannot store', () => {
  it('REST memory: NUL or a lone surrogate in content, speaker, metadata and keys answers 400', async () => {
    await memoryRefused(await memory('/api/v1/memory/store', { user_id: store, content: NUL }), 'content');
    await memoryRefused(await memory('/api/v1/memory/store', { user_id: store, content: LONE }), 'content');
    await memoryRefused(await memory('/api/v1/memory/store', { user_id: store, content: 'ok', metadata: { speaker: NUL } }), 'metadata.speaker');
    await memoryRefused(await memory('/api/v1/memory/store', { user_id: store, content: 'ok', metadata: { [NUL]: 1 } }));
    await memoryRefused(await memory('/api/v1/memory/search', { user_id: store, query: 'x', speaker: NUL }), 'speaker');
    await memoryRefused(await memory('/api/v1/memory/speakers', { user_id: store, name: LONE }), 'name');
    await memoryRefused(await memory('/api/v1/memory/bulk-store', { user_id: store, content: 'x', category: NUL }), 'category');
  });

  it('REST marketplace: in query, path, body and subscription metadata answers 400', async () => {
    await marketplaceRefused(await marketplace('GET', '/v1/marketplace/apis?category=a%00b'), 'query.category');
    await marketplaceRefused(await marketplace('GET', '/v1/marketplace/apis/a%00b'), 'path.api_id');
    await marketplaceRefused(await marketplace('GET', '/v1/usage/memory-api?endpoint=%2Fx%00'), 'query.endpoint');
    await marketplaceRefused(await marketplace('POST', '/v1/subscriptions', { api_id: 'memory-api', plan_id: 'free', metadata: { note: LONE } }), 'metadata.note');
    await marketplaceRefused(await marketplace('POST', '/v1/subscriptions', { api_id: 'memory-api', plan_id: 'free', metadata: { note: NUL } }), 'metadata.note');
    await marketplaceRefused(
      await marketplace('POST', '/v1/alerts', { api_id: 'memory-api', threshold: 80, channels: ['email'], email: `x${NUL}@example.com` }),
      'email',
    );
    // A path segment that is not UTF-8 at all is refused in the same envelope.
    await marketplaceRefused(await marketplace('GET', '/v1/marketplace/apis/%ED%A0%80'));
  });

  it('GraphQL: in literal arguments and in variables answers 400 INVALID_REQUEST before any resolver', async () => {
    await graphqlRefused(await graphql('{ apis(category: "a\\u0000b") { total } }'));
    await graphqlRefused(await graphql('query ($c: String) { apis(category: $c) { total } }', { c: NUL }));
    await graphqlRefused(await graphql('query ($e: String) { apiUsage(apiId: "memory-api", endpoint: $e) { apiId } }', { e: NUL }));
    await graphqlRefused(
      await graphql('mutation ($i: StoreMemoryInput!) { storeMemory(input: $i) { id } }', { i: { userId: store, content: NUL } }),
    );
    await graphqlRefused(
      await graphql('mutation ($i: CreateSubscriptionInput!) { createSubscription(input: $i) { subscription { id } } }', {
        i: { apiId: 'memory-api', planId: 'free', metadata: { note: LONE } },
      }),
    );
    await graphqlRefused(
      await graphql(`mutation { createAlert(input: { apiId: "memory-api", threshold: 80, channels: ["email"], email: "x\\u0000@example.com" }) { alert { id } } }`),
    );
    // GET carries variables in the query string; they are checked the same way.
    const get = await fetch(
      `${t.baseUrl}/graphql?query=${encodeURIComponent('query ($c: String) { apis(category: $c) { total } }')}&variables=${encodeURIComponent(JSON.stringify({ c: NUL }))}`,
      { headers: { 'x-api-key': key, 'apollo-require-preflight': '1' } },
    );
    await graphqlRefused(get);
  });
});

describe('deeply nested JSON', () => {
  it('answers 400 over REST and GraphQL, with an Idempotency-Key', async () => {
    await memoryRefused(
      await memory('/api/v1/memory/store', { user_id: store, content: 'deep', metadata: { a: deep(100_000) } }, { 'idempotency-key': `deep-${suffix()}` }),
    );
    await marketplaceRefused(
      await marketplace('POST', '/v1/subscriptions', { api_id: 'memory-api', plan_id: 'free', metadata: { a: deep(100_000) } }, { 'idempotency-key': `deep-${suffix()}` }),
    );
    await graphqlRefused(
      await graphql(
        'mutation ($i: StoreMemoryInput!) { storeMemory(input: $i) { id } }',
        { i: { userId: store, content: 'deep', metadata: { a: deep(100_000) } } },
        { 'idempotency-key': `deep-${suffix()}` },
      ),
    );
    // Nesting a real client sends is fine.
    expect((await memory('/api/v1/memory/store', { user_id: store, content: `nested ${suffix()}`, metadata: { a: deep(10) } })).status).toBe(200);
  });
});

describe('dates outside years 1 to 9999', () => {
  it('a year-0 event_date or search bound answers 400 over REST and GraphQL', async () => {
    await memoryRefused(
      await memory('/api/v1/memory/store', { user_id: store, content: 'old', metadata: { event_date: '0000-06-01T00:00:00Z' } }),
      'metadata.event_date',
    );
    await memoryRefused(
      await memory('/api/v1/memory/store', { user_id: store, content: 'old', metadata: { event_date: '0001-01-01T00:00:00+01:00' } }),
      'metadata.event_date',
    );
    await memoryRefused(await memory('/api/v1/memory/bulk-store', { user_id: store, content: 'old', timestamp: '0000-01-01T00:00:00Z' }), 'timestamp');
    await memoryRefused(await memory('/api/v1/memory/search', { user_id: store, query: 'x', filters: { event_from: '0000-01-01' } }), 'filters.event_from');
    await marketplaceRefused(await marketplace('GET', '/v1/usage?from=0000-01-01'), 'from');
    // GraphQL answers the caller's bad input as a user error of the payload, not as an error.
    const year0 = await graphql('mutation ($i: StoreMemoryInput!) { storeMemory(input: $i) { id userErrors { code field } } }', {
      i: { userId: store, content: 'old', metadata: { event_date: '0000-06-01T00:00:00Z' } },
    });
    expect(year0.status).toBe(200);
    expect(await year0.json()).toEqual({ data: { storeMemory: { id: null, userErrors: [{ code: 'invalid_request', field: 'metadata.event_date' }] } } });
    // The first and last storable years are accepted.
    const first = await memory('/api/v1/memory/store', { user_id: store, content: `first year ${suffix()}`, metadata: { event_date: '0001-01-01T00:00:00Z' } });
    expect(first.status).toBe(200);
    const last = await memory('/api/v1/memory/store', { user_id: store, content: `last year ${suffix()}`, metadata: { event_date: '9999-12-31T23:59:59Z' } });
    expect(last.status).toBe(200);
  });
});

describe('cursors', () => {
  const forgedCatalogue = [
    cursorOf({ s: 'newest', v: 'not a date', id: 'x' }),
    cursorOf({ s: 'newest', v: '0000-01-01T00:00:00.000Z', id: 'x' }),
    cursorOf({ s: 'popular', v: 'many', id: 'x' }),
    cursorOf({ s: 'popular', v: 1e300, id: 'x' }),
    cursorOf({ s: 'name', v: NUL, id: 'x' }),
    'x'.repeat(5000),
  ];
  const forgedList = [
    cursorOf(['0000-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
    cursorOf(['+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
    cursorOf(['-271821-04-20T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
    cursorOf([NUL, 'x']),
  ];

  it('a forged or extreme cursor answers 400 invalid cursor over REST and GraphQL', async () => {
    for (const sort of ['newest', 'popular', 'name']) {
      for (const after of forgedCatalogue) {
        const res = await marketplace('GET', `/v1/marketplace/apis?sort=${sort}&after=${encodeURIComponent(after)}`);
        await marketplaceRefused(res, 'after');
        await graphqlRefused(await graphql('query ($a: String, $s: ApiSort) { apis(after: $a, sort: $s) { total } }', { a: after, s: sort }), after.includes('\u0000') ? 400 : 200);
      }
    }
    for (const cursor of forgedList) {
      await memoryRefused(await memory('/api/v1/memory/list', { user_id: store, cursor }), 'cursor');
      await graphqlRefused(await graphql('query ($u: String!, $c: String) { memories(userId: $u, cursor: $c) { count } }', { u: store, c: cursor }), 200);
    }
    await marketplaceRefused(await marketplace('GET', '/v1/subscriptions?offset=3000000000'));
  });

  it('cursors the service wrote still page through', async () => {
    const page = (await (await marketplace('GET', '/v1/marketplace/apis?limit=2&sort=newest')).json()) as { next_cursor: string | null };
    expect(page.next_cursor).toBeTruthy();
    expect((await marketplace('GET', `/v1/marketplace/apis?limit=2&sort=newest&after=${page.next_cursor}`)).status).toBe(200);
    await memory('/api/v1/memory/store', { user_id: store, content: `page one ${suffix()}` });
    await memory('/api/v1/memory/store', { user_id: store, content: `page two ${suffix()}` });
    const list = (await (await memory('/api/v1/memory/list', { user_id: store, limit: 1 })).json()) as { next_cursor: string | null };
    expect(list.next_cursor).toBeTruthy();
    expect((await memory('/api/v1/memory/list', { user_id: store, limit: 1, cursor: list.next_cursor })).status).toBe(200);
  });
});

describe('OAuth form endpoints', () => {
  it('a repeated parameter is invalid_request (RFC 6749 §3.2)', async () => {
    for (const path of ['/oauth/token', '/oauth/revoke']) {
      const res = await form(path, 'grant_type=authorization_code&grant_type=refresh_token&client_id=a&client_id=b&token=x&token=y');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('malformed Basic credentials are invalid_client with a Basic challenge', async () => {
    const malformed = ['Basic %%%', 'Basic ' + Buffer.from('no-colon').toString('base64'), 'Basic ' + Buffer.from('a%zz:b').toString('base64'), 'Basic'];
    for (const path of ['/oauth/token', '/oauth/revoke']) {
      for (const authorization of malformed) {
        const res = await form(path, 'grant_type=authorization_code&code=x&token=x', { authorization });
        expect(res.status, `${path} ${authorization}`).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
        expect(await res.json()).toMatchObject({ error: 'invalid_client' });
      }
    }
  });

  it('NUL in a form field is invalid_request', async () => {
    const res = await form('/oauth/revoke', 'token=x%00&client_id=a');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });
});
