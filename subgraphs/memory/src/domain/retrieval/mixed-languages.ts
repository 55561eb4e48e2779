import type { Lang } from './analyzer.js';

/**
 * A store is of mixed languages when at least two languages each hold this share of its memories.
 * A store in one language with a few memories detected otherwise (7 of LoCoMo's 5,882 English turns)
 * is not: its ranking stays as it was.
 */
export const MIXED_LANGUAGE_SHARE = 0.05;

/** Whether a store whose languages hold `shares` is of mixed languages. */
export function isMixedStore(shares: Iterable<number>): boolean {
  let n = 0;
  for (const share of shares) if (share >= MIXED_LANGUAGE_SHARE && ++n >= 2) return true;
  return false;
}

/** A candidate as the mixed-language ranking reads it: its language and its vectors (its own, then its atoms'). */
export interface LanguageCandidate {
  /** The language its terms were analysed in when it was written (null: unknown). */
  lang: Lang | null;
  vectors: readonly Float32Array[];
}

/** Each language's centroid (language-centroids.json), or undefined where a language has none. */
export type CentroidOf = (lang: Lang) => Float32Array | undefined;

/**
 * The similarity each candidate is ranked by in a store of mixed languages: the cosine of its
 * closest vector and the query, each less its own language's centroid. A multilingual model puts a
 * direction of each language into every vector, so that raw similarity ranks memories sharing the
 * query's language (and names) above those sharing its meaning; without it, languages compare on
 * meaning. A vector whose language has no centroid is compared as it is. Arithmetic on the vectors
 * in hand: three dot products per vector.
 */
export function centredSimilarities(query: Float32Array, from: Lang, candidates: readonly LanguageCandidate[], centroidOf: CentroidOf): Float64Array {
  const q = centred(query, centroidOf(from));
  const out = new Float64Array(candidates.length);
  candidates.forEach((c, i) => {
    const centroid = c.lang === null ? undefined : centroidOf(c.lang);
    let best = -1;
    for (const v of c.vectors) best = Math.max(best, centredCosine(q, v, centroid));
    out[i] = c.vectors.length ? best : 0;
  });
  return out;
}

/** `v` less `centroid`, to unit length. */
function centred(v: Float32Array, centroid: Float32Array | undefined): Float32Array {
  const out = new Float32Array(v.length);
  let norm = 0;
  for (let i = 0; i < v.length; i++) {
    out[i] = v[i]! - (centroid?.[i] ?? 0);
    norm += out[i]! * out[i]!;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i]! /= norm;
  return out;
}

/** The cosine of a unit vector `q` and `v` less `centroid`. */
function centredCosine(q: Float32Array, v: Float32Array, centroid: Float32Array | undefined): number {
  if (v.length !== q.length) return -1;
  let dot = 0;
  let norm = 0;
  for (let i = 0; i < v.length; i++) {
    const x = v[i]! - (centroid?.[i] ?? 0);
    dot += q[i]! * x;
    norm += x * x;
  }
  return norm > 0 ? dot / Math.sqrt(norm) : 0;
}
