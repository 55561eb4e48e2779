/** A candidate for ranking: raw similarity plus what the reranker weighs besides it. */
export interface RankCandidate {
  similarity: number;
  importance: number;
  /** When the content happened (or was stored), epoch ms. */
  timestamp: number;
  isSuperseded: boolean;
}

export const RERANK_WEIGHTS = {
  similarity: 1,
  importance: 0.03,
  recency: 0.04,
  /** Recency halves over this many days. */
  recencyHalfLifeDays: 180,
  supersededPenalty: 0.5,
} as const;

/**
 * The ranking key: similarity first, nudged by learned importance and recency, with superseded
 * memories pushed down. It is never returned; the order of results is the ranking.
 */
export function rankScore(c: RankCandidate, now: number, w = RERANK_WEIGHTS): number {
  return w.similarity * c.similarity + rerankNudge(c, now, w);
}

/** What the reranker adds to similarity: importance and recency, less the superseded penalty. */
export function rerankNudge(c: Omit<RankCandidate, 'similarity'>, now: number, w = RERANK_WEIGHTS): number {
  const ageDays = Math.max(0, (now - c.timestamp) / 86_400_000);
  const recency = Math.pow(0.5, ageDays / w.recencyHalfLifeDays);
  return w.importance * (c.importance - 0.5) + w.recency * recency - (c.isSuperseded ? w.supersededPenalty : 0);
}

export function rerank<T extends RankCandidate>(candidates: T[], now = Date.now()): T[] {
  return candidates
    .map((c) => ({ c, key: rankScore(c, now) }))
    .sort((a, b) => b.key - a.key)
    .map((x) => x.c);
}
