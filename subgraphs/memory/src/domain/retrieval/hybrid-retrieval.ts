import { settled } from '../async.js';
import type { MemoryRecords, StoreRow } from '../records.js';
import { rerankNudge } from '../reranker.js';
import type { Candidate, CandidateQuery, DenseCandidates, DenseHit } from './candidates.js';
import { candidatePositions, hybridScores, lexicalWeightFor, type HybridItem } from './hybrid-ranking.js';
import type { LexicalIndex } from './lexical-index.js';
import type { LexicalIndexes } from './lexical-indexes.js';
import { namedSpeakers } from './speaker-mentions.js';
import { namedPeriod } from './time-expressions.js';
import { RETRIEVAL_WEIGHTS, type RetrievalWeights } from './weights.js';

/** What ranking adds to a candidate: the order's score (never returned). */
export interface RankedCandidate extends Candidate {
  score: number;
}

/**
 * Hybrid retrieval: the vector index's nearest memories and the store's lexical index's best
 * matches (and the neighbours of both) are resolved against the live records, scored by dense and
 * lexical evidence fused, the context signals and the reranker's nudges, and returned best first.
 * `similarity` stays each memory's raw cosine.
 */
export class HybridRetrieval {
  constructor(
    private readonly dense: DenseCandidates,
    private readonly records: MemoryRecords,
    private readonly indexes: LexicalIndexes,
    private readonly weights: RetrievalWeights = { ...RETRIEVAL_WEIGHTS },
  ) {}

  /**
   * `vector` is the query's embedding, still being computed: the lexical side (the store's index,
   * `lexicalIndex`, started by the caller, scored, and its best matches' records read) runs
   * meanwhile. `registered` is the store's speaker names.
   */
  async rank(
    store: StoreRow,
    query: string,
    vector: Promise<Float32Array>,
    opts: CandidateQuery,
    lexicalIndex: Promise<LexicalIndex>,
    registered: Promise<string[]>,
  ): Promise<RankedCandidate[]> {
    const w = this.weights;
    // The best lexical matches and their neighbours, with their records and the vectors Postgres
    // keeps for them, while the query is embedded.
    const lexicalSide = settled(
      (async () => {
        const index = await lexicalIndex;
        const { terms, weight } = lexicalWeightFor(index, query);
        const lexical = index.score(terms);
        const ids = candidatePositions(index, [], lexical, w, weight ? w.lexicalCandidates : 0).map((p) => index.idAt(p));
        return { index, weight, lexical, ids, records: await this.records.liveWithVectors(store, ids) };
      })(),
    );
    const queryVector = await vector;
    const denseSearch = settled(this.dense.hits(store, queryVector, { ...opts, limit: Math.max(opts.limit, w.denseCandidates) }));
    const { index, weight, lexical, ids: lexicalIds, records: lexicalRecords } = await lexicalSide;
    const lexicalSimilarity = settled(this.dense.exactSimilarities(store, queryVector, lexicalRecords));
    const hits = await denseSearch;
    // Then the dense hits and their neighbours that the lexical side did not cover.
    const known = new Set(lexicalIds);
    const densePositions = [...hits.keys()].flatMap((id) => index.positionOf(id) ?? []);
    const neighbourIds = candidatePositions(index, densePositions, lexical, w, 0).map((p) => index.idAt(p)).filter((id) => !known.has(id) && !hits.has(id));
    const denseIds = [...hits.keys()].filter((id) => !known.has(id));
    const neighboursWithVectors = async () => {
      const records = await this.records.liveWithVectors(store, neighbourIds);
      return { records, similarity: await this.dense.exactSimilarities(store, queryVector, records) };
    };
    const [lexicalFound, denseRecords, neighbours, speakers] = await Promise.all([lexicalSimilarity, this.records.live(store, denseIds), neighboursWithVectors(), registered]);
    const records = [...lexicalRecords, ...denseRecords, ...neighbours.records];
    // A memory found both ways keeps its better evidence (the search returns only its closest vectors).
    const similarity = new Map<string, DenseHit>([...lexicalFound, ...neighbours.similarity]);
    for (const [id, hit] of hits) if ((similarity.get(id)?.similarity ?? -1) < hit.similarity) similarity.set(id, hit);
    const candidates = this.dense.resolve(store, similarity, records, opts);
    // Memories the lexical side still held but that are gone (forgotten or superseded elsewhere).
    const live = new Set(records.map((r) => r.id));
    this.dense.gone(store, [...hits.keys()], live);
    this.indexes.removed(store.id, [...lexicalIds, ...denseIds, ...neighbourIds].filter((id) => !live.has(id) && index.has(id)));
    if (!candidates.length) return [];

    const at = new Map(candidates.map((c, i) => [index.positionOf(c.record.id), i]));
    const items: HybridItem[] = candidates.map((c) => {
      const p = index.positionOf(c.record.id);
      const [prev, next] = p === undefined ? [-1, -1] : index.neighbours(p);
      return {
        dense: c.similarity,
        bm25: p === undefined ? 0 : lexical.bm25[p]!,
        window: p === undefined ? 0 : lexical.window[p]!,
        neighbours: [at.get(prev) ?? -1, at.get(next) ?? -1],
        speaker: c.record.speaker,
        time: (c.record.eventDate ?? c.record.createdAt).getTime(),
      };
    });
    const scores = hybridScores(items, { coverage: weight * lexical.coverage, speakers: namedSpeakers(query, speakers), period: namedPeriod(query) }, w);
    // Importance and recency nudge the order as they did on the cosine scale: in units of the
    // candidates' spread of similarity.
    const spread = Math.max(0.01, standardDeviation(items.map((i) => i.dense)));
    const now = Date.now();
    return candidates
      .map((c, i) => ({ ...c, score: scores[i]! + rerankNudge({ ...c, timestamp: items[i]!.time, isSuperseded: c.record.isSuperseded }, now) / spread }))
      .sort((a, b) => b.score - a.score);
  }
}

function standardDeviation(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}
