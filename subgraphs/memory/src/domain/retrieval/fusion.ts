import type { RetrievalWeights } from './weights.js';

/** Each value as standard deviations from the mean of `values` (0 for all when they do not vary). */
export function zScores(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  if (!n) return out;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += values[i]!;
  mean /= n;
  let variance = 0;
  for (let i = 0; i < n; i++) variance += (values[i]! - mean) ** 2;
  const sd = Math.sqrt(variance / n);
  if (sd < 1e-9) return out;
  for (let i = 0; i < n; i++) out[i] = (values[i]! - mean) / sd;
  return out;
}

/**
 * How much lexical evidence counts, from the share of query terms the store knows: a query in the
 * store's language gets the full weight, a cross-lingual one (whose words the store never uses)
 * none, so it is ranked by meaning alone.
 */
export function coverageGate(coverage: number, w: Pick<RetrievalWeights, 'gateFull' | 'gateMin'>): number {
  if (coverage < w.gateMin) return 0;
  return Math.min(1, coverage / w.gateFull);
}

/**
 * Dense similarity and lexical scores of the same candidates, fused: z-scores, lexical ones gated.
 * `session` is each candidate's session's BM25 (none: not counted).
 */
export function fuse(
  dense: ArrayLike<number>,
  bm25: ArrayLike<number>,
  window: ArrayLike<number>,
  coverage: number,
  w: Pick<RetrievalWeights, 'lexical' | 'window' | 'gateFull' | 'gateMin'> & Partial<Pick<RetrievalWeights, 'session'>>,
  session?: ArrayLike<number>,
): Float64Array {
  const zd = zScores(dense);
  const gate = coverageGate(coverage, w);
  if (gate === 0) return zd;
  const zb = zScores(bm25);
  const zw = zScores(window);
  for (let i = 0; i < zd.length; i++) zd[i] = zd[i]! + gate * (w.lexical * zb[i]! + w.window * zw[i]!);
  if (session && w.session) {
    const zs = zScores(session);
    for (let i = 0; i < zd.length; i++) zd[i] = zd[i]! + gate * w.session * zs[i]!;
  }
  return zd;
}
