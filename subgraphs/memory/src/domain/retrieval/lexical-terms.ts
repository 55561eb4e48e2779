import { analyze, type Lang } from './analyzer.js';
import { languageOf } from './language.js';

/**
 * The version of what `analyzeMemory` gives for a text: bump it with any change that gives a text
 * other terms or another language (the analyser's lists, stems or segmentation, the detector or how
 * far it is trusted). A store's lexical index analyses again every memory kept with another version
 * (lexical-indexes.ts), so stored memories and new questions are analysed alike.
 * 2: a Han, kana or Hangul character counts as three letters for trusting the detected language.
 */
export const ANALYSIS_VERSION = 2;

/** A memory's terms as written with it: the analyser's output and the language it chose. */
export interface MemoryTerms {
  lang: Lang;
  terms: string[];
}

/** Analyses a memory's content; `hint` is its store's main language, for texts too short to tell. */
export function analyzeMemory(content: string, hint?: Lang): MemoryTerms {
  const lang = languageOf(content, hint);
  return { lang, terms: analyze(content, lang) };
}

/** A memory's analysed terms as its record keeps them. */
export function lexicalColumns({ lang, terms }: MemoryTerms): { lexicalTerms: string; lexicalLang: Lang; lexicalVersion: number } {
  return { lexicalTerms: terms.join(' '), lexicalLang: lang, lexicalVersion: ANALYSIS_VERSION };
}
