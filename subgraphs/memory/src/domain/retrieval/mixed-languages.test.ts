import { describe, expect, it } from 'vitest';
import { lexicalWeightFor } from './hybrid-ranking.js';
import { LexicalIndex } from './lexical-index.js';
import { analyzeMemory } from './lexical-terms.js';
import { centredSimilarities, isMixedStore, languageBasis, languageFreeSimilarities } from './mixed-languages.js';

const unit = (xs: number[]) => {
  const n = Math.hypot(...xs);
  return Float32Array.from(xs, (x) => x / n);
};

describe('stores of mixed languages', () => {
  it('are those where two languages each hold 5% of the memories or more', () => {
    expect(isMixedStore([0.5, 0.3, 0.2])).toBe(true);
    expect(isMixedStore([0.95, 0.05])).toBe(true);
    // LoCoMo's conversations: a handful of English turns detected as another language.
    expect(isMixedStore([5875 / 5882, 2 / 5882, 2 / 5882, 2 / 5882, 1 / 5882])).toBe(false);
    expect(isMixedStore([1])).toBe(false);
    expect(isMixedStore([])).toBe(false);
  });

  it('rank without the lexical side, and name the query’s language', () => {
    const index = new LexicalIndex();
    const facts = ['Anna ha un gatto di nome Luna', 'Anna arbeitet als Architektin in Hamburg', "Anna's dog is called Bruno", 'Anna joue du violoncelle dans un orchestre amateur'];
    facts.forEach((content, i) => {
      const { lang, terms } = analyzeMemory(content, index.mainLanguage());
      index.add({ id: `m${i}`, terms, lang, time: i, dated: false, speaker: null, category: 'general' });
    });
    const language = lexicalWeightFor(index, 'Wie heißt eigentlich der Hund von Anna?');
    expect(language.weight).toBe(0);
    expect(language.mixed?.from).toBe('de');
    expect(language.mixed?.languages.sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(language.foreign).toBeUndefined();
  });

  it('leave a store in one language as it was: words count, nothing is compared again', () => {
    const index = new LexicalIndex();
    for (let i = 0; i < 40; i++) {
      const { lang, terms } = analyzeMemory(`Caroline went to the pottery class number ${i} with her friends on Sunday`, 'en');
      index.add({ id: `m${i}`, terms, lang, time: i, dated: false, speaker: null, category: 'general' });
    }
    // One memory in another language: under 5% of the store.
    index.add({ id: 'x', terms: ['ciao'], lang: 'it', time: 99, dated: false, speaker: null, category: 'general' });
    const language = lexicalWeightFor(index, 'When did Caroline go to the pottery class?');
    expect(language).toEqual({ terms: language.terms, weight: 1 });
  });
});

describe('centred similarities', () => {
  // Two dimensions of meaning (a dog, a job), one per language (de, en).
  const centroids = new Map([
    ['de', Float32Array.from([0, 0, 0.8, 0])],
    ['en', Float32Array.from([0, 0, 0, 0.8])],
  ]);
  const centroidOf = (lang: string) => centroids.get(lang);
  const query = unit([1, 0, 1, 0]); // German, about a dog
  const germanJob = unit([0.3, 1, 1, 0]);
  const englishDog = unit([1, 0, 0, 1]);
  const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

  it('rank by meaning where raw similarity ranks by the query’s language', () => {
    expect(dot(query, germanJob)).toBeGreaterThan(dot(query, englishDog));
    const [job, dog] = centredSimilarities(query, 'de', [{ lang: 'de', vectors: [germanJob] }, { lang: 'en', vectors: [englishDog] }], centroidOf);
    expect(dog).toBeGreaterThan(job!);
    // Each is a cosine: the query and the vector, each less its language's centroid.
    const centred = (v: Float32Array, c: Float32Array) => unit(Array.from(v, (x, i) => x - c[i]!));
    expect(dog).toBeCloseTo(dot(centred(query, centroids.get('de')!), centred(englishDog, centroids.get('en')!)), 6);
  });

  it('take a memory’s closest vector (its own or an atom’s), and compare a language without a centroid as it is', () => {
    const [best] = centredSimilarities(query, 'de', [{ lang: 'en', vectors: [unit([0, 1, 0, 1]), englishDog] }], centroidOf);
    const [alone] = centredSimilarities(query, 'de', [{ lang: 'en', vectors: [englishDog] }], centroidOf);
    expect(best).toBeCloseTo(alone!, 9);
    const [unknown] = centredSimilarities(query, 'de', [{ lang: 'ko', vectors: [englishDog] }], centroidOf);
    const q = unit([Math.SQRT1_2, 0, Math.SQRT1_2 - 0.8, 0]);
    expect(unknown).toBeCloseTo(dot(q, englishDog), 6);
    expect(centredSimilarities(query, 'de', [{ lang: null, vectors: [] }], centroidOf)[0]).toBe(0);
  });
});

describe('similarities with the languages taken off', () => {
  // Two dimensions of meaning (a dog, a job), one per language (de, en).
  const de = Float32Array.from([0, 0, 0.8, 0]);
  const en = Float32Array.from([0, 0, 0, 0.8]);
  const query = unit([1, 0, 1, 0]); // German, about a dog
  const germanJob = unit([0.3, 1, 1, 0]);
  const englishDog = unit([1, 0, 0, 1]);
  const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

  it('take an orthonormal basis of the centroids’ span, skipping a centroid already in it', () => {
    const basis = languageBasis([unit([1, 1, 0, 0]), unit([1, 0, 0, 0]), Float32Array.from([2, 2, 0, 0])]);
    expect(basis).toHaveLength(2);
    expect(dot(basis[0]!, basis[1]!)).toBeCloseTo(0, 6);
    for (const e of basis) expect(dot(e, e)).toBeCloseTo(1, 6);
  });

  it('rank by meaning where raw similarity ranks by the query’s language, no language looked up', () => {
    expect(dot(query, germanJob)).toBeGreaterThan(dot(query, englishDog));
    const basis = languageBasis([de, en]);
    const [job, dog] = languageFreeSimilarities(query, [{ vectors: [germanJob] }, { vectors: [englishDog] }], basis);
    expect(dog).toBeGreaterThan(job!);
    // Each is a cosine of what is left once the span is off: here the first two dimensions.
    const rest = (v: Float32Array) => unit([v[0]!, v[1]!, 0, 0]);
    expect(dog).toBeCloseTo(dot(rest(query), rest(englishDog)), 6);
    expect(job).toBeCloseTo(dot(rest(query), rest(germanJob)), 6);
  });

  it('take a memory’s closest vector, and rank as raw similarity does without a basis', () => {
    const basis = languageBasis([de, en]);
    const [best] = languageFreeSimilarities(query, [{ vectors: [unit([0, 1, 0, 1]), englishDog] }], basis);
    const [alone] = languageFreeSimilarities(query, [{ vectors: [englishDog] }], basis);
    expect(best).toBeCloseTo(alone!, 9);
    const [raw] = languageFreeSimilarities(query, [{ vectors: [englishDog] }], []);
    expect(raw).toBeCloseTo(dot(query, englishDog), 6);
    expect(languageFreeSimilarities(query, [{ vectors: [] }], basis)[0]).toBe(0);
  });
});
