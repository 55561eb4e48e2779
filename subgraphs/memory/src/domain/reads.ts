import { notFound } from '../../../../common/src/errors.js';
import type { Principal } from '../../../../common/src/principal.js';
import type { RecordStore, StoreRow } from '../storage/record-store.js';
import type { ListRequest } from './requests.js';
import { checkCursorStore, encodeCursor } from './search-options.js';
import { recordView, turnView, versionView } from './views.js';

/** Reads that need no vectors, from Postgres (the record): history, list, get, stats. */
export class MemoryReader {
  constructor(private readonly records: RecordStore) {}

  async history(store: StoreRow, limit: number) {
    const turns = await this.records.recentTurns(store.id, limit);
    return { turns: turns.map(turnView), count: turns.length };
  }

  /** Oldest first, by a keyset cursor on (created_at, id): stable while memories are added or removed. */
  async list(store: StoreRow, req: ListRequest) {
    if (req.after) checkCursorStore(req.after, store.id);
    const rows = await this.records.inOrder(await this.records.idsFrom(store.id, req.after, 'asc', req.limit + 1, false));
    const page = rows.slice(0, req.limit);
    const last = page.at(-1);
    return {
      memories: page.map(recordView),
      count: page.length,
      nextCursor: rows.length > req.limit && last ? encodeCursor(store.id, last.createdAt, last.id) : null,
      /** Each memory's cursor (`after` of the page that follows it), for the connection's edges. */
      cursors: page.map((r) => encodeCursor(store.id, r.createdAt, r.id)),
    };
  }

  async stats(store: StoreRow) {
    const { total, superseded, pending, turns, speakers } = await this.records.counts(store.id);
    return { userId: store.name, totalMemories: total, shortTermTurns: turns, supersededMemories: superseded, pendingMemories: pending, speakers };
  }

  /** A memory of the account in one memory pool, by id alone (a memory id is unique); null when there is none. */
  async byId(principal: Principal, namespace: string, memoryId: string) {
    const record = await this.records.findInPool(principal.accountId, namespace, memoryId, principal.stores);
    return record ? recordView(record) : null;
  }

  /** The supersede chain through a memory, oldest first. */
  async versions(store: StoreRow, memoryId: string | null, given: string) {
    const chain = memoryId ? await this.records.versions(store.id, memoryId) : [];
    if (!chain.length) throw notFound(`Memory '${given}' was not found in store '${store.name}'.`);
    return { userId: store.name, memoryId: chain.find((r) => r.id === memoryId)!.id, versions: chain.map(versionView), count: chain.length };
  }

  async get(store: StoreRow, memoryId: string | null, given: string) {
    const missing = () => notFound(`Memory '${given}' was not found in store '${store.name}'.`);
    if (!memoryId) throw missing();
    const record = await this.records.findInStore(store.id, memoryId);
    if (!record) throw missing();
    return { userId: store.name, memory: recordView(record) };
  }
}
