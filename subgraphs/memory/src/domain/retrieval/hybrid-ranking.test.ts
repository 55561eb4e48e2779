import { describe, expect, it } from 'vitest';
import { candidatePositions } from './hybrid-ranking.js';
import { LexicalIndex } from './lexical-index.js';
import { RETRIEVAL_WEIGHTS } from './weights.js';

describe('candidate positions', () => {
  it('adds the best live lexical matches to the dense ones, the same as ranking every touched memory', () => {
    const index = new LexicalIndex();
    // Facts stored one by one (no neighbours); term counts vary so that BM25 differs and ties occur.
    for (let i = 0; i < 500; i++) {
      const terms = ['common', ...Array.from({ length: 1 + (i % 7) }, (_, j) => `t${(i * 31 + j) % 40}`)];
      index.add({ id: `m${i}`, terms, lang: 'en', time: i, dated: false, speaker: null, category: 'general' });
    }
    for (let i = 0; i < 500; i += 9) index.remove(`m${i}`);
    const w = { ...RETRIEVAL_WEIGHTS };
    const scores = index.score(['common', 't3', 't17']);
    const reference = [...scores.touched]
      .filter((p) => !index.isDead(p))
      .map((p) => [p, w.lexical * scores.bm25[p]! + w.window * scores.window[p]!] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([p]) => p);
    expect(candidatePositions(index, [], scores, w, 30)).toEqual(reference);
    expect(candidatePositions(index, [1, 2], scores, w, 30)).toEqual([...new Set([1, 2, ...reference])]);
    // No lexical candidates asked: the dense ones alone.
    expect(candidatePositions(index, [1, 2], scores, w, 0)).toEqual([1, 2]);
    expect(reference.some((p) => index.isDead(p))).toBe(false);
  });
});
