import { analyze, type Lang } from './analyzer.js';
import { fuse } from './fusion.js';
import { detectLanguage } from './language.js';
import { isMixedStore, MIXED_LANGUAGE_SHARE } from './mixed-languages.js';
import type { LexicalIndex, LexicalScores } from './lexical-index.js';
import { neighbourSmoothing, speakerBoost, timeBoost, timeCueBoost } from './signals.js';
import type { Period } from './time-expressions.js';
import type { RetrievalWeights } from './weights.js';

/** What the hybrid ranking knows of each candidate. */
export interface HybridItem {
  /** Raw cosine similarity of the memory's closest vector. */
  dense: number;
  bm25: number;
  window: number;
  /** BM25 of the candidate's whole session (0: none, or no term of the query in it). */
  session?: number;
  /** Candidates stored just before and after this one (indexes into the same list, -1: none). */
  neighbours: readonly [number, number];
  speaker: string | null;
  /** Event date, else write time, epoch ms. */
  time: number;
  /** Whether the memory says when something happened (`saysWhen`); read for a question asking when only. */
  saysWhen?: boolean;
  /**
   * How near the memory is to everything else in its store (`hubness`: the mean of its greatest
   * similarities to the others), taken off its dense evidence times `w.hubness`. 0: not counted.
   */
  hub?: number;
}

export interface HybridQuery {
  /** Share of the query's terms the store knows (gates lexical evidence). */
  coverage: number;
  /** Registered speakers the query names. */
  speakers: ReadonlySet<string>;
  /** Month or year the query names. */
  period?: Period;
  /** Whether the query asks when (`asksWhen`). */
  asksWhen?: boolean;
}

/** Below this share of a store's memories in the query's language, the store cannot answer it by words. */
const MIN_LANGUAGE_SHARE = 0.05;

/** How a query meets a store's languages. */
export interface QueryLanguage {
  /** The query's terms, analysed in its language (else the store's main one). */
  terms: string[];
  /** Whether words may count at all (0: the query is clearly in a language the store does not use). */
  weight: 0 | 1;
  /** For such a foreign query: its language, and the store's main language and that language's share. */
  foreign?: { from: Lang; to: Lang; share: number };
  /**
   * In a store of mixed languages (`isMixedStore`): the query's language, as the detector guesses
   * it, and the languages that make the store mixed (each holding `MIXED_LANGUAGE_SHARE` of it).
   */
  mixed?: { from: Lang; languages: Lang[] };
}

/**
 * The query's terms, and whether words may count at all: not when the query is clearly in a
 * language the store (almost) never uses. A cross-lingual query is ranked by meaning alone: the few
 * words it shares with the store (names, numbers, loan words) would otherwise decide it. Nor in a
 * store of mixed languages: there words count only for memories in the query's language, and ranked
 * a German question's German memories above the English one that answers it (docs/decisions/mixed-language.md).
 * The terms are `matched`'s (the query, or the query less the speakers it names), its language the query's.
 */
export function lexicalWeightFor(index: LexicalIndex, query: string, matched = query): QueryLanguage {
  const main = index.mainLanguage();
  const detected = detectLanguage(query);
  const lang = detected.reliable || !main ? detected.lang : main;
  const terms = analyze(matched, lang);
  if (isMixedStore(index.languageShares())) return { terms, weight: 0, mixed: { from: detected.lang, languages: index.languagesHolding(MIXED_LANGUAGE_SHARE) } };
  if (detected.reliable && main !== undefined && index.languageShare(detected.lang) < MIN_LANGUAGE_SHARE) {
    return { terms, weight: 0, foreign: { from: detected.lang, to: main, share: index.languageShare(main) } };
  }
  return { terms, weight: 1 };
}

/** The hybrid score of each candidate: dense and lexical fused, then the context signals. */
export function hybridScores(items: readonly HybridItem[], query: HybridQuery, w: RetrievalWeights): Float64Array {
  const fused = fuse(
    items.map((i) => i.dense - w.hubness * (i.hub ?? 0)),
    items.map((i) => i.bm25),
    items.map((i) => i.window),
    query.coverage,
    w,
    items.map((i) => i.session ?? 0),
  );
  const scores = neighbourSmoothing(fused, items.map((i) => i.neighbours), w);
  speakerBoost(scores, items.map((i) => i.speaker), query.speakers, w);
  timeBoost(scores, items.map((i) => i.time), query.period, w);
  timeCueBoost(scores, items.map((i) => i.saysWhen), query.asksWhen, w);
  return scores;
}

/**
 * The positions a query ranks: the dense candidates, the best lexical matches (when the query's
 * terms are in the store at all) and the neighbours of the best `w.neighbourDepth × depth` of each,
 * each position once. `densePositions` come best first; `depth` is how far the caller reads the
 * ranking (a search: its results; a recall: all of it).
 */
export function candidatePositions(
  index: LexicalIndex,
  densePositions: readonly number[],
  lexical: LexicalScores,
  w: RetrievalWeights,
  lexicalCandidates = w.lexicalCandidates,
  depth = Infinity,
): number[] {
  const lexicalPositions = lexical.coverage >= w.gateMin && lexicalCandidates > 0 ? topLexical(index, lexical, lexicalCandidates, w) : [];
  const chosen = new Set<number>([...densePositions, ...lexicalPositions]);
  // A neighbour counts for a candidate that may reach the places read (neighbour smoothing) and may
  // be the answer itself; a weak candidate's neighbour does neither, and each is a record read.
  const sources = w.neighbourDepth * depth;
  for (const p of [...densePositions.slice(0, sources), ...lexicalPositions.slice(0, sources)]) {
    for (const n of index.neighbours(p)) if (n >= 0 && !index.isDead(n)) chosen.add(n);
  }
  return [...chosen];
}

/**
 * The `k` live positions with the best lexical evidence (own BM25 plus window BM25, as weighted).
 * A common term touches a large share of a big store, so the best `k` are kept as they come
 * instead of sorting every touched position.
 */
function topLexical(index: LexicalIndex, lexical: LexicalScores, k: number, w: RetrievalWeights): number[] {
  // Best first; `best[k - 1]` is the bar a position must pass once `k` are held.
  const best: Array<[number, number]> = [];
  for (const p of lexical.touched) {
    const score = w.lexical * lexical.bm25[p]! + w.window * lexical.window[p]!;
    if (best.length === k && score <= best[k - 1]![1]) continue;
    if (index.isDead(p)) continue;
    let i = best.length === k ? k - 1 : best.length;
    while (i > 0 && best[i - 1]![1] < score) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = [p, score];
    if (best.length > k) best.length = k;
  }
  return best.map(([p]) => p);
}

/** The candidates' neighbour links as indexes into `positions` (-1: a candidate with no place in the index, or no such neighbour). */
export function neighbourLinks(index: LexicalIndex, positions: readonly number[]): Array<[number, number]> {
  const at = new Map<number, number>();
  positions.forEach((p, i) => p >= 0 && at.set(p, i));
  return positions.map((p) => {
    if (p < 0) return [-1, -1];
    const [prev, next] = index.neighbours(p);
    return [at.get(prev) ?? -1, at.get(next) ?? -1];
  });
}
