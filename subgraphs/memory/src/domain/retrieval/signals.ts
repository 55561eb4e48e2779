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

/** Memories tagged with a registered speaker the query names. */
export function speakerBoost(scores: Float64Array, speakers: ReadonlyArray<string | null>, named: ReadonlySet<string>, w: Pick<RetrievalWeights, 'speaker'>): void {
  if (!named.size || !w.speaker) return;
  for (let i = 0; i < scores.length; i++) {
    const s = speakers[i];
    if (s && named.has(s)) scores[i] = scores[i]! + w.speaker;
  }
}

/** For a question asking when (`asksWhen`): memories that say when (`saysWhen`: "yesterday", "last week", "in May"). */
export function timeCueBoost(scores: Float64Array, saysWhen: ReadonlyArray<boolean | undefined>, asksWhen: boolean | undefined, w: Pick<RetrievalWeights, 'timeCue'>): void {
  if (!asksWhen || !w.timeCue) return;
  for (let i = 0; i < scores.length; i++) if (saysWhen[i]) scores[i] = scores[i]! + w.timeCue;
}

/** Memories whose time (event date, else write time) falls in the period the query names. */
export function timeBoost(scores: Float64Array, times: ArrayLike<number>, period: { from: number; to: number } | undefined, w: Pick<RetrievalWeights, 'time'>): void {
  if (!period || !w.time) return;
  for (let i = 0; i < scores.length; i++) {
    const t = times[i]!;
    if (t >= period.from && t <= period.to) scores[i] = scores[i]! + w.time;
  }
}
