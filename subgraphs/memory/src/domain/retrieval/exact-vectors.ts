import { performance } from 'node:perf_hooks';
import { LRUCache } from 'lru-cache';
import type { DriverReads } from '../../../../../common/src/db/client.js';
import { logger } from '../../../../../common/src/logger.js';
import type { VectorHit, VectorRow } from '../../storage/vector-index.js';
import { derivedId } from '../atoms.js';
import { unpackVectors } from '../stored-vectors.js';

/**
 * By default (`EXACT_SEARCH_MAX_VECTORS`), a store with at most this many vectors (its memories and
 * their atom sentences) is searched exactly, here, over the vectors Postgres keeps; a larger one through the vector index. Scanning
 * 4,096 vectors of 384 dimensions costs about a millisecond (0.9 ms measured), less than a round
 * trip to the index.
 */
export const EXACT_MAX_VECTORS = 4096;
/** Vectors held in memory for all stores at most (about 400 MB at 384 dimensions). */
const MAX_HELD_VECTORS = 262_144;
/** Rows read from Postgres per round while a store is loaded or catches up. */
const PAGE = 1000;

interface Held {
  /** The memory's own row as the index holds it (what a filter reads). */
  row: VectorRow;
  /** Its own vector, then one per atom sentence. */
  vectors: Float32Array[];
}

interface Row {
  id: string;
  vectors: Uint8Array | null;
  embedding_model: string;
  category: string;
  speaker: string | null;
  importance: number;
  event_date: Date | null;
  created_at: Date;
  is_superseded: boolean;
  /** int8, as text (the driver's form). */
  vector_seq: string;
}

/** Inner product, four lanes at a time (twice as fast as one in V8); equals cosine for unit vectors. */
function dot(a: Float32Array, b: Float32Array): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  const n = a.length;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    s0 += a[i]! * b[i]!;
    s1 += a[i + 1]! * b[i + 1]!;
    s2 += a[i + 2]! * b[i + 2]!;
    s3 += a[i + 3]! * b[i + 3]!;
  }
  for (; i < n; i++) s0 += a[i]! * b[i]!;
  return s0 + s1 + s2 + s3;
}

class StoreVectors {
  readonly memories = new Map<string, Held>();
  vectorCount = 0;
  /** The highest change (`memories.vector_seq`) applied. */
  seq = 0n;
  /** Too many vectors, or vectors of another model: this store is searched through the index. */
  servable = true;
  /** The catch-up in progress or last finished, and when (performance.now()) it began. */
  sync?: { startedAt: number; done: Promise<StoreVectors> };

  set(id: string, held: Held): void {
    this.delete(id);
    this.memories.set(id, held);
    this.vectorCount += held.vectors.length;
  }

  delete(id: string): void {
    const old = this.memories.get(id);
    if (!old) return;
    this.memories.delete(id);
    this.vectorCount -= old.vectors.length;
  }

  unservable(): void {
    this.servable = false;
    this.memories.clear();
    this.vectorCount = 0;
  }

  /**
   * The `limit` vectors closest to `query` (cosine: vectors are unit length) among those whose
   * memory passes `match`, best first, as the index would answer.
   */
  search(query: Float32Array, limit: number, match: (row: VectorRow) => boolean): VectorHit[] {
    const best: VectorHit[] = [];
    for (const [id, { row, vectors }] of this.memories) {
      if (!match(row)) continue;
      for (let v = 0; v < vectors.length; v++) {
        const s = dot(query, vectors[v]!);
        if (best.length === limit && s <= best[limit - 1]!.score) continue;
        const hit = { id: v ? derivedId(id, 'atom', v - 1) : id, parentId: id, kind: v ? 'atom' : 'memory', score: s };
        let at = best.length;
        while (at > 0 && best[at - 1]!.score < s) at--;
        best.splice(at, 0, hit);
        if (best.length > limit) best.pop();
      }
    }
    return best;
  }
}

/**
 * Exact search for small stores. An approximate index restricted to one store's rows loses recall
 * when the store is a middling share of a segment (Milvus 2.3's filtered HNSW stops short, and its
 * interim index for unindexed segments probes a few clusters): a query in another language than its
 * answer suffers most. A store small enough is instead searched exactly over its vectors, held here,
 * loaded from Postgres on first use and brought up to date before each search by reading only the
 * memories changed since (`vector_seq`). Stores are evicted least recently used beyond
 * MAX_HELD_VECTORS.
 */
export class ExactVectors {
  private readonly stores = new LRUCache<string, StoreVectors>({ maxSize: MAX_HELD_VECTORS, sizeCalculation: (s) => Math.max(1, s.vectorCount) });

  /** Catch-ups run before every search of a small store: read through the driver (see `driverReads`). */
  private readonly reads: DriverReads;

  constructor(
    reads: DriverReads,
    private readonly dimensions: number,
    private readonly modelId: string,
    private readonly maxVectors = EXACT_MAX_VECTORS,
  ) {
    this.reads = reads;
  }

  /**
   * The store's vectors, up to date with every change committed before `notBefore` (a
   * `performance.now()` reading; by default now), or undefined when the store is searched through
   * the index. A catch-up begun at or after `notBefore` is shared.
   */
  async forStore(storeId: string, notBefore = performance.now()): Promise<StoreVectors | undefined> {
    let entry = this.stores.get(storeId);
    if (!entry) {
      entry = new StoreVectors();
      this.stores.set(storeId, entry);
    }
    if (!entry.servable) return undefined;
    const e = entry;
    if (!e.sync || e.sync.startedAt < notBefore) {
      const previous = e.sync?.done.catch(() => undefined);
      const startedAt = performance.now();
      // One catch-up at a time per store, each after the one before.
      const done = (previous ?? Promise.resolve()).then(() => this.catchUp(storeId, e));
      e.sync = { startedAt, done };
      void done.then(
        () => {
          // Its size changed: re-set so the cache's budget accounts for it.
          if (this.stores.peek(storeId) === e) this.stores.set(storeId, e);
        },
        () => {
          if (e.sync?.done === done) e.sync = undefined;
        },
      );
    }
    try {
      const held = await e.sync!.done;
      return held.servable ? held : undefined;
    } catch (err) {
      logger.warn({ err, store_id: storeId }, 'exact search unavailable; searching the index');
      return undefined;
    }
  }

  /** Starts bringing a store up to date (a search about to need it); never throws. */
  prepare(storeId: string, notBefore: number): void {
    void this.forStore(storeId, notBefore);
  }

  /** Memories found gone (forgotten, superseded) stop answering at once. */
  removed(storeId: string, ids: readonly string[]): void {
    const entry = this.stores.peek(storeId);
    for (const id of ids) entry?.delete(id);
  }

  private async catchUp(storeId: string, entry: StoreVectors): Promise<StoreVectors> {
    if (!entry.servable) return entry;
    if (entry.seq === 0n) {
      // A store with more memories than the limit allows vectors is never loaded.
      const [count] = await this.reads.query<{ n: number }>(
        'store size',
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM "memories" WHERE "store_id" = $1::uuid AND NOT "is_superseded" LIMIT $2) AS s`,
        [storeId, this.maxVectors + 1],
      );
      if (count!.n > this.maxVectors) {
        entry.unservable();
        return entry;
      }
    }
    for (;;) {
      const rows = await this.reads.query<Row>(
        'vectors changed since',
        `SELECT "id"::text AS id, "vectors", "embedding_model", "category", "speaker", "importance", "event_date", "created_at", "is_superseded", "vector_seq"::text AS vector_seq
         FROM "memories" WHERE "store_id" = $1::uuid AND "vector_seq" > $2::bigint
         ORDER BY "memories"."vector_seq" LIMIT $3`,
        [storeId, entry.seq.toString(), PAGE],
      );
      for (const row of rows) {
        entry.seq = BigInt(row.vector_seq);
        // Superseded, or not indexed yet (the index does not hold it either).
        if (row.is_superseded || !row.vectors) {
          entry.delete(row.id);
          continue;
        }
        const vectors = row.embedding_model === this.modelId ? unpackVectors(row.vectors, this.dimensions) : undefined;
        if (!vectors) {
          // Vectors of another model: only the index (rebuilt for this one) can answer.
          entry.unservable();
          return entry;
        }
        entry.set(row.id, {
          vectors,
          row: {
            id: row.id,
            parentId: row.id,
            kind: 'memory',
            tenant: '',
            storeId,
            category: row.category,
            speaker: row.speaker ?? '',
            importance: row.importance,
            eventTs: row.event_date?.getTime() ?? 0,
            createdTs: row.created_at.getTime(),
            superseded: false,
            vector: vectors[0]!,
          },
        });
        if (entry.vectorCount > this.maxVectors) {
          entry.unservable();
          return entry;
        }
      }
      if (rows.length < PAGE) return entry;
    }
  }
}

