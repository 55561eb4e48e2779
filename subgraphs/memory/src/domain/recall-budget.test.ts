import { describe, expect, it } from 'vitest';
import { packRecall } from './recall-budget.js';

const items = (sizes: number[]) => sizes.map((tokens, i) => ({ id: i, tokens }));
const budget = { targetTokens: 1200, maxTokens: 1700 };

describe('recall packing', () => {
  it('fills up to the target with memories, turns and context, never over the limit', () => {
    const p = packRecall({ turns: items([60, 60, 60, 60, 60]), memories: items(Array(100).fill(40)), context: items([30, 30, 30]) }, budget);
    expect(p.tokens).toBeLessThanOrEqual(1200);
    expect(p.tokens).toBeGreaterThan(1150);
    expect(p.turns.length).toBe(4); // 20% of the target
    expect(p.context.length).toBe(3);
    expect(p.memories[0]!.id).toBe(0);
  });

  it('always keeps the best memory when it fits the hard limit, and skips what does not fit', () => {
    // Past the target after the best memory, nothing else is added.
    const p = packRecall({ turns: items([20]), memories: items([1600, 500, 90]), context: items([10]) }, budget);
    expect(p.memories.map((m) => m.id)).toEqual([0]);
    expect(p.tokens).toBe(1600);
    const huge = packRecall({ turns: [], memories: items([5000, 100]), context: [] }, budget);
    expect(huge.memories.map((m) => m.id)).toEqual([1]);
  });

  it('keeps the memories in rank order', () => {
    const p = packRecall({ turns: [], memories: items([100, 1100, 100, 100]), context: [] }, budget);
    expect(p.memories.map((m) => m.id)).toEqual([0, 2, 3]);
  });

  it('packs a memory once when it is both a candidate and a neighbour, wherever it comes first', () => {
    const memories = [{ key: 'a', tokens: 500 }, { key: 'b', tokens: 400 }, { key: 'c', tokens: 300 }];
    // 'c' does not fit before the context reserve; as the neighbour of 'a' it comes in as context.
    const p = packRecall({ turns: [], memories, context: [{ key: 'c', tokens: 300 }, { key: 'b', tokens: 400 }] }, budget);
    expect(p.memories.map((m) => m.key)).toEqual(['a', 'b']);
    expect(p.context.map((x) => x.key)).toEqual(['c']);
    expect(p.tokens).toBe(1200);
  });
});
