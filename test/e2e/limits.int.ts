import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyStore } from '../../common/src/idempotency.js';
import { eventually, startTestService, suffix, testConfig, type TestService } from '../testkit/service.js';

// The edge's request budgets and the Idempotency-Key replay window, on the real Redis.
let t: TestService;

beforeAll(async () => {
  t = await startTestService({ RATE_LIMIT_FREE: '3', RATE_LIMIT_PRO: '5', RATE_LIMIT_ANONYMOUS: '4', RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(() => t?.close());

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
  fetch(t.baseUrl + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('rate limits', () => {
  it('counts each account against its tier, with headers on every response and 429 + Retry-After after that', async () => {
    const { apiKey } = await t.createAccount();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send('POST', '/api/v1/memory/search', { 'x-api-key': apiKey }, { user_id: 'default', query: 'anything' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const limited = await send('POST', '/api/v1/memory/search', { 'x-api-key': apiKey }, { user_id: 'default', query: 'anything' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await limited.json()) as { type: string; error: Record<string, unknown> };
    expect(body).toMatchObject({ type: 'error', error: { type: 'rate_limit_error', request_id: limited.headers.get('x-request-id') } });

    // The budget is the account's, whatever the surface: /v1 and GraphQL are limited too, in their own shapes.
    const v1 = await send('GET', '/v1/marketplace/apis', { authorization: `Bearer ${apiKey}` });
    expect(v1.status).toBe(429);
    expect(v1.headers.get('retry-after')).toBeTruthy();
    expect(((await v1.json()) as { error: Record<string, unknown> }).error).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
    const gql = await send('POST', '/graphql', { authorization: `Bearer ${apiKey}` }, { query: '{ viewer { id } }' });
    expect(gql.status).toBe(429);
    expect(((await gql.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('rate_limit_exceeded');
  });

  it('gives each account its own budget, sized by its tier', async () => {
    const free = await t.createAccount();
    for (let i = 0; i < 3; i++) await send('GET', '/api/v1/memory/search', { 'x-api-key': free.apiKey });
    expect((await send('GET', '/v1/marketplace/apis', { authorization: `Bearer ${free.apiKey}` })).status).toBe(429);

    const pro = await t.createAccount();
    await t.service.prisma.account.update({ where: { id: pro.accountId }, data: { tier: 'pro' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send('GET', '/v1/marketplace/apis', { authorization: `Bearer ${pro.apiKey}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts requests without a valid key per address, and never counts /health', async () => {
    // Other tests of this file share 127.0.0.1, so only relative behaviour is checked here.
    for (let i = 0; i < 6; i++) expect((await send('GET', '/health')).status).toBe(200);
    // /health carries the headers (the address's budget) without spending it.
    const health = await send('GET', '/health');
    expect(health.headers.get('x-ratelimit-limit')).toBe('4');
    expect(Number(health.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send('GET', '/api/v1/models');
      statuses.push(res.status);
      expect(res.headers.get('x-ratelimit-limit')).toBe('4');
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('rate-limit headers on every response', () => {
  const headersOf = (res: Response) => ({
    limit: res.headers.get('x-ratelimit-limit'),
    remaining: res.headers.get('x-ratelimit-remaining'),
    reset: Number(res.headers.get('x-ratelimit-reset')),
  });

  it('/health and /ready show the caller\'s budget without spending it', async () => {
    const { apiKey } = await t.createAccount();
    const auth = { authorization: `Bearer ${apiKey}` };
    for (const path of ['/health', '/ready', '/health']) {
      const res = await send('GET', path, auth);
      await res.body?.cancel();
      expect(headersOf(res)).toMatchObject({ limit: '3', remaining: '3' });
      expect(headersOf(res).reset).toBeGreaterThan(0);
    }
    expect(headersOf(await send('GET', '/v1/marketplace/categories', auth))).toMatchObject({ limit: '3', remaining: '2' });
    const after = await send('GET', '/health', auth);
    expect(headersOf(after)).toMatchObject({ limit: '3', remaining: '2' });
    expect(headersOf(after).reset).toBeLessThanOrEqual(60);
  });

  it('an unknown Service-Version is counted and answered with the headers, on /v1 and /graphql', async () => {
    const { apiKey } = await t.createAccount();
    const auth = { authorization: `Bearer ${apiKey}`, 'service-version': '1999-01-01' };
    const v1 = await send('GET', '/v1/marketplace/categories', auth);
    expect(v1.status).toBe(400);
    expect(headersOf(v1)).toMatchObject({ limit: '3', remaining: '2' });
    const gql = await send('POST', '/graphql', auth, { query: '{ categories { slug } }' });
    expect(gql.status).toBe(400);
    expect(headersOf(gql)).toMatchObject({ limit: '3', remaining: '1' });
  });
});

describe('Idempotency-Key', () => {
  const store = (apiKey: string, body: unknown, key?: string) =>
    send('POST', '/api/v1/memory/store', { 'x-api-key': apiKey, ...(key ? { 'idempotency-key': key } : {}) }, body);

  let apiKey: string;
  let accountId: string;
  beforeAll(async () => {
    ({ apiKey, accountId } = await t.createAccount());
    await t.service.prisma.account.update({ where: { id: accountId }, data: { tier: 'enterprise' } });
  });

  const memoriesOf = () => t.service.prisma.memory.count({ where: { store: { accountId } } });

  it('replays the first answer for the same write and stores once', async () => {
    const key = `note:${suffix()}`;
    const body = { user_id: 'default', content: `The boiler was serviced on a Tuesday ${suffix()}.` };
    const first = await store(apiKey, body, key);
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { id: string; status: string };
    expect(firstBody.id).toBeTruthy();
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // Same body with its keys in another order is the same write.
    const again = await store(apiKey, { content: body.content, user_id: 'default' }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await memoriesOf()).toBe(1);
  });

  it('answers 422 for the same key with another body, and stores nothing', async () => {
    const key = `k-${suffix()}`;
    expect((await store(apiKey, { user_id: 'default', content: `first ${suffix()}` }, key)).status).toBe(200);
    const before = await memoriesOf();
    const reused = await store(apiKey, { user_id: 'default', content: `second ${suffix()}` }, key);
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
    expect(await memoriesOf()).toBe(before);
  });

  it('rejects a key outside the pattern with 400', async () => {
    for (const bad of ['has space', 'x'.repeat(129), 'slash/inside', 'semi;colon']) {
      const res = await store(apiKey, { user_id: 'default', content: 'never stored' }, bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { type: string; param: string } }).error).toMatchObject({
        type: 'invalid_request_error',
        param: 'Idempotency-Key',
      });
    }
    expect((await store(apiKey, { user_id: 'default', content: `ok ${suffix()}` }, 'A-z0.9_:-'.padEnd(128, 'x'))).status).toBe(200);
  });

  it('does not keep failures: the same key is retryable at once', async () => {
    const key = `retry-${suffix()}`;
    const storeName = `s${suffix()}`;
    const body = { user_id: storeName, content: `kept after the store exists ${suffix()}` };
    expect((await store(apiKey, body, key)).status).toBe(404);
    expect((await send('POST', '/api/v1/memory/collection', { 'x-api-key': apiKey }, { user_id: storeName })).status).toBe(200);
    const retried = await store(apiKey, body, key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(((await retried.json()) as { status: string }).status).toMatch(/^stored/);
  });

  it('keeps keys apart per account', async () => {
    const other = await t.createAccount();
    await t.service.prisma.account.update({ where: { id: other.accountId }, data: { tier: 'enterprise' } });
    const key = `shared-${suffix()}`;
    expect((await store(apiKey, { user_id: 'default', content: `mine ${suffix()}` }, key)).status).toBe(200);
    const theirs = await store(other.apiKey, { user_id: 'default', content: `theirs ${suffix()}` }, key);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('Idempotency-Key on GraphQL mutations', () => {
  const STORE = 'mutation Store($input: StoreMemoryInput!) { storeMemory(input: $input) { id status } }';
  const gql = (apiKey: string, body: unknown, key?: string) =>
    send('POST', '/graphql', { 'x-api-key': apiKey, ...(key ? { 'idempotency-key': key } : {}) }, body);

  it('replays the first successful answer, 422s another request, and ignores the key on queries', async () => {
    const { apiKey, accountId } = await t.createAccount();
    await t.service.prisma.account.update({ where: { id: accountId }, data: { tier: 'enterprise' } });
    const key = `gql-${suffix()}`;
    const request = { query: STORE, variables: { input: { userId: 'default', content: `The spare key is under the blue pot ${suffix()}.` } } };
    const first = await gql(apiKey, request, key);
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { data: { storeMemory: { id: string; status: string } } };
    expect(firstBody.data.storeMemory.status).toMatch(/^stored/);

    const again = await gql(apiKey, request, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await t.service.prisma.memory.count({ where: { store: { accountId } } })).toBe(1);

    const other = await gql(apiKey, { query: STORE, variables: { input: { userId: 'default', content: 'something else' } } }, key);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('idempotency_key_reused');

    const bad = await gql(apiKey, request, 'no spaces allowed');
    expect(bad.status).toBe(400);

    // A query is never replayed: the key means nothing there.
    const query = { query: '{ models { id } }' };
    expect((await gql(apiKey, query, key)).headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not keep an answer that carries user errors (or errors)', async () => {
    const { apiKey, accountId } = await t.createAccount();
    await t.service.prisma.account.update({ where: { id: accountId }, data: { tier: 'enterprise' } });
    const key = `gql-fail-${suffix()}`;
    const storeName = `s${suffix()}`;
    const query = 'mutation Store($input: StoreMemoryInput!) { storeMemory(input: $input) { id status userErrors { code field } } }';
    const request = { query, variables: { input: { userId: storeName, content: `Kept once the store exists ${suffix()}.` } } };
    // An unknown model is an error: not kept (kept, the next use of the key, with another model, would answer 422).
    const refused = (await (await send('POST', '/graphql', { 'x-api-key': apiKey, 'idempotency-key': key, 'x-service-model': 'no-such-model' }, request)).json()) as {
      errors?: unknown[];
    };
    expect(refused.errors?.length).toBeGreaterThan(0);
    // The unknown store is the payload's user error: a failure too, not kept for the key.
    const failed = (await (await gql(apiKey, request, key)).json()) as { data: { storeMemory: { userErrors: unknown[] } } };
    expect(failed.data.storeMemory.userErrors).toEqual([{ code: 'not_found', field: 'userId' }]);
    await send('POST', '/api/v1/memory/collection', { 'x-api-key': apiKey }, { user_id: storeName });
    const retried = await gql(apiKey, request, key);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(((await retried.json()) as { data: { storeMemory: { status: string } } }).data.storeMemory.status).toMatch(/^stored/);
  });
});

describe('IdempotencyStore', () => {
  const config = testConfig();
  const redis = new Redis(config.redis.url);
  const ids = new IdempotencyStore(redis, `test-${suffix()}`);
  afterAll(() => redis.quit());

  it('answers 409 while the first request with a key is still running', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const request = { accountId: 'a', credentialId: 'key-a', key: 'slow', fingerprintParts: ['same'] };
    const first = ids.run(request, async () => {
      await gate;
      return { status: 200, body: { ok: 1 } };
    });
    await new Promise((r) => setTimeout(r, 50));
    await expect(ids.run(request, async () => ({ status: 200, body: { ok: 2 } }))).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    release();
    expect(await first).toEqual({ kind: 'fresh', response: { status: 200, body: { ok: 1 } } });
    expect(await ids.run(request, async () => ({ status: 200, body: { ok: 3 } }))).toEqual({ kind: 'replay', response: { status: 200, body: { ok: 1 } } });
  });

  it('keeps the key of a request still running claimed past its lease by renewing it', async () => {
    const leased = new IdempotencyStore(redis, `test-${suffix()}`, { leaseSeconds: 3 });
    const request = { accountId: 'd', credentialId: 'key-d', key: 'long-running', fingerprintParts: ['same'] };
    const started = await leased.begin(request);
    expect(started.kind).toBe('claimed');
    if (started.kind !== 'claimed') return;
    // Five renewals, one per second: the claim has lived longer than its 3 s lease.
    await eventually(async () => (started.claim.renewals ?? 0) >= 5, 60_000);
    await expect(leased.run(request, async () => ({ status: 200, body: { ok: 2 } }))).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    await started.claim.settle({ status: 200, body: { ok: 1 } });
    expect(await leased.run(request, async () => ({ status: 200, body: { ok: 3 } }))).toEqual({ kind: 'replay', response: { status: 200, body: { ok: 1 } } });
  });

  it('frees a key within its lease when the process holding the claim dies', async () => {
    const prefix = `test-${suffix()}`;
    // The dying process's own connection: once it is gone, its claim is no longer renewed.
    const dying = new Redis(config.redis.url);
    const request = { accountId: 'e', credentialId: 'key-e', key: 'orphaned', fingerprintParts: ['same'] };
    const started = await new IdempotencyStore(dying, prefix, { leaseSeconds: 2 }).begin(request);
    expect(started.kind).toBe('claimed');
    dying.disconnect();
    const survivor = new IdempotencyStore(redis, prefix, { leaseSeconds: 2 });
    // The client's retry is refused while the claim lives, then runs once it has lapsed.
    const retried = await eventually(
      () => survivor.run(request, async () => ({ status: 201, body: { ok: 'retried' } })).catch((err: { code?: string }) => {
        if (err.code === 'IDEMPOTENCY_IN_PROGRESS') return undefined;
        throw err;
      }),
      60_000,
    );
    expect(retried).toEqual({ kind: 'fresh', response: { status: 201, body: { ok: 'retried' } } });
  });

  it('replays only to the credential that made the first request', async () => {
    const request = { accountId: 'c', credentialId: 'owner-key', key: 'once', fingerprintParts: ['same'] };
    let runs = 0;
    const write = async () => ({ status: 201, body: { secret: `whsec_${++runs}` } });
    expect(await ids.run(request, write)).toEqual({ kind: 'fresh', response: { status: 201, body: { secret: 'whsec_1' } } });
    await expect(ids.run({ ...request, credentialId: 'read-only-key' }, write)).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect(runs).toBe(1);
    expect(await ids.run(request, write)).toEqual({ kind: 'replay', response: { status: 201, body: { secret: 'whsec_1' } } });
  });

  it('forgets the replays that hold a forgotten memory, or all replays of a forgotten store', async () => {
    const run = (key: string, store: string, id: string) =>
      ids.run({ accountId: 'b', credentialId: 'key-b', key, fingerprintParts: [key], store }, async () => ({ status: 200, body: { id, status: 'stored' } }));
    const memA = '6f1c2d3e-0000-4000-8000-00000000000a';
    const memB = '6f1c2d3e-0000-4000-8000-00000000000b';
    await run('ka', 'notes', memA);
    await run('kb', 'notes', memB);
    await run('kc', 'other', memA);

    await ids.forget('b', 'notes', memA);
    expect((await run('ka', 'notes', memA)).kind).toBe('fresh');
    expect((await run('kb', 'notes', memB)).kind).toBe('replay');
    expect((await run('kc', 'other', memA)).kind).toBe('replay');

    await ids.forget('b', 'notes');
    expect((await run('ka', 'notes', memA)).kind).toBe('fresh');
    expect((await run('kb', 'notes', memB)).kind).toBe('fresh');
    expect((await run('kc', 'other', memA)).kind).toBe('replay');
  });
});
