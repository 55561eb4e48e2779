import { describe, expect, it } from 'vitest';
import { LexicalIndex } from '../subgraphs/memory/src/domain/retrieval/lexical-index.js';
import { analyzeMemory } from '../subgraphs/memory/src/domain/retrieval/lexical-terms.js';
import { isMixedStore } from '../subgraphs/memory/src/domain/retrieval/mixed-languages.js';
import { parseConfig } from '../common/src/config.js';
import { memoryText } from './corpus.js';
import { readJsonl, similarPairs, turnContent, type LocomoTurn } from './metrics.js';
import type { StsRow } from './metrics.js';
import { MIXED_LANGS, languagesBelowDense, nearDuplicates, readStsLanguages, languagesOf, mixedRecall, mixedStores, type MixedLang } from './mixed-language.js';

describe('mixed-language stores', () => {
  it('ask every question in another language than its fact’s, every pairing of languages in turn', () => {
    const pairs = new Set<string>();
    for (let j = 0; j < 90; j++) {
      const { fact, question } = languagesOf(j);
      expect(question).not.toBe(fact);
      pairs.add(`${fact}>${question}`);
    }
    expect(pairs.size).toBe(90);
  });

  it('take the split’s rows, each fact once, its question from the paired sentence in the other language', () => {
    const row = (lang: string, i: number, score: number): StsRow => ({ sentence1: `${lang} q${i}`, sentence2: `${lang} f${i}`, score });
    const sts = Object.fromEntries(MIXED_LANGS.map((l) => [l, Array.from({ length: 40 }, (_, i) => row(l, i, i % 2 ? 4.5 : 3.5))])) as Record<MixedLang, StsRow[]>;
    const check = mixedStores(sts, 'check', 10);
    const tune = mixedStores(sts, 'tune', 10);
    expect(check).toHaveLength(2);
    const facts = check.flatMap((s) => s.facts);
    expect(facts.map((f) => Number(f.key)).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * i + 1));
    expect(tune.flatMap((s) => s.facts).every((f) => Number(f.key) % 2 === 0)).toBe(true);
    for (const s of check) {
      for (const q of s.questions) {
        const fact = s.facts.find((f) => f.key === q.key)!;
        expect(fact.content).toBe(`${fact.lang} f${q.key}`);
        expect(q.query).toBe(`${q.lang} q${q.key}`);
        expect(q.lang).not.toBe(fact.lang);
      }
    }
  });

  it('count a fact saying the same thing in English as another right answer', () => {
    expect(nearDuplicates('You have to find out what works for you.', 'you have to find out what works for you')).toBe(true);
    expect(nearDuplicates('I have had the same problem.', 'I have just had the same problem.')).toBe(true);
    expect(nearDuplicates('Two dogs are playing on the grass.', 'Two black dogs are playing in a grassy plain.')).toBe(false);
    const row = (lang: string, i: number): StsRow => ({ sentence1: `${lang} q${i}`, sentence2: lang === 'en' && [3, 4, 13].includes(i) ? 'A man is playing a guitar.' : `${lang} f${i}`, score: 4.5 });
    const sts = Object.fromEntries(MIXED_LANGS.map((l) => [l, Array.from({ length: 40 }, (_, i) => row(l, i))])) as Record<MixedLang, StsRow[]>;
    const questions = mixedStores(sts, 'check', 20).flatMap((s) => s.questions);
    // Rows 3, 4 and 13 say the same in English; 3 and 13 share a store (odd rows), 4 is in the other.
    expect(questions.filter((q) => q.answers.length > 1).map((q) => q.answers)).toEqual([['3', '13'], ['13', '3']]);
    expect(questions.find((q) => q.key === '4')!.answers).toEqual(['4']);
    expect(questions.filter((q) => q.answers.length === 1).every((q) => q.answers[0] === q.key)).toBe(true);
  });

  it('score recall per query language and name those where the hybrid ranking is below dense only', () => {
    const result = mixedRecall([
      { lang: 'de', hybrid: 0, dense: 1 },
      { lang: 'de', hybrid: 2, dense: 0 },
      { lang: 'ja', hybrid: 0, dense: 0 },
      { lang: 'ja', hybrid: -1, dense: 0 },
    ]);
    expect(result.de!.hybrid).toEqual({ questions: 2, recallAt1: 0.5, recallAt5: 1 });
    expect(result.ja!.hybrid).toEqual({ questions: 2, recallAt1: 0.5, recallAt5: 0.5 });
    expect(result.ja!.dense.recallAt1).toBe(1);
    expect(result.all!.hybrid.recallAt1).toBe(0.5);
    expect(languagesBelowDense(result)).toEqual(['ja']);
  });
});

describe('the bench’s store-size corpus', () => {
  it('is a store in one language: its searches never take the mixed-language ranking (nor its cost)', () => {
    const index = new LexicalIndex();
    for (let i = 0; i < 1000; i++) {
      const { lang, terms } = analyzeMemory(memoryText(i), index.mainLanguage());
      index.add({ id: String(i), terms, lang, time: i, dated: false, speaker: null, category: 'general' });
    }
    expect(index.languageShare('en')).toBeGreaterThan(0.95);
    expect(isMixedStore(index.languageShares())).toBe(false);
  }, 60_000);
});

describe('the other evals’ stores', () => {
  const storeOf = (texts: readonly string[]) => {
    const index = new LexicalIndex();
    texts.forEach((text, i) => {
      const { lang, terms } = analyzeMemory(text, index.mainLanguage());
      index.add({ id: String(i), terms, lang, time: i, dated: false, speaker: null, category: 'general' });
    });
    return index;
  };
  const dataDir = parseConfig(process.env).evalDataDir;

  it('are each in one language: LoCoMo’s conversations and the STS part’s stores rank exactly as before', () => {
    const turns = readJsonl<LocomoTurn>(dataDir, 'locomo/locomo10.turns.jsonl');
    for (const conv of new Set(turns.map((t) => t.conv_id))) {
      const index = storeOf(turns.filter((t) => t.conv_id === conv).map((t) => turnContent(t)));
      expect(isMixedStore(index.languageShares()), conv).toBe(false);
    }
    const sts = readStsLanguages(dataDir);
    const pairs = similarPairs(sts.en, 4);
    for (const lang of MIXED_LANGS) {
      const index = storeOf(pairs.map((i) => sts[lang][i]!.sentence2));
      expect(isMixedStore(index.languageShares()), lang).toBe(false);
    }
  }, 300_000);
});
