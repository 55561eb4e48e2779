import { describe, expect, it } from 'vitest';
import { diversify } from './diversity.js';

const unit = (...xs: number[]) => {
  const n = Math.hypot(...xs);
  return Float32Array.from(xs, (x) => x / n);
};

describe('diversity (maximal marginal relevance)', () => {
  it('lets a memory that repeats a better one give way to evidence of another kind', () => {
    // 0 and 1 say the same thing; 2 says something else.
    const vectors = [unit(1, 0), unit(1, 0.05), unit(0, 1)];
    expect(diversify(vectors, { diversity: 3, diversityDepth: 30 })).toEqual([0, 2, 1]);
    // A weak penalty keeps the order: the places count more.
    expect(diversify(vectors, { diversity: 0.01, diversityDepth: 30 })).toEqual([0, 1, 2]);
  });

  it('keeps the order with no weight, past the depth, and around memories whose vectors are not known', () => {
    const vectors = [unit(1, 0), unit(1, 0), unit(0, 1), unit(1, 0)];
    expect(diversify(vectors, { diversity: 0, diversityDepth: 30 })).toEqual([0, 1, 2, 3]);
    // Only the best two are reordered among themselves; the rest stay where they were.
    expect(diversify(vectors, { diversity: 3, diversityDepth: 2 })).toEqual([0, 1, 2, 3]);
    expect(diversify([unit(1, 0), undefined, unit(1, 0)], { diversity: 3, diversityDepth: 30 })).toEqual([0, 1, 2]);
    expect(diversify([], { diversity: 3, diversityDepth: 30 })).toEqual([]);
  });
});
