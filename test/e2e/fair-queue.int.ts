import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_QUEUE, MEMORY_QUEUE_ACCOUNT_SLOTS, MEMORY_QUEUE_SLOTS } from '../../common/src/job-definitions.js';
import type { MemoryWorker } from '../../subgraphs/memory/src/index.js';
import { startMemoryWorker } from '../../subgraphs/memory/src/index.js';
import { parsePrometheusText, seriesWith } from '../testkit/prometheus.js';
import { eventually, postMemory, startTestService, suffix, type TestService } from '../testkit/service.js';

// The memory queue serves accounts by turns: one account's backlog does not keep another account's
// work waiting, and a long import runs in slices (one batch of 32 chunks) that go back to the queue
// between them. The queue's worker is started by the tests once the work is queued, so the order
// jobs are served in is the queue's alone.
let t: TestService;
const workers: MemoryWorker[] = [];
const restore: Array<() => void> = [];
/** Every status answered during the tests: none may be a 5xx. */
const statuses: number[] = [];

async function call(apiKey: string, path: string, body: unknown) {
  const res = await postMemory(t.baseUrl, apiKey, path, body);
  statuses.push(res.status);
  return res;
}

function startWorker(): MemoryWorker {
  const w = startMemoryWorker(t.service.memory!.memory, { connection: { url: t.config.redis.url }, prefix: t.config.redis.queuePrefix, sweepIntervalMs: 0 });
  workers.push(w);
  return w;
}

const queue = () => t.service.memoryRuntime!.deps.jobs.queue(MEMORY_QUEUE);

/** When a finished job finished (BullMQ's own record of it). */
async function finishedOn(jobId: string): Promise<number> {
  const job = await queue().getJob(jobId);
  expect(await job?.getState()).toBe('completed');
  return job!.finishedOn!;
}

/** A memory long enough (over SYNC_INDEX_MAX_CHARS) to be indexed by a job. */
const longMemory = (marker: string, i: number) =>
  `Note ${i} about ${marker}. ` +
  Array.from({ length: 24 }, (_, s) => `Sentence ${s} of note ${i} records that the courier for ${marker} calls on day ${(i + s) % 28} with parcel ${i * 100 + s}.`).join(' ');

/** Paragraphs that chunk one per chunk. */
const handbook = (marker: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `Paragraph ${i} of the ${marker} handbook. The warehouse team checks the loading bay every morning before the first lorry arrives. ` +
      `Pallets are counted twice and the count is written in the blue ledger kept by the door. Any damaged crate is set aside for the supplier. ` +
      `On Fridays the night shift sweeps the floor and locks the side gate at ten.`,
  ).join('\n\n');

/** A promise and its resolver and rejecter. */
function signal<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

beforeAll(async () => {
  t = await startTestService();
  await t.service.worker!.close();
});
afterEach(async () => {
  while (restore.length) restore.pop()!();
  for (const w of workers.splice(0)) await w.close();
});
afterAll(() => t?.close());

describe('fair memory queue', () => {
  it("serves a light account's background work before a busy account's backlog drains, and says when async writes should be searchable", async () => {
    const a = await t.createAccount();
    const b = await t.createAccount();
    const userA = `flood-${suffix()}`;
    const userB = `light-${suffix()}`;
    const markerA = `zf${suffix()}`;
    const markerB = `zl${suffix()}`;
    expect((await call(a.apiKey, '/api/v1/memory/collection', { user_id: userA })).status).toBeLessThan(300);
    expect((await call(b.apiKey, '/api/v1/memory/collection', { user_id: userB })).status).toBeLessThan(300);

    // A: 60 long memories (each indexed by a job) and a bulk import, all queued before B writes.
    const aIds: string[] = [];
    const aEstimates: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await call(a.apiKey, '/api/v1/memory/store', { user_id: userA, content: longMemory(markerA, i) });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('stored (async)');
      expect(Number.isInteger(r.body.expected_searchable_in_ms)).toBe(true);
      aIds.push(String(r.body.id));
      aEstimates.push(Number(r.body.expected_searchable_in_ms));
    }
    // Each of A's jobs waits behind all of A's earlier ones: the estimates grow.
    expect(aEstimates.at(-1)!).toBeGreaterThan(aEstimates[0]!);
    const aImport = await call(a.apiKey, '/api/v1/memory/bulk-store', { user_id: userA, content: handbook(markerA, 120) });
    expect(aImport.status).toBe(200);

    // B: one long memory, one long turn (both async) and a small import.
    const bWrite = await call(b.apiKey, '/api/v1/memory/store', { user_id: userB, content: longMemory(markerB, 0) });
    expect(bWrite.body).toMatchObject({ status: 'stored (async)' });
    const bEstimate = bWrite.body.expected_searchable_in_ms as number;
    expect(Number.isInteger(bEstimate) && bEstimate > 0).toBe(true);
    // B's first job waits behind one job of A, not A's 61.
    expect(bEstimate).toBeLessThan(aEstimates.at(-1)!);
    const bTurn = await call(b.apiKey, '/api/v1/memory/store-turn', { user_id: userB, user_msg: longMemory(markerB, 1), assistant_msg: 'Noted.' });
    expect(bTurn.body).toMatchObject({ status: 'stored (async)' });
    expect(Number.isInteger(bTurn.body.expected_searchable_in_ms)).toBe(true);
    // The same field on GraphQL's result type.
    const gql = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': b.apiKey },
      body: JSON.stringify({
        query: 'mutation($input: StoreMemoryInput!) { storeMemory(input: $input) { id status expectedSearchableInMs } }',
        variables: { input: { userId: userB, content: longMemory(markerB, 2) } },
      }),
    });
    statuses.push(gql.status);
    const gqlBody = (await gql.json()) as { data: { storeMemory: { id: string; status: string; expectedSearchableInMs: number } } };
    expect(gqlBody.data.storeMemory.status).toBe('stored_async');
    expect(Number.isInteger(gqlBody.data.storeMemory.expectedSearchableInMs)).toBe(true);
    const bImport = await call(b.apiKey, '/api/v1/memory/bulk-store', { user_id: userB, content: handbook(markerB, 3) });
    expect(bImport.status).toBe(200);

    const counts = await t.service.memory!.memory.queueCounts().counts();
    expect(counts.get(a.accountId)).toBe(61);
    expect(counts.get(b.accountId)).toBe(4);

    // The backlog by account in the metrics, before any of it runs.
    const metrics = parsePrometheusText(await (await fetch(`${t.baseUrl}/metrics`)).text());
    expect(seriesWith(metrics, 'bullmq_account_jobs', { queue: 'memory', account: a.accountId }).map((s) => s.value)).toEqual([61]);
    expect(seriesWith(metrics, 'bullmq_account_jobs', { queue: 'memory', account: b.accountId }).map((s) => s.value)).toEqual([4]);
    for (const account of [a.accountId, b.accountId]) {
      expect(seriesWith(metrics, 'bullmq_account_oldest_wait_seconds', { queue: 'memory', account })[0]!.value).toBeGreaterThan(0);
    }

    startWorker();
    const bJobs = [`index-${String(bWrite.body.id)}`, `index-${String(bTurn.body.memory_id)}`, `index-${gqlBody.data.storeMemory.id}`, `bulk-${String(bImport.body.job_id)}`];
    const aJobs = aIds.map((id) => `index-${id}`);
    const aBulk = `bulk-${String(aImport.body.job_id)}`;
    // Searches while the queue drains answer (no 5xx from pools or Milvus).
    const searching = (async () => {
      for (let i = 0; i < 10; i++) {
        await call(b.apiKey, '/api/v1/memory/search', { user_id: userB, query: `courier ${markerB}` });
        await call(a.apiKey, '/api/v1/memory/search', { user_id: userA, query: `courier ${markerA}` });
      }
    })();
    await eventually(async () => {
      const states = await Promise.all([...bJobs, ...aJobs, aBulk].map(async (id) => (await queue().getJob(id))?.getState()));
      return states.every((s) => s === 'completed');
    }, 600_000);
    await searching;

    // B's work finished before most of A's backlog (BullMQ's record of when each job finished).
    const bLast = Math.max(...(await Promise.all(bJobs.map(finishedOn))));
    const aFinished = await Promise.all(aJobs.map(finishedOn));
    expect(aFinished.filter((at) => at > bLast).length).toBeGreaterThanOrEqual(30);
    expect(await finishedOn(aBulk)).toBeGreaterThan(bLast);

    // Everything is searchable and the imports are complete.
    const found = await call(b.apiKey, '/api/v1/memory/search', { user_id: userB, query: `courier for ${markerB} note 0` });
    expect((found.body.memories as Array<{ id: string }>).map((m) => m.id)).toContain(bWrite.body.id);
    expect(await call(a.apiKey, '/api/v1/memory/bulk-store/status', { user_id: userA, job_id: aImport.body.job_id })).toMatchObject({ body: { status: 'done', chunks_done: 120 } });
    expect(await call(b.apiKey, '/api/v1/memory/bulk-store/status', { user_id: userB, job_id: bImport.body.job_id })).toMatchObject({ body: { status: 'done', chunks_done: 3 } });
    // Every job's turn was given back.
    await eventually(async () => {
      const after = await t.service.memory!.memory.queueCounts().counts();
      return !after.has(a.accountId) && !after.has(b.accountId);
    });
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  }, 900_000);

  it("leaves a slot to another account at once when one account's jobs took every slot first", async () => {
    const a = await t.createAccount();
    const b = await t.createAccount();
    const userA = `busy-${suffix()}`;
    const userB = `late-${suffix()}`;
    const markerA = `zb${suffix()}`;
    const markerB = `zt${suffix()}`;
    expect((await call(a.apiKey, '/api/v1/memory/collection', { user_id: userA })).status).toBeLessThan(300);
    expect((await call(b.apiKey, '/api/v1/memory/collection', { user_id: userB })).status).toBeLessThan(300);
    const aIds = new Set<string>();
    for (let i = 0; i < MEMORY_QUEUE_SLOTS + 4; i++) {
      const r = await call(a.apiKey, '/api/v1/memory/store', { user_id: userA, content: longMemory(markerA, i) });
      expect(r.body.status).toBe('stored (async)');
      aIds.add(String(r.body.id));
    }
    // A's jobs do not end until the test lets them: without a limit per account they would hold
    // every slot, and B's job would wait for one of them.
    const gate = signal();
    let aRunning = 0;
    let aMostAtOnce = 0;
    const memory = t.service.memory!.memory;
    const indexMemory = memory.indexMemory.bind(memory);
    memory.indexMemory = async (memoryId) => {
      if (!aIds.has(memoryId)) return indexMemory(memoryId);
      aMostAtOnce = Math.max(aMostAtOnce, ++aRunning);
      try {
        await gate.promise;
        return await indexMemory(memoryId);
      } finally {
        aRunning--;
      }
    };
    restore.push(() => {
      memory.indexMemory = indexMemory;
      gate.resolve();
    });
    startWorker();
    // Every slot is taken: as many of A's jobs as one account may run, the rest wait for A's turn.
    await eventually(async () => aRunning === MEMORY_QUEUE_ACCOUNT_SLOTS && (await queue().getActiveCount()) === MEMORY_QUEUE_SLOTS);

    const bWrite = await call(b.apiKey, '/api/v1/memory/store', { user_id: userB, content: longMemory(markerB, 0) });
    expect(bWrite.body.status).toBe('stored (async)');
    await eventually(async () => (await queue().getJob(`index-${String(bWrite.body.id)}`))?.isCompleted(), 120_000);
    const found = await call(b.apiKey, '/api/v1/memory/search', { user_id: userB, query: `courier for ${markerB} note 0` });
    expect((found.body.memories as Array<{ id: string }>).map((m) => m.id)).toContain(bWrite.body.id);
    expect(aRunning).toBe(MEMORY_QUEUE_ACCOUNT_SLOTS);

    gate.resolve();
    await eventually(async () => {
      const states = await Promise.all([...aIds].map(async (id) => (await queue().getJob(`index-${id}`))?.getState()));
      return states.every((s) => s === 'completed');
    }, 300_000);
    expect(aMostAtOnce).toBe(MEMORY_QUEUE_ACCOUNT_SLOTS);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  }, 600_000);

  it('resumes a time-sliced import after its worker dies mid-slice, storing every chunk exactly once', async () => {
    const { apiKey } = await t.createAccount();
    const user = `sliced-${suffix()}`;
    const marker = `zs${suffix()}`;
    expect((await call(apiKey, '/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const { embedder } = t.service.memoryRuntime!.deps;
    // The first run to reach paragraph 150 (the fifth batch of 32) stops there for good, as a
    // process killed at that point would.
    const reached = signal();
    const killed = signal<never>();
    let held = false;
    const embedPassages = embedder.embedPassages.bind(embedder);
    embedder.embedPassages = async (texts, opts) => {
      if (!held && texts.some((x) => x.includes(`Paragraph 150 of the ${marker}`))) {
        held = true;
        reached.resolve();
        return killed.promise;
      }
      return embedPassages(texts, opts);
    };
    const memory = t.service.memory!.memory;
    let runs = 0;
    const runBulkImport = memory.runBulkImport.bind(memory);
    memory.runBulkImport = (importId) => {
      runs++;
      return runBulkImport(importId);
    };
    restore.push(() => {
      embedder.embedPassages = embedPassages;
      memory.runBulkImport = runBulkImport;
      killed.reject(new Error('test over'));
    });

    const started = await call(apiKey, '/api/v1/memory/bulk-store', { user_id: user, content: handbook(marker, 200) });
    expect(started.status).toBe(200);
    const importId = String(started.body.job_id);
    const first = startWorker();
    await reached.promise;
    // Four slices (one batch each) done and recorded before the fifth was cut off.
    const before = await t.service.prisma.bulkImport.findUniqueOrThrow({ where: { id: importId } });
    expect(before).toMatchObject({ status: 'running', chunksTotal: 200, chunksDone: 128 });
    expect(runs).toBe(5);

    // The worker goes away without finishing its job; another takes the job once its lock expires.
    await first.worker.close(true);
    startWorker();
    await eventually(async () => (await queue().getJob(`bulk-${importId}`))?.isCompleted(), 240_000);
    expect((await queue().getJob(`bulk-${importId}`))!.returnvalue).toBe('done');

    const status = await call(apiKey, '/api/v1/memory/bulk-store/status', { user_id: user, job_id: importId });
    expect(status.body).toMatchObject({ status: 'done', chunks_total: 200, chunks_done: 200 });
    const records = await t.service.prisma.memory.findMany({ where: { bulkImportId: importId }, select: { content: true, indexState: true } });
    expect(records).toHaveLength(200);
    expect(new Set(records.map((r) => r.content)).size).toBe(200);
    expect(records.every((r) => r.indexState === 'indexed')).toBe(true);
    const { vectors } = t.service.memoryRuntime!.deps;
    const store = await t.service.prisma.store.findFirstOrThrow({ where: { bulkImports: { some: { id: importId } } } });
    const rows = await vectors.client.query({
      collection_name: vectors.collection,
      filter: `store_id == "${store.id}" && kind == "memory"`,
      output_fields: ['id'],
      consistency_level: 'Strong' as never,
      limit: 1000,
    });
    expect(rows.data).toHaveLength(200);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  }, 600_000);
});
