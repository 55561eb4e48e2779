import type { Prisma, PrismaClient } from '../../../../common/src/db/client.js';
import type { BulkRow } from './record-store.js';
import { ERASE_WAIT, ERASED, type StoreErasure } from './erasure.js';


export type NewImport = {
  id: string;
  storeId: string;
  content: string | null;
  category: string;
  eventDate: Date | null;
  expiresAt: Date | null;
  chunksTotal: number;
  /** `blob` (default) or `records`. */
  kind?: string;
};
export type ImportWithStore = Prisma.BulkImportGetPayload<{ include: { store: true } }>;

/** Bulk import rows in Postgres. */
export interface ImportStore {
  /** Imports queued, running or erased (a tombstone) last updated before `before`, with their account. */
  unfinishedOrErasedBefore(before: Date): Promise<Array<{ id: string; store: { accountId: string } }>>;
  /** Creates the import at the store's erase generation, read with the store row held; null when the store is gone. */
  create(data: NewImport): Promise<BulkRow | null>;
  /** An import of the store that is not a tombstone. */
  findInStore(storeId: string, importId: string): Promise<BulkRow | null>;
  /** An import with its store (and the store's erase generation). */
  findWithStore(importId: string): Promise<ImportWithStore | null>;
  /** Marks the import running with its chunk count (not a tombstone). */
  markRunning(importId: string, chunksTotal: number): Promise<void>;
  /** Records progress; false when the import became a tombstone meanwhile. */
  recordProgress(importId: string, chunksDone: number): Promise<boolean>;
  /** Marks the import done and drops its content. */
  markDone(importId: string): Promise<void>;
  markFailed(importId: string, reason: string): Promise<void>;
  /** Deletes the import row (a tombstone included). */
  remove(importId: string): Promise<void>;
  /** Content hashes among `hashes` of the store's live memories, other than this import's own. */
  liveHashesOutside(storeId: string, importId: string, hashes: string[]): Promise<Set<string>>;
  /** Ids of the memories the import wrote. */
  memoryIds(importId: string): Promise<string[]>;
  /** Deletes those of `ids` the import wrote. */
  deleteMemories(importId: string, ids: string[]): Promise<void>;
  /** Up to `take` ids of the import's memories still to be indexed, shortest first (a batch of like lengths pads little). */
  pendingOf(importId: string, take: number): Promise<string[]>;
  /** How many of the import's memories are still to be indexed. */
  pendingCount(importId: string): Promise<number>;
}

/** The import store in Postgres. */
export class PostgresImportStore implements ImportStore {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly erasure: StoreErasure,
  ) {}

  unfinishedOrErasedBefore(before: Date): Promise<Array<{ id: string; store: { accountId: string } }>> {
    return this.prisma.bulkImport.findMany({
      where: { status: { in: ['queued', 'running', ERASED] }, updatedAt: { lt: before } },
      select: { id: true, store: { select: { accountId: true } } },
    });
  }

  /**
   * The import belongs to the store's generation, read with the row held: a `forget` of the store
   * either committed before (and this import is not erased by it) or waits and erases it.
   */
  create(data: NewImport): Promise<BulkRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const generation = await this.erasure.current(data.storeId, tx, { lock: true });
      if (generation === null) return null;
      return tx.bulkImport.create({ data: { ...data, storeGeneration: generation } });
    }, ERASE_WAIT);
  }

  findInStore(storeId: string, importId: string) {
    return this.prisma.bulkImport.findFirst({ where: { id: importId, storeId, status: { not: ERASED } } });
  }

  findWithStore(importId: string) {
    return this.prisma.bulkImport.findUnique({ where: { id: importId }, include: { store: true } });
  }

  async markRunning(importId: string, chunksTotal: number) {
    await this.prisma.bulkImport.updateMany({ where: { id: importId, status: { not: ERASED } }, data: { status: 'running', chunksTotal, updatedAt: new Date() } });
  }

  async recordProgress(importId: string, chunksDone: number) {
    const { count } = await this.prisma.bulkImport.updateMany({ where: { id: importId, status: { not: ERASED } }, data: { chunksDone, updatedAt: new Date() } });
    return count > 0;
  }

  async markDone(importId: string) {
    await this.prisma.bulkImport.updateMany({ where: { id: importId, status: { not: ERASED } }, data: { status: 'done', content: null, updatedAt: new Date() } });
  }

  async markFailed(importId: string, reason: string) {
    await this.prisma.bulkImport.updateMany({ where: { id: importId, status: { not: ERASED } }, data: { status: 'failed', error: reason, updatedAt: new Date() } });
  }

  async remove(importId: string) {
    await this.prisma.bulkImport.deleteMany({ where: { id: importId } });
  }

  async liveHashesOutside(storeId: string, importId: string, hashes: string[]) {
    const existing = await this.prisma.memory.findMany({
      where: {
        storeId,
        isSuperseded: false,
        contentHash: { in: hashes },
        OR: [{ bulkImportId: null }, { bulkImportId: { not: importId } }],
      },
      select: { contentHash: true },
    });
    return new Set(existing.map((e) => e.contentHash));
  }

  async memoryIds(importId: string) {
    return (await this.prisma.memory.findMany({ where: { bulkImportId: importId }, select: { id: true } })).map((r) => r.id);
  }

  async deleteMemories(importId: string, ids: string[]) {
    await this.prisma.memory.deleteMany({ where: { id: { in: ids }, bulkImportId: importId } });
  }

  async pendingOf(importId: string, take: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT "id"::text AS id FROM "memories"
      WHERE "bulk_import_id" = ${importId}::uuid AND "index_state" = 'pending'
      ORDER BY char_length("content"), "id" LIMIT ${take}`;
    return rows.map((r) => r.id);
  }

  pendingCount(importId: string): Promise<number> {
    return this.prisma.memory.count({ where: { bulkImportId: importId, indexState: 'pending' } });
  }
}
