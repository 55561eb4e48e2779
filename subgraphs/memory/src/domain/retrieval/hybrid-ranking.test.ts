import { describe, expect, it } from 'vitest';
import { analyzeMemory } from './lexical-terms.js';
import { candidatePositions, hybridScores, lexicalWeightFor, type HybridItem } from './hybrid-ranking.js';
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
  it('brings in the neighbours of the dense and lexical candidates that may reach the places read', () => {
    const index = new LexicalIndex();
    // One conversation's session: every turn linked to the one before and after it.
    for (let i = 0; i < 40; i++) {
      index.add({ id: `t${i}`, terms: i === 30 ? ['kayak'] : [`w${i}`], lang: 'en', time: i * 60_000, dated: true, speaker: i % 2 ? 'Ann' : 'Bo', category: 'general' });
    }
    index.remove('t11');
    const w = { ...RETRIEVAL_WEIGHTS, neighbourDepth: 2 };
    const scores = index.score(['kayak']);
    // Dense candidates best first: 10 and 20 bring their neighbours (11 is dead), 5 does not; the
    // one lexical candidate asked for, 30, brings 29 and 31.
    expect(new Set(candidatePositions(index, [10, 20, 5], scores, w, 1, 1))).toEqual(new Set([10, 20, 5, 30, 9, 19, 21, 29, 31]));
    expect(new Set(candidatePositions(index, [10, 20, 5], scores, { ...w, neighbourDepth: 3 }, 1, 1))).toEqual(new Set([10, 20, 5, 30, 9, 19, 21, 29, 31, 4, 6]));
    expect(new Set(candidatePositions(index, [10, 20, 5], scores, w, 1, 0))).toEqual(new Set([10, 20, 5, 30]));
    // The window counts 30's neighbours as lexical matches too: the best two of them bring theirs.
    const lexicalThree = candidatePositions(index, [], scores, w, 3, 1);
    expect(lexicalThree.slice(0, 3).sort()).toEqual([29, 30, 31]);
    expect(lexicalThree).toHaveLength(4);
    // Read to the end (a recall): every candidate's neighbours.
    expect(new Set(candidatePositions(index, [10, 20, 5], scores, w, 1))).toEqual(new Set([10, 20, 5, 30, 9, 19, 21, 4, 6, 29, 31]));
    scores.release();
  });
});

describe('hybrid scores', () => {
  it('puts a memory that says when above a slightly closer one for a question asking when, and only then', () => {
    const item = (dense: number, saysWhen: boolean): HybridItem => ({ dense, bm25: 0, window: 0, neighbours: [-1, -1], speaker: null, time: 0, saysWhen });
    const items = [item(0.82, false), item(0.8, true), item(0.5, false)];
    const best = (xs: Float64Array) => xs.indexOf(Math.max(...xs));
    const w = { ...RETRIEVAL_WEIGHTS };
    expect(best(hybridScores(items, { coverage: 1, speakers: new Set(), asksWhen: true }, w))).toBe(1);
    expect(best(hybridScores(items, { coverage: 1, speakers: new Set(), asksWhen: false }, w))).toBe(0);
    expect(best(hybridScores(items, { coverage: 1, speakers: new Set(), asksWhen: true }, { ...w, timeCue: 0 }))).toBe(0);
  });
});

describe('a query and the store’s languages', () => {
  const storeOf = (texts: string[]) => {
    const index = new LexicalIndex();
    texts.forEach((text, i) => {
      const { lang, terms } = analyzeMemory(text, index.mainLanguage());
      index.add({ id: `m${i}`, terms, lang, time: i, dated: false, speaker: null, category: 'general' });
    });
    return index;
  };
  const english = [
    'My grandfather grows tomatoes and cucumbers in his garden.',
    'The dentist appointment was moved to next Thursday morning.',
    'We bought a red bicycle for our son’s birthday last week.',
    'My best friend Olga is learning to fly small planes.',
  ];

  it('ranks a query in a language the store does not use by meaning alone, and names both languages', () => {
    const q = lexicalWeightFor(storeOf(english), '祖父は庭で何を育てていますか？');
    expect(q.weight).toBe(0);
    expect(q.foreign).toEqual({ from: 'ja', to: 'en', share: 1 });
  });

  it('lets words count for a query in the store’s language', () => {
    const same = lexicalWeightFor(storeOf(english), 'What does my grandfather grow in the garden?');
    expect([same.weight, same.foreign, same.mixed]).toEqual([1, undefined, undefined]);
  });

  it('ranks by meaning alone in a store of mixed languages, with the languages that make it mixed taken off', () => {
    const mixed = lexicalWeightFor(storeOf([...english, '私の猫の名前はミケで、毎日窓辺で昼寝をしています。']), '祖父は庭で何を育てていますか？');
    expect([mixed.weight, mixed.foreign, mixed.mixed]).toEqual([0, undefined, { from: 'ja', languages: ['en', 'ja'] }]);
  });
});
