import { logger } from '../../../../common/src/logger.js';
import type { MemoryDeps } from './deps.js';
import { tenantOf } from './memory-fields.js';
import type { StoreRow } from '../storage/record-store.js';
import type { LexicalIndexes } from './retrieval/lexical-indexes.js';

/** Memories the expiry job erases per statement. */
export const EXPIRY_BATCH = 500;

/** A memory the expiry job erased, for its `memory.expired` event (never its content). */
export interface ExpiredMemory {
  memoryId: string;
  store: StoreRow;
  expiredAt: Date;
}

/**
 * Expiry: from its `expires_at` a memory answers nowhere (every read checks it), and this job then
 * erases it as forget would: vectors first (a failure leaves the record for the next run), then the
 * record and a turn made from it, cached answers and replays that name it.
 */
export class Expiry {
  constructor(
    private readonly deps: MemoryDeps,
    private readonly lexical: LexicalIndexes,
  ) {}

  /** Erases what has expired, a batch at a time, until none is left or `maxBatches` ran; what it erased. */
  async eraseExpired(maxBatches = 20, batch = EXPIRY_BATCH): Promise<ExpiredMemory[]> {
    const erased: ExpiredMemory[] = [];
    for (let i = 0; i < maxBatches; i++) {
      const due = await this.deps.storage.expiry.expired(batch);
      if (!due.length) break;
      const byStore = new Map<string, { store: StoreRow; items: typeof due }>();
      for (const d of due) {
        const entry = byStore.get(d.store.id) ?? { store: d.store, items: [] };
        entry.items.push(d);
        byStore.set(d.store.id, entry);
      }
      for (const { store, items } of byStore.values()) {
        erased.push(...(await this.eraseInStore(store, items.map((d) => d.id))));
      }
      if (due.length < batch) break;
    }
    return erased;
  }

  private async eraseInStore(store: StoreRow, ids: string[]): Promise<ExpiredMemory[]> {
    try {
      await this.deps.vectors.deleteMemories(tenantOf(store), ids);
    } catch (err) {
      logger.warn({ err, store: store.id }, 'expiry: dropping vectors failed; the next run tries again');
      return [];
    }
    const deleted = await this.deps.storage.expiry.deleteExpired(ids);
    if (!deleted.length) return [];
    this.lexical.removed(store.id, deleted);
    await this.deps.cache.invalidate(store.id);
    for (const id of deleted) await this.deps.replays?.forget(store.accountId, store.name, id);
    const now = new Date();
    // Each one's id and store, never its content.
    for (const id of deleted) this.deps.events?.emit(store.accountId, 'memory.expired', { object: 'memory', id, user_id: store.name, expired_at: now.toISOString() });
    return deleted.map((memoryId) => ({ memoryId, store, expiredAt: now }));
  }
}
