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
  const n = query.length;
  const none = new Float32Array(n);
  const q = centred(query, centroidOf(from) ?? none);
  // Per language: its centroid, the query's projection on it and its squared length.
  const langs = new Map<Lang | null, { c: Float32Array; qc: number; cc: number }>();
  const out = new Float64Array(candidates.length);
  candidates.forEach((cand, i) => {
    let l = langs.get(cand.lang);
    if (!l) {
      const c = (cand.lang === null ? undefined : centroidOf(cand.lang)) ?? none;
      l = { c, qc: c.length === n ? dot(q, c) : 0, cc: c.length === n ? dot(c, c) : 0 };
      langs.set(cand.lang, l);
    }
    const { c, qc, cc } = l;
    let best = -1;
    for (const v of cand.vectors) {
      if (v.length !== n || c.length !== n) continue;
      // (q · (v - c)) / |v - c|, from three dot products.
      let qv = 0;
      let vc = 0;
      let vv = 0;
      for (let k = 0; k < n; k++) {
        const x = v[k]!;
        qv += q[k]! * x;
        vc += x * c[k]!;
        vv += x * x;
      }
      const norm = vv - 2 * vc + cc;
      best = Math.max(best, norm > 0 ? (qv - qc) / Math.sqrt(norm) : 0);
    }
    out[i] = cand.vectors.length ? best : 0;
  });
  return out;
}

/**
 * An orthonormal basis of the span of the languages' centroids (Gram-Schmidt, in the order given):
 * the directions by which a multilingual model tells one language from another. A centroid already
 * in the span of those before it adds none.
 */
export function languageBasis(centroids: Iterable<Float32Array>): Float32Array[] {
  const basis: Float32Array[] = [];
  for (const c of centroids) {
    const v = Float64Array.from(c);
    for (const e of basis) {
      const d = dot64(v, e);
      for (let i = 0; i < v.length; i++) v[i]! -= d * e[i]!;
    }
    const norm = Math.sqrt(dot64(v, v));
    if (norm > 1e-6) basis.push(Float32Array.from(v, (x) => x / norm));
  }
  return basis;
}

/**
 * The similarity each candidate is ranked by in a store of mixed languages: the cosine of its
 * closest vector and the query, both with the span of the languages' centroids (`languageBasis`)
 * taken off. A multilingual model puts a direction of each language into every vector, so that raw
 * similarity ranks memories sharing the query's language above those sharing its meaning; what is
 * left compares meaning alone. No language is looked up, so a short memory whose language was
 * guessed wrong when it was written (Chinese and Japanese ones taken for the store's main language)
 * is compared like the others. Arithmetic on the vectors in hand: two dot products per vector and
 * one per basis direction.
 */
export function languageFreeSimilarities(query: Float32Array, candidates: ReadonlyArray<{ vectors: readonly Float32Array[] }>, basis: readonly Float32Array[]): Float64Array {
  const n = query.length;
  const dims = basis.filter((e) => e.length === n);
  // The query less its part in the span: a vector's part in the span never meets what is left.
  const q = Float32Array.from(query);
  for (const e of dims) {
    const qe = dot(query, e);
    for (let k = 0; k < n; k++) q[k]! -= qe * e[k]!;
  }
  const qq = dot(q, q);
  const out = new Float64Array(candidates.length);
  candidates.forEach((cand, i) => {
    let best = -1;
    for (const v of cand.vectors) {
      if (v.length !== n) continue;
      let qv = 0;
      let vv = 0;
      for (let k = 0; k < n; k++) {
        const x = v[k]!;
        qv += q[k]! * x;
        vv += x * x;
      }
      // Its length once its part in the span is off.
      for (const e of dims) {
        const ve = dot(v, e);
        vv -= ve * ve;
      }
      const norm = Math.sqrt(Math.max(0, vv) * qq);
      best = Math.max(best, norm > 0 ? qv / norm : 0);
    }
    out[i] = cand.vectors.length ? best : 0;
  });
  return out;
}

/** `v` less `centroid`, to unit length. */
function centred(v: Float32Array, centroid: Float32Array): Float32Array {
  const out = new Float32Array(v.length);
  let norm = 0;
  for (let i = 0; i < v.length; i++) {
    out[i] = v[i]! - (centroid[i] ?? 0);
    norm += out[i]! * out[i]!;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i]! /= norm;
  return out;
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function dot64(a: Float64Array, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
