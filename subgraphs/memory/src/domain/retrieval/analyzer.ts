import * as snowball from 'snowball-stemmers';
import * as stopwords from 'stopword';

/**
 * The lexical analyser: text to the terms a store's lexical index and a query share, in a given
 * language (language.ts detects it): word segmentation (Intl.Segmenter: dictionary words for
 * Chinese and Japanese, words elsewhere), lower case, stop words dropped (the `stopword` lists),
 * Snowball stemming where Snowball has the language. Numbers are terms as written. Free of the
 * detector, so it also runs on the embedding threads (bulk imports).
 */

/** ISO 639-1 code of a language, as the detector names it. */
export type Lang = string;

/** Snowball algorithm per language (snowball-stemmers). Polish, Chinese and Japanese have none. */
const STEMMERS: Record<Lang, string> = {
  ar: 'arabic', ca: 'catalan', cs: 'czech', da: 'danish', de: 'german', en: 'english', es: 'spanish', eu: 'basque',
  fi: 'finnish', fr: 'french', ga: 'irish', hu: 'hungarian', hy: 'armenian', it: 'italian', nb: 'norwegian', nl: 'dutch',
  no: 'norwegian', pt: 'portuguese', ro: 'romanian', ru: 'russian', sl: 'slovene', sv: 'swedish', ta: 'tamil', tr: 'turkish',
};

/** The `stopword` package names its lists by ISO 639-3. */
const STOPWORD_LISTS: Record<Lang, string> = {
  af: 'afr', ar: 'ara', bg: 'bul', bn: 'ben', ca: 'cat', cs: 'ces', da: 'dan', de: 'deu', el: 'ell', en: 'eng', es: 'spa',
  et: 'est', eu: 'eus', fa: 'fas', fi: 'fin', fr: 'fra', ga: 'gle', gl: 'glg', he: 'heb', hi: 'hin', hr: 'hrv', hu: 'hun',
  hy: 'hye', id: 'ind', it: 'ita', ja: 'jpn', ko: 'kor', lt: 'lit', lv: 'lav', nb: 'nob', nl: 'nld', no: 'nob', pl: 'pol',
  pt: 'por', ro: 'ron', ru: 'rus', sk: 'slk', sl: 'slv', sv: 'swe', th: 'tha', tr: 'tur', uk: 'ukr', ur: 'urd', vi: 'vie', zh: 'zho',
};

interface LangTools {
  segmenter: Intl.Segmenter;
  stop: ReadonlySet<string>;
  stem: (word: string) => string;
}

const tools = new Map<Lang, LangTools>();

function toolsFor(lang: Lang): LangTools {
  let t = tools.get(lang);
  if (!t) {
    const list = (stopwords as unknown as Record<string, unknown>)[STOPWORD_LISTS[lang] ?? ''];
    const algorithm = STEMMERS[lang];
    const stemmer = algorithm ? snowball.newStemmer(algorithm) : undefined;
    let segmenter: Intl.Segmenter;
    try {
      segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity: 'word' });
    }
    t = {
      segmenter,
      stop: new Set(Array.isArray(list) ? (list as string[]) : []),
      stem: stemmer ? (w) => stemmer.stem(w) : (w) => w,
    };
    tools.set(lang, t);
  }
  return t;
}

/** Words of a text in `lang`, lower-cased, as the segmenter finds them (punctuation dropped). */
export function words(text: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const s of toolsFor(lang).segmenter.segment(text.normalize('NFKC'))) {
    if (s.isWordLike) out.push(s.segment.toLowerCase());
  }
  return out;
}

const APOSTROPHES = /['’‘`´]/;
const NUMBER = /^\p{N}[\p{N}.,:/-]*$/u;

/** The index terms of one word: its parts around apostrophes (`caroline's`, `l'école`), stemmed. */
function termsOf(word: string, t: LangTools, out: string[]): void {
  if (NUMBER.test(word)) {
    out.push(word.replace(/[.,](?=\d{3}\b)/g, ''));
    return;
  }
  for (const part of APOSTROPHES.test(word) ? word.split(APOSTROPHES) : [word]) {
    // Single letters left by apostrophes (`s`, `l`, `d`) say nothing; CJK single characters do.
    if (!part || (part.length === 1 && /[a-z]/.test(part)) || t.stop.has(part)) continue;
    out.push(t.stem(part));
  }
}

/** The terms of a text in `lang`, in order and with repeats (term frequency counts). */
export function analyze(text: string, lang: Lang): string[] {
  const t = toolsFor(lang);
  const out: string[] = [];
  for (const w of words(text, lang)) if (!t.stop.has(w)) termsOf(w, t, out);
  return out;
}
