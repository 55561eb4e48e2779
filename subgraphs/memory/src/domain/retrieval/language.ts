import { eld } from 'eld/medium';
import type { Lang } from './analyzer.js';

/** Below this many letters a text's detected language is not trusted on its own. */
const MIN_LETTERS_FOR_DETECTION = 12;
/**
 * A character of a script that writes a syllable or a word with it (Han, kana, Hangul) counts as
 * this many letters: "一个男人正在切黄瓜。" (10 characters) says as much as "A man is slicing a
 * cucumber." and is as clearly not English.
 */
const SYLLABIC_LETTER_WEIGHT = 3;
/** The detector reads at most this much of a text: enough to tell, and its cost grows with length. */
const DETECTION_CHARS = 600;

export interface Detected {
  lang: Lang;
  /** The detector is sure, and the text is long enough to judge. */
  reliable: boolean;
}

const LETTER = /\p{L}/gu;
const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** The language of a text (eld, 60 languages), and whether to trust it. */
export function detectLanguage(text: string): Detected {
  const sample = text.length > DETECTION_CHARS ? text.slice(0, DETECTION_CHARS) : text;
  const r = eld.detect(sample);
  const letters = (sample.match(LETTER)?.length ?? 0) + (SYLLABIC_LETTER_WEIGHT - 1) * (sample.match(SYLLABIC)?.length ?? 0);
  return { lang: r.language || 'en', reliable: Boolean(r.language) && r.isReliable() && letters >= MIN_LETTERS_FOR_DETECTION };
}

/**
 * The language to analyse a text in: its own when that is clear; else `fallback` (a store's main
 * language), else the detector's guess.
 */
export function languageOf(text: string, fallback?: Lang): Lang {
  const d = detectLanguage(text);
  return d.reliable || !fallback ? d.lang : fallback;
}
