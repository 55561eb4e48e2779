import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../common/src/errors.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';
import { graphqlClient, restClient, type MemoryClient, type Outcome } from '../testkit/transports.js';

// One behavioural suite, run against the REST adapter and against GraphQL.
let t: TestService;
let apiKey: string;
let otherKey: string;

beforeAll(async () => {
  t = await startTestService();
  apiKey = (await t.createAccount()).apiKey;
  otherKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

function ok(o: Outcome): Record<string, unknown> {
  if (!o.ok) throw new Error(`expected success, got ${o.code}: ${o.message}`);
  return o.data;
}

function failed(o: Outcome, code: ErrorCode) {
  expect(o.ok, JSON.stringify(o)).toBe(false);
  if (o.ok) throw new Error('unreachable');
  expect(o.code).toBe(code);
  expect(o.message).toBeTruthy();
  return o;
}

const transports: Array<[string, (key?: string) => MemoryClient]> = [
  ['REST', (key) => restClient(t.baseUrl, key)],
  ['GraphQL', (key) => graphqlClient(t.baseUrl, key)],
];

describe.each(transports)('memory contract over %s', (_name, client) => {
  it('lists the models without a key, at least two, one isolated', async () => {
    const { models } = ok(await client(undefined).models()) as { models: Array<Record<string, unknown>> };
    expect(models.length).toBeGreaterThanOrEqual(2);
    expect(models.find((m) => m.id === 'tablet-1')).toMatchObject({ available: true, memory: 'shared' });
    expect(models.some((m) => m.memory === 'isolated')).toBe(true);
    for (const m of models) expect(Object.keys(m).sort()).toEqual(['available', 'id', 'memory', 'name']);
  });

  it('creates a store idempotently, stores, finds the memory across languages and gets it', async () => {
    const c = client(apiKey);
    const store = `s1-${suffix()}`;
    expect(ok(await c.createStore(store))).toMatchObject({ user_id: store, status: 'created' });
    expect(ok(await c.createStore(store))).toMatchObject({ user_id: store, status: 'exists' });

    const stored = ok(await c.store({ user_id: store, content: 'Mein Hund heißt Bruno und liebt den Strand' }));
    expect(stored.status).toBe('stored');
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    ok(await c.store({ user_id: store, content: 'The quarterly sales report is due on Friday.' }));
    ok(await c.store({ user_id: store, content: 'Meine Katze schläft den ganzen Tag auf dem Sofa.' }));

    const { memories } = ok(await c.search({ user_id: store, query: 'what is my dog called?' })) as {
      memories: Array<Record<string, unknown>>;
    };
    expect(memories[0]).toMatchObject({ id: stored.id, content: 'Mein Hund heißt Bruno und liebt den Strand', is_superseded: false });
    for (const m of memories) {
      expect(m.similarity).toBeGreaterThan(0);
      expect(m.similarity).toBeLessThanOrEqual(1);
      expect(m).not.toHaveProperty('score');
      expect(m.time_bucket).toMatch(/^\d{4}-\d{2}$/);
    }

    const got = ok(await c.get({ user_id: store, memory_id: String(stored.id) }));
    expect(got).toMatchObject({
      user_id: store,
      memory: { id: stored.id, content: 'Mein Hund heißt Bruno und liebt den Strand', category: 'general', is_superseded: false },
    });
    expect(got.memory).not.toHaveProperty('vector');
  });

  it('honours max_results and rejects an out-of-range value', async () => {
    const c = client(apiKey);
    const store = `limits-${suffix()}`;
    ok(await c.createStore(store));
    for (const text of ['Paris is the capital of France.', 'Berlin is the capital of Germany.', 'Rome is the capital of Italy.']) {
      ok(await c.store({ user_id: store, content: text }));
    }
    const { memories } = ok(await c.search({ user_id: store, query: 'capital cities', max_results: 2 })) as { memories: unknown[] };
    expect(memories).toHaveLength(2);
    failed(await c.search({ user_id: store, query: 'x', max_results: 0 }), ErrorCode.InvalidRequest);
    failed(await c.search({ user_id: store, query: 'x', max_results: 101 }), ErrorCode.InvalidRequest);
  });

  it('answers duplicate for the same content, with duplicate_of and an empty id', async () => {
    const c = client(apiKey);
    const content = `My favourite colour is teal ${suffix()}`;
    const a = ok(await c.store({ user_id: 'default', content }));
    const b = ok(await c.store({ user_id: 'default', content: content.toUpperCase(), metadata: { speaker: 'me' } }));
    expect(b).toMatchObject({ id: '', status: 'duplicate', duplicate_of: a.id });
    expect(String(b.note)).toMatch(/speaker/i);
  });

  it('drops unknown metadata keys with a note and keeps event_date', async () => {
    const c = client(apiKey);
    const r = ok(await c.store({ user_id: 'default', content: `Went hiking on Mount Rainier ${suffix()}`, metadata: { event_date: '2024-07-04T10:00:00Z', mood: 'great' } }));
    expect(r.status).toBe('stored');
    expect(String(r.note)).toContain('mood');
    const got = ok(await c.get({ user_id: 'default', memory_id: String(r.id) })) as { memory: Record<string, unknown> };
    expect(got.memory.event_date).toBe('2024-07-04T10:00:00.000Z');
  });

  it('rejects invalid input with INVALID_REQUEST and stores nothing for an unregistered speaker', async () => {
    const c = client(apiKey);
    failed(await c.store({ user_id: 'default', content: 42 }), ErrorCode.InvalidRequest);
    failed(await c.store({ user_id: 'default', content: '   ' }), ErrorCode.InvalidRequest);
    failed(await c.store({ user_id: 'default', content: 'x', metadata: { event_date: 'yesterday' } }), ErrorCode.InvalidRequest);
    const content = `Alice likes tea ${suffix()}`;
    const speakerError = failed(await c.store({ user_id: 'default', content, metadata: { speaker: 'Alice' } }), ErrorCode.InvalidRequest);
    expect(speakerError.fields.speaker).toBe('Alice');
    // Nothing was stored: the same content is not a duplicate afterwards.
    expect(ok(await c.store({ user_id: 'default', content })).status).toBe('stored');
  });

  it('answers NOT_FOUND for a missing store, saying how to create it, and for a missing memory', async () => {
    const c = client(apiKey);
    const missing = failed(await c.search({ user_id: `nope-${suffix()}`, query: 'x' }), ErrorCode.NotFound);
    expect(missing.message).toContain('/api/v1/memory/collection');
    failed(await c.store({ user_id: `nope-${suffix()}`, content: 'x' }), ErrorCode.NotFound);
    failed(await c.get({ user_id: 'default', memory_id: '00000000-0000-4000-8000-000000000000' }), ErrorCode.NotFound);
    failed(await c.get({ user_id: 'default', memory_id: 'not-a-uuid' }), ErrorCode.NotFound);
  });

  it('keeps accounts apart: another account cannot read a memory or a store', async () => {
    const mine = client(apiKey);
    const theirs = client(otherKey);
    const store = `private-${suffix()}`;
    ok(await mine.createStore(store));
    const r = ok(await mine.store({ user_id: store, content: 'My bank PIN hint is the year of the moon landing' }));
    failed(await theirs.get({ user_id: store, memory_id: String(r.id) }), ErrorCode.NotFound);
    failed(await theirs.get({ user_id: 'default', memory_id: String(r.id) }), ErrorCode.NotFound);
    const { memories } = ok(await theirs.search({ user_id: 'default', query: 'bank PIN hint' })) as { memories: Array<{ id: string }> };
    expect(memories.map((m) => m.id)).not.toContain(r.id);
  });

  it('gives an isolated model its own memory', async () => {
    const shared = client(apiKey);
    const isolated = c2(apiKey);
    const r = ok(await shared.store({ user_id: 'default', content: `Isolation probe ${suffix()}` }));
    failed(await isolated.get({ user_id: 'default', memory_id: String(r.id) }), ErrorCode.NotFound);
    const own = ok(await isolated.store({ user_id: 'default', content: `Only the lab model knows this ${suffix()}` }));
    failed(await shared.get({ user_id: 'default', memory_id: String(own.id) }), ErrorCode.NotFound);
    expect(ok(await isolated.get({ user_id: 'default', memory_id: String(own.id) }))).toMatchObject({ memory: { id: own.id } });
  });

  it('answers UNAUTHENTICATED without a key or with a wrong one', async () => {
    failed(await client(undefined).search({ user_id: 'default', query: 'x' }), ErrorCode.Unauthenticated);
    failed(await client('mk_not-a-real-key').search({ user_id: 'default', query: 'x' }), ErrorCode.Unauthenticated);
  });

  it('rejects an unknown model', async () => {
    const c = _name === 'REST' ? restClient(t.baseUrl, apiKey, { 'x-service-model': 'nope-9' }) : graphqlClient(t.baseUrl, apiKey, { 'x-service-model': 'nope-9' });
    const e = failed(await c.search({ user_id: 'default', query: 'x' }), ErrorCode.InvalidRequest);
    expect(e.fields.model).toBe('nope-9');
  });

  function c2(key: string) {
    const headers = { 'x-service-model': 'tablet-1-lab' };
    return _name === 'REST' ? restClient(t.baseUrl, key, headers) : graphqlClient(t.baseUrl, key, headers);
  }
});
