import { analyze, words, type Lang } from './analyzer.js';
import { languageOf } from './language.js';
import { monthsNamed } from './time-expressions.js';

/**
 * Words that turn a statement into its opposite, per language. Written by hand: no maintained
 * package lists negation markers, and stop-word lists drop them.
 */
const NEGATIONS: Record<Lang, readonly string[]> = {
  en: ['not', 'no', 'never', 'none', 'nothing', 'nobody', 'neither', 'nor', 'without', 'cannot'],
  de: ['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nie', 'niemals', 'nichts', 'ohne'],
  fr: ['ne', 'pas', 'jamais', 'rien', 'aucun', 'aucune', 'sans', 'personne'],
  es: ['no', 'nunca', 'jamás', 'nada', 'ningún', 'ninguna', 'ninguno', 'sin', 'tampoco'],
  it: ['non', 'mai', 'niente', 'nulla', 'nessun', 'nessuno', 'nessuna', 'senza'],
  pt: ['não', 'nunca', 'jamais', 'nada', 'nenhum', 'nenhuma', 'sem'],
  nl: ['niet', 'geen', 'nooit', 'niets', 'zonder'],
  pl: ['nie', 'nigdy', 'nic', 'żaden', 'żadna', 'żadne', 'bez'],
  ru: ['не', 'нет', 'никогда', 'ничего', 'ни', 'без'],
  sv: ['inte', 'ej', 'aldrig', 'ingen', 'inget', 'utan'],
  da: ['ikke', 'aldrig', 'ingen', 'intet', 'uden'],
  nb: ['ikke', 'aldri', 'ingen', 'intet', 'uten'],
  ja: ['ない', 'ません', 'なかった', 'ず'],
  zh: ['不', '没', '没有', '别', '无', '未'],
};

const NUMBER = /^\p{N}[\p{N}.,:/-]*$/u;

/** What a near-duplicate must repeat exactly: numbers, negations, names and named months. */
export interface SalientTokens {
  lang: Lang;
  numbers: string[];
  negations: number;
  names: string[];
  months: number[];
  terms: Set<string>;
  /** Every word, lower-cased (a name in one text may be written in lower case in the other). */
  words: Set<string>;
}

export function salientTokens(text: string, hint?: Lang): SalientTokens {
  const lang = languageOf(text, hint);
  const negations = new Set(NEGATIONS[lang] ?? NEGATIONS.en);
  const all = words(text, lang);
  // Names: capitalised words other than a sentence's first, and words in capitals (as written).
  const names = new Set<string>();
  const original = text.normalize('NFKC').split(/(?<=[.!?。！？])\s+/u);
  for (const sentence of original) {
    const ws = [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(sentence)].filter((s) => s.isWordLike).map((s) => s.segment);
    ws.forEach((w, i) => {
      if ((i > 0 && /^\p{Lu}/u.test(w)) || (w.length > 1 && w === w.toUpperCase() && /\p{Lu}/u.test(w))) names.add(w.toLowerCase());
    });
  }
  return {
    lang,
    numbers: all.filter((w) => NUMBER.test(w)).sort(),
    negations: all.filter((w) => negations.has(w) || w.endsWith("n't") || w.endsWith('n’t')).length,
    names: [...names].filter((n) => !monthsNamed(n).size).sort(),
    months: [...monthsNamed(text)].sort((a, b) => a - b),
    terms: new Set(analyze(text, lang)),
    words: new Set(all),
  };
}

const same = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether two texts state the same facts as far as their words tell: the same numbers, negations,
 * names and months, and no term of one replaced by another. Only one text may hold terms the other
 * lacks, and only terms the store uses often (`common(term)`): "Sam bought a red car today" repeats
 * "Sam bought a red car" in a store that says "today" all the time, while "... and loved it" and
 * "... and found it stressful" are two facts however often the store uses those words.
 * Near-identical embeddings alone would merge "invoice 1001 was paid" with "invoice 1002 was paid".
 */
export function sameFacts(a: SalientTokens, b: SalientTokens, common: (term: string) => boolean): boolean {
  if (!same(a.numbers, b.numbers) || a.negations !== b.negations || !same(a.months, b.months)) return false;
  if (!a.names.every((n) => b.words.has(n)) || !b.names.every((n) => a.words.has(n))) return false;
  const onlyA = [...a.terms].filter((t) => !b.terms.has(t));
  const onlyB = [...b.terms].filter((t) => !a.terms.has(t));
  if (onlyA.length && onlyB.length) return false;
  return [...onlyA, ...onlyB].every(common);
}
