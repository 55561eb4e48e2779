import { type DriverReads, driverReads, Prisma, type PrismaClient } from '../../../../common/src/db/client.js';
import { EFFECTIVE_IMPORTANCE_SQL, reinforced } from '../domain/importance.js';
import type { SearchFilters } from '../domain/search-options.js';

export type StoreRow = { id: string; accountId: string; namespace: string; name: string; createdAt: Date };
export type MemoryRow = Awaited<ReturnType<PrismaClient['memory']['findFirstOrThrow']>>;
/** A record with its vectors, and, where the ranking read them, its greatest similarities to the store's other memories. */
export type MemoryWithVectors = MemoryRow & { vectors: Uint8Array | null; neighbourSimilarities?: number[] };
export type TurnRow = Awaited<ReturnType<PrismaClient['turn']['findFirstOrThrow']>>;
export type BulkRow = Awaited<ReturnType<PrismaClient['bulkImport']['findFirstOrThrow']>>;

/** A memory's columns as `MemoryRow` names them (`vectors` apart), for reads through the driver. */
const MEMORY_COLUMNS = `"id", "store_id" AS "storeId", "content", "content_hash" AS "contentHash", "category", "source_type" AS "sourceType",
  "speaker", "event_date" AS "eventDate", "importance", "is_superseded" AS "isSuperseded", "superseded_by" AS "supersededBy",
  "superseded_at" AS "supersededAt", "expires_at" AS "expiresAt",
  "index_state" AS "indexState", "embedding_model" AS "embeddingModel", "created_at" AS "createdAt", "importance_at" AS "importanceAt",
  "recall_count" AS "recallCount", "token_count" AS "tokenCount", "bulk_import_id" AS "bulkImportId", "seq"::text AS "seq",
  "lexical_terms" AS "lexicalTerms", "lexical_lang" AS "lexicalLang", "lexical_version" AS "lexicalVersion", "vector_seq"::text AS "vectorSeq"`;

/**
 * A memory that has not expired: from its `expires_at` it answers nowhere, whether or not the expiry
 * job has erased it yet (docs/decisions/memory-lifecycle.md).
 */
export const UNEXPIRED_SQL = '("expires_at" IS NULL OR "expires_at" > now())';
const unexpired = () => ({ OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] });

type DriverRow = Omit<MemoryRow, 'seq' | 'vectorSeq'> & { seq: string; vectorSeq: string; vectors?: Uint8Array | null; neighbourSimilarities?: number[] };

/**
 * A row read through the driver as the client would give it (timestamps, numbers and uuids already
 * are; the two sequences come as text). Built field by field: reads of a hundred rows are on every
 * search's and recall's critical path, and copying each row through rest and spread cost about
 * 2 µs a row against 0.1 (0.26 ms against 0.013 for a recall's 130 rows).
 */
function recordFromDriver(r: DriverRow): MemoryRow {
  return {
    id: r.id,
    storeId: r.storeId,
    content: r.content,
    contentHash: r.contentHash,
    category: r.category,
    sourceType: r.sourceType,
    speaker: r.speaker,
    eventDate: r.eventDate,
    importance: r.importance,
    isSuperseded: r.isSuperseded,
    supersededBy: r.supersededBy,
    supersededAt: r.supersededAt,
    expiresAt: r.expiresAt,
    indexState: r.indexState,
    embeddingModel: r.embeddingModel,
    createdAt: r.createdAt,
    importanceAt: r.importanceAt,
    recallCount: r.recallCount,
    tokenCount: r.tokenCount,
    bulkImportId: r.bulkImportId,
    seq: BigInt(r.seq),
    lexicalTerms: r.lexicalTerms,
    lexicalLang: r.lexicalLang,
    lexicalVersion: r.lexicalVersion,
    vectorSeq: BigInt(r.vectorSeq),
  };
}

/** `recordFromDriver` with the vectors read beside it (null when not read or not kept). */
function memoryFromDriver(r: DriverRow): MemoryWithVectors {
  const record: MemoryWithVectors = recordFromDriver(r) as MemoryWithVectors;
  record.vectors = r.vectors ?? null;
  if (r.neighbourSimilarities) record.neighbourSimilarities = r.neighbourSimilarities;
  return record;
}

/**
 * Memory records, the record of truth (Postgres): the reads that several operations share (by id,
 * in store order, around a memory) and recall's reinforcement.
 */
export interface RecordStore {
  /** The live (not superseded) memories of the store among `ids`. */
  live(store: StoreRow, ids: string[]): Promise<MemoryRow[]>;
  /** `live`, each record of `vectorsOf` (default: all) with the vectors it keeps (null for the others). */
  liveWithVectors(store: StoreRow, ids: string[], vectorsOf?: readonly string[]): Promise<MemoryWithVectors[]>;
  /** The records of `ids`, in that order (missing ones left out). */
  inOrder(ids: string[]): Promise<MemoryRow[]>;
  /** Ids of a store's memories after (`asc`) or before (`desc`) a `(created_at, id)` position, in that order. */
  idsFrom(storeId: string, from: { createdAt: Date; id: string } | undefined, dir: 'asc' | 'desc', limit: number, liveOnly: boolean): Promise<string[]>;
  /** For each memory, the live memories stored nearest before and after it in its store, nearest first. */
  neighbours(records: MemoryRow[], span?: number): Promise<MemoryRow[][]>;
  /** Recalled memories gain importance (see importance.ts). */
  reinforce(records: MemoryRow[]): Promise<void>;
  /** A store's latest turns, newest first. */
  recentTurns(storeId: string, take: number): Promise<TurnRow[]>;
  /** A page of the records still pending since before `before`, by id after `after`, with their account. */
  pendingBefore(before: Date, after: string | undefined, take: number): Promise<Array<{ id: string; store: { accountId: string } }>>;
  /** Every indexed record marked pending again (a new vector collection); how many were. */
  requeueIndexed(): Promise<number>;
  /** A store's memories (all, superseded, pending and live), turns and speakers, counted. */
  counts(storeId: string): Promise<StoreCounts>;
  /** A memory of the account in one memory pool, by id alone. */
  findInPool(accountId: string, namespace: string, memoryId: string, stores?: readonly string[]): Promise<MemoryRow | null>;
  /** A memory of the store, by id. */
  findInStore(storeId: string, memoryId: string): Promise<MemoryRow | null>;
  /** Ids of the store's live memories passing every filter; undefined when there are more than `max`. */
  qualifyingIds(storeId: string, f: SearchFilters, speaker: string | null, max: number): Promise<string[] | undefined>;
  /**
   * Writes back the lexical terms and language of memories analysed on first use, with the analyser's
   * version; a memory changed since it was read (its `seq` moved on) keeps what its change wrote.
   */
  keepAnalysedTerms(analysed: AnalysedTerms[], version: number): Promise<void>;
  /** Writes a new memory record. */
  create(data: NewRecord): Promise<MemoryRow>;
  /** The id of a live memory of the store with this content hash, if any. */
  liveIdWithHash(storeId: string, hash: string): Promise<string | null>;
  /** Writes the new memory and marks `oldId` superseded by it, at once; null (nothing written) when `oldId` was superseded meanwhile. */
  supersede(oldId: string, data: NewRecord): Promise<MemoryRow | null>;
  /** Deletes a memory of the store; how many were deleted (0 or 1). */
  deleteInStore(storeId: string, memoryId: string): Promise<number>;
  /** Adds a turn and keeps only the store's `keep` most recent. */
  addTurn(storeId: string, turn: { id: string; userMsg: string; assistantMsg: string; memoryId: string }, keep: number): Promise<TurnRow>;
  /** A pending memory is indexed: its vectors are kept with it. */
  markIndexed(memoryId: string, vectors: Uint8Array<ArrayBuffer>): Promise<void>;
  /** Keeps vectors that arrived late with a memory still pending without any; false when it is not. */
  keepLateVectors(memoryId: string, vectors: Uint8Array<ArrayBuffer>): Promise<boolean>;
  /** Pending memories among `ids` indexed, each with its vectors (one statement). */
  markManyIndexed(ids: string[], vectors: Uint8Array[]): Promise<void>;
  /**
   * Offers similarities to memories' lists of their greatest similarities to the store's other
   * memories (`neighbour_similarities`): each list keeps its `keep` greatest, best first. One statement.
   */
  offerNeighbourSimilarities(offers: ReadonlyArray<{ id: string; similarity: number }>, keep: number): Promise<void>;
  /** Pending memories among `ids` marked indexed without vectors (superseded ones, which never answer). */
  markIndexedWithoutVectors(ids: string[]): Promise<void>;
  /** Which of `ids` still exist. */
  existing(ids: string[]): Promise<Set<string>>;
  /** A memory with its store and vectors, for the indexing job. */
  findForIndexing(memoryId: string): Promise<(MemoryWithVectors & { store: StoreRow }) | null>;
  /** Those of `ids` still pending, with their vectors. */
  pendingWithVectors(ids: string[]): Promise<MemoryWithVectors[]>;
  /** The supersede chain through a memory of the store, oldest first; empty when the memory is not there (or expired). */
  versions(storeId: string, memoryId: string): Promise<MemoryRow[]>;
  /**
   * The memories of the store that were live at `at` but are superseded now (created at or before it,
   * superseded after it), not expired, with their vectors: the most recently superseded first, at most `limit`.
   */
  supersededAfter(store: StoreRow, at: Date, limit: number): Promise<MemoryWithVectors[]>;
}

/** A new memory record's columns. */
export type NewRecord = Prisma.MemoryUncheckedCreateInput;

/** A memory's terms analysed after it was written, as read at `seq` (`keepAnalysedTerms`). */
export type AnalysedTerms = { id: string; seq: string; terms: string; lang: string };

/** Thrown inside `supersede`'s transaction to roll it back. */
const SUPERSEDED_MEANWHILE = Symbol('superseded meanwhile');

export type StoreCounts = { total: number; superseded: number; pending: number; turns: number; speakers: number };

/** The record store in Postgres. */
export class PostgresRecordStore implements RecordStore {
  private readonly reads: DriverReads;

  constructor(private readonly prisma: PrismaClient) {
    this.reads = driverReads(prisma);
  }

  /**
   * The live (not superseded) memories of the store among `ids`. Looked up by primary key alone and
   * checked against the store here: with the store in the query, Postgres may intersect the ids with
   * the store's whole index range (it did whenever its statistics lagged a store's growth, reading
   * 100,000 index entries to return 60 rows, ~6 ms). Read through the driver: this read is on the
   * critical path of every search and recall.
   */
  async live(store: StoreRow, ids: string[]): Promise<MemoryRow[]> {
    return (await this.liveRows(store, ids, 'none')).map(recordFromDriver);
  }

  /**
   * `live`, each record of `vectorsOf` (default: all) with the vectors the index holds for it (null
   * when not kept, see `memories.vectors`, and for the others): one read where a search needs some
   * records' vectors and only the others' fields.
   */
  async liveWithVectors(store: StoreRow, ids: string[], vectorsOf?: readonly string[]): Promise<MemoryWithVectors[]> {
    return (await this.liveRows(store, ids, vectorsOf ?? 'all')).map(memoryFromDriver);
  }

  private async liveRows(store: StoreRow, ids: string[], vectorsOf: 'none' | 'all' | readonly string[]): Promise<DriverRow[]> {
    if (!ids.length) return [];
    const some = typeof vectorsOf !== 'string';
    // A read for the ranking (vectors asked for) takes each memory's neighbour similarities too.
    const vectors =
      (vectorsOf === 'all' ? ', "vectors"' : some ? ', CASE WHEN "id" = ANY($2::uuid[]) THEN "vectors" END AS "vectors"' : '') +
      (vectorsOf === 'none' ? '' : ', "neighbour_similarities" AS "neighbourSimilarities"');
    const rows = await this.reads.query<DriverRow>(
      'memories by id',
      `SELECT ${MEMORY_COLUMNS}${vectors} FROM "memories" WHERE "id" = ANY($1::uuid[]) AND NOT "is_superseded" AND ${UNEXPIRED_SQL}`,
      some ? [ids, vectorsOf] : [ids],
    );
    return rows.filter((r) => r.storeId === store.id);
  }

  /** The records of `ids`, in that order (missing ones left out). */
  async inOrder(ids: string[]): Promise<MemoryRow[]> {
    if (!ids.length) return [];
    const rows = await this.prisma.memory.findMany({ where: { id: { in: ids } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Ids of a store's memories after (`asc`) or before (`desc`) a `(created_at, id)` position, in that
   * order. A row comparison, which the `(store_id, created_at, id)` index answers directly (an OR of
   * the two conditions makes Postgres walk the store's rows: 22 ms against 0.1 ms at 100,000).
   */
  async idsFrom(
    storeId: string,
    from: { createdAt: Date; id: string } | undefined,
    dir: 'asc' | 'desc',
    limit: number,
    liveOnly: boolean,
  ): Promise<string[]> {
    const position = !from
      ? Prisma.empty
      : dir === 'asc'
        ? Prisma.sql`AND ("created_at", "id") > (${from.createdAt}::timestamptz, ${from.id}::uuid)`
        : Prisma.sql`AND ("created_at", "id") < (${from.createdAt}::timestamptz, ${from.id}::uuid)`;
    // The table's columns, not the select list's `id` (text): ordered by that, Postgres sorts every
    // row of an equal `created_at` instead of reading the index in order (2.7 ms against 0.1 ms for
    // a thousand memories written in one millisecond, as a bulk import writes them).
    const order = dir === 'asc' ? Prisma.sql`ORDER BY "memories"."created_at" ASC, "memories"."id" ASC` : Prisma.sql`ORDER BY "memories"."created_at" DESC, "memories"."id" DESC`;
    const rows = await this.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT "id"::text AS id FROM "memories"
      WHERE "store_id" = ${storeId}::uuid AND ${Prisma.raw(UNEXPIRED_SQL)} ${liveOnly ? Prisma.sql`AND NOT "is_superseded"` : Prisma.empty} ${position}
      ${order} LIMIT ${limit}`;
    return rows.map((row) => row.id);
  }

  /**
   * For each memory, the live memories stored nearest before and after it in its store, up to `span`
   * on each side, nearest first and before before after (one before, one after, two before, two
   * after, …), in one statement: per memory and side, the same row comparison as `idsFrom`. Read
   * through the driver: it is on a recall's critical path.
   */
  async neighbours(records: MemoryRow[], span = 1): Promise<MemoryRow[][]> {
    if (!records.length) return [];
    const values: unknown[] = [];
    const param = (v: unknown) => `$${values.push(v)}`;
    const limit = param(span);
    const sides = records.flatMap((r, i) => {
      const at = { store: param(r.storeId), createdAt: param(r.createdAt), id: param(r.id) };
      return (['desc', 'asc'] as const).map(
        (dir, side) => `(SELECT ${i}::int AS source, ${side}::int AS side, (row_number() OVER (ORDER BY "created_at" ${dir}, "id" ${dir}))::int AS distance, ${MEMORY_COLUMNS} FROM "memories"
          WHERE "store_id" = ${at.store}::uuid AND NOT "is_superseded" AND ${UNEXPIRED_SQL}
            AND ("created_at", "id") ${dir === 'desc' ? '<' : '>'} (${at.createdAt}::timestamptz, ${at.id}::uuid)
          ORDER BY "memories"."created_at" ${dir}, "memories"."id" ${dir} LIMIT ${limit}::int)`,
      );
    });
    const rows = await this.reads.query<DriverRow & { source: number; side: number; distance: number }>('neighbours', sides.join(' UNION ALL '), values);
    return records.map((_, i) =>
      rows
        .filter((row) => row.source === i)
        .sort((a, b) => a.distance - b.distance || a.side - b.side)
        .map(recordFromDriver),
    );
  }

  /** Recalled memories gain importance (see importance.ts); one statement for all of them. */
  async reinforce(records: MemoryRow[]): Promise<void> {
    if (!records.length) return;
    const now = Date.now();
    const values = records.map((r) => Prisma.sql`(${r.id}::uuid, ${reinforced(r.importance, r.importanceAt, now)}::float8)`);
    await this.prisma.$executeRaw`
      UPDATE "memories" AS m SET "importance" = v.importance, "importance_at" = now(), "recall_count" = m."recall_count" + 1
      FROM (VALUES ${Prisma.join(values)}) AS v(id, importance) WHERE m."id" = v.id`;
  }

  /** A store's latest turns, newest first. */
  recentTurns(storeId: string, take: number): Promise<TurnRow[]> {
    // A turn whose memory has expired goes with it (the expiry job erases both).
    return this.prisma.turn.findMany({ where: { storeId, OR: [{ memoryId: null }, { memory: unexpired() }] }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take });
  }

  /** A page of the records still pending since before `before`, by id after `after`, with their account. */
  pendingBefore(before: Date, after: string | undefined, take: number): Promise<Array<{ id: string; store: { accountId: string } }>> {
    return this.prisma.memory.findMany({
      where: { indexState: 'pending', createdAt: { lt: before }, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, store: { select: { accountId: true } } },
      orderBy: { id: 'asc' },
      take,
    });
  }

  /** Every indexed record marked pending again (a new vector collection); how many were. */
  async requeueIndexed(): Promise<number> {
    const { count } = await this.prisma.memory.updateMany({ where: { indexState: 'indexed' }, data: { indexState: 'pending' } });
    return count;
  }

  /** A store's memories (all, superseded, pending and live), turns and speakers, counted. */
  async counts(storeId: string): Promise<StoreCounts> {
    const where = { storeId, ...unexpired() };
    const [total, superseded, pending, turns, speakers] = await Promise.all([
      this.prisma.memory.count({ where }),
      this.prisma.memory.count({ where: { ...where, isSuperseded: true } }),
      this.prisma.memory.count({ where: { ...where, indexState: 'pending', isSuperseded: false } }),
      this.prisma.turn.count({ where: { storeId } }),
      this.prisma.speaker.count({ where: { storeId } }),
    ]);
    return { total, superseded, pending, turns, speakers };
  }

  /** A memory of the account in one memory pool, by id alone. */
  findInPool(accountId: string, namespace: string, memoryId: string, stores?: readonly string[]): Promise<MemoryRow | null> {
    // `stores`: only in these stores (a key limited to some); absent or empty, any.
    const store = { accountId, namespace, ...(stores?.length ? { name: { in: [...stores] } } : {}) };
    return this.prisma.memory.findFirst({ where: { id: memoryId, store, ...unexpired() } });
  }

  /** A memory of the store, by id. */
  findInStore(storeId: string, memoryId: string): Promise<MemoryRow | null> {
    return this.prisma.memory.findFirst({ where: { id: memoryId, storeId, ...unexpired() } });
  }

  async qualifyingIds(storeId: string, f: SearchFilters, speaker: string | null, max: number): Promise<string[] | undefined> {
    const where = [Prisma.sql`"store_id" = ${storeId}::uuid`, Prisma.sql`NOT "is_superseded"`, Prisma.raw(UNEXPIRED_SQL)];
    where.push(Prisma.sql`${Prisma.raw(EFFECTIVE_IMPORTANCE_SQL)} >= ${f.minImportance}`);
    if (speaker) where.push(Prisma.sql`"speaker" = ${speaker}`);
    if (f.categories) where.push(Prisma.sql`"category" = ANY(${f.categories})`);
    if (f.eventFrom !== undefined) where.push(Prisma.sql`"event_date" >= ${new Date(f.eventFrom)}`);
    if (f.eventTo !== undefined) where.push(Prisma.sql`"event_date" <= ${new Date(f.eventTo)}`);
    if (f.timeFrom !== undefined) where.push(Prisma.sql`"created_at" >= ${new Date(f.timeFrom)}`);
    if (f.timeTo !== undefined) where.push(Prisma.sql`"created_at" <= ${new Date(f.timeTo)}`);
    if (f.asOf !== undefined) where.push(Prisma.sql`"created_at" <= ${new Date(f.asOf)}`);
    const rows = await this.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT "id"::text AS id FROM "memories" WHERE ${Prisma.join(where, ' AND ')} LIMIT ${max + 1}`;
    return rows.length > max ? undefined : rows.map((r) => r.id);
  }

  async keepAnalysedTerms(analysed: AnalysedTerms[], version: number): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE "memories" AS m SET "lexical_terms" = v.terms, "lexical_lang" = v.lang, "lexical_version" = ${version}::smallint
      FROM unnest(${analysed.map((a) => a.id)}::uuid[], ${analysed.map((a) => a.seq)}::bigint[], ${analysed.map((a) => a.terms)}::text[],
                  ${analysed.map((a) => a.lang)}::text[]) AS v(id, seq, terms, lang)
      WHERE m."id" = v.id AND m."seq" = v.seq`;
  }

  create(data: NewRecord): Promise<MemoryRow> {
    return this.prisma.memory.create({ data });
  }

  async liveIdWithHash(storeId: string, hash: string): Promise<string | null> {
    const exact = await this.prisma.memory.findFirst({ where: { storeId, contentHash: hash, isSuperseded: false, ...unexpired() }, select: { id: true } });
    return exact?.id ?? null;
  }

  async supersede(oldId: string, data: NewRecord): Promise<MemoryRow | null> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const created = await tx.memory.create({ data });
        // Superseded at the instant its successor was written: at any instant one of the two is live.
        const { count } = await tx.memory.updateMany({
          where: { id: oldId, isSuperseded: false },
          data: { isSuperseded: true, supersededBy: data.id, supersededAt: created.createdAt },
        });
        if (!count) throw SUPERSEDED_MEANWHILE;
        return created;
      });
    } catch (err) {
      if (err === SUPERSEDED_MEANWHILE) return null;
      throw err;
    }
  }

  async deleteInStore(storeId: string, memoryId: string): Promise<number> {
    const { count } = await this.prisma.memory.deleteMany({ where: { id: memoryId, storeId } });
    return count;
  }

  async addTurn(storeId: string, turn: { id: string; userMsg: string; assistantMsg: string; memoryId: string }, keep: number): Promise<TurnRow> {
    const row = await this.prisma.turn.create({ data: { ...turn, storeId } });
    await this.prisma.$executeRaw`
      DELETE FROM "turns" WHERE "id" IN (
        SELECT "id" FROM "turns" WHERE "store_id" = ${storeId}::uuid
        ORDER BY "created_at" DESC, "id" DESC OFFSET ${keep})`;
    return row;
  }

  async markIndexed(memoryId: string, vectors: Uint8Array<ArrayBuffer>): Promise<void> {
    await this.prisma.memory.updateMany({ where: { id: memoryId, indexState: 'pending' }, data: { indexState: 'indexed', vectors } });
  }

  async keepLateVectors(memoryId: string, vectors: Uint8Array<ArrayBuffer>): Promise<boolean> {
    const kept = await this.prisma.memory.updateMany({ where: { id: memoryId, indexState: 'pending', vectors: null }, data: { vectors } });
    return kept.count > 0;
  }

  async markManyIndexed(ids: string[], vectors: Uint8Array[]): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE "memories" AS m SET "index_state" = 'indexed', "vectors" = v.vectors
      FROM unnest(${ids}::uuid[], ${vectors}::bytea[]) AS v(id, vectors)
      WHERE m."id" = v.id AND m."index_state" = 'pending'`;
  }

  async offerNeighbourSimilarities(offers: ReadonlyArray<{ id: string; similarity: number }>, keep: number): Promise<void> {
    if (!offers.length) return;
    // Offers to one memory are gathered first: an UPDATE ... FROM applies one source row per target.
    // Rows are locked in id order, so that two indexings offering to the same memories wait for
    // each other rather than deadlock.
    await this.prisma.$executeRaw`
      WITH o AS (
        SELECT id, array_agg(similarity) AS sims FROM unnest(${offers.map((x) => x.id)}::uuid[], ${offers.map((x) => x.similarity)}::real[]) AS t(id, similarity) GROUP BY id
      ), locked AS (
        SELECT m."id" FROM "memories" m JOIN o ON o.id = m."id" ORDER BY m."id" FOR UPDATE OF m
      )
      UPDATE "memories" AS m SET "neighbour_similarities" = ARRAY(
        SELECT x FROM unnest(m."neighbour_similarities" || o.sims) AS x ORDER BY x DESC LIMIT ${keep}
      )
      FROM o WHERE m."id" = o.id AND m."id" IN (SELECT id FROM locked)`;
  }

  async markIndexedWithoutVectors(ids: string[]): Promise<void> {
    await this.prisma.memory.updateMany({ where: { id: { in: ids }, indexState: 'pending' }, data: { indexState: 'indexed' } });
  }

  async existing(ids: string[]): Promise<Set<string>> {
    return new Set((await this.prisma.memory.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id));
  }

  findForIndexing(memoryId: string) {
    return this.prisma.memory.findUnique({ where: { id: memoryId }, include: { store: true }, omit: { vectors: false } });
  }

  pendingWithVectors(ids: string[]): Promise<MemoryWithVectors[]> {
    return this.prisma.memory.findMany({ where: { id: { in: ids }, indexState: 'pending' }, omit: { vectors: false } });
  }

  /**
   * The chain through a memory: its predecessors (each superseded by the next) and successors, in one
   * recursive statement each way. A chain is a line: a memory is superseded at most once, and a
   * supersede writes one new memory.
   */
  async versions(storeId: string, memoryId: string): Promise<MemoryRow[]> {
    const rows = await this.reads.query<DriverRow>(
      'memory versions',
      `WITH RECURSIVE
         earlier AS (SELECT "id", 0 AS depth FROM "memories" WHERE "id" = $1::uuid AND "store_id" = $2::uuid AND ${UNEXPIRED_SQL}
                     UNION ALL SELECT m."id", e.depth - 1 FROM "memories" m JOIN earlier e ON m."superseded_by" = e."id" WHERE e.depth > -10000),
         later AS (SELECT m."superseded_by" AS "id", 1 AS depth FROM "memories" m WHERE m."id" = $1::uuid AND m."store_id" = $2::uuid AND ${UNEXPIRED_SQL} AND m."superseded_by" IS NOT NULL
                   UNION ALL SELECT m."superseded_by", l.depth + 1 FROM "memories" m JOIN later l ON m."id" = l."id" WHERE m."superseded_by" IS NOT NULL AND l.depth < 10000),
         chain AS (SELECT * FROM earlier UNION ALL SELECT * FROM later)
       SELECT ${MEMORY_COLUMNS} FROM "memories" JOIN chain USING ("id")
       WHERE "store_id" = $2::uuid AND ${UNEXPIRED_SQL} ORDER BY chain.depth`,
      [memoryId, storeId],
    );
    return rows.map(recordFromDriver);
  }

  async supersededAfter(store: StoreRow, at: Date, limit: number): Promise<MemoryWithVectors[]> {
    const rows = await this.reads.query<DriverRow>(
      'memories superseded after',
      `SELECT ${MEMORY_COLUMNS}, "vectors" FROM "memories"
       WHERE "store_id" = $1::uuid AND "superseded_at" > $2::timestamptz AND "created_at" <= $2::timestamptz AND ${UNEXPIRED_SQL}
       ORDER BY "superseded_at" DESC LIMIT $3::int`,
      [store.id, at, limit],
    );
    return rows.map(memoryFromDriver);
  }
}
