import type { RetrievalWeights } from './weights.js';

/**
 * Context signals on fused scores, each a named rule with its weight in RETRIEVAL_WEIGHTS.
 * `neighbours[i]` holds the candidates stored just before and after candidate i (-1: none).
 */

/** A memory scores also by its best neighbour: a question about a turn often matches the turn next to it. */
export function neighbourSmoothing(fused: ArrayLike<number>, neighbours: ReadonlyArray<readonly [number, number]>, w: Pick<RetrievalWeights, 'neighbour'>): Float64Array {
  const out = Float64Array.from(fused);
  if (!w.neighbour) return out;
  for (let i = 0; i < out.length; i++) {
    const [p, n] = neighbours[i]!;
    const best = Math.max(p >= 0 ? fused[p]! : -Infinity, n >= 0 ? fused[n]! : -Infinity);
    if (best > -Infinity) out[i] = out[i]! + w.neighbour * Math.max(0, best);
  }
  return out;
}

/**
 * Each candidate loses `w.sessionSpread` for every better-scored candidate of its own session: the
 * evidence of a question asked across sessions is not crowded out by one session's turns.
 * `sessions[i]` is candidate i's session (-1: none, never penalised).
 */
export function sessionSpread(scores: Float64Array, sessions: ArrayLike<number>, w: Pick<RetrievalWeights, 'sessionSpread'>): void {
  if (!w.sessionSpread) return;
  const order = [...scores.keys()].sort((a, b) => scores[b]! - scores[a]!);
  const seen = new Map<number, number>();
  for (const i of order) {
    const s = sessions[i]!;
    if (s < 0) continue;
    const before = seen.get(s) ?? 0;
    scores[i] = scores[i]! - w.sessionSpread * before;
    seen.set(s, before + 1);
  }
}

/** Memories tagged with a registered speaker the query names. */
export function speakerBoost(scores: Float64Array, speakers: ReadonlyArray<string | null>, named: ReadonlySet<string>, w: Pick<RetrievalWeights, 'speaker'>): void {
  if (!named.size || !w.speaker) return;
  for (let i = 0; i < scores.length; i++) {
    const s = speakers[i];
    if (s && named.has(s)) scores[i] = scores[i]! + w.speaker;
  }
}

/** Memories whose time (event date, else write time) falls in the period the query names. */
export function timeBoost(scores: Float64Array, times: ArrayLike<number>, period: { from: number; to: number } | undefined, w: Pick<RetrievalWeights, 'time'>): void {
  if (!period || !w.time) return;
  for (let i = 0; i < scores.length; i++) {
    const t = times[i]!;
    if (t >= period.from && t <= period.to) scores[i] = scores[i]! + w.time;
  }
}
