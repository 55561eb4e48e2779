import type { MemoryDeps } from '../subgraphs/memory/src/domain/deps.js';
import { MemoryRecall } from '../subgraphs/memory/src/domain/recall.js';
import type { RecordStore, StoreRow } from '../subgraphs/memory/src/storage/record-store.js';
import { DenseCandidates, type CandidateQuery } from '../subgraphs/memory/src/domain/retrieval/candidates.js';
import { ExactVectors } from '../subgraphs/memory/src/domain/retrieval/exact-vectors.js';
import { HybridRetrieval, type Ranking } from '../subgraphs/memory/src/domain/retrieval/hybrid-retrieval.js';
import { LexicalIndexes } from '../subgraphs/memory/src/domain/retrieval/lexical-indexes.js';
import { rankCandidates } from '../subgraphs/memory/src/domain/retrieval/ranking.js';
import { RETRIEVAL_WEIGHTS, type RetrievalWeights } from '../subgraphs/memory/src/domain/retrieval/weights.js';
import { parseSearch } from '../subgraphs/memory/src/domain/requests.js';
import { MemorySearch } from '../subgraphs/memory/src/domain/search.js';
import { Speakers } from '../subgraphs/memory/src/domain/speakers.js';
import { TokenCounter } from '../subgraphs/memory/src/domain/token-counts.js';

/**
 * The hybrid ranking's weights before the multi-session round (docs/decisions/retrieval-multi-session.md):
 * no session BM25, time cue, diversity or hubness; speaker 0.75, time 0.5. What the rounds added to a search
 * or a recall is the difference of their latencies. Session BM25 is still computed with weight 0
 * (the lexical index scores sessions in the same pass); the bench's lexical rows time that part.
 */
export const WEIGHTS_BEFORE_MULTI_SESSION: RetrievalWeights = { ...RETRIEVAL_WEIGHTS, session: 0, speaker: 0.75, time: 0.5, timeCue: 0, diversity: 0, hubness: 0, nameless: 0 };

/**
 * `tablet-1`'s ranking before the hybrid retrieval: the vector index's candidates in the reranker's
 * order (similarity, importance, recency, supersession), no lexical side.
 */
class DenseReranked extends HybridRetrieval {
  constructor(private readonly candidates: DenseCandidates, records: RecordStore) {
    super(candidates, records);
  }

  override async rank(store: StoreRow, _query: string, vector: Promise<Float32Array>, opts: CandidateQuery): Promise<Ranking> {
    const found = await this.candidates.find(store, await vector, opts);
    const ranked = rankCandidates(found, { rerank: true, recallTargetTokens: 0, recallMaxTokens: 0 }).map((c) => ({ ...c, score: 0 }));
    return { ranked, gone: { dense: [], lexical: [] } };
  }
}

/**
 * Two recalls of `tablet-1`: the one the service runs (hybrid ranking; a small store's candidates
 * found by exact search) and the one it ran before (the vector index's candidates, reranked). Same
 * budget (about 1,200 tokens), same packing, same context, same parts otherwise: the difference of
 * their latencies is what this retrieval costs a recall. (`tablet-1-mini` is no such reference for
 * recall: its budget is half.) Beside them, that recall and a search ranked with today's weights and
 * with those before the multi-session round, sharing one set of parts (one more lexical index).
 */
export function rankingVariants(deps: MemoryDeps) {
  const records = deps.storage.records;
  const tokens = new TokenCounter(deps.embedder, deps.countTokensOnWrite ?? false);
  const candidates = new DenseCandidates(deps.vectors, records, new ExactVectors(deps.storage.reads, deps.embedder.dimensions, deps.embedder.modelId, deps.indexing.exactMaxVectors));
  const indexed = new DenseCandidates(deps.vectors, records);
  const lexical = new LexicalIndexes(deps.storage.reads, records);
  const recallWith = (dense: DenseCandidates, ranking: HybridRetrieval) => new MemoryRecall(deps.embedder, records, tokens, dense, ranking, lexical);
  const current = new HybridRetrieval(candidates, records, undefined, deps.crossLingual);
  const earlierRanking = new HybridRetrieval(candidates, records, WEIGHTS_BEFORE_MULTI_SESSION, deps.crossLingual);
  const hybrid = recallWith(candidates, current);
  const before = recallWith(indexed, new DenseReranked(indexed, records));
  const earlier = recallWith(candidates, earlierRanking);
  const speakers = new Speakers(deps.storage.speakers);
  const searchWith = (ranking: HybridRetrieval) => new MemorySearch(deps.embedder, deps.cache, speakers, tokens, candidates, ranking, lexical);
  const search = searchWith(current);
  const earlierSearch = searchWith(earlierRanking);
  return {
    hybrid: (store: StoreRow, userId: string, query: string) => hybrid.recall('tablet-1', Promise.resolve(store), { userId, query }),
    before: (store: StoreRow, userId: string, query: string) => before.recall('tablet-1', Promise.resolve(store), { userId, query }),
    /** The same recall, ranked with the weights before the multi-session round. */
    earlier: (store: StoreRow, userId: string, query: string) => earlier.recall('tablet-1', Promise.resolve(store), { userId, query }),
    /** A search (store known), ranked with today's weights or with those before the multi-session round. */
    search: (store: StoreRow, userId: string, query: string) => search.search('tablet-1', Promise.resolve(store), parseSearch({ userId, query })),
    earlierSearch: (store: StoreRow, userId: string, query: string) => earlierSearch.search('tablet-1', Promise.resolve(store), parseSearch({ userId, query })),
    /** A search (store known) ranked with `weights`. */
    searchRankedBy: (weights: RetrievalWeights) => {
      const ranked = searchWith(new HybridRetrieval(candidates, records, weights, deps.crossLingual));
      return (store: StoreRow, userId: string, query: string) => ranked.search('tablet-1', Promise.resolve(store), parseSearch({ userId, query }));
    },
  };
}
