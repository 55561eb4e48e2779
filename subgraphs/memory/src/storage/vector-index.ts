import { ConsistencyLevelEnum, MilvusClient } from '@zilliz/milvus2-sdk-node';
import { createIfMissing, milvus, type VectorIndexType } from './milvus-collection.js';
import { ReadConsistency, type VectorConsistency } from './read-consistency.js';
import { mergeHits } from './recent-writes.js';
import { filterExpression, parentsIn, quote, rowMatcher, type VectorFilter } from './vector-filters.js';

export type { VectorIndexType } from './milvus-collection.js';
export type { VectorConsistency } from './read-consistency.js';
export { rowMatcher, type VectorFilter } from './vector-filters.js';

/** One memory's entry in the vector index: the vector plus the scalar fields filters need. */
export interface VectorRow {
  id: string;
  /** Partition key: the account and memory pool, so each tenant's searches touch one partition. */
  tenant: string;
  storeId: string;
  category: string;
  importance: number;
  /** Event date in epoch milliseconds, 0 when unknown. */
  eventTs: number;
  createdTs: number;
  superseded: boolean;
  speaker: string;
  /** `memory`, or `atom` for a decomposed sentence of a longer memory. */
  kind: string;
  /** The memory an atom belongs to; its own id for a memory. */
  parentId: string;
  vector: Float32Array | number[];
}

export interface VectorHit {
  id: string;
  parentId: string;
  kind: string;
  /** Cosine similarity as Milvus reports it for the COSINE metric. */
  score: number;
}

/** Where and how far a search looks: the store, the query vector, how many rows, how wide. */
interface SearchTarget {
  tenant: string;
  storeId: string;
  vector: Float32Array | number[];
  limit: number;
  /** HNSW search breadth; larger finds more of a small filtered set, at some cost. */
  ef?: number;
}

/** A search of one store's rows, filtered. */
export interface NearestQuery extends SearchTarget {
  filter?: VectorFilter;
  /**
   * Right after this process wrote in the tenant, the search need not wait for Strong: it reads
   * Bounded and adds the rows written since, tested against the filter and compared with the query
   * exactly (see RecentWrites). Off, such a search reads Strong.
   */
  recentWrites?: boolean;
}

/** A search in Milvus' own terms (for the index itself and its tests): the filter as an expression. */
export interface VectorSearch extends SearchTarget {
  /** An additional Milvus boolean expression (already escaped by the caller). */
  filter?: string;
  /**
   * `filter` as a predicate on a row (store and tenant are checked already). Given, a search right
   * after this store wrote in the tenant need not wait for Strong: it reads Bounded and adds the
   * rows written since, compared with the query exactly (see RecentWrites).
   */
  match?: (row: VectorRow) => boolean;
}

/**
 * The memory domain's vector index: every memory's vectors (its own and one per atom sentence),
 * searched by store. It alone speaks Milvus: the domain asks with a typed filter and named
 * deletes, and the index chooses each read's consistency level from its writes.
 */
export interface VectorIndex {
  readonly dimensions: number;
  /** FLAT searches exactly; HNSW approximately (a search of a small filtered set may stop short). */
  readonly indexType: VectorIndexType;
  /** Creates the collection, its index and loads it; safe to call many times and concurrently. */
  ensureCollection(): Promise<void>;
  /** The index answers and its collection exists (for health checks). */
  healthy(): Promise<boolean>;
  upsert(rows: VectorRow[]): Promise<void>;
  /** A store's rows nearest the query vector among those the filter leaves, best first. */
  nearest(q: NearestQuery): Promise<VectorHit[]>;
  /** Deletes one memory's rows (its own and its atoms'). */
  deleteMemory(tenant: string, memoryId: string): Promise<void>;
  /** Deletes these memories' rows (their own and their atoms'). */
  deleteMemories(tenant: string, memoryIds: readonly string[]): Promise<void>;
  /** Deletes every row of a store. */
  deleteStore(tenant: string, storeId: string): Promise<void>;
  /** Deletes these memories' rows in whatever tenant they are (for a job that no longer knows the store). */
  deleteParents(parentIds: string[]): Promise<void>;
  /** Resolves once this process's writes in the tenant are visible to every reader. */
  settled(tenant: string): Promise<void>;
  close(): Promise<void>;
}

const SCALAR_OUTPUT = ['id', 'parent_id', 'kind'];
/** A flush follows writes once none came for this long (see `scheduleFlush`)... */
const FLUSH_QUIET_MS = 2000;
/** ...or this long after the first row it would seal, whichever comes first. */
const FLUSH_MAX_DELAY_MS = 30_000;

/** The key of writes that may touch any tenant: they wait for every write before them. */
const ALL_TENANTS: unique symbol = Symbol('all tenants');

const everyRow = () => true;

/**
 * The vector index in Milvus. The same code runs against Milvus Lite (a local process) and a
 * Milvus server or cluster; only the address differs.
 */
export class MilvusVectorIndex implements VectorIndex {
  private ready?: Promise<void>;
  /**
   * Writes in flight, the last of each tenant (and ALL_TENANTS for writes that may touch any): a
   * write waits for the one before it in its tenant, so a delete never overtakes the upsert it
   * follows, while tenants write side by side. Milvus Lite is single-writer per collection: there
   * every write goes one at a time.
   */
  private readonly writes = new Map<string | typeof ALL_TENANTS, Promise<unknown>>();
  private flushTimer?: NodeJS.Timeout;
  /** When the first row written since the last flush was written. */
  private unflushedSince?: number;
  /** Which tenants were written lately, and the rows written, for each search's consistency level. */
  private readonly reads: ReadConsistency;

  constructor(
    readonly client: MilvusClient,
    readonly collection: string,
    readonly dimensions: number,
    readonly indexType: VectorIndexType = 'HNSW',
    /** Called after this store created the collection (the index is empty and must be rebuilt). */
    private readonly onCreated?: () => Promise<void>,
    /**
     * The tenant as Milvus' partition key. Milvus 2.3.x places upserted rows in the wrong partition
     * of such a collection (fixed after 2.3.5), so it is used only where upserts are sound; unset:
     * decided by the server's version when the collection is created.
     */
    private readonly partitionKey?: boolean,
    consistency: VectorConsistency = {},
    /** The engine takes concurrent writes (a Milvus server; not Milvus Lite). */
    private readonly concurrentWrites = false,
  ) {
    this.reads = new ReadConsistency(consistency);
  }

  static connect(opts: {
    address: string;
    token?: string;
    collection: string;
    dimensions: number;
    indexType?: VectorIndexType;
    onCreated?: () => Promise<void>;
    partitionKey?: boolean;
    consistency?: VectorConsistency;
    /** The engine takes concurrent writes (a Milvus server, embedded or not): tenants write side by side. */
    concurrentWrites?: boolean;
  }): MilvusVectorIndex {
    const client = new MilvusClient({
      address: opts.address,
      token: opts.token,
      timeout: 30_000,
      // The SDK logs every request at debug level when NODE_ENV is `test`.
      logLevel: 'warn',
      // A private subchannel pool, so a client made after a server restart never reuses a dead channel.
      // Keepalive pings no more often than the Python gRPC server of Milvus Lite accepts.
      channelOptions: { 'grpc.use_local_subchannel_pool': 1, 'grpc.keepalive_time_ms': 300_000, 'grpc.keepalive_permit_without_calls': 0 },
    });
    // Connection failures surface on the first call; never as an unhandled rejection.
    client.connectPromise.catch(() => undefined);
    return new MilvusVectorIndex(client, opts.collection, opts.dimensions, opts.indexType, opts.onCreated, opts.partitionKey, opts.consistency, opts.concurrentWrites);
  }

  ensureCollection(): Promise<void> {
    this.ready ??= this.createIfMissing().catch((err) => {
      this.ready = undefined;
      throw err;
    });
    return this.ready;
  }

  private createIfMissing(): Promise<void> {
    const { client, collection, dimensions, indexType, partitionKey, onCreated } = this;
    return createIfMissing({ client, collection, dimensions, indexType, partitionKey, onCreated });
  }

  /**
   * Runs a call that needs the loaded collection. A server that restarted (or lost its data) answers
   * with the collection released or missing: check it again, load it, and retry once.
   */
  private async onCollection<T extends { status: { error_code: string | number } }>(call: () => Promise<T>): Promise<T> {
    await this.ensureCollection();
    const failed = (r: T) => r.status.error_code !== 'Success';
    let res: T;
    try {
      res = await call();
      if (!failed(res)) return res;
    } catch {
      // Connection errors included: the next attempt re-checks the collection first.
    }
    this.ready = undefined;
    await this.ensureCollection();
    return call();
  }

  /**
   * Runs a write after the writes before it in the same tenants (every earlier write for
   * ALL_TENANTS, or always on a single-writer engine), whether those succeeded or not.
   */
  private serialized<T>(tenants: readonly string[] | typeof ALL_TENANTS, fn: () => Promise<T>): Promise<T> {
    const keys: Array<string | typeof ALL_TENANTS> = tenants === ALL_TENANTS || !this.concurrentWrites ? [ALL_TENANTS] : [...new Set(tenants)];
    const before = keys[0] === ALL_TENANTS ? [...this.writes.values()] : [this.writes.get(ALL_TENANTS), ...keys.map((k) => this.writes.get(k))];
    const next = Promise.all(before.map((p) => p?.catch(() => undefined))).then(fn);
    const tail = next.catch(() => undefined);
    for (const k of keys) this.writes.set(k, tail);
    void tail.then(() => {
      for (const k of keys) if (this.writes.get(k) === tail) this.writes.delete(k);
    });
    return next;
  }

  /**
   * Rows not yet flushed are searched by brute force; a flush after writes keeps searches on the
   * index. It waits for FLUSH_QUIET_MS without writes, or FLUSH_MAX_DELAY_MS after the first row not
   * yet flushed: each flush seals a segment the server then indexes (and later compacts), so a flush
   * every few seconds of a long import left one small segment per flush and cost the server about a
   * third of a core for as long as the import ran.
   */
  private scheduleFlush(): void {
    const now = Date.now();
    this.unflushedSince ??= now;
    const due = Math.min(now + FLUSH_QUIET_MS, this.unflushedSince + FLUSH_MAX_DELAY_MS);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.unflushedSince = undefined;
      // A flush only seals what is there: on a server it need not wait for writes, nor they for it.
      const flush = () => milvus('flush', () => this.client.flush({ collection_names: [this.collection] }));
      void (this.concurrentWrites ? flush() : this.serialized(ALL_TENANTS, flush)).catch(() => undefined);
    }, Math.max(0, due - now));
    this.flushTimer.unref();
  }

  async healthy(): Promise<boolean> {
    return milvus('has_collection', () => this.client.hasCollection({ collection_name: this.collection }))
      .then((r) => Boolean(r.value))
      .catch(() => false);
  }

  async upsert(rows: VectorRow[]): Promise<void> {
    if (!rows.length) return;
    const res = await this.onCollection(() => this.serialized(rows.map((r) => r.tenant), () => milvus('upsert', () => this.client.upsert({
      collection_name: this.collection,
      data: rows.map((r) => ({
        id: r.id,
        tenant: r.tenant,
        store_id: r.storeId,
        parent_id: r.parentId,
        kind: r.kind,
        category: r.category,
        speaker: r.speaker,
        importance: r.importance,
        event_ts: r.eventTs,
        created_ts: r.createdTs,
        superseded: r.superseded,
        vector: Array.from(r.vector),
      })),
    }))));
    if (res.status.error_code !== 'Success') throw new Error(`Milvus upsert failed: ${res.status.reason}`);
    this.reads.recent?.add(rows);
    const tenants = new Set(rows.map((r) => r.tenant));
    for (const tenant of tenants) this.reads.wrote(tenant);
    await this.reads.announce(tenants);
    this.scheduleFlush();
  }

  nearest(q: NearestQuery): Promise<VectorHit[]> {
    const match = q.recentWrites ? (q.filter ? rowMatcher(q.filter) : everyRow) : undefined;
    return this.searchWhere(q, q.filter && filterExpression(q.filter), match);
  }

  /** A search with the filter as a Milvus expression (see `nearest` for the domain's). */
  search(q: VectorSearch): Promise<VectorHit[]> {
    return this.searchWhere(q, q.filter, q.match);
  }

  private async searchWhere(q: SearchTarget, filter: string | undefined, match: ((row: VectorRow) => boolean) | undefined): Promise<VectorHit[]> {
    const expr = [`tenant == ${quote(q.tenant)}`, `store_id == ${quote(q.storeId)}`, filter].filter(Boolean).join(' and ');
    const othersWrote = await this.reads.othersWrote(q.tenant);
    const strong = othersWrote || this.reads.readsStrong(q.tenant);
    // Right after a write in the tenant by this store alone: the rows written since, when they are
    // a complete answer.
    const fresh = match && strong && !othersWrote ? this.reads.recent?.closest(q.tenant, q.storeId, q.vector, match, q.limit) : undefined;
    const res = await this.onCollection(() => milvus('search', () => this.client.search({
      collection_name: this.collection,
      anns_field: 'vector',
      data: Array.from(q.vector),
      limit: q.limit,
      filter: expr,
      output_fields: SCALAR_OUTPUT,
      metric_type: 'COSINE',
      params: this.indexType === 'HNSW' ? { ef: Math.max(q.ef ?? 64, q.limit) } : {},
      consistency_level: strong && !fresh ? ConsistencyLevelEnum.Strong : ConsistencyLevelEnum.Bounded,
    })));
    if (res.status.error_code !== 'Success') throw new Error(`Milvus search failed: ${res.status.reason}`);
    const hits = (res.results as Array<Record<string, unknown>>).map((r) => ({
      id: String(r.id),
      parentId: String(r.parent_id ?? r.id),
      kind: String(r.kind ?? 'memory'),
      score: Number(r.score),
    }));
    return fresh ? mergeHits(hits, fresh, q.limit) : hits;
  }

  /** Whether a search in the tenant reads Strong now (see `ReadConsistency.readsStrong`). */
  readsStrong(tenant: string): boolean {
    return this.reads.readsStrong(tenant);
  }

  settled(tenant: string): Promise<void> {
    return this.reads.settled(tenant);
  }

  deleteMemory(tenant: string, memoryId: string): Promise<void> {
    return this.deleteWhere(tenant, `parent_id == ${quote(memoryId)}`);
  }

  deleteMemories(tenant: string, memoryIds: readonly string[]): Promise<void> {
    return this.deleteWhere(tenant, parentsIn(memoryIds));
  }

  deleteStore(tenant: string, storeId: string): Promise<void> {
    return this.deleteWhere(tenant, `store_id == ${quote(storeId)}`);
  }

  /** Deletes every row matching a boolean expression within one tenant. */
  async deleteWhere(tenant: string, expr: string): Promise<void> {
    // Marked before too: a delete that fails may still have been applied.
    this.reads.recent?.deleted(tenant);
    const res = await this.onCollection(() =>
      this.serialized([tenant], () => milvus('delete', () => this.client.delete({ collection_name: this.collection, filter: `tenant == ${quote(tenant)} and (${expr})` }))),
    );
    if (res.status.error_code !== 'Success') throw new Error(`Milvus delete failed: ${res.status.reason}`);
    this.reads.recent?.deleted(tenant);
    this.reads.wrote(tenant);
    await this.reads.announce([tenant]);
    this.scheduleFlush();
  }

  /**
   * Deletes the rows (own and atoms) of these memories in whatever tenant they are: for a job that
   * finds a memory's record gone and so no longer knows its store. Searches never answer with a
   * memory whose record is gone, so this process's recent rows need no marking.
   */
  async deleteParents(parentIds: string[]): Promise<void> {
    if (!parentIds.length) return;
    const res = await this.onCollection(() =>
      this.serialized(ALL_TENANTS, () => milvus('delete', () => this.client.delete({ collection_name: this.collection, filter: parentsIn(parentIds) }))),
    );
    if (res.status.error_code !== 'Success') throw new Error(`Milvus delete failed: ${res.status.reason}`);
    this.scheduleFlush();
  }

  async count(tenant: string, expr?: string): Promise<number> {
    const res = await this.onCollection(() =>
      milvus('count', () =>
        this.client.count({
          collection_name: this.collection,
          expr: [`tenant == ${quote(tenant)}`, expr].filter(Boolean).join(' and '),
        }),
      ),
    );
    return Number(res.data);
  }

  async close(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await Promise.all(this.writes.values());
    await this.client.closeConnection();
  }
}
