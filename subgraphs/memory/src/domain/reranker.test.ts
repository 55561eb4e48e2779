import { describe, expect, it } from 'vitest';
import { rankScore, rerank } from './reranker.js';

const now = Date.parse('2026-11-01T00:00:00Z');
const day = 86_400_000;
const base = { similarity: 0.8, importance: 0.5, timestamp: now, isSuperseded: false };

describe('reranker', () => {
  it('orders by similarity when nothing else differs', () => {
    const ranked = rerank([{ ...base, similarity: 0.7 }, { ...base, similarity: 0.9 }, base], now);
    expect(ranked.map((c) => c.similarity)).toEqual([0.9, 0.8, 0.7]);
  });

  it('lets importance and recency break near-ties but not override a clear similarity gap', () => {
    expect(rankScore({ ...base, importance: 0.9 }, now)).toBeGreaterThan(rankScore(base, now));
    expect(rankScore(base, now)).toBeGreaterThan(rankScore({ ...base, timestamp: now - 365 * day }, now));
    const important = { ...base, similarity: 0.7, importance: 1 };
    const similar = { ...base, similarity: 0.85, importance: 0 };
    expect(rerank([important, similar], now)[0]).toBe(similar);
  });

  it('pushes superseded memories below current ones', () => {
    const old = { ...base, similarity: 0.95, isSuperseded: true };
    expect(rerank([old, base], now)[0]).toBe(base);
  });
});
