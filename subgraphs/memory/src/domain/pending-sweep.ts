import type { PrismaClient } from '../../../../common/src/db/client.js';
import { ERASED, type BulkImporter } from './bulk-import.js';
import type { MemoryIndexer } from './indexing.js';

/**
 * The pending sweep: enqueues every record still pending after `olderThanMs` (lost jobs, queue
 * outages, a rebuilt collection) and every unfinished or erased bulk import, page by page, and returns how
 * many were queued. Stops at the first failure: with the queue down the next sweep tries again.
 */
export async function sweepPending(
  parts: { prisma: PrismaClient; indexer: MemoryIndexer; bulk: BulkImporter },
  olderThanMs = 30_000,
  batch = 500,
): Promise<number> {
  const { prisma, indexer, bulk } = parts;
  const before = new Date(Date.now() - olderThanMs);
  let queued = 0;
  const imports = await prisma.bulkImport.findMany({
    // An erased import's tombstone too: its job erases whatever a run cut off may have left, then it.
    where: { status: { in: ['queued', 'running', ERASED] }, updatedAt: { lt: before } },
    select: { id: true, store: { select: { accountId: true } } },
  });
  for (const imp of imports) {
    if (!(await bulk.enqueue(imp.id, imp.store.accountId, { replaceFinished: true }))) return queued;
    queued++;
  }
  let after: string | undefined;
  for (;;) {
    const page = await prisma.memory.findMany({
      where: { indexState: 'pending', createdAt: { lt: before }, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, store: { select: { accountId: true } } },
      orderBy: { id: 'asc' },
      take: batch,
    });
    for (const p of page) {
      // A pending record whose earlier job finished is being re-indexed (e.g. a rebuilt collection).
      if (!(await indexer.enqueue(p.id, p.store.accountId, { replaceFinished: true }))) return queued;
      queued++;
    }
    if (page.length < batch) return queued;
    after = page.at(-1)!.id;
  }
}
