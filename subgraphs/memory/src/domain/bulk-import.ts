import { randomUUID } from 'node:crypto';
import { bulkImportJob } from '../../../../common/src/job-definitions.js';
import { logger } from '../../../../common/src/logger.js';
import { notFound } from '../../../../common/src/errors.js';
import { currentRequestId } from '../../../../common/src/request-context.js';
import { chunkText, derivedId } from './atoms.js';
import { unsearchable } from './bulk-visibility.js';
import type { MemoryDeps } from './deps.js';
import { enqueueOrDefer, type MemoryIndexer } from './indexing.js';
import { contentHash, tenantOf } from './memory-fields.js';
import type { BulkRow, RecordStore, StoreRow } from '../storage/record-store.js';
import type { BulkStoreRequest } from './requests.js';
import type { TokenCounter } from './token-counts.js';
import type { NewMemory } from './writes.js';
import { analyzeMemory, lexicalColumns, type LexicalIndexes } from './retrieval/lexical-indexes.js';
import { languageOf } from './retrieval/language.js';

const BULK_BATCH = 32;
/**
 * Chunks a slice of an import starts at most (see `run`): one batch. A slice's embeds queue before
 * the model behind its account's other work, so a big slice would hold that account's other jobs,
 * and the worker slots they take, for long.
 */
const SLICE_CHUNKS = BULK_BATCH;
import { ERASED } from '../storage/erasure.js';
/** Records of an import of records checked searchable per vector search, once all are indexed. */
const IMPORT_CHECK = 256;
/** Bulk batches being embedded, written or checked at once (see `run`). */
const BULK_IN_FLIGHT = 3;

/**
 * Bulk imports: a blob is kept, answered at once, and chunked, embedded and indexed by a job whose
 * progress can be read. Chunks are memories; ids derive from the import, so a retried job resumes.
 */
export class BulkImporter {
  constructor(
    private readonly deps: MemoryDeps,
    private readonly records: RecordStore,
    private readonly indexer: MemoryIndexer,
    private readonly tokens: TokenCounter,
    private readonly lexical: LexicalIndexes,
  ) {}

  async start(store: StoreRow, req: BulkStoreRequest) {
    const data = { id: randomUUID(), storeId: store.id, content: req.content, category: req.category, eventDate: req.eventDate, expiresAt: req.expiresAt, chunksTotal: chunkText(req.content).length };
    // The import belongs to the store's erase generation (import-store.ts, `create`).
    const row = await this.deps.storage.imports.create(data);
    if (!row) throw notFound(`Store '${store.name}' does not exist.`);
    await this.enqueue(row.id, store.accountId);
    return this.view(row, store);
  }

  /** Queues the import's job, taking the account's turn; false when the queue is unreachable (the sweep retries). */
  enqueue(importId: string, accountId: string, opts: { replaceFinished?: boolean } = {}) {
    return enqueueOrDefer(
      () => this.deps.jobs.enqueueFair(bulkImportJob, { importId }, accountId, { jobId: `bulk-${importId}`, requestId: currentRequestId(), ...opts }),
      { import_id: importId },
      'could not enqueue the bulk import; the pending sweep will retry',
    );
  }

  async status(store: StoreRow, jobId: string | null, given: string) {
    const row = jobId ? await this.deps.storage.imports.findInStore(store.id, jobId) : null;
    if (!row) throw notFound(`Bulk import '${given}' was not found in store '${store.name}'.`);
    return this.view(row, store);
  }

  private view(row: BulkRow, store: StoreRow) {
    return {
      jobId: row.id,
      userId: store.name,
      status: row.status,
      category: row.category,
      chunksTotal: row.chunksTotal,
      chunksDone: row.chunksDone,
      progress: row.status === 'done' ? 100 : row.chunksTotal ? Math.floor((100 * row.chunksDone) / row.chunksTotal) : 0,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * Writes many memories into a store at once: records in one statement, embeddings in batches,
   * vectors in few Milvus calls. No duplicate detection beyond exact content. Work submitted at the
   * store's erase `generation`: nothing is written once the store was erased since (`erased`).
   */
  async insertMany(store: StoreRow, items: Array<NewMemory & { id?: string; bulkImportId?: string }>, generation: bigint): Promise<string[] | 'erased'> {
    const contents = items.map((i) => i.content);
    const hint = this.lexical.mainLanguage(store.id);
    // Counted and analysed where the embedding runs, as the account's background work, when it can.
    const { embedder } = this.deps;
    // Languages are told apart here (the detector is quick); the analysis itself runs where the
    // embedding does.
    const langs = contents.map((c) => languageOf(c, hint));
    const [tokenCounts, analysed] = await Promise.all([
      this.tokens.forNewMemories(contents, store.accountId),
      embedder.analyzeMany
        ? embedder.analyzeMany(contents, langs, { tenant: store.accountId }).then((terms) => terms.map((t, i) => ({ lang: langs[i]!, terms: t })))
        : contents.map((c) => analyzeMemory(c, hint)),
    ]);
    const rows = items.map((item, i) => {
      const lexical = analysed[i]!;
      return {
      id: item.id ?? randomUUID(),
      storeId: store.id,
      content: item.content,
      contentHash: contentHash(item.content),
      category: item.category,
      speaker: item.speaker,
      eventDate: item.eventDate,
      expiresAt: item.expiresAt ?? null,
      sourceType: item.sourceType,
      embeddingModel: this.deps.embedder.modelId,
      bulkImportId: item.bulkImportId ?? null,
      tokenCount: tokenCounts[i] ?? null,
      ...lexicalColumns(lexical),
      };
    });
    if (!(await this.deps.storage.erasure.createMemoriesUnlessErased(store.id, generation, rows))) return 'erased';
    // From here a forget of the store deletes these records; the vectors written below for a record
    // deleted meanwhile are deleted again once written (`indexRecords`).
    const records = await this.deps.storage.records.pendingWithVectors(rows.map((r) => r.id));
    await this.indexer.indexRecords(records, store);
    await this.deps.cache.dropAfterWrite(store.id);
    return rows.map((r) => r.id);
  }

  /**
   * The bulk-import job: chunks the blob, writes the chunks as memories batch by batch and records
   * progress. Chunk ids derive from the import id, so a retried job continues where it stopped.
   * After SLICE_CHUNKS chunks or BULK_IMPORT_SLICE_MS it starts no new batch and answers `more` once
   * the batches in flight are in and counted: the job goes back to the queue and continues from the progress recorded, so
   * that a long import takes turns with other accounts' jobs instead of holding a worker slot.
   */
  async run(importId: string): Promise<'done' | 'gone' | 'more'> {
    const sliceEnds = Date.now() + this.deps.indexing.bulkSliceMs;
    const row = await this.deps.storage.imports.findWithStore(importId);
    if (!row) return 'gone';
    // The store was erased after the import was submitted: nothing of it is written, and whatever an
    // earlier run wrote (cut off after writing vectors the erase had already deleted) is erased.
    if (row.status === ERASED || row.store.eraseGeneration !== row.storeGeneration) return this.discard(importId, row.store, row.chunksTotal);
    if (row.status === 'done') return 'done';
    if (row.kind === 'records') return this.indexImported(row, sliceEnds);
    if (row.content === null) return 'gone';
    const chunks = chunkText(row.content);
    const generation = row.storeGeneration;
    let erased = false;
    await this.deps.storage.imports.markRunning(importId, chunks.length);
    // A chunk repeating an earlier chunk of the import is skipped; decided from the text alone, so
    // that batches need not wait for each other's writes.
    const hashes = chunks.map((c) => contentHash(c));
    const firstIndex = new Map<string, number>();
    hashes.forEach((h, i) => firstIndex.has(h) || firstIndex.set(h, i));
    const runBatch = async (start: number) => {
      const batch = chunks
        .slice(start, start + BULK_BATCH)
        .map((content, i) => ({ content, index: start + i, hash: hashes[start + i]!, id: derivedId(importId, 'chunk', start + i) }))
        .filter((b) => firstIndex.get(b.hash) === b.index);
      // Exact duplicates of memories already in the store (other than this import's own) are skipped.
      const seen = await this.deps.storage.imports.liveHashesOutside(row.storeId, importId, batch.map((b) => b.hash));
      const fresh = batch.filter((b) => !seen.has(b.hash));
      if (erased) return;
      const ids = await this.insertMany(
        row.store,
        fresh.map((b) => ({ id: b.id, content: b.content, category: row.category, sourceType: 'bulk', speaker: null, eventDate: row.eventDate, expiresAt: row.expiresAt, bulkImportId: importId })),
        generation,
      );
      if (ids === 'erased') {
        erased = true;
        return;
      }
      await this.ensureSearchable(row.store, ids);
    };
    const progress = async (chunksDone: number) => {
      if (erased) return false;
      return this.deps.storage.imports.recordProgress(importId, chunksDone); // false: erased meanwhile
    };
    // Several batches in flight: some are embedded while the one before them is written to Postgres
    // and Milvus and checked, so the model does not wait on those round trips. Progress counts a batch
    // only once every batch before it is in, so a retried job resumes where nothing is missing.
    const inFlight: Array<{ start: number; done: Promise<void> }> = [];
    const settleOldest = async () => {
      const oldest = inFlight.shift()!;
      try {
        await oldest.done;
      } catch (err) {
        // The job fails and retries; the batches still running finish first, so no retry overlaps them.
        await Promise.allSettled(inFlight.map((b) => b.done));
        throw err;
      }
      return progress(Math.min(chunks.length, oldest.start + BULK_BATCH));
    };
    let next = row.chunksDone;
    for (; next < chunks.length; next += BULK_BATCH) {
      // The slice is over: the batches in flight finish and count, the rest waits for the next turn.
      if (next > row.chunksDone && (Date.now() >= sliceEnds || next - row.chunksDone >= SLICE_CHUNKS)) break;
      const start = next;
      const done = runBatch(start);
      done.catch(() => undefined); // awaited in order below; an early failure is not unhandled meanwhile
      inFlight.push({ start, done });
      if (inFlight.length < BULK_IN_FLIGHT) continue;
      if (!(await settleOldest())) {
        await Promise.allSettled(inFlight.map((b) => b.done));
        return this.discard(importId, row.store, chunks.length);
      }
    }
    while (inFlight.length) {
      if (!(await settleOldest())) {
        await Promise.allSettled(inFlight.map((b) => b.done));
        return this.discard(importId, row.store, chunks.length);
      }
    }
    if (next < chunks.length) return 'more';
    // `done` promises searchable everywhere: a reader in another process (the memory subgraph, when
    // this runs in the worker) reads Bounded, which sees these writes once the grace time has passed.
    await this.deps.vectors.settled(tenantOf(row.store));
    // The blob is not kept once every chunk is a memory: erasing memories erases the content.
    await this.deps.storage.imports.markDone(importId);
    this.deps.events?.emit(row.store.accountId, 'memory.bulk_store.completed', { object: 'bulk_import', job_id: importId, user_id: row.store.name, chunks_total: chunks.length });
    return 'done';
  }

  /**
   * The job of an import of records (record-import.ts): its memories were written when it was
   * accepted; here they are embedded and indexed a batch at a time, progress counting those indexed,
   * in slices as a blob's chunks are.
   */
  private async indexImported(row: NonNullable<Awaited<ReturnType<MemoryDeps['storage']['imports']['findWithStore']>>>, sliceEnds: number): Promise<'done' | 'gone' | 'more'> {
    const { imports } = this.deps.storage;
    for (;;) {
      const ids = await imports.pendingOf(row.id, BULK_BATCH * BULK_IN_FLIGHT);
      if (!ids.length) break;
      // Several batches at once, as a blob's: one is embedded while another is written.
      const batches = Array.from({ length: Math.ceil(ids.length / BULK_BATCH) }, (_, b) => ids.slice(b * BULK_BATCH, (b + 1) * BULK_BATCH));
      await Promise.all(batches.map(async (batch) => this.indexer.indexRecords(await this.records.pendingWithVectors(batch), row.store)));
      // False: the store was erased meanwhile (its memories with it).
      if (!(await imports.recordProgress(row.id, row.chunksTotal - (await imports.pendingCount(row.id))))) return this.discard(row.id, row.store, 0);
      if (Date.now() >= sliceEnds) return 'more';
    }
    // `done` promises every live record searchable: checked once, a few hundred at a time, at the end
    // (a check per batch cost a wide vector search each).
    const written = await imports.memoryIds(row.id);
    for (let i = 0; i < written.length; i += IMPORT_CHECK) {
      const live = (await this.records.live(row.store, written.slice(i, i + IMPORT_CHECK))).map((r) => r.id);
      if (live.length) await this.ensureSearchable(row.store, live);
    }
    await this.deps.vectors.settled(tenantOf(row.store));
    await this.deps.cache.dropAfterWrite(row.store.id);
    await imports.markDone(row.id);
    this.deps.events?.emit(row.store.accountId, 'memory.import.completed', { object: 'memory_import', job_id: row.id, user_id: row.store.name, imported: row.chunksTotal });
    return 'done';
  }

  /**
   * An import erased while it ran or waited (its store was forgotten): whatever of it is still
   * anywhere is erased too: its tombstone, chunk records (none can be written after the erase; this
   * is for safety) and the vectors of every chunk, which a run embedding while the erase ran may
   * have written after the erase deleted the store's.
   */
  private async discard(importId: string, store: StoreRow, chunkCount: number): Promise<'gone'> {
    await this.deps.storage.imports.remove(importId);
    const records = await this.deps.storage.imports.memoryIds(importId);
    const chunks = Array.from({ length: chunkCount }, (_, i) => derivedId(importId, 'chunk', i));
    const ids = [...new Set([...chunks, ...records])];
    for (let i = 0; i < ids.length; i += 1000) {
      const part = ids.slice(i, i + 1000);
      await this.deps.vectors.deleteMemories(tenantOf(store), part);
      await this.deps.storage.imports.deleteMemories(importId, part);
      this.lexical.removed(store.id, part);
    }
    await this.deps.cache.dropAfterWrite(store.id);
    return 'gone';
  }

  /**
   * Waits for bulk chunks to answer searches in full (memories and atoms), writing again any that do
   * not, so that an import reported `done` is searchable in full. Throws (the job retries) when
   * rows stay missing.
   */
  private async ensureSearchable(store: StoreRow, ids: string[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const records = await this.records.liveWithVectors(store, ids);
      const missing = await unsearchable(this.deps.vectors, tenantOf(store), store.id, records);
      if (!missing.length) return;
      if (attempt === 3) throw new Error(`${missing.length} bulk chunks are still not searchable after indexing`);
      logger.warn({ store_id: store.id, missing: missing.length, attempt }, 'indexed bulk chunks do not answer searches yet; writing them again');
      await this.indexer.indexRecords(records.filter((r) => missing.includes(r.id)), store);
    }
  }

  async markFailed(importId: string, reason: string): Promise<void> {
    await this.deps.storage.imports.markFailed(importId, reason);
  }
}
