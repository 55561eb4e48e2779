import type { ImportStore } from '../storage/import-store.js';
import type { RecordStore } from '../storage/record-store.js';
import type { BulkImporter } from './bulk-import.js';
import type { MemoryIndexer } from './indexing.js';

/**
 * The pending sweep: enqueues every record still pending after `olderThanMs` (lost jobs, queue
 * outages, a rebuilt collection) and every unfinished or erased bulk import, page by page, and returns how
 * many were queued. Stops at the first failure: with the queue down the next sweep tries again.
 */
export async function sweepPending(
  parts: { records: RecordStore; imports: ImportStore; indexer: MemoryIndexer; bulk: BulkImporter },
  olderThanMs = 30_000,
  batch = 500,
): Promise<number> {
  const { records, imports: importStore, indexer, bulk } = parts;
  const before = new Date(Date.now() - olderThanMs);
  let queued = 0;
  // An erased import's tombstone too: its job erases whatever a run cut off may have left, then it.
  const imports = await importStore.unfinishedOrErasedBefore(before);
  for (const imp of imports) {
    if (!(await bulk.enqueue(imp.id, imp.store.accountId, { replaceFinished: true }))) return queued;
    queued++;
  }
  let after: string | undefined;
  for (;;) {
    const page = await records.pendingBefore(before, after, batch);
    for (const p of page) {
      // A pending record whose earlier job finished is being re-indexed (e.g. a rebuilt collection).
      if (!(await indexer.enqueue(p.id, p.store.accountId, { replaceFinished: true }))) return queued;
      queued++;
    }
    if (page.length < batch) return queued;
    after = page.at(-1)!.id;
  }
}
