import { ConsistencyLevelEnum, DataType, MilvusClient, type FieldType } from '@zilliz/milvus2-sdk-node';
import { milvusCall } from '../../../../common/src/telemetry/channels.js';
import { mergeHits, RecentWrites } from './recent-writes.js';
import type { SharedWriteClock } from './write-clock.js';

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

export interface VectorSearch {
  tenant: string;
  storeId: string;
  vector: Float32Array | number[];
  limit: number;
  /** An additional Milvus boolean expression (already escaped by the caller). */
  filter?: string;
  /** HNSW search breadth; larger finds more of a small filtered set, at some cost. */
  ef?: number;
  /**
   * `filter` as a predicate on a row (store and tenant are checked already). Given, a search right
   * after this store wrote in the tenant need not wait for Strong: it reads Bounded and adds the
   * rows written since, compared with the query exactly (see RecentWrites).
   */
  match?: (row: VectorRow) => boolean;
}

const SCALAR_OUTPUT = ['id', 'parent_id', 'kind'];

/** The key of writes that may touch any tenant: they wait for every write before them. */
const ALL_TENANTS: unique symbol = Symbol('all tenants');

/** FLAT searches exactly; HNSW approximately, for large collections on a Milvus server. */
export type VectorIndexType = 'FLAT' | 'HNSW';

/** How a store reads its own writes; see `VectorStore.connect`. */
export interface VectorConsistency {
  /**
   * Searches read Bounded (no wait for the newest writes) except in a tenant this store wrote
   * within this many milliseconds, which read Strong; the server's `proxy.gracefulTime` (how stale a
   * Bounded read may be) must not exceed it. Unset: every search reads Strong.
   */
  strongAfterWriteMs?: number;
  /**
   * With `strongAfterWriteMs`: the writes of every process (replicas of the memory subgraph and
   * its worker), so a search reads Strong in a tenant any of them wrote within the window, not
   * only this one. A reader that cannot ask it reads Strong.
   */
  shared?: { clock: SharedWriteClock; writer: string };
}

/** Whether Milvus answered a call with a failure status (its calls resolve either way). */
function refused(res: unknown): boolean {
  const r = res as { error_code?: unknown; status?: { error_code?: unknown } } | undefined;
  const code = r?.status?.error_code ?? r?.error_code;
  return code !== undefined && code !== 'Success' && code !== 0;
}

/** One call to Milvus, timed and traced by operation (telemetry/channels.ts). */
function milvus<T>(operation: string, fn: () => Promise<T>): Promise<T> {
  return milvusCall(operation, fn, refused);
}

/** Escapes a value for a double-quoted Milvus string literal. */
export function quote(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * The Milvus side of the memory domain. The same code runs against Milvus Lite (a local process)
 * and a Milvus server or cluster; only the address differs.
 */
export class VectorStore {
  private ready?: Promise<void>;
  /**
   * Writes in flight, the last of each tenant (and ALL_TENANTS for writes that may touch any): a
   * write waits for the one before it in its tenant, so a delete never overtakes the upsert it
   * follows, while tenants write side by side. Milvus Lite is single-writer per collection: there
   * every write goes one at a time.
   */
  private readonly writes = new Map<string | typeof ALL_TENANTS, Promise<unknown>>();
  private flushTimer?: NodeJS.Timeout;
  /** When this store last wrote in each tenant (epoch ms), for tenants written within the window. */
  private readonly lastWrite = new Map<string, number>();
  /** The rows themselves, for searches that can match them (`VectorSearch.match`). */
  private readonly recent?: RecentWrites;

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
    private readonly consistency: VectorConsistency = {},
    /** The engine takes concurrent writes (a Milvus server; not Milvus Lite). */
    private readonly concurrentWrites = false,
  ) {
    if (consistency.strongAfterWriteMs !== undefined) this.recent = new RecentWrites(consistency.strongAfterWriteMs);
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
  }): VectorStore {
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
    return new VectorStore(client, opts.collection, opts.dimensions, opts.indexType, opts.onCreated, opts.partitionKey, opts.consistency, opts.concurrentWrites);
  }

  /** Creates the collection, its index and loads it; safe to call many times and concurrently. */
  ensureCollection(): Promise<void> {
    this.ready ??= this.createIfMissing().catch((err) => {
      this.ready = undefined;
      throw err;
    });
    return this.ready;
  }

  private async createIfMissing(): Promise<void> {
    const has = await milvus('has_collection', () => this.client.hasCollection({ collection_name: this.collection }));
    if (!has.value) {
      const partitionKey = this.partitionKey ?? (await this.upsertsKeepPartitions());
      const fields: FieldType[] = [
        { name: 'id', data_type: DataType.VarChar, is_primary_key: true, max_length: 64 },
        { name: 'tenant', data_type: DataType.VarChar, max_length: 128, is_partition_key: partitionKey },
        { name: 'store_id', data_type: DataType.VarChar, max_length: 64 },
        { name: 'parent_id', data_type: DataType.VarChar, max_length: 64 },
        { name: 'kind', data_type: DataType.VarChar, max_length: 16 },
        { name: 'category', data_type: DataType.VarChar, max_length: 128 },
        { name: 'speaker', data_type: DataType.VarChar, max_length: 128 },
        { name: 'importance', data_type: DataType.Float },
        { name: 'event_ts', data_type: DataType.Int64 },
        { name: 'created_ts', data_type: DataType.Int64 },
        { name: 'superseded', data_type: DataType.Bool },
        { name: 'vector', data_type: DataType.FloatVector, dim: this.dimensions },
      ];
      const created = await milvus('create_collection', () => this.client.createCollection({
        collection_name: this.collection,
        fields,
        // Strong as the collection's level: the SDK sends a search's level only when it is not 0
        // (Strong), so a search asks for Strong by leaving the collection's level in place.
        consistency_level: 'Strong',
      }));
      // A concurrent creator may have won the race; that is fine.
      if (created.error_code !== 'Success' && !/already exist/i.test(created.reason)) {
        throw new Error(`creating Milvus collection failed: ${created.reason}`);
      }
      await this.createIndex();
      await this.onCreated?.();
    } else {
      await this.convergeIndex();
    }
    const loaded = await milvus('load_collection', () => this.client.loadCollectionSync({ collection_name: this.collection }));
    if (loaded.error_code !== 'Success') throw new Error(`loading Milvus collection failed: ${loaded.reason}`);
    // The first search after a load pays for setting up the segments; the service's first user should not.
    const warmed = await milvus('search', () => this.client.search({
      collection_name: this.collection,
      anns_field: 'vector',
      data: new Array<number>(this.dimensions).fill(1 / Math.sqrt(this.dimensions)),
      limit: 1,
      filter: 'tenant == ""',
      metric_type: 'COSINE',
      consistency_level: ConsistencyLevelEnum.Strong,
    }));
    if (warmed.status.error_code !== 'Success') throw new Error(`warming Milvus collection failed: ${warmed.status.reason}`);
  }

  /** False on Milvus before 2.4 (2.3.x misplaces upserted rows of a partition-key collection). */
  private async upsertsKeepPartitions(): Promise<boolean> {
    const { version } = await milvus('get_version', () => this.client.getVersion());
    const [major, minor] = (/(\d+)\.(\d+)/.exec(version ?? '') ?? []).slice(1).map(Number);
    return major === undefined || major > 2 || (major === 2 && minor! >= 4);
  }

  private async createIndex(): Promise<void> {
    const indexed = await milvus('create_index', () => this.client.createIndex({
      collection_name: this.collection,
      field_name: 'vector',
      index_type: this.indexType,
      metric_type: 'COSINE',
      params: this.indexType === 'HNSW' ? { M: 16, efConstruction: 200 } : {},
    }));
    // Some servers refuse with error_code "Success" and only a numeric code.
    const refused = indexed.error_code !== 'Success' || (indexed.code !== undefined && indexed.code !== 0);
    if (refused && !/already exist|same name|duplicate/i.test(indexed.reason)) {
      throw new Error(`creating Milvus index failed: ${indexed.reason}`);
    }
  }

  /** An existing collection indexed another way (the setting changed) is re-indexed as configured. */
  private async convergeIndex(): Promise<void> {
    const described = await milvus('describe_index', () => this.client.describeIndex({ collection_name: this.collection, field_name: 'vector' }));
    const current = described.index_descriptions?.[0]?.params?.find((p) => p.key === 'index_type')?.value;
    if (!current || current === this.indexType) return;
    await milvus('release_collection', () => this.client.releaseCollection({ collection_name: this.collection }));
    const dropped = await milvus('drop_index', () => this.client.dropIndex({ collection_name: this.collection, field_name: 'vector' }));
    if (dropped.error_code !== 'Success') throw new Error(`dropping Milvus index failed: ${dropped.reason}`);
    await this.createIndex();
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
   * Rows not yet flushed are searched by brute force in Milvus Lite; a debounced flush after
   * writes keeps searches on the index.
   */
  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      // A flush only seals what is there: on a server it need not wait for writes, nor they for it.
      const flush = () => milvus('flush', () => this.client.flush({ collection_names: [this.collection] }));
      void (this.concurrentWrites ? flush() : this.serialized(ALL_TENANTS, flush)).catch(() => undefined);
    }, 2000);
    this.flushTimer.unref();
  }

  /** Milvus answers and the collection exists (for health checks). */
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
    this.recent?.add(rows);
    const tenants = new Set(rows.map((r) => r.tenant));
    for (const tenant of tenants) this.wrote(tenant);
    await this.announce(tenants);
    this.scheduleFlush();
  }

  async search(q: VectorSearch): Promise<VectorHit[]> {
    const expr = [`tenant == ${quote(q.tenant)}`, `store_id == ${quote(q.storeId)}`, q.filter].filter(Boolean).join(' and ');
    const othersWrote = await this.othersWrote(q.tenant);
    const strong = othersWrote || this.readsStrong(q.tenant);
    // Right after a write in the tenant by this store alone: the rows written since, when they are
    // a complete answer.
    const fresh = q.match && strong && !othersWrote ? this.recent?.closest(q.tenant, q.storeId, q.vector, q.match, q.limit) : undefined;
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

  /** Whether another process (shared clock) wrote in the tenant within the window; true when the clock does not answer. */
  private async othersWrote(tenant: string): Promise<boolean> {
    const shared = this.consistency.shared;
    if (!shared || this.consistency.strongAfterWriteMs === undefined) return false;
    try {
      return (await shared.clock.writers(tenant)).some((w) => w !== shared.writer);
    } catch {
      return true;
    }
  }

  /** Tells the other processes (shared clock) of a write; a failure leaves them reading Strong while the clock is down anyway. */
  private async announce(tenants: Iterable<string>): Promise<void> {
    const shared = this.consistency.shared;
    const window = this.consistency.strongAfterWriteMs;
    if (!shared || window === undefined) return;
    await Promise.all([...tenants].map((t) => shared.clock.wrote(t, shared.writer, window).catch(() => undefined)));
  }

  /** Records an acknowledged write, so that searches in its tenant see it (read-your-writes). */
  private wrote(tenant: string): void {
    if (this.consistency.strongAfterWriteMs === undefined) return;
    const now = Date.now();
    this.lastWrite.delete(tenant);
    this.lastWrite.set(tenant, now);
    // Oldest first (insertion order): drop the entries past the window.
    for (const [t, at] of this.lastWrite) {
      if (now - at <= this.consistency.strongAfterWriteMs) break;
      this.lastWrite.delete(t);
    }
  }

  /**
   * Strong waits for the server's time tick (tens of ms); Bounded does not, and sees every write
   * older than the server's grace time. So only a tenant written within that time reads Strong.
   */
  readsStrong(tenant: string): boolean {
    const window = this.consistency.strongAfterWriteMs;
    if (window === undefined) return true;
    const at = this.lastWrite.get(tenant);
    return at !== undefined && Date.now() - at <= window;
  }

  /**
   * Resolves once this store's writes in the tenant are old enough for any reader's Bounded search
   * to see them (other processes know nothing of these writes, so they read Bounded). At most the
   * read-your-writes window after the last write; at once when every search reads Strong.
   */
  async settled(tenant: string): Promise<void> {
    const window = this.consistency.strongAfterWriteMs;
    const at = this.lastWrite.get(tenant);
    if (window === undefined || at === undefined) return;
    // Past the window, as `readsStrong` counts it (a timer may fire a millisecond early).
    for (let wait = at + window + 1 - Date.now(); wait > 0; wait = at + window + 1 - Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** Deletes every row matching a boolean expression within one tenant. */
  async deleteWhere(tenant: string, expr: string): Promise<void> {
    // Marked before too: a delete that fails may still have been applied.
    this.recent?.deleted(tenant);
    const res = await this.onCollection(() =>
      this.serialized([tenant], () => milvus('delete', () => this.client.delete({ collection_name: this.collection, filter: `tenant == ${quote(tenant)} and (${expr})` }))),
    );
    if (res.status.error_code !== 'Success') throw new Error(`Milvus delete failed: ${res.status.reason}`);
    this.recent?.deleted(tenant);
    this.wrote(tenant);
    await this.announce([tenant]);
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
      this.serialized(ALL_TENANTS, () => milvus('delete', () => this.client.delete({ collection_name: this.collection, filter: `parent_id in [${parentIds.map(quote).join(',')}]` }))),
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
