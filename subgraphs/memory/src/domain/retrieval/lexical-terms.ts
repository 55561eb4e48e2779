import { analyze, type Lang } from './analyzer.js';
import { languageOf } from './language.js';

/**
 * The revision of the analyser's own code: bump it with any change that gives a text other terms or
 * another language (the analyser's lists, stems or segmentation rules, the detector or how far it is
 * trusted, a new version of a package they come from). At most 31 (the column is a SMALLINT).
 * 2: a Han, kana or Hangul character counts as three letters for trusting the detected language.
 */
const ANALYSER_REVISION = 2;

/**
 * Word segmentation is the runtime's ICU (`Intl.Segmenter`: dictionary words for Chinese, Japanese,
 * Thai), which a new Node.js can change with no change to this code: its major version is part of
 * the version kept.
 */
export const ICU_MAJOR = Math.min(999, Math.max(0, Number.parseInt(process.versions.icu ?? '0', 10) || 0));

/**
 * The version of what `analyzeMemory` gives for a text, as each memory keeps it: the analyser's
 * revision and the runtime's ICU. A store's lexical index analyses again every memory kept with
 * another version (lexical-indexes.ts), so stored memories and new questions are analysed alike.
 */
export const ANALYSIS_VERSION = ANALYSER_REVISION * 1000 + ICU_MAJOR;

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
