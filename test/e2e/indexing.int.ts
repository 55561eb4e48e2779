import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../subgraphs/memory/src/domain/memory-manager.js';
import { tenantOf } from '../../subgraphs/memory/src/domain/memory-fields.js';
import { MEMORY_QUEUE } from '../../common/src/job-definitions.js';
import { dropTestDatabase } from '../testkit/global-setup.js';
import { eventually, postMemory, startTestService, suffix, type TestService } from '../testkit/service.js';

// Writes that answer `stored (async)` are durable at once and become searchable when the indexing
// job runs; a write whose job could not even be enqueued is picked up by the pending sweep.
let t: TestService;
let apiKey: string;

const call = (path: string, body: unknown) => postMemory(t.baseUrl, apiKey, path, body);

beforeAll(async () => {
  // Every write is deferred to the job: content longer than 0 characters is indexed asynchronously.
  t = await startTestService({ SYNC_INDEX_MAX_CHARS: '0' });
  apiKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

describe('asynchronous indexing', () => {
  it('answers stored (async), keeps the record readable at once, and a job makes it searchable', async () => {
    const content = `The spare key is under the blue flower pot ${suffix()}`;
    const stored = await call('/api/v1/memory/store', { user_id: 'default', content });
    expect(stored.body).toMatchObject({ status: 'stored (async)' });
    const id = String(stored.body.id);

    const got = await call('/api/v1/memory/get', { user_id: 'default', memory_id: id });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ memory: { id, content } });

    // Other test files share the worker; on a busy machine the job may wait its turn.
    const found = await eventually(async () => {
      const r = await call('/api/v1/memory/search', { user_id: 'default', query: 'where is the spare key?' });
      const memories = r.body.memories as Array<{ id: string }>;
      return memories.some((m) => m.id === id) ? memories : undefined;
    }, 150_000);
    expect(found[0]!.id).toBe(id);
    const record = await t.service.prisma.memory.findUniqueOrThrow({ where: { id } });
    expect(record.indexState).toBe('indexed');
  }, 300_000);

  it('indexes a record left pending (queue down at write time) through the sweep', async () => {
    const store = await t.service.prisma.store.findFirstOrThrow({
      where: { account: { apiKeys: { some: { prefix: apiKey.slice(0, 10) } } }, name: 'default' },
    });
    const content = `Grandma's birthday is on the ninth of March ${suffix()}`;
    const id = randomUUID();
    // The state a write leaves when neither the synchronous index nor the queue was reachable.
    await t.service.prisma.memory.create({
      data: { id, storeId: store.id, content, contentHash: contentHash(content), embeddingModel: 'multilingual-e5-small', createdAt: new Date(Date.now() - 120_000) },
    });
    expect(await t.service.memory!.memory.sweepPending()).toBeGreaterThanOrEqual(1);
    // Other test files share the worker's Milvus Lite; on a busy machine the job may wait its turn.
    await eventually(async () => (await t.service.prisma.memory.findUniqueOrThrow({ where: { id } })).indexState === 'indexed', 150_000);
    const r = await call('/api/v1/memory/search', { user_id: 'default', query: 'when is grandma’s birthday?' });
    expect((r.body.memories as Array<{ id: string }>)[0]!.id).toBe(id);
  }, 300_000);
});

describe('store when the queue is unreachable', () => {
  let down: TestService;
  beforeAll(async () => {
    // Nothing listens on port 1: enqueueing fails, the write must still be acknowledged and kept.
    down = await startTestService({ SYNC_INDEX_MAX_CHARS: '0', REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => down?.close());

  it('acknowledges the write, keeps the record, and the sweep indexes it once the queue is back', async () => {
    const { apiKey: key } = await down.createAccount();
    const content = `The wifi password is written inside the cupboard ${suffix()}`;
    const res = await fetch(`${down.baseUrl}/api/v1/memory/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ user_id: 'default', content }),
    });
    const body = (await res.json()) as { id: string; status: string };
    expect(res.status).toBe(200);
    expect(body.status).toBe('stored (async)');
    const record = await down.service.prisma.memory.findUniqueOrThrow({ where: { id: body.id } });
    expect(record).toMatchObject({ content, indexState: 'pending' });

    // The healthy service's sweep (same database) picks it up.
    await t.service.prisma.memory.update({ where: { id: body.id }, data: { createdAt: new Date(Date.now() - 120_000) } });
    await t.service.memory!.memory.sweepPending();
    await eventually(async () => (await t.service.prisma.memory.findUniqueOrThrow({ where: { id: body.id } })).indexState === 'indexed', 150_000);
  }, 300_000);
});

describe('a write whose embedding was late', () => {
  let late: TestService;
  beforeAll(async () => {
    // The write waits 1 ms for its embedding, so it always answers `stored (async)`; the queue is
    // unreachable, so no job can index it: only the late embedding, used when it arrives, can.
    late = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '1', REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => late?.close());

  it('is indexed with its embedding when it arrives, without a turn in the queue', async () => {
    const { apiKey: key } = await late.createAccount();
    const post = (path: string, body: unknown) => postMemory(late.baseUrl, key, path, body);
    const content = `The spare bicycle pump hangs behind the garage door ${suffix()}`;
    const stored = await post('/api/v1/memory/store', { user_id: 'default', content });
    expect(stored.body).toMatchObject({ status: 'stored (async)' });
    const id = String(stored.body.id);
    await eventually(async () => (await late.service.prisma.memory.findUniqueOrThrow({ where: { id } })).indexState === 'indexed');
    const found = await post('/api/v1/memory/search', { user_id: 'default', query: 'where is the bicycle pump?' });
    expect((found.body.memories as Array<{ id: string }>)[0]!.id).toBe(id);
  });
});

describe('a late embedding and a forget', () => {
  let late: TestService;
  beforeAll(async () => {
    // Writes always answer `stored (async)` (1 ms to embed), with the queue up: the late embedding and
    // the job both try to index, and the forget must win over both.
    late = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '1' });
  });
  afterAll(() => late?.close());

  it('leaves nothing of a memory forgotten before its late embedding arrived', async () => {
    const { apiKey: key } = await late.createAccount();
    const post = (path: string, body: unknown) => postMemory(late.baseUrl, key, path, body);
    const content = `The old passport is in the grey folder ${suffix()}`;
    const stored = await post('/api/v1/memory/store', { user_id: 'default', content });
    expect(stored.body).toMatchObject({ status: 'stored (async)' });
    const id = String(stored.body.id);
    expect((await post('/api/v1/memory/forget', { user_id: 'default', memory_id: id })).status).toBe(200);
    // The job has run (or found nothing to do), and the late embedding, far quicker, has come and gone.
    const queue = late.service.memoryRuntime!.deps.jobs.queue(MEMORY_QUEUE);
    await eventually(async () => {
      const job = await queue.getJob(`index-${id}`);
      return !job || (await job.isCompleted()) || (await job.isFailed());
    });
    const store = await late.service.prisma.store.findFirstOrThrow({ where: { memories: { none: {} }, name: 'default', account: { apiKeys: { some: { prefix: key.slice(0, 10) } } } } });
    const vectors = late.service.memoryRuntime!.deps.vectors;
    expect(await vectors.count(tenantOf(store), `parent_id == "${id}"`)).toBe(0);
    expect(await late.service.prisma.memory.findUnique({ where: { id } })).toBeNull();
  });
});

describe('rebuilding the vector index from Postgres', () => {
  it('re-indexes every record when the collection is new (e.g. Milvus data lost), from the vectors kept in Postgres', async () => {
    // A database of its own: the rebuild re-queues every record of the database it runs on.
    const database = `postgresql://postgres@127.0.0.1:5432/mm_rebuild_${suffix()}_test`;
    const before = await startTestService({ DATABASE_URL: database, MILVUS_COLLECTION: `rebuild_a_${suffix()}` });
    const { apiKey: key } = await before.createAccount();
    const content = `The boat is moored at pier seven ${suffix()}`;
    const res = await fetch(`${before.baseUrl}/api/v1/memory/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ user_id: 'default', content }),
    });
    const { id, status } = (await res.json()) as { id: string; status: string };
    expect(status).toBe('stored');
    await before.service.prisma.memory.update({ where: { id }, data: { createdAt: new Date(Date.now() - 120_000) } });
    await before.close();

    // Same records, an empty collection: the records go back to pending and the sweep indexes them,
    // from the vectors Postgres keeps with each record, without embedding anything again.
    const after = await startTestService({ DATABASE_URL: database, MILVUS_COLLECTION: `rebuild_b_${suffix()}` }, { sweepIntervalMs: 500 });
    const embedded: string[] = [];
    const embedder = after.service.memoryRuntime!.deps.embedder;
    const embedPassages = embedder.embedPassages.bind(embedder);
    embedder.embedPassages = (texts, opts) => {
      embedded.push(...texts);
      return embedPassages(texts, opts);
    };
    try {
      const found = await eventually(async () => {
        const r = await fetch(`${after.baseUrl}/api/v1/memory/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ user_id: 'default', query: 'where is the boat moored?' }),
        });
        const memories = ((await r.json()) as { memories: Array<{ id: string }> }).memories;
        return memories.some((m) => m.id === id) ? memories : undefined;
      });
      expect(found[0]!.id).toBe(id);
      expect(embedded).not.toContain(content);
    } finally {
      embedder.embedPassages = embedPassages;
      await after.close();
      await dropTestDatabase(database);
    }
  });
});
