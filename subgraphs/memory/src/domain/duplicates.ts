import type { Embedder } from '../embedding/index.js';
import type { VectorIndex } from '../storage/vector-index.js';
import { tenantOf } from './memory-fields.js';
import type { RecordStore, StoreRow } from '../storage/record-store.js';
import type { LexicalIndexes } from './retrieval/lexical-indexes.js';
import { sameFacts, salientTokens } from './retrieval/salient-tokens.js';

/** Cosine similarity at or above which a new memory may be a near-duplicate of an existing one. */
export const NEAR_DUPLICATE_SIMILARITY = 0.98;
/** A word differing between near-duplicates is harmless when this share of the store's memories use it (and at least 3). */
const COMMON_TERM_SHARE = 0.05;

/**
 * Finds an existing live memory that a new one would only repeat: embeddings at cosine ≥ 0.98 and
 * the same facts as far as the words tell (numbers, negations, names, months and rare words agree).
 */
export class NearDuplicates {
  constructor(
    private readonly vectors: VectorIndex,
    private readonly embedder: Embedder,
    private readonly records: RecordStore,
    private readonly lexical: LexicalIndexes,
  ) {}

  /** The closest live memory of the store that `content` repeats, same embedding model. */
  async find(store: StoreRow, vector: Float32Array, content: string): Promise<string | undefined> {
    const hits = await this.vectors.nearest({
      tenant: tenantOf(store),
      storeId: store.id,
      vector,
      limit: 3,
      filter: { memoriesOnly: true, excludeSuperseded: true },
      recentWrites: true,
    });
    const close = hits.filter((h) => h.score >= NEAR_DUPLICATE_SIMILARITY).map((h) => h.parentId);
    if (!close.length) return undefined;
    const [found, index] = await Promise.all([this.records.live(store, close), this.lexical.forStore(store.id)]);
    const minCommon = Math.max(3, COMMON_TERM_SHARE * index.live);
    const common = (term: string) => index.documentFrequency(term) >= minCommon;
    const hint = index.mainLanguage();
    const mine = salientTokens(content, hint);
    const repeats = new Set(found.filter((r) => r.embeddingModel === this.embedder.modelId && sameFacts(mine, salientTokens(r.content, hint), common)).map((r) => r.id));
    return close.find((id) => repeats.has(id));
  }
}
