import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_QUEUE } from '../../common/src/job-definitions.js';
import type { MemoryWorker } from '../../subgraphs/memory/src/index.js';
import { startMemoryWorker } from '../../subgraphs/memory/src/index.js';
import { eventually, postMemory, startTestService, suffix, type TestService } from '../testkit/service.js';

// Forget wins over work submitted before it, whatever restarts in between: a store erased while its
// import is being picked up, or a memory forgotten while its indexing job runs, leaves nothing in
// Postgres or Milvus. A worker is "killed" by closing it without waiting for its job (its lock then
// expires and the next worker runs the job again), while the old run is held at a chosen step by a
// gate on the embedder; each step waits for an observed event, never for a time.
let t: TestService;
let apiKey: string;
const workers: MemoryWorker[] = [];
const restore: Array<() => void> = [];

const call = (path: string, body: unknown) => postMemory(t.baseUrl, apiKey, path, body);

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

/** A memory-queue worker of this service's domain, as another replica (or a restarted one) runs it. */
function startWorker(): MemoryWorker {
  const w = startMemoryWorker(t.service.memory!.memory, { connection: { url: t.config.redis.url }, prefix: t.config.redis.queuePrefix, sweepIntervalMs: 0 });
  workers.push(w);
  return w;
}

/** The job's state and result once it has finished (done, or failed for good). */
async function finished(jobId: string) {
  const queue = t.service.memoryRuntime!.deps.jobs.queue(MEMORY_QUEUE);
  // A job whose worker died runs again once its lock expires and another worker's stall check sees it.
  return eventually(async () => {
    const state = await (await queue.getJob(jobId))?.getState();
    // Read again once finished: a job read while it ran has no result yet.
    return state === 'completed' || state === 'failed' ? { state, result: (await queue.getJob(jobId))!.returnvalue as unknown } : undefined;
  }, 240_000);
}

/** Rows the vector index holds that match `filter`, read at Strong consistency. */
async function indexed(filter: string) {
  const { vectors } = t.service.memoryRuntime!.deps;
  const res = await vectors.client.query({ collection_name: vectors.collection, filter, output_fields: ['id'], consistency_level: 'Strong' as never });
  return res.data.length;
}

beforeAll(async () => {
  // Every single write is indexed by a job (content over 0 characters), so a forget can meet one.
  t = await startTestService({ SYNC_INDEX_MAX_CHARS: '0' });
  apiKey = (await t.createAccount()).apiKey;
  // The tests run the queue's workers themselves.
  await t.service.worker!.close();
});
afterEach(async () => {
  while (restore.length) restore.pop()!();
  for (const w of workers.splice(0)) await w.close();
});
afterAll(() => t?.close());

describe('forget wins over queued work', () => {
  it('erases a store between its import being picked up and its first batch, across a worker restart, leaving nothing of the import', async () => {
    const user = `forget-wins-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const marker = `zq${suffix()}`;
    // 600 paragraphs, each long enough to be a chunk of its own.
    const paragraphs = Array.from(
      { length: 600 },
      (_, i) => `Paragraph ${i} of the ${marker} handbook. The warehouse team checks the loading bay every morning before the first lorry arrives. ` +
        `Pallets are counted twice and the count is written in the blue ledger kept by the door. Any damaged crate is set aside for the supplier. ` +
        `On Fridays the night shift sweeps the floor and locks the side gate at ten.`,
    );

    const { embedder } = t.service.memoryRuntime!.deps;
    expect(embedder.analyzeMany).toBeDefined();
    const mine = (texts: string[]) => texts.some((x) => x.includes(marker));
    // The first step of every batch is analysing its chunks: held there, the import is picked up
    // and has written nothing yet.
    const pickedUp = signal();
    const release = signal();
    const analyzeMany = embedder.analyzeMany!.bind(embedder);
    embedder.analyzeMany = async (texts, langs, opts) => {
      if (mine(texts)) {
        pickedUp.resolve();
        await release.promise;
      }
      return analyzeMany(texts, langs, opts);
    };
    // Embedding comes after a batch's records are written: a run that gets there stops for good, as
    // a process killed at that point would (nothing after it, such as its own clean-up, runs).
    const recordsWritten = signal();
    const killed = signal<never>();
    const embedPassages = embedder.embedPassages.bind(embedder);
    embedder.embedPassages = async (texts, opts) => {
      if (mine(texts)) {
        recordsWritten.resolve();
        return killed.promise;
      }
      return embedPassages(texts, opts);
    };
    // The import's runs, in the order the workers start them.
    const memory = t.service.memory!.memory;
    const runs: Array<Promise<unknown>> = [];
    const runBulkImport = memory.runBulkImport.bind(memory);
    memory.runBulkImport = (importId) => {
      const run = runBulkImport(importId);
      run.catch(() => undefined);
      runs.push(run);
      return run;
    };
    restore.push(() => {
      embedder.analyzeMany = analyzeMany;
      embedder.embedPassages = embedPassages;
      memory.runBulkImport = runBulkImport;
      killed.reject(new Error('test over'));
    });

    const first = startWorker();
    const started = await call('/api/v1/memory/bulk-store', { user_id: user, content: paragraphs.join('\n\n') });
    expect(started.status).toBe(200);
    const importId = String(started.body.job_id);
    await pickedUp.promise;
    const store = await t.service.prisma.store.findFirstOrThrow({ where: { bulkImports: { some: { id: importId } } } });
    expect(await t.service.prisma.bulkImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({ status: 'running', chunksTotal: 600, chunksDone: 0 });

    // The worker goes away without finishing its job; the store is erased; a new worker starts.
    await first.worker.close(true);
    const forgot = await call('/api/v1/memory/forget', { user_id: user });
    expect(forgot).toMatchObject({ status: 200, body: { status: 'emptied' } });
    startWorker();
    // The new worker runs the job again: the import is gone.
    expect(await finished(`bulk-${importId}`)).toEqual({ state: 'completed', result: 'gone' });
    expect(runs).toHaveLength(2);

    // The first run, which read the import before the erase, carries on as a replica that was only
    // cut off would: it writes nothing and ends. (Had it written its chunks, it would stop for good
    // at their embedding, leaving them behind.)
    release.resolve();
    const outcome = await Promise.race([runs[0]!, recordsWritten.promise.then(() => 'wrote chunks after the erase')]);
    expect(outcome).toBe('gone');

    expect(await t.service.prisma.memory.count({ where: { storeId: store.id } })).toBe(0);
    expect(await t.service.prisma.memory.count({ where: { bulkImportId: importId } })).toBe(0);
    expect(await t.service.prisma.bulkImport.count({ where: { storeId: store.id } })).toBe(0);
    expect(await indexed(`store_id == "${store.id}"`)).toBe(0);
    const status = await call('/api/v1/memory/bulk-store/status', { user_id: user, job_id: importId });
    expect(status.status).toBe(404);
  }, 300_000);

  it('erases a store while its import is writing vectors, and the run cut off after writing them leaves nothing once the job runs again', async () => {
    const user = `forget-mid-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const marker = `zq${suffix()}`;
    // One chunk.
    const content = `The ${marker} boat is moored at pier seven, next to the red crane, from April to October every year.`;

    const { vectors } = t.service.memoryRuntime!.deps;
    // Held as it is about to write its chunks' vectors (records committed, embedded), then cut off
    // once it has written them, before it checks its records again.
    let storeId = '';
    const writing = signal();
    const release = signal();
    const vectorsWritten = signal();
    const killed = signal<never>();
    const upsert = vectors.upsert.bind(vectors);
    vectors.upsert = async (rows) => {
      if (!rows.some((r) => r.storeId === storeId)) return upsert(rows);
      writing.resolve();
      await release.promise;
      await upsert(rows);
      vectorsWritten.resolve();
      await killed.promise;
    };
    restore.push(() => {
      vectors.upsert = upsert;
      killed.reject(new Error('test over'));
    });
    storeId = (await t.service.prisma.store.findFirstOrThrow({ where: { name: user, account: { apiKeys: { some: { prefix: apiKey.slice(0, 10) } } } } })).id;

    const first = startWorker();
    const started = await call('/api/v1/memory/bulk-store', { user_id: user, content });
    const importId = String(started.body.job_id);
    await writing.promise;
    expect(await t.service.prisma.memory.count({ where: { bulkImportId: importId } })).toBe(1);

    const forgot = await call('/api/v1/memory/forget', { user_id: user });
    expect(forgot).toMatchObject({ status: 200, body: { status: 'emptied', deleted: 1 } });
    await first.worker.close(true);
    release.resolve();
    await vectorsWritten.promise;
    // The erase had nothing to delete in the index yet: these vectors came after it.
    expect(await indexed(`store_id == "${storeId}"`)).toBeGreaterThan(0);

    startWorker();
    expect(await finished(`bulk-${importId}`)).toEqual({ state: 'completed', result: 'gone' });
    expect(await indexed(`store_id == "${storeId}"`)).toBe(0);
    expect(await t.service.prisma.memory.count({ where: { storeId } })).toBe(0);
    expect(await t.service.prisma.bulkImport.count({ where: { storeId } })).toBe(0);
  }, 300_000);

  it('finishes an erased import whose job was lost: the pending sweep queues its tombstone again', async () => {
    const user = `forget-lost-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const started = await call('/api/v1/memory/bulk-store', { user_id: user, content: `The zq${suffix()} ferry leaves at nine.\n\nIt returns at five.` });
    const importId = String(started.body.job_id);
    const { storeId } = await t.service.prisma.bulkImport.findUniqueOrThrow({ where: { id: importId } });
    // No worker runs: the store is erased while its import waits, which leaves a tombstone.
    expect(await call('/api/v1/memory/forget', { user_id: user })).toMatchObject({ status: 200, body: { status: 'emptied' } });
    expect(await t.service.prisma.bulkImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({ status: 'erased' });
    // The job is lost (Redis emptied, say): only the sweep can bring it back.
    const queue = t.service.memoryRuntime!.deps.jobs.queue(MEMORY_QUEUE);
    await (await queue.getJob(`bulk-${importId}`))!.remove();
    await t.service.memory!.memory.sweepPending(0);
    expect(await queue.getJob(`bulk-${importId}`)).toBeDefined();
    startWorker();
    expect(await finished(`bulk-${importId}`)).toEqual({ state: 'completed', result: 'gone' });
    expect(await t.service.prisma.bulkImport.count({ where: { storeId } })).toBe(0);
    expect(await t.service.prisma.memory.count({ where: { storeId } })).toBe(0);
  }, 300_000);

  it('a forgotten memory does not reappear in the index when its indexing job was cut off after writing its vectors', async () => {
    const user = `forget-one-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const marker = `zq${suffix()}`;
    const content = `The ${marker} spare key is kept under the third flower pot on the left of the porch.`;

    const { embedder, vectors } = t.service.memoryRuntime!.deps;
    // The job is held at its embedding (picked up, nothing written), and stops for good once its
    // vectors are written, before it checks the record again, as a process killed there would.
    const pickedUp = signal();
    const release = signal();
    const embedPassages = embedder.embedPassages.bind(embedder);
    embedder.embedPassages = async (texts, opts) => {
      if (texts.some((x) => x.includes(marker))) {
        pickedUp.resolve();
        await release.promise;
      }
      return embedPassages(texts, opts);
    };
    let memoryId = '';
    const vectorsWritten = signal();
    const killed = signal<never>();
    const upsert = vectors.upsert.bind(vectors);
    vectors.upsert = async (rows) => {
      await upsert(rows);
      if (rows.some((r) => r.parentId === memoryId)) {
        vectorsWritten.resolve();
        await killed.promise;
      }
    };
    restore.push(() => {
      embedder.embedPassages = embedPassages;
      vectors.upsert = upsert;
      killed.reject(new Error('test over'));
    });

    const first = startWorker();
    const stored = await call('/api/v1/memory/store', { user_id: user, content });
    expect(stored.body).toMatchObject({ status: 'stored (async)' });
    memoryId = String(stored.body.id);
    await pickedUp.promise;

    const forgot = await call('/api/v1/memory/forget', { user_id: user, memory_id: memoryId });
    expect(forgot).toMatchObject({ status: 200, body: { status: 'forgotten', deleted: 1 } });
    // The held run writes its vectors after the forget deleted the memory's, and is cut off.
    await first.worker.close(true);
    release.resolve();
    await vectorsWritten.promise;
    expect(await indexed(`parent_id == "${memoryId}"`)).toBeGreaterThan(0);

    // The next worker runs the job again: the record is gone, and so are the vectors.
    startWorker();
    expect(await finished(`index-${memoryId}`)).toEqual({ state: 'completed', result: 'gone' });
    expect(await indexed(`parent_id == "${memoryId}"`)).toBe(0);
    expect(await t.service.prisma.memory.count({ where: { id: memoryId } })).toBe(0);
  }, 300_000);
});
