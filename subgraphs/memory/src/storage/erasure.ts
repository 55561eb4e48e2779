import type { Prisma, PrismaClient } from '../../../../common/src/db/client.js';

/**
 * An import of an erased store that was still to run: kept without its content (a tombstone) until
 * its job runs again and erases what a run cut off mid-batch may have left (bulk-import.ts, `discard`).
 */
export const ERASED = 'erased';

type Tx = Prisma.TransactionClient;

/**
 * A transaction holding a store row may first wait for an erase of the store to commit (deleting a
 * large store's records takes seconds): longer than the client's default of 5 s.
 */
export const ERASE_WAIT = { timeout: 30_000 };

/**
 * A store's erase generation (`stores.erase_generation`): `forget` of the whole store bumps it in the
 * transaction that deletes the store's records. Work submitted earlier carries the generation it was
 * submitted at and writes only while the store is still at it (docs/decisions/forget-wins.md).
 */
export class StoreErasure {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Bumps the store's generation: the first statement of `forget`'s transaction, so it holds the
   * store row until the deletes commit. A job's guarded write that holds the row first finishes
   * before it, and the deletes that follow see what it wrote.
   */
  bump(storeId: string) {
    return this.prisma.$executeRaw`UPDATE "stores" SET "erase_generation" = "erase_generation" + 1 WHERE "id" = ${storeId}::uuid`;
  }

  /**
   * The store's generation now (null: the store itself is gone). With `lock`, inside `tx`, the row is
   * held (FOR SHARE) until `tx` ends: an erase waits for it, and guarded writes do not wait for
   * each other.
   */
  async current(storeId: string, tx: Tx | PrismaClient = this.prisma, opts: { lock?: boolean } = {}): Promise<bigint | null> {
    const rows = opts.lock
      ? await tx.$queryRaw<Array<{ generation: bigint }>>`SELECT "erase_generation" AS generation FROM "stores" WHERE "id" = ${storeId}::uuid FOR SHARE`
      : await tx.$queryRaw<Array<{ generation: bigint }>>`SELECT "erase_generation" AS generation FROM "stores" WHERE "id" = ${storeId}::uuid`;
    return rows[0]?.generation ?? null;
  }

  /**
   * Runs `write` in a transaction that holds the store row while the store is still at
   * `generation`; answers `erased` without running it otherwise. Whatever `write` inserts is
   * therefore either committed before the erase (and deleted by it) or never written.
   */
  async unlessErased<T>(storeId: string, generation: bigint, write: (tx: Tx) => Promise<T>): Promise<{ erased: true } | { erased: false; value: T }> {
    return this.prisma.$transaction(async (tx) => {
      if ((await this.current(storeId, tx, { lock: true })) !== generation) return { erased: true as const };
      return { erased: false as const, value: await write(tx) };
    }, ERASE_WAIT);
  }

  /** Writes new memory records (existing ids skipped) unless the store was erased since `generation`. */
  async createMemoriesUnlessErased(storeId: string, generation: bigint, rows: Prisma.MemoryCreateManyInput[]): Promise<boolean> {
    const written = await this.unlessErased(storeId, generation, (tx) => tx.memory.createMany({ data: rows, skipDuplicates: true }));
    return !written.erased;
  }

  /**
   * Erases a store's contents in one transaction: its turns, imports (those still to run stay as
   * tombstones without content: their job, run again after a worker was cut off, then knows which
   * chunks' vectors to delete) and memories; how many memories were deleted.
   */
  async eraseContents(storeId: string): Promise<number> {
    const [, , , , { count }] = await this.prisma.$transaction([
      // First: holds the store row, so a job's guarded write either commits before the deletes
      // (which then see it) or finds the new generation and writes nothing.
      this.bump(storeId),
      this.prisma.turn.deleteMany({ where: { storeId } }),
      this.prisma.bulkImport.updateMany({
        where: { storeId, status: { in: ['queued', 'running'] } },
        data: { status: ERASED, content: null, error: null, eventDate: null, category: 'general', updatedAt: new Date() },
      }),
      this.prisma.bulkImport.deleteMany({ where: { storeId, status: { not: ERASED } } }),
      this.prisma.memory.deleteMany({ where: { storeId } }),
    ]);
    return count;
  }
}
