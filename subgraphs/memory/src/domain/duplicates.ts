import type { VectorStore } from '../stores/vector-store.js';
import type { Embedder } from '../embedding/index.js';
import { tenantOf } from './memory-fields.js';
import type { MemoryRecords, StoreRow } from './records.js';

/** Cosine similarity at or above which a new memory is a near-duplicate of an existing one. */
export const NEAR_DUPLICATE_SIMILARITY = 0.98;

/** Finds an existing live memory that a new one would repeat. */
export class NearDuplicates {
  constructor(
    private readonly vectors: VectorStore,
    private readonly embedder: Embedder,
    private readonly records: MemoryRecords,
  ) {}

  /** The closest live memory of the store at or above the near-duplicate threshold, same embedding model. */
  async find(store: StoreRow, vector: Float32Array): Promise<string | undefined> {
    const hits = await this.vectors.search({
      tenant: tenantOf(store),
      storeId: store.id,
      vector,
      limit: 3,
      filter: 'kind == "memory" and superseded == false',
      match: (row) => row.kind === 'memory' && !row.superseded,
    });
    const close = hits.filter((h) => h.score >= NEAR_DUPLICATE_SIMILARITY).map((h) => h.parentId);
    if (!close.length) return undefined;
    const found = (await this.records.live(store, close)).filter((r) => r.embeddingModel === this.embedder.modelId);
    return close.find((id) => found.some((f) => f.id === id));
  }
}
