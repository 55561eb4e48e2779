import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.js';

describe('bench statistics', () => {
  it('uses nearest-rank percentiles', () => {
    const s = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(s, 50)).toBe(50);
    expect(percentile(s, 95)).toBe(95);
    expect(percentile(s, 99)).toBe(99);
    expect(summarize([3, 1, 2])).toMatchObject({ n: 3, p50: 2, p99: 3, mean: 2 });
  });
});
