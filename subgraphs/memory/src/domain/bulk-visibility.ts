import type { VectorIndex } from '../storage/vector-index.js';
import { decompose } from './atoms.js';

/** A search breadth at which an HNSW search returns every row of a small filtered set. */
const WIDE_EF = 4096;

/**
 * The memories among `records` whose vectors (the memory's own and one per atom sentence) do not
 * all answer a vector search yet. An acknowledged upsert is not always a visible one: a Milvus
 * server reads with bounded staleness, and Milvus Lite can leave rows out of a search while it
 * flushes. A bulk import counts chunks as done only once this is empty.
 */
export async function unsearchable(
  vectors: VectorIndex,
  tenant: string,
  storeId: string,
  records: Array<{ id: string; content: string }>,
): Promise<string[]> {
  if (!records.length) return [];
  const expected = new Map(records.map((r) => [r.id, 1 + decompose(r.content).length]));
  const total = [...expected.values()].reduce((a, b) => a + b, 0);
  // Any query vector will do: the filter leaves only these rows and the limit takes them all.
  const probe = new Float32Array(vectors.dimensions).fill(1 / Math.sqrt(vectors.dimensions));
  const hits = await vectors.nearest({
    tenant,
    storeId,
    vector: probe,
    limit: total,
    filter: { parentIds: records.map((r) => r.id) },
    ef: WIDE_EF,
  });
  const found = new Map<string, number>();
  for (const h of hits) found.set(h.parentId, (found.get(h.parentId) ?? 0) + 1);
  return records.filter((r) => (found.get(r.id) ?? 0) < expected.get(r.id)!).map((r) => r.id);
}
