import { describe, expect, it } from 'vitest';
import { coordinateSearch } from './coordinate-search.js';

describe('coordinate search', () => {
  it('takes each key to its best value with the others held, over the passes', () => {
    // Best at a = 2, b = 1; the score of b depends on a, so a second pass is needed.
    const score = ({ a, b }: { a: number; b: number }) => -((a - 2) ** 2) - (b - a / 2) ** 2;
    const { best, score: s } = coordinateSearch({ a: 0, b: 0 }, { b: [0, 1, 2], a: [0, 1, 2, 3] }, score);
    expect(best).toEqual({ a: 2, b: 1 });
    expect(s).toBeCloseTo(0);
  });

  it('never takes weights the score refuses, and keeps the start when nothing beats it', () => {
    const score = ({ a }: { a: number }) => (a > 1 ? undefined : a);
    expect(coordinateSearch({ a: 0 }, { a: [1, 5] }, score).best).toEqual({ a: 1 });
    expect(coordinateSearch({ a: 1 }, { a: [0, 0.5] }, score)).toEqual({ best: { a: 1 }, score: 1 });
  });
});
