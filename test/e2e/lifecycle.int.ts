import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../common/src/errors.js';
import { eventually, startTestService, suffix, type TestService } from '../testkit/service.js';
import { failed, graphqlClient, ok, restClient, type MemoryClient } from '../testkit/transports.js';

// The memory lifecycle (docs/decisions/memory-lifecycle.md) over REST and GraphQL: a memory's
// versions, point-in-time search and recall (`as_of`), and expiry (`metadata.expires_at`). The
// service runs no periodic work here: the tests run the expiry job themselves.
let t: TestService;
let apiKey: string;

beforeAll(async () => {
  // A generous synchronous window: writes answer `stored` and are searchable at once.
  t = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '20000' });
  apiKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const ids = (memories: unknown) => (memories as Row[]).map((m) => m.id);
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Rows the vector index holds for a memory (its own and its atoms'), read at Strong consistency. */
async function indexedRows(memoryId: string) {
  const { vectors } = t.service.memoryRuntime!.deps;
  const res = await vectors.client.query({ collection_name: vectors.collection, filter: `parent_id == "${memoryId}"`, output_fields: ['id'], consistency_level: 'Strong' as never });
  return res.data.length;
}

describe.each([
  ['REST', () => restClient(t.baseUrl, apiKey)],
  ['GraphQL', () => graphqlClient(t.baseUrl, apiKey)],
] as const)('memory lifecycle over %s', (_name, client) => {
  let c: MemoryClient;
  let user: string;
  beforeAll(async () => {
    c = client();
    user = `life-${suffix()}`;
    ok(await c.createStore(user));
  });

  /** Stores `content` (indexed before answering): its id and when it was stored. */
  async function remember(content: string, metadata?: Row, store = user): Promise<{ id: string; createdAt: string }> {
    const r = ok(await c.store({ user_id: store, content, ...(metadata ? { metadata } : {}) }));
    expect(r.status).toBe('stored');
    const got = ok(await c.get({ user_id: store, memory_id: String(r.id) }));
    return { id: String(r.id), createdAt: String((got.memory as Row).created_at) };
  }

  async function replace(oldId: string, content: string): Promise<{ id: string; createdAt: string }> {
    const r = ok(await c.supersede({ user_id: user, old_memory_id: oldId, new_content: content }));
    const got = ok(await c.get({ user_id: user, memory_id: String(r.new_memory_id) }));
    return { id: String(r.new_memory_id), createdAt: String((got.memory as Row).created_at) };
  }

  describe('versions', () => {
    it('answers the supersede chain through any version, oldest first, each with when it was replaced', async () => {
      const a = await remember(`Marta lives in Lisbon (${suffix()}).`);
      const b = await replace(a.id, `Marta lives in Porto (${suffix()}).`);
      const cur = await replace(b.id, `Marta lives in Braga (${suffix()}).`);
      for (const through of [a.id, b.id, cur.id]) {
        const v = ok(await c.versions({ user_id: user, memory_id: through }));
        expect(v.memory_id).toBe(through);
        expect(v.count).toBe(3);
        const versions = v.versions as Row[];
        expect(versions.map((x) => x.id)).toEqual([a.id, b.id, cur.id]);
        // Each was replaced at the instant its successor was written; the current one never.
        expect(versions.map((x) => x.superseded_at)).toEqual([b.createdAt, cur.createdAt, null]);
        expect(versions.map((x) => x.superseded_by)).toEqual([b.id, cur.id, null]);
        expect(versions.map((x) => x.is_superseded)).toEqual([true, true, false]);
        expect(versions.map((x) => x.created_at)).toEqual([a.createdAt, b.createdAt, cur.createdAt]);
        expect(String(versions[0]!.content)).toContain('Lisbon');
      }
    });

    it('answers a memory never superseded as a chain of one', async () => {
      const only = await remember(`The office plant is a fern (${suffix()}).`);
      const v = ok(await c.versions({ user_id: user, memory_id: only.id }));
      expect(v.versions).toEqual([expect.objectContaining({ id: only.id, superseded_at: null, superseded_by: null, is_superseded: false })]);
    });

    it('is not found for an unknown id, a malformed one, or a memory of another store', async () => {
      failed(await c.versions({ user_id: user, memory_id: '00000000-0000-4000-8000-000000000000' }), ErrorCode.NotFound);
      failed(await c.versions({ user_id: user, memory_id: 'not-a-uuid' }), ErrorCode.NotFound);
      const other = `life-other-${suffix()}`;
      ok(await c.createStore(other));
      const elsewhere = await remember(`Kept in another store (${suffix()}).`, undefined, other);
      failed(await c.versions({ user_id: user, memory_id: elsewhere.id }), ErrorCode.NotFound);
    });
  });

  describe('as_of', () => {
    it('ranks what the store held at that instant: the version live then, not the one that replaced it', async () => {
      const tag = suffix();
      const old = await remember(`Anna's dog is called Bruno (${tag}).`);
      const cur = await replace(old.id, `Anna's dog is called Rex (${tag}).`);
      const query = "What is Anna's dog called?";

      const now = ok(await c.search({ user_id: user, query }));
      expect(ids(now.memories)).toContain(cur.id);
      expect(ids(now.memories)).not.toContain(old.id);

      // At the instant the first was written, and just before the second: the first alone.
      for (const at of [old.createdAt, new Date(Date.parse(cur.createdAt) - 1).toISOString()]) {
        const then = ok(await c.search({ user_id: user, query, as_of: at }));
        expect(ids(then.memories)).toContain(old.id);
        expect(ids(then.memories)).not.toContain(cur.id);
        expect((then.memories as Row[])[0]!.id).toBe(old.id);
      }
      // At the exact instant of the supersede the new version is the one live.
      const at = ok(await c.search({ user_id: user, query, as_of: cur.createdAt }));
      expect(ids(at.memories)).toContain(cur.id);
      expect(ids(at.memories)).not.toContain(old.id);

      const recalled = ok(await c.recall({ user_id: user, query, as_of: old.createdAt }));
      const longTerm = ids((recalled.long_term as Row).memories);
      expect(longTerm).toContain(old.id);
      expect(longTerm).not.toContain(cur.id);
    });

    it('finds nothing before the store held anything', async () => {
      await remember(`The boiler was serviced in March (${suffix()}).`);
      const r = ok(await c.search({ user_id: user, query: 'boiler service', as_of: '2001-01-01T00:00:00Z' }));
      expect(r.memories).toEqual([]);
      const recalled = ok(await c.recall({ user_id: user, query: 'boiler service', as_of: '2001-01-01T00:00:00Z' }));
      expect((recalled.long_term as Row).memories).toEqual([]);
      expect((recalled.short_term as Row).turns).toEqual([]);
    });

    it('refuses an instant that is not RFC 3339, naming `as_of`', async () => {
      // GraphQL types `asOf` as a string itself; REST says which field was wrong either way.
      for (const bad of ['yesterday', '2026-13-01T00:00:00Z', ...(c.name === 'REST' ? [42] : [])]) {
        const f = failed(await c.search({ user_id: user, query: 'x', as_of: bad as never }), ErrorCode.InvalidRequest);
        expect(f.fields.param).toBe('as_of');
      }
      expect(failed(await c.recall({ user_id: user, query: 'x', as_of: 'soon' }), ErrorCode.InvalidRequest).fields.param).toBe('as_of');
    });
  });

  describe('expiry', () => {
    it('answers nowhere from `expires_at`, never a moment early or late, and the job then erases record and vectors', async () => {
      const tag = suffix();
      const expiresAt = inFuture(8000);
      const m = await remember(`The gate code this week is 4471 (${tag}).`, { expires_at: expiresAt });
      const kept = await remember(`The gate code is changed every Monday (${tag}).`);
      expect((await t.service.prisma.memory.findUniqueOrThrow({ where: { id: m.id } })).expiresAt!.toISOString()).toBe(expiresAt);
      expect(ids(ok(await c.search({ user_id: user, query: 'gate code this week' })).memories)).toContain(m.id);

      // Each read either began before the instant and found it, or ended after it and did not.
      const end = Date.parse(expiresAt);
      await eventually(async () => {
        const began = Date.now();
        const r = await c.get({ user_id: user, memory_id: m.id });
        const ended = Date.now();
        if (r.ok) {
          expect(began).toBeLessThan(end);
          return false;
        }
        expect(r.code).toBe(ErrorCode.NotFound);
        expect(ended).toBeGreaterThanOrEqual(end);
        return true;
      }, 20_000);
      const search = ok(await c.search({ user_id: user, query: 'gate code this week' }));
      expect(ids(search.memories)).not.toContain(m.id);
      expect(ids(search.memories)).toContain(kept.id);
      expect(ids(ok(await c.list({ user_id: user, limit: 500 })).memories)).not.toContain(m.id);
      expect(ids((ok(await c.recall({ user_id: user, query: 'gate code this week' })).long_term as Row).memories)).not.toContain(m.id);
      failed(await c.versions({ user_id: user, memory_id: m.id }), ErrorCode.NotFound);
      // Even a search of the past: an expired memory answers nowhere.
      expect(ids(ok(await c.search({ user_id: user, query: 'gate code this week', as_of: m.createdAt })).memories)).not.toContain(m.id);

      expect(await indexedRows(m.id)).toBeGreaterThan(0);
      const erased = await t.service.memory!.memory.eraseExpired();
      expect(erased.map((e) => e.memoryId)).toContain(m.id);
      expect(await indexedRows(m.id)).toBe(0);
      const row = await t.service.memoryRuntime!.deps.storage.records.existing([m.id, kept.id]);
      expect([...row]).toEqual([kept.id]);
    });

    it('takes `expires_at` on store-turn (the turn goes with its memory) and on bulk-store (every chunk)', async () => {
      const tag = suffix();
      const expiresAt = inFuture(3_600_000);
      const turn = ok(await c.storeTurn({ user_id: user, user_msg: `Remind me of the parcel ${tag}`, assistant_msg: 'It arrives on Thursday.', metadata: { expires_at: expiresAt } }));
      const bulk = ok(
        await c.bulkStore({ user_id: user, content: `Shift notes ${tag}.\n\nThe loading bay opens at six.\n\nThe night shift locks the gate.`, metadata: { expires_at: expiresAt } }),
      );
      await eventually(async () => ok(await c.bulkStatus({ user_id: user, job_id: String(bulk.job_id) })).status === 'done', 60_000);
      const listed = (ok(await c.list({ user_id: user, limit: 500 })).memories as Row[]).filter((m) => String(m.content).includes(tag));
      expect(listed.length).toBeGreaterThanOrEqual(2);
      const rows = await t.service.prisma.memory.findMany({ where: { id: { in: listed.map((m) => String(m.id)) } } });
      expect(rows.map((r) => r.expiresAt?.toISOString())).toEqual(listed.map(() => expiresAt));
      expect((ok(await c.history({ user_id: user })).turns as Row[]).map((x) => x.memory_id)).toContain(turn.memory_id);

      // Their hour passes: the instant moved to now, as the clock would.
      await t.service.prisma.memory.updateMany({ where: { content: { contains: tag } }, data: { expiresAt: new Date() } });
      expect((ok(await c.list({ user_id: user, limit: 500 })).memories as Row[]).filter((m) => String(m.content).includes(tag))).toEqual([]);
      expect((ok(await c.history({ user_id: user })).turns as Row[]).map((x) => x.memory_id)).not.toContain(turn.memory_id);
    });

    it('refuses an instant in the past or malformed, and unknown keys where only `expires_at` is taken', async () => {
      const past = failed(await c.store({ user_id: user, content: 'x', metadata: { expires_at: '2020-01-01T00:00:00Z' } }), ErrorCode.InvalidRequest);
      expect(past.fields.param).toBe('metadata.expires_at');
      const bad = failed(await c.store({ user_id: user, content: 'x', metadata: { expires_at: 'tomorrow' } }), ErrorCode.InvalidRequest);
      expect(bad.fields.param).toBe('metadata.expires_at');
      const turn = failed(await c.storeTurn({ user_id: user, user_msg: 'x', metadata: { speaker: 'me' } }), ErrorCode.InvalidRequest);
      expect(turn.fields.param).toBe('metadata');
      const bulk = failed(await c.bulkStore({ user_id: user, content: 'x', metadata: { expires_at: '2020-01-01T00:00:00Z' } }), ErrorCode.InvalidRequest);
      expect(bulk.fields.param).toBe('metadata.expires_at');
    });
  });
});

describe('export', () => {
  const rest = () => restClient(t.baseUrl, apiKey);

  async function exportLines(user: string): Promise<Row[]> {
    const res = await fetch(`${t.baseUrl}/api/v1/memory/export`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ user_id: user }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson');
    const text = await res.text();
    expect(text.endsWith('\n') || text === '').toBe(true);
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Row);
  }

  it('streams every memory of a store as NDJSON, oldest first, superseded ones included and expired ones not', async () => {
    const c = rest();
    const user = `export-${suffix()}`;
    ok(await c.createStore(user));
    ok(await c.registerSpeaker({ user_id: user, name: 'Lena' }));
    const first = ok(await c.store({ user_id: user, content: 'Lena takes her coffee black.', metadata: { speaker: 'Lena', event_date: '2026-03-01T08:00:00Z' } }));
    const second = ok(await c.supersede({ user_id: user, old_memory_id: String(first.id), new_content: 'Lena takes her coffee with oat milk.' }));
    const later = ok(await c.store({ user_id: user, content: 'The team meets on Tuesdays.', metadata: { expires_at: inFuture(3_600_000) } }));
    const gone = ok(await c.store({ user_id: user, content: 'Temporary door code 1234.', metadata: { expires_at: inFuture(3_600_000) } }));
    await t.service.prisma.memory.update({ where: { id: String(gone.id) }, data: { expiresAt: new Date() } });

    const lines = await exportLines(user);
    expect(lines.map((l) => l.id)).toEqual([first.id, second.new_memory_id, later.id]);
    expect(lines[0]).toEqual({
      id: first.id,
      content: 'Lena takes her coffee black.',
      category: 'general',
      speaker: 'Lena',
      event_date: '2026-03-01T08:00:00.000Z',
      created_at: expect.any(String),
      importance: expect.any(Number),
      is_superseded: true,
      superseded_by: second.new_memory_id,
      expires_at: null,
      source_type: 'api',
    });
    expect(lines[1]).toMatchObject({ is_superseded: false, superseded_by: null, source_type: 'supersede', speaker: 'Lena' });
    expect(lines[2]!.expires_at).toEqual(expect.any(String));
  });

  it('answers an empty store with no lines, and a missing store with the usual 404', async () => {
    const c = rest();
    const user = `export-empty-${suffix()}`;
    ok(await c.createStore(user));
    expect(await exportLines(user)).toEqual([]);
    const res = await fetch(`${t.baseUrl}/api/v1/memory/export`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ user_id: `nope-${suffix()}` }) });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('not_found_error');
  });

  it('honours a forget that runs while it streams: a memory forgotten before its page is read is not exported', async () => {
    const c = rest();
    const user = `export-race-${suffix()}`;
    ok(await c.createStore(user));
    const store = await t.service.prisma.store.findFirstOrThrow({ where: { name: user } });
    // 3,000 memories of 30,000 characters (90 MB of export): far more than the socket buffers and
    // the pages the service reads ahead can hold, so the last pages are read only as the client reads.
    const n = 3000;
    const filler = 'x'.repeat(30_000);
    const ids: string[] = [];
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let from = 0; from < n; from += 100) {
      const rows = Array.from({ length: Math.min(100, n - from) }, (_, k) => {
        const i = from + k;
        const id = crypto.randomUUID();
        ids.push(id);
        return { id, storeId: store.id, content: `${i} ${filler}`, contentHash: `${id}`, embeddingModel: 'seed', createdAt: new Date(base + i * 1000) };
      });
      await t.service.prisma.memory.createMany({ data: rows });
    }
    const doomed = ids.at(-1)!;
    const res = await fetch(`${t.baseUrl}/api/v1/memory/export`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ user_id: user }) });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The export has begun: its first line has arrived.
    while (!text.includes('\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(ok(await c.forget({ user_id: user, memory_id: doomed })).deleted).toBe(1);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const exported = text
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as Row).id);
    expect(exported).toHaveLength(n - 1);
    expect(exported).toEqual(ids.slice(0, -1));
  }, 120_000);
});

describe.each([
  ['REST', () => restClient(t.baseUrl, apiKey)],
  ['GraphQL', () => graphqlClient(t.baseUrl, apiKey)],
] as const)('import over %s', (_name, client) => {
  let c: MemoryClient;
  let source: string;
  let lines: Row[];
  let chain: { old: string; cur: string };
  beforeAll(async () => {
    c = client();
    source = `import-src-${suffix()}`;
    ok(await c.createStore(source));
    ok(await c.registerSpeaker({ user_id: source, name: 'Omar' }));
    const first = ok(await c.store({ user_id: source, content: 'Omar drives a green van.', metadata: { speaker: 'Omar', event_date: '2026-02-02T10:00:00Z' } }));
    const second = ok(await c.supersede({ user_id: source, old_memory_id: String(first.id), new_content: 'Omar drives a red bicycle now.' }));
    ok(await c.store({ user_id: source, content: 'The allotment is behind the church.' }));
    chain = { old: String(first.id), cur: String(second.new_memory_id) };
    const res = await fetch(`${t.baseUrl}/api/v1/memory/export`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ user_id: source }) });
    lines = (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Row);
    expect(lines).toHaveLength(3);
  });

  async function done(user: string, jobId: unknown) {
    return eventually(async () => {
      const s = ok(await c.bulkStatus({ user_id: user, job_id: String(jobId) }));
      return s.status === 'done' ? s : undefined;
    }, 60_000);
  }

  it('restores an export into another store: contents, speakers, dates, the supersede chain; searchable once indexed', async () => {
    const target = `import-dst-${suffix()}`;
    ok(await c.createStore(target));
    const r = ok(await c.importMemories({ user_id: target, memories: lines }));
    expect(r).toMatchObject({ user_id: target, imported: 3, skipped: 0, refused: [] });
    const status = await done(target, r.job_id);
    expect(status.progress).toBe(100);
    const listed = ok(await c.list({ user_id: target })).memories as Row[];
    expect(listed.map((m) => m.content)).toEqual(lines.map((l) => l.content));
    expect(listed.map((m) => m.created_at)).toEqual(lines.map((l) => l.created_at));
    expect(listed.map((m) => m.event_date)).toEqual(lines.map((l) => l.event_date));
    expect(listed.map((m) => m.is_superseded)).toEqual([true, false, false]);
    expect((ok(await c.listSpeakers({ user_id: target })).speakers as Row[]).map((s) => s.name)).toEqual(['Omar']);
    // The chain holds between the imported records (new ids in this store).
    const versions = ok(await c.versions({ user_id: target, memory_id: String(listed[1]!.id) })).versions as Row[];
    expect(versions.map((v) => v.content)).toEqual(['Omar drives a green van.', 'Omar drives a red bicycle now.']);
    expect(versions[0]!.superseded_by).toBe(listed[1]!.id);
    expect(versions.map((v) => v.id)).not.toContain(chain.old);
    // Searchable: the live version answers, the superseded one does not.
    const found = ok(await c.search({ user_id: target, query: 'What does Omar ride?' })).memories as Row[];
    expect(found[0]!.content).toBe('Omar drives a red bicycle now.');
    expect(found.map((m) => m.content)).not.toContain('Omar drives a green van.');
    expect(found[0]!.speaker).toBe('Omar');

    // Importing the same records again adds nothing.
    const again = ok(await c.importMemories({ user_id: target, memories: lines }));
    expect(again).toMatchObject({ imported: 0, skipped: 3, refused: [] });
    expect(ok(await c.list({ user_id: target })).memories).toHaveLength(3);
  });

  it('links a chain brought in two calls, the newer version first', async () => {
    const target = `import-split-${suffix()}`;
    ok(await c.createStore(target));
    const [old, cur] = [lines.find((l) => l.id === chain.old)!, lines.find((l) => l.id === chain.cur)!];
    expect(ok(await c.importMemories({ user_id: target, memories: [cur] })).imported).toBe(1);
    expect(ok(await c.importMemories({ user_id: target, memories: [old] })).imported).toBe(1);
    const listed = ok(await c.list({ user_id: target })).memories as Row[];
    const versions = ok(await c.versions({ user_id: target, memory_id: String(listed[0]!.id) })).versions as Row[];
    expect(versions.map((v) => v.content)).toEqual([old.content, cur.content]);
  });

  it('refuses bad records with why and imports the rest; skips duplicates of live memories', async () => {
    const target = `import-bad-${suffix()}`;
    ok(await c.createStore(target));
    ok(await c.store({ user_id: target, content: 'Already here.' }));
    const r = ok(
      await c.importMemories({
        user_id: target,
        memories: [
          { content: 'A fine record.' },
          { id: 'x1' },
          { content: 'Past its time.', expires_at: '2020-01-01T00:00:00Z' },
          { content: 'Bad date.', event_date: 'last week' },
          'not an object',
          { content: 'Already here.' },
          { content: 'A fine record.' },
        ],
      }),
    );
    expect(r.imported).toBe(1);
    expect(r.skipped).toBe(2);
    const refused = r.refused as Array<{ index: number; id: string | null; reason: string }>;
    expect(refused.map((x) => x.index)).toEqual([1, 2, 3, 4]);
    expect(refused[0]).toMatchObject({ id: 'x1', reason: expect.stringContaining('content') });
    expect(refused[1]!.reason).toContain('expired');
    expect(refused[2]!.reason).toContain('event_date');
    const tooMany = failed(await c.importMemories({ user_id: target, memories: Array.from({ length: 1001 }, (_, i) => ({ content: `r${i}` })) }), ErrorCode.InvalidRequest);
    expect(tooMany.fields.param).toBe('memories');
  });
});

describe('import of NDJSON', () => {
  it('takes the NDJSON an export wrote as the body, with `user_id` in the query', async () => {
    const c = restClient(t.baseUrl, apiKey);
    const source = `ndjson-src-${suffix()}`;
    ok(await c.createStore(source));
    for (const content of ['The kettle is descaled monthly.', 'The router password is on the fridge.']) ok(await c.store({ user_id: source, content }));
    const exported = await (
      await fetch(`${t.baseUrl}/api/v1/memory/export`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ user_id: source }) })
    ).text();
    const target = `ndjson-dst-${suffix()}`;
    ok(await c.createStore(target));
    const res = await fetch(`${t.baseUrl}/api/v1/memory/import?user_id=${encodeURIComponent(target)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', 'x-api-key': apiKey },
      body: exported,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user_id: target, imported: 2, skipped: 0, refused: [] });
    const bad = await fetch(`${t.baseUrl}/api/v1/memory/import?user_id=${encodeURIComponent(target)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', 'x-api-key': apiKey },
      body: '{"content": "ok"}\n{not json\n',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('Line 2');
  });
});
