import { createHash } from 'node:crypto';
import { request } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../gateway/src/plugins/graphql-limits.js';
import { BODY_LIMITS } from '../../gateway/src/plugins/body-limits.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// What one request may ask for: body sizes checked before parsing, GraphQL documents checked and
// priced before they run, and every refused request counted against its caller's budget.
let t: TestService;

beforeAll(async () => {
  t = await startTestService({ RATE_LIMIT_FREE: '100', RATE_LIMIT_ANONYMOUS: '1000' });
});
afterAll(() => t?.close());

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  fetch(t.baseUrl + path, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body });

const graphql = (apiKey: string, query: string, variables?: Record<string, unknown>) =>
  send('POST', '/graphql', { 'x-api-key': apiKey }, JSON.stringify({ query, variables }));

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
}

const remaining = (res: Response) => Number(res.headers.get('x-ratelimit-remaining'));

async function storeCount(accountId: string): Promise<number> {
  return t.service.prisma.memory.count({ where: { store: { accountId } } });
}

describe('GraphQL document limits', () => {
  it('refuses 1,000 aliased searches at once, naming the limit, and runs none of them', async () => {
    const { apiKey } = await t.createAccount();
    const fields = Array.from({ length: 1000 }, (_, i) => `s${i}: search(input: { userId: "default", query: "q${i}" }) { memories { id } }`);
    const res = await graphql(apiKey, `{ ${fields.join('\n')} }`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as GraphQLAnswer;
    expect(body.data ?? null).toBeNull();
    // Such a document is over several limits; the first one checked (its size) is named.
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'query_too_complex', limit: 'documentChars', max: GRAPHQL_LIMITS.documentChars });
    // One alias over the limit, in a small document, is refused as such.
    const aliased = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `s${i}: search(input: { userId: "default", query: "q" }) { memories { id } }`);
    const small = (await (await graphql(apiKey, `{ ${aliased.join(' ')} }`)).json()) as GraphQLAnswer;
    expect(small.errors![0]!.extensions).toMatchObject({ code: 'query_too_complex', limit: 'aliases', max: GRAPHQL_LIMITS.aliases });
  });

  it('prices mutations per field before running them: too many writes in one document write nothing', async () => {
    const { apiKey, accountId } = await t.createAccount();
    const n = GRAPHQL_LIMITS.cost + 5;
    expect(n).toBeLessThan(GRAPHQL_LIMITS.aliases);
    const writes = Array.from({ length: n }, (_, i) => `w${i}: storeMemory(input: { userId: "default", content: "fact number ${i}" }) { status }`);
    const res = await graphql(apiKey, `mutation { ${writes.join('\n')} }`);
    const body = (await res.json()) as GraphQLAnswer;
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'query_too_complex', limit: 'cost', max: GRAPHQL_LIMITS.cost, found: n });
    expect(await storeCount(accountId)).toBe(0);
  });

  it('charges the cost of a document to the account: ten searches in one request spend ten requests', async () => {
    const { apiKey } = await t.createAccount();
    const first = await graphql(apiKey, '{ models { id } }');
    expect(first.status).toBe(200);
    const before = remaining(first);
    const searches = Array.from({ length: 10 }, (_, i) => `s${i}: search(input: { userId: "default", query: "q${i}" }) { memories { id } }`);
    const res = await graphql(apiKey, `{ ${searches.join('\n')} }`);
    expect(((await res.json()) as GraphQLAnswer).errors).toBeUndefined();
    expect(remaining(res)).toBe(before - 10);

    // A document the budget cannot cover is refused with 429, before it runs.
    const rest = remaining(res);
    const many = Array.from({ length: 15 }, (_, i) => `m${i}: models { id }`);
    let last: Response | undefined;
    for (let spent = 0; spent <= rest; spent += 15) last = await graphql(apiKey, `{ ${many.join('\n')} }`);
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as GraphQLAnswer).errors![0]!.extensions.code).toBe('rate_limit_exceeded');
  });

  it('limits depth, operations per document, tokens and the document size', async () => {
    const { apiKey } = await t.createAccount();
    const cases: Array<[string, string]> = [
      ['operations', Array.from({ length: GRAPHQL_LIMITS.operations + 1 }, (_, i) => `query Q${i} { models { id } }`).join('\n')],
      ['tokens', `{ models { ${Array.from({ length: GRAPHQL_LIMITS.tokens }, () => 'id').join(' ')} } }`],
      ['documentChars', `{ models { id } } # ${'x'.repeat(GRAPHQL_LIMITS.documentChars)}`],
      ['depth', `{ ${deep(GRAPHQL_LIMITS.depth + 1)} }`],
    ];
    for (const [limit, query] of cases) {
      const res = await graphql(apiKey, query);
      const body = (await res.json()) as GraphQLAnswer;
      expect(body.errors?.[0]?.extensions, limit).toMatchObject({ code: 'query_too_complex', limit });
    }
    // Introspection, as GraphQL tools send it, stays within the limits.
    const introspection = await graphql(apiKey, INTROSPECTION);
    expect(((await introspection.json()) as GraphQLAnswer).errors).toBeUndefined();
  });
});

describe('GraphQL documents that could slip past the limits', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });
  const KEYS = `query Keys${suffix()}($n: Int) { viewer { a: keys(first: $n) { edges { node { id } } } b: keys(first: $n) { edges { node { id } } } } }`;

  it('refuses a fragment fan-out with 400 QUERY_TOO_COMPLEX, charging the one request it was', async () => {
    const { apiKey } = await t.createAccount();
    const before = remaining(await graphql(apiKey, '{ models { id } }'));
    const fragments = Array.from({ length: 16 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
    const query = ['{ ...F0 }', ...fragments, 'fragment F16 on Query { recall(input: { userId: "default", query: "q" }) { __typename } }'].join('\n');
    const res = await graphql(apiKey, query);
    expect(res.status).toBe(400);
    const body = (await res.json()) as GraphQLAnswer;
    expect(body.data ?? null).toBeNull();
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'query_too_complex', limit: 'expandedFields', max: GRAPHQL_LIMITS.expandedFields });
    expect(remaining(res)).toBe(before - 1);
  });

  it('charges a persisted query sent by its hash for what it runs with the variables it is sent with', async () => {
    const { apiKey } = await t.createAccount();
    // Registered with a small page: a request's worth.
    const first = await send('POST', '/graphql', { 'x-api-key': apiKey }, JSON.stringify({ query: KEYS, variables: { n: 1 }, extensions: persisted(KEYS) }));
    expect(((await first.json()) as GraphQLAnswer).errors).toBeUndefined();
    const byHash = (n: number) => send('POST', '/graphql', { 'x-api-key': apiKey }, JSON.stringify({ variables: { n }, extensions: persisted(KEYS) }));
    // By its hash alone with pages of 50: viewer 1 + 2 × (keys 0.05 + 50 × (edges 0.05 + node 0.05)) = 11 requests.
    const fifty = await byHash(50);
    expect(((await fifty.json()) as GraphQLAnswer).errors).toBeUndefined();
    expect(remaining(fifty)).toBe(remaining(first) - 11);
    // With pages over the cost limit it is refused before it runs, as the same document sent in full is.
    const huge = await byHash(100);
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as GraphQLAnswer).errors![0]!.extensions).toMatchObject({ code: 'query_too_complex', limit: 'cost', found: 22 });
    expect(remaining(huge)).toBe(remaining(fifty) - 1);
    // A page outside its documented range is bad input, named as such before any price is computed.
    const outside = await byHash(1000);
    expect(outside.status).toBe(400);
    const refused = ((await outside.json()) as GraphQLAnswer).errors![0]!;
    expect(refused.extensions).toMatchObject({ code: 'invalid_parameter', param: 'first', min: 1, max: 100 });
    expect(refused.message).toMatch(/from 1 to 100/);
  });

  it('does not register a persisted query whose first request was refused', async () => {
    const { apiKey } = await t.createAccount();
    const query = KEYS.replace('Keys', 'Refused');
    const refused = await send('POST', '/graphql', { 'x-api-key': apiKey }, JSON.stringify({ query, variables: { n: 1000 }, extensions: persisted(query) }));
    expect(refused.status).toBe(400);
    const later = await send('POST', '/graphql', { 'x-api-key': apiKey }, JSON.stringify({ variables: { n: 1 }, extensions: persisted(query) }));
    expect(((await later.json()) as GraphQLAnswer).errors![0]!.message).toMatch(/PersistedQueryNotFound/);
  });

  it('answers a persisted query whose hash is not its query with 400 INVALID_REQUEST, not INTERNAL', async () => {
    const { apiKey } = await t.createAccount();
    const res = await send('POST', '/graphql', { 'x-api-key': apiKey }, JSON.stringify({ query: '{ models { id } }', extensions: persisted('{ viewer { id } }') }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as GraphQLAnswer;
    expect(body.errors![0]!.extensions).toMatchObject({
      code: 'invalid_parameter',
      param: 'extensions.persistedQuery.sha256Hash',
      reason: 'PERSISTED_QUERY_HASH_MISMATCH',
      request_id: res.headers.get('x-request-id'),
    });
    const version = await send('POST', '/graphql', { 'x-api-key': apiKey }, JSON.stringify({ query: '{ models { id } }', extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } } }));
    expect(version.status).toBe(400);
    expect(((await version.json()) as GraphQLAnswer).errors![0]!.extensions).toMatchObject({ code: 'invalid_parameter', param: 'extensions.persistedQuery.version' });
  });

  it('refuses a batch of operations in one body, running none of them', async () => {
    const { apiKey, accountId } = await t.createAccount();
    const write = (i: number) => ({ query: `mutation { storeMemory(input: { userId: "default", content: "batched fact ${i}" }) { status } }` });
    const res = await send('POST', '/graphql', { 'x-api-key': apiKey }, JSON.stringify(Array.from({ length: 30 }, (_, i) => write(i))));
    expect(res.status).toBe(400);
    expect(((await res.json()) as GraphQLAnswer).errors![0]!.extensions.code).toBe('invalid_parameter');
    expect(await storeCount(accountId)).toBe(0);
  });

  it('charges a large body by its size: one request more per started megabyte beyond the first', async () => {
    const { apiKey } = await t.createAccount();
    const before = remaining(await graphql(apiKey, '{ models { id } }'));
    const res = await graphql(apiKey, '{ models { id } }', { unused: 'x'.repeat(3 * 1024 * 1024) });
    expect(((await res.json()) as GraphQLAnswer).errors).toBeUndefined();
    expect(remaining(res)).toBe(before - 4);
  });
});

/** A selection nested `n` levels deep (the depth limit applies before the fields are validated). */
function deep(n: number): string {
  let s = 'id';
  for (let i = 0; i < n; i++) s = `viewer { ${s} }`;
  return s;
}

const INTROSPECTION = `query IntrospectionQuery { __schema { queryType { name } mutationType { name } types { ...FullType } directives { name args { ...InputValue } } } }
fragment FullType on __Type { kind name fields(includeDeprecated: true) { name args { ...InputValue } type { ...TypeRef } } inputFields { ...InputValue } interfaces { ...TypeRef } enumValues(includeDeprecated: true) { name } possibleTypes { ...TypeRef } }
fragment InputValue on __InputValue { name type { ...TypeRef } defaultValue }
fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`;

/** Sends a body by chunks, with no Content-Length, as a streaming client would. */
function sendChunked(path: string, headers: Record<string, string>, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(t.baseUrl + path);
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', (err) => (String(err).includes('EPIPE') || String(err).includes('ECONNRESET') ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    req.write('{"user_id":"default","content":"');
    for (let sent = 0; sent < bytes; sent += chunk.length) req.write(chunk);
    req.end('"}');
  });
}

describe('request bodies', () => {
  it('refuses an unauthenticated 10 MB body from its Content-Length, in the surface envelope, and counts it', async () => {
    const body = JSON.stringify({ user_id: 'default', content: 'x'.repeat(10 * 1024 * 1024) });
    const first = await send('POST', '/api/v1/memory/store', {}, body);
    expect(first.status).toBe(413);
    expect(await first.json()).toMatchObject({ type: 'error', error: { type: 'request_too_large', limit_bytes: BODY_LIMITS.anonymous } });
    const second = await send('POST', '/v1/subscriptions', {}, body);
    expect(second.status).toBe(413);
    expect(((await second.json()) as { error: Record<string, unknown> }).error).toMatchObject({ code: 'payload_too_large', status: 413 });
    expect(remaining(second)).toBe(remaining(first) - 1);
  });

  it('stops reading a refused anonymous body soon after answering: the connection is dropped, not drained', async () => {
    const url = new URL(t.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    const size = 50 * 1024 * 1024;
    socket.write(`POST /api/v1/memory/store HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\n\r\n`);
    // Written as the server takes it; a server that drained the body would take all 50 MB and then
    // keep the connection open for the next request.
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let written = 0;
    while (written < size && !socket.destroyed) {
      written += chunk.length;
      if (!socket.write(chunk)) await new Promise((r) => { socket.once('drain', r); socket.once('close', r); });
    }
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(written).toBeLessThan(size);
  });

  it('closes the connection of a refused anonymous body after answering, so it is neither read on nor left hanging', async () => {
    const url = new URL(t.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    // The server half-closes: the client sees the end of the stream after the whole answer.
    const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
    // A little over the anonymous limit, sent in full, on a connection the client would keep alive.
    const body = 'a'.repeat(BODY_LIMITS.anonymous + 6 * 1024);
    socket.write(`POST /api/v1/memory/store HTTP/1.1\r\nhost: ${url.host}\r\nconnection: keep-alive\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`);
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toMatch(/"request_too_large"/);
    socket.destroy();
  });

  it('gives a keyed request the limit of its route, also when the body is streamed without a length', async () => {
    const { apiKey } = await t.createAccount();
    const big = JSON.stringify({ user_id: 'default', content: 'x'.repeat(BODY_LIMITS.default + 1) });
    const refused = await send('POST', '/api/v1/memory/store', { 'x-api-key': apiKey }, big);
    expect(refused.status).toBe(413);
    const streamed = await sendChunked('/api/v1/memory/store', { 'x-api-key': apiKey }, BODY_LIMITS.default + 64 * 1024);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ type: 'error', error: { type: 'request_too_large' } });
    // bulk-store takes the large limit: the same body is read and judged by the endpoint itself.
    const bulk = await send('POST', '/api/v1/memory/bulk-store', { 'x-api-key': apiKey }, JSON.stringify({ user_id: 'nobody-here', content: 'x'.repeat(BODY_LIMITS.default + 1) }));
    expect(bulk.status).not.toBe(413);
  });

  it('counts a body that fails to parse against the account, so a flood of broken requests runs out of budget', async () => {
    const { apiKey } = await t.createAccount();
    const ok = await send('POST', '/api/v1/memory/search', { 'x-api-key': apiKey }, JSON.stringify({ user_id: 'default', query: 'x' }));
    const broken = await send('POST', '/api/v1/memory/search', { 'x-api-key': apiKey }, '{"user_id": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    expect(remaining(broken)).toBe(remaining(ok) - 1);
    const gql = await send('POST', '/graphql', { 'x-api-key': apiKey }, '{"query": ');
    expect(gql.status).toBe(400);
    expect(((await gql.json()) as GraphQLAnswer).errors![0]!.extensions.code).toBe('invalid_parameter');
    expect(remaining(gql)).toBe(remaining(broken) - 1);
  });
});
