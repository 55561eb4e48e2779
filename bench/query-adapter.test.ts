import { describe, expect, it } from 'vitest';
import { applyAdapter, ridgeAdapter } from './query-adapter.js';

const unit = (v: number[]) => {
  const n = Math.hypot(...v);
  return Float32Array.from(v, (x) => x / n);
};

describe('ridge query adapter', () => {
  it('recovers a linear map from enough pairs when barely held towards the identity', () => {
    // The map swaps the first two coordinates and keeps the third.
    const q = [unit([1, 0.2, 0.1]), unit([0.3, 1, 0]), unit([0, 0.4, 1]), unit([0.5, 0.5, 0.5]), unit([1, -1, 0.2])];
    const e = q.map((v) => Float32Array.from([v[1]!, v[0]!, v[2]!]));
    const w = ridgeAdapter(q, e, 1e-9);
    const moved = applyAdapter(w, unit([0.9, 0.1, 0.3]));
    const want = unit([0.1, 0.9, 0.3]);
    moved.forEach((x, i) => expect(x).toBeCloseTo(want[i]!, 5));
  });

  it('is the identity when held to it', () => {
    const q = [unit([1, 0, 0]), unit([0, 1, 0])];
    const e = [unit([0, 1, 0]), unit([1, 0, 0])];
    const v = unit([0.6, 0.8, 0]);
    applyAdapter(ridgeAdapter(q, e, 1e9), v).forEach((x, i) => expect(x).toBeCloseTo(v[i]!, 5));
  });
});
