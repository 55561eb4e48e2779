import { parseConfig } from '../common/src/config.js';
import { createEmbedder } from '../subgraphs/memory/src/embedding/index.js';
import { decompose } from '../subgraphs/memory/src/domain/atoms.js';
import { packRecall } from '../subgraphs/memory/src/domain/recall-budget.js';
import { RECALL_CANDIDATES, RECALL_NEIGHBOUR_SOURCES, RECALL_NEIGHBOUR_SPAN } from '../subgraphs/memory/src/domain/recall.js';
import { analyze } from '../subgraphs/memory/src/domain/retrieval/analyzer.js';
import { languageOf } from '../subgraphs/memory/src/domain/retrieval/language.js';
import { candidatePositions, hybridScores, neighbourLinks, type HybridItem, type HybridQuery } from '../subgraphs/memory/src/domain/retrieval/hybrid-ranking.js';
import { LexicalIndex, type LexicalScores } from '../subgraphs/memory/src/domain/retrieval/lexical-index.js';
import { namedSpeakers } from '../subgraphs/memory/src/domain/retrieval/speaker-mentions.js';
import { namedPeriod } from '../subgraphs/memory/src/domain/retrieval/time-expressions.js';
import { RETRIEVAL_WEIGHTS, type RetrievalWeights } from '../subgraphs/memory/src/domain/retrieval/weights.js';
import { EmbeddingCache } from './embedding-cache.js';
import { parseSessionDate, readJsonl as readJsonlFile, turnContent, type LocomoQuestion, type LocomoTurn } from './metrics.js';
import { readBenchSettings, type BenchSettings } from './settings.js';
import type { Embedder } from '../subgraphs/memory/src/embedding/index.js';

// The hybrid retrieval pipeline's ranking on LoCoMo, offline and in seconds: the same analyser,
// lexical index and ranking code the service runs, with exact cosine similarity standing in for the
// vector index. `npm run eval` prints its ablation table (each signal off in turn); run alone,
// `tsx bench/retrieval-study.ts [--ablation] [--tune] [--weights=JSON]` chooses the weights (tuned
// on conversations 1-5, checked on 6-10). The service itself is measured by `npm run eval`.
/**
 * Index positions in hybrid order, ranked offline as the service's HybridRetrieval ranks them:
 * `dense` is the exact cosine of every position, `denseOrder` the vector index's candidates.
 */
export function hybridOrder(
  index: LexicalIndex,
  dense: ArrayLike<number>,
  denseOrder: readonly number[],
  lexical: LexicalScores,
  query: HybridQuery,
  w: RetrievalWeights,
  lexicalCandidates = w.lexicalCandidates,
  depth = Infinity,
): number[] {
  const positions = candidatePositions(index, denseOrder, lexical, w, lexicalCandidates, depth);
  const links = neighbourLinks(index, positions);
  const items: HybridItem[] = positions.map((p, i) => ({
    dense: dense[p]!,
    bm25: lexical.bm25[p]!,
    window: lexical.window[p]!,
    session: lexical.session[index.sessionAt(p)]!,
    neighbours: links[i]!,
    speaker: index.speakerAt(p),
    time: index.timeAt(p),
  }));
  const scores = hybridScores(items, query, w);
  return [...scores.keys()].sort((a, b) => scores[b]! - scores[a]!).map((i) => positions[i]!);
}

export interface StudyRow {
  name: string;
  r5: number;
  r10: number;
  /** Evidence in the recall slice (packed as the service packs it). */
  slice: number;
  train: number;
  test: number;
  categories: Record<string, number>;
}

export async function locomoStudy(settings: BenchSettings, embedderIn?: Embedder, opts: { ablation?: boolean; tune?: boolean; weights?: Partial<RetrievalWeights> } = {}): Promise<{ rows: StudyRow[]; tuned?: Partial<RetrievalWeights> }> {
  const config = parseConfig(settings.env);
  const log = (msg: string) => process.stderr.write(`study: ${msg}\n`);
  const readJsonl = <T>(file: string): T[] => readJsonlFile<T>(settings.evalDataDir, file);

  const turns = readJsonl<LocomoTurn>('locomo/locomo10.turns.jsonl');
  const questions = readJsonl<LocomoQuestion>('locomo/locomo10.questions.jsonl').filter((q) => q.evidence.length);
  const conversations = [...new Set(turns.map((t) => t.conv_id))];

  const embedder = embedderIn ?? (await createEmbedder(config.embedding));
  const passages = EmbeddingCache.open(settings.cacheDir, config.embedding, embedder, 'passage');
  const queries = EmbeddingCache.open(settings.cacheDir, config.embedding, embedder, 'query');
  const contents = turns.map(turnContent);
  const atomsOf = contents.map((c) => decompose(c));
  log(`embedding ${contents.length} turns, their atoms and ${questions.length} questions (cached in ${settings.cacheDir})`);
  const turnVectors = await passages.passages(contents);
  const atomVectors = await passages.passages(atomsOf.flat());
  const questionVectors = await queries.passages(questions.map((q) => q.question));
  const count = (texts: string[]) => (embedder.countTokensMany ? embedder.countTokensMany(texts) : Promise.all(texts.map((t) => embedder.countTokens(t))));
  const turnTokens = await count(contents);
  const atomTokens = await count(atomsOf.flat());
  if (!embedderIn) await embedder.close();

  const dot = (a: Float32Array, b: Float32Array) => {
    let s = 0;
    for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
    return s;
  };

  interface Conversation {
    index: LexicalIndex;
    /** Turn number (into `turns`) at each index position. */
    turnAt: number[];
    speakers: string[];
  }

  const byConversation = new Map<string, Conversation>();
  let atomCursor = 0;
  const atomRange: Array<[number, number]> = atomsOf.map((a) => {
    const r: [number, number] = [atomCursor, atomCursor + a.length];
    atomCursor += a.length;
    return r;
  });
  for (const conv of conversations) {
    const index = new LexicalIndex();
    const turnAt: number[] = [];
    turns.forEach((t, i) => {
      if (t.conv_id !== conv) return;
      const lang = languageOf(contents[i]!, index.mainLanguage());
      index.add({ id: t.dia_id, terms: analyze(contents[i]!, lang), lang, time: parseSessionDate(t.session_date_time).getTime(), dated: true, speaker: t.speaker, category: 'general' });
      turnAt.push(i);
    });
    byConversation.set(conv, { index, turnAt, speakers: [...new Set(turns.filter((t) => t.conv_id === conv).map((t) => t.speaker))] });
  }

  /**
   * Per question, from one pass over its conversation's vectors (a turn's own, then its atom
   * sentences'): the dense similarity of every turn (its closest vector), and the index position
   * each vector belongs to, best similarity first, as the vector index (or a small store's exact
   * search) returns its rows.
   */
  const denseOf: Float64Array[] = [];
  const rowOrderOf: Int32Array[] = [];
  questions.forEach((q, qi) => {
    const conv = byConversation.get(q.conv_id)!;
    const v = questionVectors[qi]!;
    const dense = new Float64Array(conv.turnAt.length);
    const rows: Array<[number, number]> = [];
    conv.turnAt.forEach((ti, p) => {
      let s = dot(v, turnVectors[ti]!);
      rows.push([s, p]);
      for (let a = atomRange[ti]![0]; a < atomRange[ti]![1]; a++) {
        const sa = dot(v, atomVectors[a]!);
        rows.push([sa, p]);
        s = Math.max(s, sa);
      }
      dense[p] = s;
    });
    denseOf.push(dense);
    rowOrderOf.push(Int32Array.from(rows.sort((a, b) => b[0] - a[0]), ([, p]) => p));
  });
  /** The dense candidates of a search asking the index for `limit` rows: the memories they belong to, best first. */
  const denseCandidates = (qi: number, limit: number): number[] => {
    const order = rowOrderOf[qi]!;
    const seen = new Set<number>();
    for (let r = 0; r < Math.min(limit, order.length); r++) seen.add(order[r]!);
    return [...seen];
  };
  const queryTerms = questions.map((q) => {
    const conv = byConversation.get(q.conv_id)!;
    return analyze(q.question, languageOf(q.question, conv.index.mainLanguage()));
  });

  /**
   * An experiment the service does not run: each session's centroid (the mean of its turns'
   * vectors) as an extra dense key, its cosine added to each of its turns' similarity.
   */
  const sessionDenseOf: Float64Array[] = questions.map((q, qi) => {
    const conv = byConversation.get(q.conv_id)!;
    const v = questionVectors[qi]!;
    const sums = new Map<number, Float32Array>();
    conv.turnAt.forEach((ti, p) => {
      const s = conv.index.sessionAt(p);
      const acc = sums.get(s) ?? new Float32Array(v.length);
      const t = turnVectors[ti]!;
      for (let i = 0; i < acc.length; i++) acc[i] = acc[i]! + t[i]!;
      sums.set(s, acc);
    });
    const sim = new Map([...sums].map(([s, acc]) => [s, dot(v, acc) / Math.sqrt(dot(acc, acc))]));
    return Float64Array.from(conv.turnAt, (_, p) => sim.get(conv.index.sessionAt(p))!);
  });

  type Variant = RetrievalWeights & { speakersOn: boolean; periodOn: boolean; denseOnly?: boolean; sessionDense?: number };

  /**
   * Ranked dia ids for one question, as the service's pipeline ranks them, read to `depth` (a
   * search: its k results; a recall: all of it), from the vector index's best `rows` rows (at least
   * `denseCandidates`; a search asks for 4 × max_results + 20, a recall for RECALL_CANDIDATES).
   */
  function rank(qi: number, w: Variant, k: number, depth = k, rows = 4 * k + 20): string[] {
    const q = questions[qi]!;
    const conv = byConversation.get(q.conv_id)!;
    const dense = denseOf[qi]!;
    if (w.denseOnly) {
      const order = [...dense.keys()].sort((a, b) => dense[b]! - dense[a]!);
      return order.slice(0, k).map((p) => conv.index.idAt(p));
    }
    const lexical = conv.index.score(queryTerms[qi]!);
    const query = { coverage: lexical.coverage, speakers: w.speakersOn ? namedSpeakers(q.question, conv.speakers) : new Set<string>(), period: w.periodOn ? namedPeriod(q.question, 2023) : undefined };
    const ranked = hybridOrder(conv.index, w.sessionDense ? dense.map((d, p) => d + w.sessionDense! * sessionDenseOf[qi]![p]!) : dense, denseCandidates(qi, Math.max(w.denseCandidates, rows)), lexical, query, w, w.lexicalCandidates, depth);
    lexical.release();
    return ranked.slice(0, k).map((p) => conv.index.idAt(p));
  }

  /**
   * The memory ids a recall slice holds for one question, packed as the service packs it (recall.ts):
   * the 100 best of the ranking, the best atom of each long memory, the neighbours of the three best
   * (two on each side in the order they were written, nearest first), within the model's budget of
   * 1,200 (at most 1,700) tokens. No short-term turns: the eval stores none.
   */
  function sliceIds(qi: number, w: Variant): Set<string> {
    const conv = byConversation.get(questions[qi]!.conv_id)!;
    const ranked = rank(qi, w, RECALL_CANDIDATES, Infinity, RECALL_CANDIDATES);
    const positionOf = (id: string) => conv.index.positionOf(id)!;
    const memories = ranked.map((id) => ({ id, key: id, tokens: turnTokens[conv.turnAt[positionOf(id)]!]! }));
    const v = questionVectors[qi]!;
    const atoms = ranked.flatMap((id) => {
      const [from, to] = atomRange[conv.turnAt[positionOf(id)]!]!;
      if (from === to) return [];
      let best = from;
      for (let a = from; a < to; a++) if (dot(v, atomVectors[a]!) > dot(v, atomVectors[best]!)) best = a;
      return [{ id, tokens: atomTokens[best]! }];
    });
    const sources = new Set(ranked.slice(0, RECALL_NEIGHBOUR_SOURCES));
    const neighbours: Array<{ id: string; key: string; tokens: number }> = [];
    for (const id of sources) {
      const p = positionOf(id);
      for (const q of Array.from({ length: RECALL_NEIGHBOUR_SPAN }, (_, d) => [p - d - 1, p + d + 1]).flat()) {
        if (q < 0 || q >= conv.turnAt.length) continue;
        const nid = conv.index.idAt(q);
        if (!sources.has(nid) && !neighbours.some((n) => n.id === nid)) neighbours.push({ id: nid, key: nid, tokens: turnTokens[conv.turnAt[q]!]! });
      }
    }
    const packed = packRecall({ turns: [], memories, context: [...atoms, ...neighbours] }, { targetTokens: 1200, maxTokens: 1700 });
    return new Set([...packed.memories, ...packed.context].map((x) => x.id));
  }

  function evaluate(w: Variant, which: (q: LocomoQuestion) => boolean, withSlice = false) {
    const sums: Record<string, { n: number; r5: number; r10: number; slice: number }> = {};
    questions.forEach((q, qi) => {
      if (!which(q)) return;
      const ids = rank(qi, w, 10);
      const share = (k: number) => q.evidence.filter((e) => ids.slice(0, k).includes(e)).length / q.evidence.length;
      const slice = withSlice ? sliceIds(qi, w) : undefined;
      for (const key of [String(q.category), q.category <= 4 ? '1-4' : 'x']) {
        const s = (sums[key] ??= { n: 0, r5: 0, r10: 0, slice: 0 });
        s.n++;
        s.r5 += share(5);
        s.r10 += share(10);
        if (slice) s.slice += q.evidence.filter((e) => slice.has(e)).length / q.evidence.length;
      }
    });
    return Object.fromEntries(Object.entries(sums).map(([k, s]) => [k, { n: s.n, r5: s.r5 / s.n, r10: s.r10 / s.n, slice: s.slice / s.n }]));
  }

  const train = new Set(conversations.slice(0, 5));
  const base: Variant = { ...RETRIEVAL_WEIGHTS, ...opts.weights, speakersOn: true, periodOn: true };
  const fmt = (x: number) => x.toFixed(3);
  const rows: StudyRow[] = [];
  const line = (name: string, w: Variant) => {
    const all = evaluate(w, () => true, true);
    rows.push({
      name,
      r5: all['1-4']!.r5,
      r10: all['1-4']!.r10,
      slice: all['1-4']!.slice,
      train: evaluate(w, (q) => train.has(q.conv_id))['1-4']!.r10,
      test: evaluate(w, (q) => !train.has(q.conv_id))['1-4']!.r10,
      categories: Object.fromEntries(['1', '2', '3', '4', '5'].map((c) => [c, all[c]!.r10])),
    });
  };

  line('dense only', { ...base, denseOnly: true });
  line('hybrid (all signals)', base);
  let tuned: Partial<RetrievalWeights> | undefined;

  if (opts.ablation) {
    line('- lexical (own BM25)', { ...base, lexical: 0 });
    line('- window BM25', { ...base, window: 0 });
    line('- session BM25', { ...base, session: 0 });
    line('- lexical and window', { ...base, lexical: 0, window: 0 });
    line('- neighbour smoothing', { ...base, neighbour: 0 });
    line('- speaker boost', { ...base, speakersOn: false });
    line('- time expressions', { ...base, periodOn: false });
    line('- lexical candidates', { ...base, lexicalCandidates: 0 });
    for (const session of [0.1, 0.2, 0.3, 0.5]) line(`session BM25 ${session}`, { ...base, session });
    for (const sessionDense of [0.1, 0.25, 0.5]) line(`session centroid ${sessionDense} (study only)`, { ...base, sessionDense });
  }

  if (opts.tune) {
    // Coordinate search on the training conversations, one weight at a time, a few passes.
    const grid: Partial<Record<keyof RetrievalWeights, number[]>> = {
      lexical: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1],
      window: [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1, 1.3],
      session: [0, 0.1, 0.2, 0.3, 0.5, 0.8],
      neighbour: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7],
      speaker: [0, 0.2, 0.35, 0.5, 0.75, 1],
      time: [0, 0.15, 0.3, 0.5, 0.8],
      gateFull: [0.3, 0.5, 0.7, 1],
      lexicalCandidates: [0, 20, 50, 100],
      neighbourDepth: [1, 2, 3, 6],
    };
    let best = { ...base };
    let bestScore = evaluate(best, (q) => train.has(q.conv_id))['1-4']!.r10;
    for (let pass = 0; pass < 2; pass++) {
      for (const [key, values] of Object.entries(grid) as Array<[keyof RetrievalWeights, number[]]>) {
        for (const v of values) {
          const candidate = { ...best, [key]: v };
          const s = evaluate(candidate, (q) => train.has(q.conv_id))['1-4']!.r10;
          if (s > bestScore + 1e-9) [best, bestScore] = [candidate, s];
        }
        log(`pass ${pass} ${key}=${best[key]} train R@10 ${fmt(bestScore)}`);
      }
    }
    tuned = Object.fromEntries(Object.keys(grid).map((k) => [k, best[k as keyof RetrievalWeights]]));
    line('tuned', best);
  }
  return { rows, tuned };
}

/** The study's rows as a markdown table. */
export function studyTable(rows: readonly StudyRow[]): string {
  const fmt = (x: number) => x.toFixed(3);
  return [
    '| ranking | R@5 1-4 | R@10 1-4 | recall slice 1-4 | R@10 conv. 1-5 | R@10 conv. 6-10 | R@10 cat 1 | cat 2 | cat 3 | cat 4 | cat 5 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${fmt(r.r5)} | ${fmt(r.r10)} | ${fmt(r.slice)} | ${fmt(r.train)} | ${fmt(r.test)} | ${['1', '2', '3', '4', '5'].map((c) => fmt(r.categories[c]!)).join(' | ')} |`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = process.argv.find((a) => a.startsWith('--weights='))?.slice('--weights='.length);
  const { rows, tuned } = await locomoStudy(readBenchSettings(), undefined, {
    ablation: process.argv.includes('--ablation'),
    tune: process.argv.includes('--tune'),
    weights: weights ? (JSON.parse(weights) as Partial<RetrievalWeights>) : undefined,
  });
  console.log(studyTable(rows));
  if (tuned) console.log(`\ntuned: ${JSON.stringify(tuned)}`);
  process.exit(0);
}
