import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { StsRow } from './metrics.js';

/**
 * Mixed-language stores from stsb-multi-mt's aligned sentences: each fact (a pair's sentence2) is
 * written in one of ten languages, and asked for by its paired sentence1 in another language, with
 * no translation model (the data set's own translations). Every fact's language and every
 * question's differ, and every pairing of two languages occurs.
 */
export const MIXED_LANGS = ['en', 'de', 'es', 'fr', 'it', 'ja', 'pl', 'pt', 'ru', 'zh'] as const;
export type MixedLang = (typeof MIXED_LANGS)[number];

/**
 * `check`: pairs scored >= 4 (those the STS part checks with); `tune`: pairs scored 3-4, the split
 * the mixed-language ranking was tuned on.
 */
export type MixedSplit = 'check' | 'tune';

export interface MixedFact {
  key: string;
  lang: MixedLang;
  content: string;
}

export interface MixedQuestion {
  /** The fact it was asked for. */
  key: string;
  /**
   * The facts of its store that answer it: its own, and any saying the same thing
   * (`nearDuplicates`), so that a store holding a sentence twice has two right answers.
   */
  answers: string[];
  lang: MixedLang;
  query: string;
}

export interface MixedStore {
  name: string;
  facts: MixedFact[];
  questions: MixedQuestion[];
}

/** Facts per store: the split's pairs fill stores of about this many. */
export const MIXED_STORE_SIZE = 120;

export function readStsLanguages(dataDir: string): Record<MixedLang, StsRow[]> {
  return Object.fromEntries(
    MIXED_LANGS.map((lang) => {
      const rows = parse(readFileSync(path.join(dataDir, `stsb-multi-mt/stsb-${lang}-test.csv`)), { relax_column_count: true }) as string[][];
      return [lang, rows.map(([sentence1, sentence2, score]) => ({ sentence1: sentence1!, sentence2: sentence2!, score: Number(score) }))];
    }),
  ) as Record<MixedLang, StsRow[]>;
}

/** The rows of a split, by the English score (the translations share it). */
export function splitRows(english: readonly StsRow[], split: MixedSplit): number[] {
  return english.flatMap((r, i) => ((split === 'check' ? r.score >= 4 : r.score >= 3 && r.score < 4) ? [i] : []));
}

/**
 * The j-th pair's fact language and question language: the fact cycles through the ten languages,
 * the question is asked 1 to 9 languages further on (cycling every ten pairs), so that every
 * ordered pair of languages occurs and no question is in its fact's language.
 */
export function languagesOf(j: number): { fact: MixedLang; question: MixedLang } {
  const n = MIXED_LANGS.length;
  const fact = j % n;
  const offset = 1 + (Math.floor(j / n) % (n - 1));
  return { fact: MIXED_LANGS[fact]!, question: MIXED_LANGS[(fact + offset) % n]! };
}

/**
 * Two facts say the same thing when their aligned English sentences share at least this share of
 * their words (Jaccard, `sentenceWords`): judged on the data set's own English, never by the model
 * under test, so that dense only and the hybrid ranking are scored alike.
 */
export const NEAR_DUPLICATE_OVERLAP = 0.8;

/** A sentence's words as near-duplicates are compared: lower case, letters and digits, no articles. */
export function sentenceWords(sentence: string): Set<string> {
  const words = sentence.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return new Set(words.filter((w) => w && w !== 'a' && w !== 'an' && w !== 'the'));
}

/** Whether two English sentences say the same thing (`NEAR_DUPLICATE_OVERLAP`). */
export function nearDuplicates(a: string, b: string): boolean {
  const x = sentenceWords(a);
  const y = sentenceWords(b);
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  const union = x.size + y.size - shared;
  return union === 0 || shared / union >= NEAR_DUPLICATE_OVERLAP;
}

/** The split's pairs as mixed-language stores of about `storeSize` facts, each with its questions. */
export function mixedStores(sts: Record<MixedLang, readonly StsRow[]>, split: MixedSplit, storeSize = MIXED_STORE_SIZE, limit?: number): MixedStore[] {
  const rows = splitRows(sts.en, split).slice(0, limit);
  const count = Math.max(1, Math.round(rows.length / storeSize));
  const stores: MixedStore[] = Array.from({ length: count }, (_, s) => ({ name: `mixed-${split}-${s}`, facts: [], questions: [] }));
  rows.forEach((row, j) => {
    const { fact, question } = languagesOf(j);
    const store = stores[j % count]!;
    const key = String(row);
    store.facts.push({ key, lang: fact, content: sts[fact][row]!.sentence2 });
    store.questions.push({ key, lang: question, query: sts[question][row]!.sentence1, answers: [key] });
  });
  const english = (key: string) => sts.en[Number(key)]!.sentence2;
  for (const store of stores) {
    for (const q of store.questions) {
      q.answers.push(...store.facts.flatMap((f) => (f.key !== q.key && nearDuplicates(english(f.key), english(q.key)) ? [f.key] : [])));
    }
  }
  return stores;
}

export interface MixedRecall {
  questions: number;
  recallAt1: number;
  recallAt5: number;
}

/** Per query language (and `all`), recall of the hybrid ranking and of dense only. */
export type MixedResult = Record<string, { hybrid: MixedRecall; dense: MixedRecall }>;

/** One question's rank (-1: not in the first five) under each ranking. */
export interface MixedRank {
  lang: MixedLang;
  hybrid: number;
  dense: number;
}

/** Recall@1 and @5 per query language and over all questions. */
export function mixedRecall(ranks: readonly MixedRank[]): MixedResult {
  const recall = (rs: number[]): MixedRecall => ({
    questions: rs.length,
    recallAt1: rs.filter((r) => r === 0).length / rs.length,
    recallAt5: rs.filter((r) => r >= 0 && r < 5).length / rs.length,
  });
  const of = (rows: readonly MixedRank[]) => ({ hybrid: recall(rows.map((r) => r.hybrid)), dense: recall(rows.map((r) => r.dense)) });
  const out: MixedResult = {};
  for (const lang of MIXED_LANGS) {
    const rows = ranks.filter((r) => r.lang === lang);
    if (rows.length) out[lang] = of(rows);
  }
  if (ranks.length) out.all = of(ranks);
  return out;
}

/** Query languages where the hybrid ranking finds the right fact first less often than dense only. */
export function languagesBelowDense(result: MixedResult): string[] {
  return Object.entries(result).flatMap(([lang, r]) => (lang !== 'all' && r.hybrid.recallAt1 < r.dense.recallAt1 ? [lang] : []));
}
