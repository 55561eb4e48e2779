import { describe, expect, it } from 'vitest';
import { BM25, LexicalIndex, SESSION_GAP_MS } from './lexical-index.js';

const doc = (id: string, terms: string[], time = 0, speaker: string | null = null, dated = true) => ({ id, terms, lang: 'en', time, dated, speaker, category: 'general' });

describe('lexical index', () => {
  it('ranks by BM25: rarer terms and shorter memories count more', () => {
    const index = new LexicalIndex();
    index.add(doc('a', ['invoic', '1001', 'paid']));
    index.add(doc('b', ['invoic', '1002', 'paid']));
    index.add(doc('c', ['invoic', '1002', 'paid', 'late', 'again', 'fee']));
    const s = index.score(['1002', 'paid']);
    expect(s.bm25[0]).toBeLessThan(s.bm25[2]!);
    expect(s.bm25[2]).toBeLessThan(s.bm25[1]!);
    expect(s.coverage).toBe(1);
    expect(index.score(['1002', 'unknown']).coverage).toBe(0.5);
  });

  it('scores a memory with its neighbours in one session, and links no memory across a session break', () => {
    const index = new LexicalIndex();
    index.add(doc('q', ['what', 'pet', 'adopt'], 0));
    index.add(doc('a', ['cat', 'name', 'luna'], 1000));
    index.add(doc('later', ['luna', 'vet'], 1000 + SESSION_GAP_MS + 1));
    expect(index.neighbours(0)).toEqual([-1, 1]);
    expect(index.neighbours(1)).toEqual([0, -1]);
    expect(index.neighbours(2)).toEqual([-1, -1]);
    // The two turns are a dialogue's; the memory after the break stands alone.
    expect([0, 1, 2].map((p) => index.inDialogue(p))).toEqual([true, true, false]);
    const s = index.score(['pet']);
    // The answer next to the question shares its window's terms.
    expect(s.bm25[1]).toBe(0);
    expect(s.window[1]).toBeGreaterThan(0);
    expect(s.window[2]).toBe(0);
  });

  it('scores each window as BM25 over the memory and its neighbours, for facts on their own and turns of a session alike', () => {
    const index = new LexicalIndex();
    const docs = [
      doc('f1', ['rent', 'due', 'rent'], 0, null, false),
      doc('t1', ['what', 'pet', 'rent'], 10 * SESSION_GAP_MS, 'Anna'),
      doc('t2', ['cat', 'luna', 'pet'], 10 * SESSION_GAP_MS + 1000, 'Ben'),
      doc('t3', ['luna', 'rent', 'late'], 10 * SESSION_GAP_MS + 2000, 'Anna'),
      doc('f2', ['pet', 'food'], 30 * SESSION_GAP_MS, null, false),
      doc('f3', ['rent'], 40 * SESSION_GAP_MS, null, false),
    ];
    for (const d of docs) index.add(d);
    const around = (i: number) => [i, ...index.neighbours(i)].filter((p) => p >= 0);
    const windowLen = docs.map((_, i) => around(i).reduce((n, p) => n + docs[p]!.terms.length, 0));
    const avgWindow = windowLen.reduce((a, b) => a + b, 0) / docs.length;
    const query = ['rent', 'pet', 'luna'];
    const s = index.score(query);
    docs.forEach((_, i) => {
      let expected = 0;
      for (const term of query) {
        const df = index.documentFrequency(term);
        const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
        const tf = around(i).reduce((n, p) => n + docs[p]!.terms.filter((t) => t === term).length, 0);
        if (tf) expected += (idf * tf * (BM25.k1 + 1)) / (tf + BM25.k1 * (1 - BM25.b + (BM25.b * windowLen[i]!) / avgWindow));
      }
      expect(s.window[i]).toBeCloseTo(expected, 12);
    });
    // Facts on their own are their whole window; the session's turns are not.
    expect(index.neighbours(0)).toEqual([-1, -1]);
    expect(index.neighbours(2)).toEqual([1, 3]);
    s.release();
  });

  it('scores each session as one text, by its first memory, with the sessions holding a term as its frequency', () => {
    const index = new LexicalIndex();
    const s1 = [doc('a1', ['trip', 'plan'], 0), doc('a2', ['yes'], 1000), doc('a3', ['pack', 'tent', 'trip'], 2000)];
    const s2 = [doc('b1', ['tent', 'sale'], 10 * SESSION_GAP_MS), doc('b2', ['ok'], 10 * SESSION_GAP_MS + 1000)];
    const s3 = [doc('c1', ['rent'], 20 * SESSION_GAP_MS)];
    for (const d of [...s1, ...s2, ...s3]) index.add(d);
    expect([0, 1, 2, 3, 4, 5].map((p) => index.sessionAt(p))).toEqual([0, 0, 0, 3, 3, 5]);
    const sessions = [s1, s2, s3];
    const lengths = sessions.map((s) => s.reduce((n, d) => n + d.terms.length, 0));
    const avg = lengths.reduce((a, b) => a + b, 0) / sessions.length;
    const query = ['trip', 'tent'];
    const expected = sessions.map((s, i) => {
      let score = 0;
      for (const term of query) {
        const sdf = sessions.filter((x) => x.some((d) => d.terms.includes(term))).length;
        const idf = Math.log(1 + (sessions.length - sdf + 0.5) / (sdf + 0.5));
        const tf = s.reduce((n, d) => n + d.terms.filter((t) => t === term).length, 0);
        if (tf) score += (idf * tf * (BM25.k1 + 1)) / (tf + BM25.k1 * (1 - BM25.b + (BM25.b * lengths[i]!) / avg));
      }
      return score;
    });
    const scores = index.score(query);
    // A turn with none of the query's words ("yes") is read with its session's score.
    expect(scores.bm25[1]).toBe(0);
    expect(scores.session[index.sessionAt(1)]).toBeCloseTo(expected[0]!, 12);
    expect(scores.session[3]).toBeCloseTo(expected[1]!, 12);
    expect(scores.session[5]).toBe(0);
    expect(expected[0]).toBeGreaterThan(expected[1]!);
    scores.release();
    // Handed back zeroed: the next query scores from nothing.
    const next = index.score(['rent']);
    expect(next.session[0]).toBe(0);
    expect(next.session[5]).toBeGreaterThan(0);
  });

  it('links the lines of a conversation (dated, or by speakers), never facts stored one by one', () => {
    const index = new LexicalIndex();
    index.add(doc('f1', ['rent', 'due'], 0, null, false));
    index.add(doc('f2', ['car', 'servic'], 1000, null, false));
    index.add(doc('t1', ['what', 'pet'], 2000, 'Anna', false));
    index.add(doc('t2', ['cat', 'luna'], 3000, 'Ben', false));
    expect(index.neighbours(1)).toEqual([-1, -1]);
    expect(index.neighbours(2)).toEqual([-1, 3]);
  });

  it('keeps dead memories out of answers, counts them for a rebuild, and knows the main language', () => {
    const index = new LexicalIndex();
    index.add({ ...doc('a', ['hund']), lang: 'de' });
    index.add({ ...doc('b', ['katz']), lang: 'de' });
    index.add(doc('c', ['dog']));
    index.remove('a');
    expect(index.isDead(0)).toBe(true);
    expect(index.deadShare).toBeCloseTo(1 / 3);
    expect(index.mainLanguage()).toBe('de');
    index.add(doc('a', ['again']));
    expect(index.size).toBe(3);
  });

  it('lends its score arrays to one query at a time, and scores the same once they are handed back', () => {
    const index = new LexicalIndex();
    for (let i = 0; i < 50; i++) index.add(doc(`m${i}`, [`t${i % 7}`, 'shared', `u${i}`], i * 1000));
    const first = index.score(['t3', 'shared']);
    const expected = { bm25: Array.from(first.bm25), window: Array.from(first.window) };
    // Held by a query: the next one scores into arrays of its own.
    const second = index.score(['u5']);
    expect(second.bm25).not.toBe(first.bm25);
    expect(Array.from(first.bm25)).toEqual(expected.bm25);
    expect(second.bm25[5]).toBeGreaterThan(0);
    expect(second.bm25[10]).toBe(0);
    first.release();
    first.release();
    second.release();
    // Handed back: arrays are reused, zeroed, and each is lent to one query only (a second release
    // of the same scores gave nothing back twice).
    const third = index.score(['t3', 'shared']);
    const fourth = index.score(['u7']);
    const fifth = index.score(['u8']);
    expect(new Set([third.bm25, fourth.bm25, fifth.bm25]).size).toBe(3);
    expect([first.bm25, second.bm25]).toContain(third.bm25);
    expect(Array.from(third.bm25)).toEqual(expected.bm25);
    expect(Array.from(third.window)).toEqual(expected.window);
    expect(fourth.bm25[5]).toBe(0);
    expect(fourth.bm25[7]).toBeGreaterThan(0);

    // An index grown past its spare arrays' length lends longer ones.
    for (let i = 50; i < 3000; i++) index.add(doc(`m${i}`, [`t${i % 7}`, 'shared'], i * 1000));
    third.release();
    const grown = index.score(['t3']);
    expect(grown.bm25.length).toBeGreaterThanOrEqual(index.size);
    expect(grown.bm25).not.toBe(third.bm25);
    expect(grown.bm25[2999]).toBeGreaterThan(0);
    expect(grown.bm25[2998]).toBe(0);
  });
});
