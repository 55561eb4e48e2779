import { cosine } from '../../storage/recent-writes.js';
import type { RetrievalWeights } from './weights.js';

/**
 * Maximal marginal relevance over the best `w.diversityDepth` of a ranking: taken one at a time, each
 * time the memory with the best place (1 at the top, falling by 1 / depth a place) less `w.diversity`
 * × its greatest cosine to one taken before it. A memory that says again what a better one said
 * gives way to evidence of another kind (a question whose answer is spread over sessions).
 * `vectors` are the ranked memories' own vectors, best first (undefined: not known; such a memory
 * is neither held back nor holds any back). Returns the new order as indexes into `vectors`, the
 * ones past the depth as they were.
 */
export function diversify(vectors: ReadonlyArray<Float32Array | undefined>, w: Pick<RetrievalWeights, 'diversity' | 'diversityDepth'>): number[] {
  const order = [...vectors.keys()];
  const depth = Math.min(vectors.length, w.diversityDepth);
  if (!w.diversity || depth < 2) return order;
  const closest = new Float64Array(depth);
  const left = new Set(order.slice(0, depth));
  const taken: number[] = [];
  while (left.size) {
    let best = -1;
    let bestScore = -Infinity;
    for (const i of left) {
      const score = (depth - i) / depth - w.diversity * closest[i]!;
      if (score > bestScore) [best, bestScore] = [i, score];
    }
    left.delete(best);
    taken.push(best);
    const v = vectors[best];
    if (!v) continue;
    for (const i of left) {
      const u = vectors[i];
      if (u) closest[i] = Math.max(closest[i]!, cosine(u, v));
    }
  }
  return [...taken, ...order.slice(depth)];
}

