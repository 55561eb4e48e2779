import { cosine } from '../../storage/recent-writes.js';
import { rowMatcher, type VectorFilter, type VectorIndex } from '../../storage/vector-index.js';
import { derivedId } from '../atoms.js';
import { effectiveImportance } from '../importance.js';
import { tenantOf } from '../memory-fields.js';
import type { RecordStore, MemoryRow, MemoryWithVectors, StoreRow } from '../../storage/record-store.js';
import type { SearchFilters } from '../search-options.js';
import { unpackVectors } from '../stored-vectors.js';
import type { ExactVectors } from './exact-vectors.js';

/** With `min_importance`, up to this many qualifying memories are searched exactly by id in Milvus. */
const PREFILTER_MAX_IDS = 1000;
/** HNSW breadth of the second, wider search (see `dense`). */
const WIDE_EF = 4096;

/**
 * A point-in-time search (`as_of`) also compares, exactly, the memories live then but superseded
 * since (the index holds only live ones): at most this many, the most recently superseded first.
 */
export const AS_OF_SUPERSEDED = 2000;

/** The most rows one Milvus search returns. */
const MAX_TOPK = 16_384;

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/** A memory's best dense evidence: the raw cosine of its closest vector, and its atom sentences that matched. */
export interface DenseHit {
  similarity: number;
  atoms: Array<{ id: string; similarity: number }>;
}

function bestPerMemory(hits: ReadonlyArray<{ id: string; parentId: string; kind: string; score: number }>): Map<string, DenseHit> {
  const best = new Map<string, DenseHit & { own: number }>();
  for (const h of hits) {
    const s = clamp01(h.score);
    const entry = best.get(h.parentId) ?? { similarity: 0, own: 0, atoms: [] };
    // Atom hits count for their memory and explain the match (recall context).
    if (h.kind === 'atom') entry.atoms.push({ id: h.id, similarity: s });
    else entry.own = s;
    // The raw cosine of the memory's closest vector: its own, or one of its atom sentences.
    entry.similarity = Math.max(entry.similarity, s);
    best.set(h.parentId, entry);
  }
  return new Map([...best].map(([id, { similarity, atoms }]) => [id, { similarity, atoms }]));
}

/** A live memory a query may answer with, and the raw cosine similarity of its closest vector. */
export interface Candidate {
  record: MemoryRow;
  similarity: number;
  importance: number;
  /** The memory's atom sentences that matched, for recall's context. */
  atoms: Array<{ id: string; similarity: number }>;
}

export interface CandidateQuery {
  limit: number;
  filters: SearchFilters;
  speaker: string | null;
  /**
   * When the request began (`performance.now()`): a small store's exact search reads every change
   * committed before it, and may share a catch-up begun since (see `prepare`). Default: now.
   */
  since?: number;
}

/**
 * Dense candidates for a query, filters applied before ranking: static filters run inside the
 * Milvus search, `min_importance` (which changes over time) first selects qualifying ids in
 * Postgres. Every hit is resolved against the live Postgres record, so nothing forgotten or
 * superseded answers.
 */
export class DenseCandidates {
  constructor(
    private readonly vectors: VectorIndex,
    private readonly records: RecordStore,
    private readonly exact?: ExactVectors,
  ) {}

  /** A search of `store` is coming (request begun at `since`): a small store's vectors catch up meanwhile. */
  prepare(store: StoreRow, since: number): void {
    this.exact?.prepare(store.id, since);
  }

  /** Dense candidates resolved against the live records, in no particular order. */
  async find(store: StoreRow, vector: Float32Array, opts: CandidateQuery): Promise<Candidate[]> {
    const [hits, past] = await Promise.all([this.hits(store, vector, opts), this.supersededSince(store, opts.filters)]);
    const records = hits.size ? await this.records.live(store, [...hits.keys()]) : [];
    this.gone(store, [...hits.keys()], new Set(records.map((r) => r.id)));
    const found = this.resolve(store, hits, records, opts);
    if (!past.length) return found;
    return [...found, ...this.resolve(store, await this.exactSimilarities(store, vector, past), past, opts)];
  }

  /**
   * With `as_of`: the memories live at that instant but superseded since, with their vectors (the
   * index no longer holds them); none otherwise.
   */
  supersededSince(store: StoreRow, f: SearchFilters): Promise<MemoryWithVectors[]> {
    return f.asOf === undefined ? Promise.resolve([]) : this.records.supersededAfter(store, new Date(f.asOf), AS_OF_SUPERSEDED);
  }

  /** Hits whose memory is no longer live (forgotten, superseded elsewhere) leave the exact search's copy. */
  gone(store: StoreRow, ids: readonly string[], live: ReadonlySet<string>): void {
    this.evict(store, ids.filter((id) => !live.has(id)));
  }

  /** Memories found gone leave the exact search's copy. */
  evict(store: StoreRow, dead: readonly string[]): void {
    if (dead.length) this.exact?.removed(store.id, dead);
  }

  /**
   * The vector index's nearest memories for a query, as memory id -> the raw cosine of its closest
   * vector (its own or an atom sentence's) and the atoms that matched, filters applied inside the
   * search (`min_importance` first selects qualifying ids in Postgres).
   */
  async hits(store: StoreRow, vector: Float32Array, opts: CandidateQuery): Promise<Map<string, DenseHit>> {
    const f = opts.filters;
    // Applied inside the search, and to the rows this process has just written or holds itself.
    const filter: VectorFilter = {
      excludeSuperseded: true,
      speaker: opts.speaker,
      categories: f.categories,
      eventFrom: f.eventFrom,
      eventTo: f.eventTo,
      timeFrom: f.timeFrom,
      // Point in time: created at or before it (the superseded-since are searched apart).
      timeTo: f.asOf === undefined ? f.timeTo : Math.min(f.timeTo ?? f.asOf, f.asOf),
    };
    let limit = opts.limit;
    if (f.minImportance !== undefined) {
      const ids = await this.records.qualifyingIds(store.id, f, opts.speaker, PREFILTER_MAX_IDS);
      if (ids && !ids.length) return new Map();
      if (ids) filter.parentIds = ids;
      else limit = Math.min(4 * limit, 2000);
    }
    // A small store: every vector compared, exactly.
    const held = await this.exact?.forStore(store.id, opts.since);
    if (held) return bestPerMemory(held.search(vector, limit, rowMatcher(filter)));
    const search = (ef?: number) => this.vectors.nearest({ tenant: tenantOf(store), storeId: store.id, vector, limit, filter, ef, recentWrites: true });
    let hits = await search();
    // An approximate (HNSW) search restricted to a small filtered set can stop early and miss rows
    // (a memory, or the atom sentences of one it found). Fewer rows than asked means the filtered
    // set is small or the search stopped short: search again much wider. FLAT search is exact.
    if (hits.length < limit && this.vectors.indexType === 'HNSW') hits = await search(WIDE_EF);
    return bestPerMemory(hits);
  }

  /** The raw cosine similarity of named memories (their own vectors and their atoms'), exactly. */
  async similarities(store: StoreRow, vector: Float32Array, ids: readonly string[]): Promise<Map<string, DenseHit>> {
    if (!ids.length) return new Map();
    const hits = await this.vectors.nearest({
      tenant: tenantOf(store),
      storeId: store.id,
      vector,
      // Every vector of these memories: each has its own and one per atom sentence.
      limit: Math.min(MAX_TOPK, ids.length * 16),
      filter: { parentIds: ids },
      ef: WIDE_EF,
      recentWrites: true,
    });
    return bestPerMemory(hits);
  }

  /**
   * The raw cosine similarity of memories whose records carry their vectors, computed here (no
   * round trip to the index); memories indexed before Postgres kept vectors are read from the index.
   */
  async exactSimilarities(store: StoreRow, vector: Float32Array, records: readonly MemoryWithVectors[]): Promise<Map<string, DenseHit>> {
    const out = new Map<string, DenseHit>();
    const unknown: string[] = [];
    for (const r of records) {
      const vectors = r.vectors ? unpackVectors(r.vectors, vector.length) : undefined;
      if (!vectors) {
        unknown.push(r.id);
        continue;
      }
      const scores = vectors.map((v) => clamp01(cosine(vector, v)));
      out.set(r.id, {
        similarity: Math.max(...scores),
        atoms: scores.slice(1).map((similarity, i) => ({ id: derivedId(r.id, 'atom', i), similarity })),
      });
    }
    for (const [id, hit] of await this.similarities(store, vector, unknown)) out.set(id, hit);
    return out;
  }

  /** Live records of the hits that pass the filters, with their similarity and current importance. */
  resolve(store: StoreRow, hits: ReadonlyMap<string, DenseHit>, records: MemoryRow[], opts: CandidateQuery): Candidate[] {
    const now = Date.now();
    return records
      .flatMap((record) => {
        const b = hits.get(record.id);
        if (!b) return [];
        return [{ record, similarity: b.similarity, importance: effectiveImportance(record.importance, record.importanceAt, now), atoms: b.atoms }];
      })
      .filter((c) => matchesFilters(c.record, c.importance, opts.filters, opts.speaker));
  }
}

/** The filters once more on the record of truth (Milvus rows may lag a change of category or date). */
export function matchesFilters(r: MemoryRow, importance: number, f: SearchFilters, speaker: string | null): boolean {
  const event = r.eventDate?.getTime();
  const created = r.createdAt.getTime();
  return (
    (!speaker || r.speaker === speaker) &&
    (!f.categories || f.categories.includes(r.category)) &&
    (f.eventFrom === undefined || (event !== undefined && event >= f.eventFrom)) &&
    (f.eventTo === undefined || (event !== undefined && event <= f.eventTo)) &&
    (f.timeFrom === undefined || created >= f.timeFrom) &&
    (f.timeTo === undefined || created <= f.timeTo) &&
    (f.minImportance === undefined || importance >= f.minImportance) &&
    (f.asOf === undefined || (created <= f.asOf && (!r.supersededAt || r.supersededAt.getTime() > f.asOf)))
  );
}
