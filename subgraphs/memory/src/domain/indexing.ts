import { expectedDoneInMs } from '../../../../common/src/fair-share.js';
import type { Admission } from '../../../../common/src/fair-queue-counts.js';
import { indexMemoryJob, MEMORY_QUEUE_ACCOUNT_SLOTS, MEMORY_QUEUE_SLOTS } from '../../../../common/src/job-definitions.js';
import { logger } from '../../../../common/src/logger.js';
import { currentRequestId } from '../../../../common/src/request-context.js';
import type { VectorRow } from '../storage/vector-index.js';
import { withTimeout } from './async.js';
import { decompose, derivedId } from './atoms.js';
import type { MemoryDeps } from './deps.js';
import { tenantOf } from './memory-fields.js';
import type { MemoryRow, MemoryWithVectors, StoreRow } from '../storage/record-store.js';
import { NeighbourSimilarities } from './retrieval/hubness.js';
import { packVectors, unpackVectors } from './stored-vectors.js';

/** Enqueues within 2 s or logs and answers false: the record is committed and the pending sweep retries. */
export async function enqueueOrDefer<T>(enqueue: () => Promise<T>, context: Record<string, string>, failure: string): Promise<T | false> {
  try {
    return await withTimeout(enqueue(), 2000);
  } catch (err) {
    logger.warn({ err, ...context }, failure);
    return false;
  }
}

/** How long a write's late embedding is waited for after its answer (the queued job does it anyway). */
const LATE_EMBEDDING_MS = 60_000;

/** A job's duration assumed before any has finished. */
const DEFAULT_JOB_MS = 1000;

/**
 * When a job just admitted is expected to have run: the jobs ahead of it by turns between accounts,
 * run MEMORY_QUEUE_SLOTS at a time, and its account's own earlier jobs, run
 * MEMORY_QUEUE_ACCOUNT_SLOTS at a time, each taking the moving average of recent jobs. Unknown (the job
 * was already queued, or the queue did not answer): undefined.
 */
export function expectedSearchableInMs(admission: Admission | false): number | undefined {
  if (!admission || admission.priority === 0) return undefined;
  return expectedDoneInMs(admission.ahead, MEMORY_QUEUE_SLOTS, admission.avgJobMs ?? DEFAULT_JOB_MS, admission.priority, MEMORY_QUEUE_ACCOUNT_SLOTS);
}

/**
 * Whether a write answers searches on return (`stored`) or once a job has indexed it (`stored_async`;
 * each surface spells it its own way: `stored (async)` in REST and MCP).
 */
export type IndexStatus = 'stored' | 'stored_async';

/** Whether a write is searchable on return, and if not when it is expected to be. */
export interface IndexOutcome {
  status: IndexStatus;
  expectedSearchableInMs?: number;
}

const compactEstimate = (ms: number | undefined) => (ms === undefined ? {} : { expectedSearchableInMs: ms });

/**
 * Indexing: a memory's vectors (its own and one per atom sentence) written to Milvus, now or by a
 * job. Postgres is the record; the index can always be rebuilt from it.
 */
export class MemoryIndexer {
  /** Each memory's greatest similarities to the others of its store, kept as memories are indexed. */
  private readonly neighbours: NeighbourSimilarities;

  constructor(private readonly deps: MemoryDeps) {
    this.neighbours = new NeighbourSimilarities(deps.vectors, deps.storage.records);
  }

  vectorRows(record: MemoryRow, store: StoreRow, vectors: Float32Array[], atoms: string[]): VectorRow[] {
    const base = {
      parentId: record.id,
      tenant: tenantOf(store),
      storeId: store.id,
      category: record.category,
      speaker: record.speaker ?? '',
      importance: record.importance,
      eventTs: record.eventDate?.getTime() ?? 0,
      createdTs: record.createdAt.getTime(),
      superseded: record.isSuperseded,
    };
    return [
      { ...base, id: record.id, kind: 'memory', vector: vectors[0]! },
      ...atoms.map((_, i) => ({ ...base, id: derivedId(record.id, 'atom', i), kind: 'atom', vector: vectors[i + 1]! })),
    ];
  }

  /**
   * Writes a committed record's vectors before `deadline` when they are at hand (`stored`), or
   * leaves them to a job (`stored_async`).
   */
  async nowOrLater(
    record: MemoryRow,
    store: StoreRow,
    vectors: Float32Array[] | undefined,
    atoms: string[],
    deadline: number,
  ): Promise<IndexOutcome> {
    if (vectors && deadline > Date.now()) {
      try {
        await withTimeout(this.deps.vectors.upsert(this.vectorRows(record, store, vectors, atoms)), deadline - Date.now());
        await this.deps.storage.records.markIndexed(record.id, packVectors(vectors));
        await this.neighbours.record(store, [{ id: record.id, vector: vectors[0]! }]);
        return { status: 'stored' };
      } catch (err) {
        logger.warn({ err, memory_id: record.id }, 'synchronous indexing failed; deferring to a job');
      }
    }
    const admission = await this.enqueue(record.id, store.accountId);
    return { status: 'stored_async', ...compactEstimate(expectedSearchableInMs(admission)) };
  }

  /**
   * A write answered `stored_async` because its embedding was late: when the embedding arrives
   * after all, the memory is indexed with it at once, by the indexing job's own steps (which leave
   * nothing of a memory forgotten meanwhile), rather than after a turn in the queue. The vectors are
   * kept with the record first, so the queued job, when its turn comes, finds the memory indexed or
   * at least does not embed it again. Any failure here is the job's to repair.
   */
  finishLater(memoryId: string, embedding: Promise<Float32Array[]>, withinMs = LATE_EMBEDDING_MS): void {
    void (async () => {
      const vectors = await withTimeout(embedding, withinMs);
      if (await this.deps.storage.records.keepLateVectors(memoryId, packVectors(vectors))) await this.indexMemory(memoryId);
    })().catch((err: unknown) => logger.debug({ err, memory_id: memoryId }, 'a late embedding was not used; the indexing job indexes the memory'));
  }

  /**
   * Queues the indexing job, taking the account's turn; false when the queue is unreachable (the
   * sweep retries).
   */
  enqueue(memoryId: string, accountId: string, opts: { replaceFinished?: boolean } = {}): Promise<Admission | false> {
    return enqueueOrDefer(
      () => this.deps.jobs.enqueueFair(indexMemoryJob, { memoryId }, accountId, { jobId: `index-${memoryId}`, requestId: currentRequestId(), ...opts }),
      { memory_id: memoryId },
      'could not enqueue indexing; the pending sweep will retry',
    );
  }

  /**
   * Indexes records of one store in as few embedding batches and Milvus calls as possible (a
   * memory and its atoms together). Superseded records are only marked: they never answer.
   */
  async indexRecords(records: MemoryWithVectors[], store: StoreRow): Promise<void> {
    const live = records.filter((r) => !r.isSuperseded);
    const texts: string[] = [];
    const plan = live.map((r) => {
      const atoms = decompose(r.content);
      // Vectors the record already keeps (a rebuilt collection) are written again as they are: only
      // records without them are embedded.
      const reuse = this.keptVectors(r);
      if (reuse?.length === 1 + atoms.length) return { r, atoms, reuse, start: -1 };
      const start = texts.length;
      texts.push(r.content, ...atoms);
      return { r, atoms, reuse: undefined, start };
    });
    if (plan.length) {
      // Indexing runs in jobs: background work that yields to interactive embeds, shared fairly between accounts.
      const vectors = texts.length ? await this.deps.embedder.embedPassages(texts, { tenant: store.accountId }) : [];
      const own = plan.map(({ atoms, reuse, start }) => reuse ?? vectors.slice(start, start + 1 + atoms.length));
      const rows = plan.flatMap(({ r, atoms }, i) => this.vectorRows(r, store, own[i]!, atoms));
      for (let i = 0; i < rows.length; i += 1000) await this.deps.vectors.upsert(rows.slice(i, i + 1000));
      // Postgres keeps the same vectors with each record (one statement for the batch).
      await this.deps.storage.records.markManyIndexed(plan.map(({ r }) => r.id), own.map(packVectors));
      await this.neighbours.record(store, plan.map(({ r }, i) => ({ id: r.id, vector: own[i]![0]! })));
    }
    const ids = records.map((r) => r.id);
    // Superseded records are marked without vectors: they never answer.
    const superseded = records.filter((r) => r.isSuperseded).map((r) => r.id);
    if (superseded.length) await this.deps.storage.records.markIndexedWithoutVectors(superseded);
    // A memory forgotten while it was being indexed must leave no vectors behind: checked after the
    // vectors are written, since the forget may have deleted its vectors before they were.
    const still = await this.deps.storage.records.existing(ids);
    const gone = live.filter((r) => !still.has(r.id)).map((r) => r.id);
    if (gone.length) await this.deps.vectors.deleteMemories(tenantOf(store), gone);
  }

  /** The vectors a record keeps, when this deployment's model made them. */
  private keptVectors(record: MemoryWithVectors): Float32Array[] | undefined {
    if (!record.vectors || record.embeddingModel !== this.deps.embedder.modelId) return undefined;
    return unpackVectors(record.vectors, this.deps.embedder.dimensions);
  }

  /**
   * The indexing job: idempotent. For a memory forgotten meanwhile it writes nothing, and deletes
   * any vectors of it: an earlier attempt, killed after writing them and before checking the record
   * again (see `indexRecords`), may have left some after the forget deleted its own.
   */
  async indexMemory(memoryId: string): Promise<'indexed' | 'gone' | 'already'> {
    const record = await this.deps.storage.records.findForIndexing(memoryId);
    if (!record) {
      await this.deps.vectors.deleteParents([memoryId]);
      return 'gone';
    }
    if (record.indexState === 'indexed') return 'already';
    await this.indexRecords([record], record.store);
    // Searchable now: cached answers computed without it are stale.
    await this.deps.cache.dropAfterWrite(record.store.id);
    return 'indexed';
  }
}
