import { AppError, ErrorCode, notFound } from '../../../../common/src/errors.js';
import { logger } from '../../../../common/src/logger.js';
import type { Principal } from '../../../../common/src/principal.js';
import { ERASED } from './bulk-import.js';
import type { MemoryDeps } from './deps.js';
import { StoreErasure } from './erasure.js';
import { tenantOf } from './memory-fields.js';
import type { StoreRow } from '../storage/record-store.js';
import type { LexicalIndexes } from './retrieval/lexical-indexes.js';

function unavailable(what: string): AppError {
  return new AppError(ErrorCode.Unavailable, `${what} is unavailable right now; retry the request.`);
}

/**
 * Forget: erases one memory or the whole store: the record (and a turn made from it), its vectors
 * and atoms, cached search answers and `Idempotency-Key` replays holding its content. It wins over
 * work submitted before it (docs/decisions/forget-wins.md): erasing the store bumps its erase
 * generation in the transaction of the deletes, and jobs write into it only at their generation;
 * a forgotten memory's indexing job finds no record and leaves no vectors.
 */
export class Forgetter {
  private readonly erasure: StoreErasure;

  constructor(
    private readonly deps: MemoryDeps,
    private readonly lexical: LexicalIndexes,
  ) {
    this.erasure = new StoreErasure(deps.prisma);
  }

  async forget(principal: Principal, store: StoreRow, memoryId: string | null) {
    const tenant = tenantOf(store);
    if (memoryId) {
      const { count } = await this.deps.prisma.memory.deleteMany({ where: { id: memoryId, storeId: store.id } });
      this.lexical.removed(store.id, [memoryId]);
      await this.eraseCopies(store, principal, () => this.deps.vectors.deleteMemory(tenant, memoryId), memoryId);
      if (!count) throw notFound(`Memory '${memoryId}' was not found in store '${store.name}'.`);
      return { status: 'forgotten', deleted: count };
    }
    const [, , , , { count }] = await this.deps.prisma.$transaction([
      // First: holds the store row, so a job's guarded write either commits before the deletes
      // (which then see it) or finds the new generation and writes nothing.
      this.erasure.bump(store.id),
      this.deps.prisma.turn.deleteMany({ where: { storeId: store.id } }),
      // Imports still to run stay as tombstones without content: their job, run again after a
      // worker was cut off, then knows which chunks' vectors to delete (bulk-import.ts, `discard`).
      this.deps.prisma.bulkImport.updateMany({
        where: { storeId: store.id, status: { in: ['queued', 'running'] } },
        data: { status: ERASED, content: null, error: null, eventDate: null, category: 'general', updatedAt: new Date() },
      }),
      this.deps.prisma.bulkImport.deleteMany({ where: { storeId: store.id, status: { not: ERASED } } }),
      this.deps.prisma.memory.deleteMany({ where: { storeId: store.id } }),
    ]);
    this.lexical.dropped(store.id);
    await this.eraseCopies(store, principal, () => this.deps.vectors.deleteStore(tenant, store.id));
    return { status: 'emptied', deleted: count };
  }

  private async eraseCopies(store: StoreRow, principal: Principal, dropVectors: () => Promise<void>, memoryId?: string) {
    try {
      await dropVectors();
    } catch (err) {
      logger.warn({ err }, 'forget: dropping vectors failed');
      throw unavailable('The vector index');
    }
    try {
      await this.deps.cache.invalidate(store.id);
      await this.deps.replays?.forget(principal.accountId, store.name, memoryId);
    } catch (err) {
      logger.warn({ err }, 'forget: erasing cached copies failed');
      throw unavailable('The cache');
    }
  }
}
