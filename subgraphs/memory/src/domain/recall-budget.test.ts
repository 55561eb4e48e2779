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
    const p = packRecall({ turns: [], memories, context: [{ key: 'c', tokens: 300 }, { key: 'b', tokens: 400 }] }, budget, 0.15);
    expect(p.memories.map((m) => m.key)).toEqual(['a', 'b']);
    expect(p.context.map((x) => x.key)).toEqual(['c']);
    expect(p.tokens).toBe(1200);
  });

  it('keeps most of the target for context before more memories', () => {
    // Memories up to 30% of the target (360 tokens), then context, then more memories.
    const p = packRecall({ turns: [], memories: items(Array(30).fill(40)), context: items([30, 30, 30, 30]) }, budget);
    expect(p.context.length).toBe(4);
    expect(p.memories.length).toBe(27);
    expect(p.tokens).toBe(1200);
    const q = packRecall({ turns: [], memories: items(Array(30).fill(100)), context: items(Array(30).fill(30)) }, budget);
    // Three memories (300 tokens), then 30 context items (900 tokens): the budget is full.
    expect(q.memories.length).toBe(3);
    expect(q.context.length).toBe(30);
    // The reserve is a share of what the turns leave: 240 tokens of turns, memories to 240 + 30% of 960.
    const r = packRecall({ turns: items([120, 120]), memories: items(Array(30).fill(40)), context: items(Array(30).fill(30)) }, budget);
    expect(r.turns.length).toBe(2);
    expect(r.memories.length).toBe(7);
    expect(r.context.length).toBe(22);
    expect(r.tokens).toBe(1180);
  });

  it('packs an atom sentence that stands for its memory once, as whichever comes first', () => {
    const memories = [{ key: 'a', tokens: 200 }, { key: 'b', tokens: 100 }, { key: 'c', tokens: 300 }];
    // The atom of 'b' repeats 'b' (packed first); the atom of 'c' stands for 'c', which does not fit before the reserve.
    const p = packRecall({ turns: [], memories, context: [{ key: 'b', tokens: 20 }, { key: 'c', tokens: 25 }] }, budget);
    expect(p.memories.map((m) => m.key)).toEqual(['a', 'b']);
    expect(p.context.map((x) => x.key)).toEqual(['c']);
    expect(p.tokens).toBe(325);
  });
});
