import { describe, expect, it } from 'vitest';
import { HUB_NEIGHBOURS, hubness, hubnessOf, neighbourOffers } from './hubness.js';
import { hybridScores, type HybridItem } from './hybrid-ranking.js';
import { RETRIEVAL_WEIGHTS } from './weights.js';

describe('hubness', () => {
  it('is the mean of the greatest similarities over HUB_NEIGHBOURS, missing ones counted as 0', () => {
    expect(hubness(Array(HUB_NEIGHBOURS).fill(0.8))).toBeCloseTo(0.8, 10);
    expect(hubness([0.9, 0.7])).toBeCloseTo(1.6 / HUB_NEIGHBOURS, 10);
    // A longer list (never kept, but read) counts its best HUB_NEIGHBOURS only.
    expect(hubness([...Array(HUB_NEIGHBOURS).fill(0.5), 0.1, 0.1])).toBeCloseTo(0.5, 10);
    expect(hubness([])).toBeUndefined();
    expect(hubness(undefined)).toBeUndefined();
  });

  it('gives a memory without a list the mean of the others, and all zero when none has one', () => {
    const full = Array(HUB_NEIGHBOURS).fill(0.6);
    const half = Array(HUB_NEIGHBOURS).fill(0.2);
    expect([...hubnessOf([full, undefined, half, []])].map((x) => +x.toFixed(6))).toEqual([0.6, 0.4, 0.2, 0.4]);
    expect([...hubnessOf([undefined, []])]).toEqual([0, 0]);
  });

  it("offers each new memory its own nearest, and each nearest outside the batch the new memory's similarity", () => {
    const offers = neighbourOffers([
      { id: 'a', neighbours: [{ id: 'b', similarity: 0.9 }, { id: 'old', similarity: 0.5 }] },
      { id: 'b', neighbours: [{ id: 'a', similarity: 0.9 }] },
    ]);
    // The pair a-b is found from both sides and counted once in each list.
    expect(offers).toEqual([
      { id: 'a', similarity: 0.9 },
      { id: 'a', similarity: 0.5 },
      { id: 'old', similarity: 0.5 },
      { id: 'b', similarity: 0.9 },
    ]);
  });

  it('takes only the best HUB_NEIGHBOURS for its own list, but offers to every nearest found', () => {
    const neighbours = Array.from({ length: 20 }, (_, i) => ({ id: `n${i}`, similarity: 1 - i / 100 }));
    const offers = neighbourOffers([{ id: 'new', neighbours }]);
    expect(offers.filter((o) => o.id === 'new')).toHaveLength(HUB_NEIGHBOURS);
    expect(offers.filter((o) => o.id !== 'new')).toHaveLength(20);
  });

  it('ranks the memory near everything below one as similar to the query that is not', () => {
    const item = (hub: number): HybridItem => ({ dense: 0.8, bm25: 0, window: 0, session: 0, neighbours: [-1, -1], speaker: null, time: 0, hub });
    const others = [0.7, 0.6, 0.5].map((dense): HybridItem => ({ ...item(0.5), dense }));
    const query = { coverage: 0, speakers: new Set<string>(), period: undefined, asksWhen: false };
    const [smallTalk, answer] = hybridScores([item(0.9), item(0.5), ...others], query, RETRIEVAL_WEIGHTS);
    expect(answer).toBeGreaterThan(smallTalk!);
    // Without the weight they tie.
    const [a, b] = hybridScores([item(0.9), item(0.5), ...others], query, { ...RETRIEVAL_WEIGHTS, hubness: 0 });
    expect(a).toBeCloseTo(b!, 10);
  });
});
