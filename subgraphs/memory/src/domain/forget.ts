import { AppError, ErrorCode, notFound } from '../../../../common/src/errors.js';
import { logger } from '../../../../common/src/logger.js';
import type { Principal } from '../../../../common/src/principal.js';
import type { MemoryDeps } from './deps.js';
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
  constructor(
    private readonly deps: MemoryDeps,
    private readonly lexical: LexicalIndexes,
  ) {}

  async forget(principal: Principal, store: StoreRow, memoryId: string | null) {
    const tenant = tenantOf(store);
    if (memoryId) {
      const count = await this.deps.storage.records.deleteInStore(store.id, memoryId);
      this.lexical.removed(store.id, [memoryId]);
      await this.eraseCopies(store, principal, () => this.deps.vectors.deleteMemory(tenant, memoryId), memoryId);
      if (!count) throw notFound(`Memory '${memoryId}' was not found in store '${store.name}'.`);
      // Its id and store, never its content.
      this.deps.events?.emit(store.accountId, 'memory.forgotten', { object: 'memory', id: memoryId, user_id: store.name });
      return { status: 'forgotten', deleted: count };
    }
    const count = await this.deps.storage.erasure.eraseContents(store.id);
    this.lexical.dropped(store.id);
    await this.eraseCopies(store, principal, () => this.deps.vectors.deleteStore(tenant, store.id));
    this.deps.events?.emit(store.accountId, 'memory.forgotten', { object: 'store', id: null, user_id: store.name, deleted: count });
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
