import { analyze, type Lang } from './analyzer.js';
import { languageOf } from './language.js';

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
