import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { parseConfig } from '../common/src/config.js';
import { createEmbedder } from '../subgraphs/memory/src/embedding/index.js';
import { normalize } from '../subgraphs/memory/src/embedding/embedder.js';
import { decompose } from '../subgraphs/memory/src/domain/atoms.js';
import { packRecall } from '../subgraphs/memory/src/domain/recall-budget.js';
import { RECALL_CANDIDATES, RECALL_NEIGHBOUR_SOURCES, RECALL_NEIGHBOUR_SPAN } from '../subgraphs/memory/src/domain/recall.js';
import { analyze } from '../subgraphs/memory/src/domain/retrieval/analyzer.js';
import { languageOf } from '../subgraphs/memory/src/domain/retrieval/language.js';
import { zScores } from '../subgraphs/memory/src/domain/retrieval/fusion.js';
import { diversify } from '../subgraphs/memory/src/domain/retrieval/diversity.js';
import { candidatePositions, hybridScores, neighbourLinks, type HybridItem, type HybridQuery } from '../subgraphs/memory/src/domain/retrieval/hybrid-ranking.js';
import { LexicalIndex, type LexicalScores } from '../subgraphs/memory/src/domain/retrieval/lexical-index.js';
import { namedSpeakers, withoutSpeakers } from '../subgraphs/memory/src/domain/retrieval/speaker-mentions.js';
import { asksWhen, namedPeriod, saysWhen } from '../subgraphs/memory/src/domain/retrieval/time-expressions.js';
import { RETRIEVAL_WEIGHTS, type RetrievalWeights } from '../subgraphs/memory/src/domain/retrieval/weights.js';
import { EmbeddingCache } from './embedding-cache.js';
import { questionParts, questionShape } from './question-shapes.js';
import { HUB_NEIGHBOURS, HUB_SEARCH, hubnessOf } from '../subgraphs/memory/src/domain/retrieval/hubness.js';
import { applyAdapter, ridgeAdapter } from './query-adapter.js';
import { coordinateSearch } from './coordinate-search.js';
import { parseSessionDate, readJsonl as readJsonlFile, turnContent, type LocomoQuestion, type LocomoTurn } from './metrics.js';
import { readBenchSettings, type BenchSettings } from './settings.js';
import type { Embedder } from '../subgraphs/memory/src/embedding/index.js';

// The hybrid retrieval pipeline's ranking on LoCoMo, offline and in seconds: the same analyser,
// lexical index and ranking code the service runs, with exact cosine similarity standing in for the
// vector index. `npm run eval` prints its ablation table (each signal off in turn); run alone,
// `tsx bench/retrieval-study.ts [--ablation] [--tune] [--weights=JSON]` chooses the weights (tuned
// on conversations 1-5, checked on 6-10). The service itself is measured by `npm run eval`.
// Experiments beside `--experiments --exp=NAME`: `STUDY_HUB=update|exact|causal|centroid` (how
// each turn's hubness is kept; `update` as the service keeps it), `STUDY_ADAPTER=λ` (a linear query
// adapter fitted on conversations 1-5), `STUDY_CAPTIONS=1` (a turn that shares an image keyed with
// its caption, as the data set's own retrieval baseline keys it), `--exp=dump` (every miss of a
// search of 10, written out). `--tune-cat5-slack=x` keeps `--tune` from taking weights that rank
// category 5's evidence on the tuned conversations more than x below the starting weights.
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
  saysWhenAt?: (position: number) => boolean,
  adjust?: (positions: readonly number[], scores: Float64Array) => void,
  hubAt?: (position: number) => number,
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
    saysWhen: query.asksWhen && saysWhenAt?.(p),
    hub: hubAt?.(p) ?? 0,
  }));
  const scores = hybridScores(items, query, w);
  adjust?.(positions, scores);
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

export async function locomoStudy(settings: BenchSettings, embedderIn?: Embedder, opts: { ablation?: boolean; tune?: boolean; tuneCat5Slack?: number; experiments?: boolean; only?: string[]; weights?: Partial<RetrievalWeights> } = {}): Promise<{ rows: StudyRow[]; tuned?: Partial<RetrievalWeights> }> {
  const config = parseConfig(settings.env);
  const log = (msg: string) => process.stderr.write(`study: ${msg}\n`);
  const readJsonl = <T>(file: string): T[] => readJsonlFile<T>(settings.evalDataDir, file);

  const turns = readJsonl<LocomoTurn>('locomo/locomo10.turns.jsonl');
  const captions = Boolean(process.env.STUDY_CAPTIONS);
  const questions = readJsonl<LocomoQuestion>('locomo/locomo10.questions.jsonl').filter((q) => q.evidence.length);
  const conversations = [...new Set(turns.map((t) => t.conv_id))];

  const embedder = embedderIn ?? (await createEmbedder(config.embedding));
  const passages = EmbeddingCache.open(settings.cacheDir, config.embedding, embedder, 'passage');
  const queries = EmbeddingCache.open(settings.cacheDir, config.embedding, embedder, 'query');
  const contents = turns.map((t) => turnContent(t, captions));
  const atomsOf = contents.map((c) => decompose(c));
  log(`embedding ${contents.length} turns, their atoms and ${questions.length} questions (cached in ${settings.cacheDir})`);
  const turnVectors = await passages.passages(contents);
  const atomVectors = await passages.passages(atomsOf.flat());
  const questionVectors = await queries.passages(questions.map((q) => q.question));
  if (process.env.STUDY_ADAPTER) {
    // A linear query adapter (ridge regression of the evidence's vectors on the questions'), fitted on conversations 1-5.
    const fitOn = new Set(conversations.slice(0, 5));
    const turnOf = new Map(turns.map((t, i) => [`${t.conv_id}|${t.dia_id}`, i]));
    const pairs: Array<[Float32Array, number]> = [];
    questions.forEach((q, qi) => {
      if (!fitOn.has(q.conv_id) || q.category > 4) return;
      for (const e of q.evidence) {
        const ti = turnOf.get(`${q.conv_id}|${e}`);
        if (ti !== undefined) pairs.push([questionVectors[qi]!, ti]);
      }
    });
    const evidenceVectors = await passages.passages(pairs.map(([, ti]) => turnContent(turns[ti]!, captions)));
    const lambda = Number(process.env.STUDY_ADAPTER);
    const W = ridgeAdapter(pairs.map(([q]) => q), evidenceVectors, lambda);
    log(`adapter: ${pairs.length} pairs, lambda ${lambda}`);
    for (let qi = 0; qi < questionVectors.length; qi++) questionVectors[qi] = applyAdapter(W, questionVectors[qi]!);
  }
  // Multi-part questions' parts (an experiment): each part embedded as a query of its own.
  const partsOf = questions.map((q) => (opts.experiments ? questionParts(q.question) : []));
  const partVectors = opts.experiments ? await queries.passages(partsOf.flat()) : [];
  let partCursor = 0;
  const partRange = partsOf.map((ps) => {
    const r: [number, number] = [partCursor, partCursor + ps.length];
    partCursor += ps.length;
    return r;
  });
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
  const langOf: string[] = [];
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
      langOf[i] = lang;
      index.add({ id: t.dia_id, terms: analyze(contents[i]!, lang), lang, time: parseSessionDate(t.session_date_time).getTime(), dated: true, speaker: t.speaker, category: 'general' });
      turnAt.push(i);
    });
    byConversation.set(conv, { index, turnAt, speakers: [...new Set(turns.filter((t) => t.conv_id === conv).map((t) => t.speaker))] });
  }

  /**
   * From one pass over a conversation's vectors (a turn's own, then its atom sentences', then any
   * `extra` keys of it less `penalty`): the dense similarity of every turn to `v` (its closest
   * vector), and the index position each vector belongs to, best similarity first, as the vector
   * index (or a small store's exact search) returns its rows.
   */
  const denseFor = (conv: Conversation, v: Float32Array, extra?: (turn: number) => Float32Array[], penalty = 0): { dense: Float64Array; order: Int32Array } => {
    const dense = new Float64Array(conv.turnAt.length);
    const rows: Array<[number, number]> = [];
    conv.turnAt.forEach((ti, p) => {
      let s = dot(v, turnVectors[ti]!);
      rows.push([s, p]);
      const keys = [...atomVectors.slice(atomRange[ti]![0], atomRange[ti]![1])];
      for (const [k, key] of [...keys, ...(extra?.(ti) ?? [])].entries()) {
        const sk = dot(v, key) - (k < keys.length ? 0 : penalty);
        rows.push([sk, p]);
        s = Math.max(s, sk);
      }
      dense[p] = s;
    });
    return { dense, order: Int32Array.from(rows.sort((a, b) => b[0] - a[0]), ([, p]) => p) };
  };
  // Context keys (an experiment): a turn embedded with the turn before it, or after it, in its session.
  const sameSession = (a: number, b: number) => b >= 0 && b < turns.length && turns[a]!.conv_id === turns[b]!.conv_id && turns[a]!.session === turns[b]!.session;
  const ctxTexts = {
    prev: contents.map((c, i) => (sameSession(i, i - 1) ? `${contents[i - 1]}\n${c}` : '')),
    next: contents.map((c, i) => (sameSession(i, i + 1) ? `${c}\n${contents[i + 1]}` : '')),
  };
  const ctxVectors: Partial<Record<'prev' | 'next', Array<Float32Array | undefined>>> = {};
  if (opts.experiments && opts.only?.some((o) => o.startsWith('ctx'))) {
    for (const kind of ['prev', 'next'] as const) {
      const texts = ctxTexts[kind];
      const wanted = texts.filter(Boolean);
      log(`embedding ${wanted.length} context keys (${kind})`);
      const vs = await passages.passages(wanted);
      let j = 0;
      ctxVectors[kind] = texts.map((t) => (t ? vs[j++] : undefined));
    }
  }
  // An experiment's dense pass per question and setting, computed once.
  const denseMemo = new Map<string, { dense: Float64Array; order: Int32Array }>();
  const memoDense = (key: string, compute: () => { dense: Float64Array; order: Int32Array }) => {
    let out = denseMemo.get(key);
    if (!out) denseMemo.set(key, (out = compute()));
    return out;
  };
  const ctxDenseFor = (qi: number, kinds: ReadonlyArray<'prev' | 'next'>, penalty: number) =>
    memoDense(`ctx|${qi}|${kinds.join(',')}|${penalty}`, () => {
      const ctxOf = (ti: number) => kinds.flatMap((kind) => ctxVectors[kind]![ti] ?? []);
      return denseFor(byConversation.get(questions[qi]!.conv_id)!, questionVectors[qi]!, ctxOf, penalty);
    });
  // Both forms of the question (an experiment): also embedded as a passage, as the turns are.
  const passageQuestionVectors = opts.experiments && opts.only?.some((o) => o.startsWith('qform')) ? await passages.passages(questions.map((q) => q.question)) : [];
  const qformDenseFor = (qi: number, how: 'passage' | 'mean' | 'max') =>
    memoDense(`qform|${qi}|${how}`, () => {
      const conv = byConversation.get(questions[qi]!.conv_id)!;
      const qv = questionVectors[qi]!;
      const pv = passageQuestionVectors[qi]!;
      if (how === 'passage') return denseFor(conv, pv);
      if (how === 'mean') {
        const m = qv.map((x, i) => x + pv[i]!);
        const n = Math.sqrt(dot(m, m));
        return denseFor(conv, m.map((x) => x / n));
      }
      const b = denseFor(conv, pv).dense;
      const dense = denseOf[qi]!.map((x, i) => Math.max(x, b[i]!));
      return { dense, order: Int32Array.from([...dense.keys()].sort((x, y) => dense[y]! - dense[x]!)) };
    });
  // A question naming a speaker is also embedded with the names taken out (`nameless`, as the
  // service does): the dense side searches with the mean of both vectors.
  const speakersOfConv = new Map(conversations.map((c) => [c, [...new Set(turns.filter((t) => t.conv_id === c).map((t) => t.speaker))]]));
  const namelessOf = questions.map((q) => withoutSpeakers(q.question, namedSpeakers(q.question, speakersOfConv.get(q.conv_id)!)));
  const namelessAt = new Map<number, number>();
  namelessOf.forEach((text, qi) => text && namelessAt.set(qi, namelessAt.size));
  const namelessVectors = await queries.passages(namelessOf.filter(Boolean));
  const namelessDenseFor = (qi: number, share: number) => {
    const at = namelessAt.get(qi);
    if (at === undefined) return undefined;
    return memoDense(`nameless|${qi}|${share}`, () => {
      const nv = namelessVectors[at]!;
      return denseFor(byConversation.get(questions[qi]!.conv_id)!, normalize(questionVectors[qi]!.map((x, i) => (1 - share) * x + share * nv[i]!)));
    });
  };
  const denseOf: Float64Array[] = [];
  const rowOrderOf: Int32Array[] = [];
  /** The dense candidates of a search asking the index for `limit` rows: the memories they belong to, best first. */
  const candidatesOf = (order: Int32Array, limit: number): number[] => {
    const seen = new Set<number>();
    for (let r = 0; r < Math.min(limit, order.length); r++) seen.add(order[r]!);
    return [...seen];
  };
  // Hubness (`hubness.ts`): each turn's mean of its HUB_NEIGHBOURS greatest cosines to the other
  // turns of its conversation, taken off its dense evidence × `w.hubness` by the ranking. As the
  // service keeps the lists (`STUDY_HUB=update`, the default): each turn, as it is written, takes its
  // best among the turns before it and offers its cosine to its HUB_SEARCH nearest of them. Studied
  // beside it: `exact` (over the whole conversation), `causal` (no offers), `centroid` (the cosine
  // to the conversation's mean vector).
  const hubMode = process.env.STUDY_HUB ?? 'update';
  const hubOf = new Map<string, Float64Array>();
  for (const [name, conv] of byConversation) {
    const vs = conv.turnAt.map((ti) => turnVectors[ti]!);
    const hub = new Float64Array(vs.length);
    const k = HUB_NEIGHBOURS;
    if (hubMode === 'centroid') {
      const m = new Float32Array(vs[0]!.length);
      for (const v of vs) for (let i = 0; i < m.length; i++) m[i]! += v[i]!;
      const n = Math.sqrt(dot(m, m));
      vs.forEach((v, p) => (hub[p] = dot(v, m) / n));
    } else if (hubMode === 'causal' || hubMode === 'update') {
      const best: number[][] = vs.map(() => []);
      const offer = (list: number[], sim: number) => {
        list.push(sim);
        list.sort((x, y) => y - x);
        if (list.length > k) list.length = k;
      };
      vs.forEach((v, p) => {
        const sims = vs.slice(0, p).map((u, o) => [dot(u, v), o] as const).sort((x, y) => y[0] - x[0]);
        for (const [sim] of sims.slice(0, k)) offer(best[p]!, sim);
        if (hubMode === 'update') for (const [sim, o] of sims.slice(0, HUB_SEARCH)) offer(best[o]!, sim);
      });
      const h = hubnessOf(best);
      hub.set(h);
    } else {
      vs.forEach((v, p) => {
        const sims = vs.map((u, o) => (o === p ? -2 : dot(u, v))).sort((x, y) => y - x).slice(0, k);
        hub[p] = sims.reduce((x, y) => x + y, 0) / k;
      });
    }
    hubOf.set(name, hub);
  }
  questions.forEach((q, qi) => {
    const { dense, order } = denseFor(byConversation.get(q.conv_id)!, questionVectors[qi]!);
    denseOf.push(dense);
    rowOrderOf.push(order);
  });
  const termsOf = (q: LocomoQuestion, text: string) => analyze(text, languageOf(text, byConversation.get(q.conv_id)!.index.mainLanguage()));
  // The question's terms: as asked, and (`nameless`, as the service does) without the speakers it names.
  const askedTerms = questions.map((q) => termsOf(q, q.question));
  const namelessTerms = questions.map((q, qi) => (namelessOf[qi] ? termsOf(q, namelessOf[qi]!) : askedTerms[qi]!));
  const docTerms: string[][] = [];
  const saysWhenOf = contents.map((c, i) => saysWhen(c, langOf[i]));

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

  type Variant = RetrievalWeights & {
    speakersOn: boolean;
    periodOn: boolean;
    denseOnly?: boolean;
    sessionDense?: number;
    /** Pseudo-relevance feedback on the dense side (Rocchio): the query vector moved towards the mean of the first ranking's best `k` memories' vectors, `beta` of it; `research`: searched again, else only the candidates rescored. */
    prf?: { k: number; beta: number; research: boolean };
    /** A question naming two or more speakers ranked once per speaker (its boost only), the rankings fused. */
    speakerParts?: Fusion;
    /** A multi-part question's parts (`questionParts`), each embedded and ranked, fused with the whole question's ranking. */
    parts?: Fusion;
    /** Lexical pseudo-relevance feedback: the `n` terms (in at least 2 of them) best by count × idf in the first ranking's best `k` memories added to the query's. */
    rm3?: { k: number; n: number };
    /** A question naming one speaker: that speaker's best `n` memories by dense similarity join the candidates (a second, filtered search). */
    speakerCandidates?: number;
    /** Weights per question shape (`questionShape`), over the variant's. */
    shapes?: Partial<Record<string, Partial<RetrievalWeights>>>;
    /** The first ranking's best `sources`: the memories within `span` of each in their session join the candidates, ranked again. */
    spanCandidates?: { sources: number; span: number };
    /**
     * Two hops: the first ranking's best `hits` as queries of their own. Each hit's `k` nearest turns
     * in other sessions join the candidates (0: none), and every candidate scores by its greatest
     * cosine to a hit of another session (z-scored, times `weight`), ranked again.
     */
    twoHop?: { hits: number; k: number; weight: number };
    /** Context keys: each turn also keyed by its text with the turn before (`prev`) or after (`next`) it in its session, less `penalty`. */
    ctx?: { kinds: Array<'prev' | 'next'>; penalty: number };
    /** The question's vector in passage form too: alone, the mean of both forms, or each turn's better similarity of the two. */
    qform?: 'passage' | 'mean' | 'max';
    /** How the recall slice is packed (study only). */
    pack?: { atomKey?: boolean; atomKeyFrom?: number; sources?: number; span?: number; reserve?: number; recallDiversityDepth?: number; recallDiversity?: number; compactFrom?: number };
  };
  type Fusion = 'rrf' | 'interleave';

  /** Rankings fused: reciprocal rank (k = 60), or taken in turn (the first ranking first). */
  const fuseRankings = (lists: number[][], how: Fusion): number[] => {
    if (how === 'interleave') {
      const out: number[] = [];
      const seen = new Set<number>();
      for (let r = 0; r < Math.max(...lists.map((l) => l.length)); r++) {
        for (const l of lists) {
          const p = l[r];
          if (p !== undefined && !seen.has(p)) {
            seen.add(p);
            out.push(p);
          }
        }
      }
      return out;
    }
    const score = new Map<number, number>();
    for (const l of lists) l.forEach((p, r) => score.set(p, (score.get(p) ?? 0) + 1 / (60 + r + 1)));
    return [...score.keys()].sort((a, b) => score.get(b)! - score.get(a)!);
  };

  /**
   * Ranked dia ids for one question, as the service's pipeline ranks them, read to `depth` (a
   * search: its k results; a recall: all of it), from the vector index's best `rows` rows (at least
   * `denseCandidates`; a search asks for 4 × max_results + 20, a recall for RECALL_CANDIDATES).
   */
  function rank(qi: number, wIn: Variant, k: number, depth = k, rows = 4 * k + 20): string[] {
    const q = questions[qi]!;
    const conv = byConversation.get(q.conv_id)!;
    const w: Variant = wIn.shapes ? { ...wIn, ...wIn.shapes[questionShape(q.question)] } : wIn;
    const queryTerms = w.nameless ? namelessTerms : askedTerms;
    const ctx = w.ctx ? ctxDenseFor(qi, w.ctx.kinds, w.ctx.penalty) : w.qform ? qformDenseFor(qi, w.qform) : w.nameless ? namelessDenseFor(qi, w.nameless) : undefined;
    const dense = ctx?.dense ?? denseOf[qi]!;
    const rowOrder = ctx?.order ?? rowOrderOf[qi]!;
    if (w.denseOnly) {
      const order = [...dense.keys()].sort((a, b) => dense[b]! - dense[a]!);
      return order.slice(0, k).map((p) => conv.index.idAt(p));
    }
    const limit = Math.max(w.denseCandidates, rows);
    const one = (text: string, terms: string[], d: ArrayLike<number>, order: Int32Array, speakers?: Set<string>, candidatesIn?: number[], adjust?: (positions: readonly number[], scores: Float64Array) => void): number[] => {
      const lexical = conv.index.score(terms);
      const query = { coverage: lexical.coverage, speakers: speakers ?? (w.speakersOn ? namedSpeakers(text, conv.speakers) : new Set<string>()), period: w.periodOn ? namedPeriod(text, 2023) : undefined, asksWhen: asksWhen(text) };
      let candidates = candidatesIn ?? candidatesOf(order, limit);
      if (w.speakerCandidates && query.speakers.size === 1) {
        const [name] = query.speakers;
        const extra: number[] = [];
        for (let r = 0; r < order.length && extra.length < w.speakerCandidates; r++) if (conv.index.speakerAt(order[r]!) === name && !extra.includes(order[r]!)) extra.push(order[r]!);
        candidates = [...new Set([...candidates, ...extra])];
      }
      const hub = hubOf.get(q.conv_id)!;
      const ranked = hybridOrder(conv.index, d, candidates, lexical, query, w, w.lexicalCandidates, depth, (p) => saysWhenOf[conv.turnAt[p]!]!, adjust, (p) => hub[p]!);
      lexical.release();
      return ranked;
    };
    let ranked = one(q.question, queryTerms[qi]!, w.sessionDense ? dense.map((d, p) => d + w.sessionDense! * sessionDenseOf[qi]![p]!) : dense, rowOrder);
    if (w.prf) {
      const v = questionVectors[qi]!;
      const moved = Float32Array.from(v);
      const top = ranked.slice(0, w.prf.k);
      for (const p of top) {
        const t = turnVectors[conv.turnAt[p]!]!;
        for (let i = 0; i < moved.length; i++) moved[i] = moved[i]! + (w.prf.beta / top.length) * t[i]!;
      }
      const norm = Math.sqrt(dot(moved, moved));
      for (let i = 0; i < moved.length; i++) moved[i] = moved[i]! / norm;
      const again = denseFor(conv, moved);
      ranked = one(q.question, queryTerms[qi]!, again.dense, again.order, undefined, w.prf.research ? undefined : candidatesOf(rowOrder, limit));
    }
    if (w.spanCandidates) {
      const extra = new Set(candidatesOf(rowOrder, limit));
      for (const p of ranked.slice(0, w.spanCandidates.sources)) {
        for (const side of [0, 1] as const) {
          let at = p;
          for (let d = 0; d < w.spanCandidates.span; d++) {
            at = conv.index.neighbours(at)[side];
            if (at < 0) break;
            extra.add(at);
          }
        }
      }
      ranked = one(q.question, queryTerms[qi]!, dense, rowOrder, undefined, [...extra]);
    }
    if (w.twoHop) {
      const { hits: n, k, weight } = w.twoHop;
      const hits = ranked.slice(0, n);
      const extra = new Set(candidatesOf(rowOrder, limit));
      const simTo = hits.map((h) => {
        const v = turnVectors[conv.turnAt[h]!]!;
        return Float64Array.from(conv.turnAt, (ti) => dot(v, turnVectors[ti]!));
      });
      if (k > 0) {
        hits.forEach((h, j) => {
          const others = [...conv.turnAt.keys()].filter((p) => conv.index.sessionAt(p) !== conv.index.sessionAt(h));
          others.sort((a, b) => simTo[j]![b]! - simTo[j]![a]!);
          for (const p of others.slice(0, k)) extra.add(p);
        });
      }
      const adjust = (positions: readonly number[], scores: Float64Array) => {
        const hop = positions.map((p) => {
          let best = 0;
          hits.forEach((h, j) => {
            if (conv.index.sessionAt(h) !== conv.index.sessionAt(p)) best = Math.max(best, simTo[j]![p]!);
          });
          return best;
        });
        const z = zScores(hop);
        for (let i = 0; i < scores.length; i++) scores[i] = scores[i]! + weight * z[i]!;
      };
      ranked = one(q.question, queryTerms[qi]!, dense, rowOrder, undefined, [...extra], adjust);
    }
    if (w.rm3) {
      const have = new Set(queryTerms[qi]!);
      const counts = new Map<string, number>();
      for (const p of ranked.slice(0, w.rm3.k)) {
        const ti = conv.turnAt[p]!;
        for (const t of new Set((docTerms[ti] ??= analyze(contents[ti]!, languageOf(contents[ti]!, conv.index.mainLanguage()))))) counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      const n = conv.turnAt.length;
      const expansion = [...counts]
        .filter(([t, c]) => c >= 2 && !have.has(t))
        .map(([t, c]) => [t, c * Math.log(n / (1 + conv.index.documentFrequency(t)))] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, w.rm3.n)
        .map(([t]) => t);
      if (expansion.length) ranked = one(q.question, [...queryTerms[qi]!, ...expansion], dense, rowOrder);
    }
    if (w.speakerParts && w.speakersOn) {
      const named = namedSpeakers(q.question, conv.speakers);
      if (named.size > 1) ranked = fuseRankings([...named].map((s) => one(q.question, queryTerms[qi]!, dense, rowOrder, new Set([s]))), w.speakerParts);
    }
    if (w.parts && partRange[qi]![1] > partRange[qi]![0]) {
      const lists = [ranked];
      partsOf[qi]!.forEach((text, j) => {
        const { dense: d, order } = denseFor(conv, partVectors[partRange[qi]![0] + j]!);
        lists.push(one(text, termsOf(q, text), d, order));
      });
      ranked = fuseRankings(lists, w.parts);
    }
    if (w.diversity) {
      const order = diversify(ranked.map((p) => (conv.index.inDialogue(p) ? turnVectors[conv.turnAt[p]!] : undefined)), k > 10 && w.pack?.recallDiversityDepth ? { diversity: w.pack.recallDiversity ?? w.diversity, diversityDepth: w.pack.recallDiversityDepth } : w);
      ranked = order.map((i) => ranked[i]!);
    }
    return ranked.slice(0, k).map((p) => conv.index.idAt(p));
  }

  /**
   * The memory ids a recall slice holds for one question, packed as the service packs it (recall.ts):
   * the 100 best of the ranking, the best atom of each long memory (past the first, packed once with
   * its memory), the neighbours of the three best (two on each side in the order they were written,
   * nearest first), within the model's budget of 1,200 (at most 1,700) tokens. No short-term turns:
   * the eval stores none. `w.pack` varies the packing (study only).
   */
  function sliceIds(qi: number, w: Variant): Set<string> {
    const conv = byConversation.get(questions[qi]!.conv_id)!;
    const ranked = rank(qi, w, RECALL_CANDIDATES, Infinity, RECALL_CANDIDATES);
    const positionOf = (id: string) => conv.index.positionOf(id)!;
    const memories = ranked.map((id) => ({ id, key: id, tokens: turnTokens[conv.turnAt[positionOf(id)]!]! }));
    const v = questionVectors[qi]!;
    const atoms = ranked.flatMap((id, r) => {
      const [from, to] = atomRange[conv.turnAt[positionOf(id)]!]!;
      if (from === to) return [];
      let best = from;
      for (let a = from; a < to; a++) if (dot(v, atomVectors[a]!) > dot(v, atomVectors[best]!)) best = a;
      return [{ id, key: w.pack?.atomKey || r >= (w.pack?.atomKeyFrom ?? 1) ? id : undefined, tokens: atomTokens[best]! }];
    });
    const sources = new Set(ranked.slice(0, w.pack?.sources ?? RECALL_NEIGHBOUR_SOURCES));
    const neighbours: Array<{ id: string; key: string; tokens: number }> = [];
    for (const id of sources) {
      const p = positionOf(id);
      for (const q of Array.from({ length: w.pack?.span ?? RECALL_NEIGHBOUR_SPAN }, (_, d) => [p - d - 1, p + d + 1]).flat()) {
        if (q < 0 || q >= conv.turnAt.length) continue;
        const nid = conv.index.idAt(q);
        if (!sources.has(nid) && !neighbours.some((n) => n.id === nid)) neighbours.push({ id: nid, key: nid, tokens: turnTokens[conv.turnAt[q]!]! });
      }
    }
    if (w.pack?.compactFrom !== undefined) {
      // A long memory past the first `compactFrom` is packed as its best atom sentence.
      const atomOf = new Map(atoms.map((a) => [a.id, a]));
      const compact = memories.map((m, r) => (r >= w.pack!.compactFrom! && atomOf.has(m.id) ? { ...m, tokens: atomOf.get(m.id)!.tokens } : m));
      const packed = packRecall({ turns: [], memories: compact, context: neighbours }, { targetTokens: 1200, maxTokens: 1700 }, w.pack.reserve);
      return new Set([...packed.memories, ...packed.context].map((x) => x.id));
    }
    const packed = packRecall({ turns: [], memories, context: [...atoms, ...neighbours] }, { targetTokens: 1200, maxTokens: 1700 }, w.pack?.reserve);
    return new Set([...packed.memories, ...packed.context].map((x) => x.id));
  }

  const train = new Set(conversations.slice(0, 5));
  function evaluate(w: Variant, which: (q: LocomoQuestion) => boolean, withSlice = false) {
    const sums: Record<string, { n: number; r5: number; r10: number; slice: number }> = {};
    questions.forEach((q, qi) => {
      if (!which(q)) return;
      const ids = rank(qi, w, 10);
      const share = (k: number) => q.evidence.filter((e) => ids.slice(0, k).includes(e)).length / q.evidence.length;
      const slice = withSlice ? sliceIds(qi, w) : undefined;
      const half = q.category > 4 ? [] : [train.has(q.conv_id) ? 'train' : 'test'];
      for (const key of [String(q.category), q.category <= 4 ? '1-4' : 'x', ...half]) {
        const s = (sums[key] ??= { n: 0, r5: 0, r10: 0, slice: 0 });
        s.n++;
        s.r5 += share(5);
        s.r10 += share(10);
        if (slice) s.slice += q.evidence.filter((e) => slice.has(e)).length / q.evidence.length;
      }
    });
    return Object.fromEntries(Object.entries(sums).map(([k, s]) => [k, { n: s.n, r5: s.r5 / s.n, r10: s.r10 / s.n, slice: s.slice / s.n }]));
  }

  const base: Variant = { ...RETRIEVAL_WEIGHTS, ...opts.weights, speakersOn: true, periodOn: true };
  const fmt = (x: number) => x.toFixed(3);
  const rows: StudyRow[] = [];
  const line = (name: string, w: Variant) => {
    const all = evaluate(w, () => true, true);
    log(`${name}: R@10 conv. 1-5 ${all.train!.r10.toFixed(4)}, 6-10 ${all.test!.r10.toFixed(4)}; slice ${all['1-4']!.slice.toFixed(4)}, conv. 1-5 ${all.train!.slice.toFixed(4)}, 6-10 ${all.test!.slice.toFixed(4)}`);
    rows.push({
      name,
      r5: all['1-4']!.r5,
      r10: all['1-4']!.r10,
      slice: all['1-4']!.slice,
      train: all.train!.r10,
      test: all.test!.r10,
      categories: Object.fromEntries(['1', '2', '3', '4', '5'].map((c) => [c, all[c]!.r10])),
    });
  };

  line('dense only', { ...base, denseOnly: true, nameless: 0 });
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
    line('- time cue (when questions)', { ...base, timeCue: 0 });
    line('- diversity', { ...base, diversity: 0 });
    line('- hubness', { ...base, hubness: 0 });
    line('- nameless query', { ...base, nameless: 0 });
    line('- lexical candidates', { ...base, lexicalCandidates: 0 });
    for (const session of [0.1, 0.2, 0.3, 0.5]) line(`session BM25 ${session}`, { ...base, session });
    for (const sessionDense of [0.1, 0.25, 0.5]) line(`session centroid ${sessionDense} (study only)`, { ...base, sessionDense });
  }

  if (opts.experiments) {
    const want = (name: string) => !opts.only || opts.only.some((o) => name.includes(o));
    const exp = (name: string, w: Variant) => want(name) && line(name, w);
    for (const k of [3, 5, 10]) for (const beta of [0.3, 0.6, 1]) exp(`prf rescore k=${k} beta=${beta}`, { ...base, prf: { k, beta, research: false } });
    for (const k of [3, 5]) for (const beta of [0.3, 0.6]) exp(`prf research k=${k} beta=${beta}`, { ...base, prf: { k, beta, research: true } });
    for (const timeCue of [1.5, 2, 2.5]) exp(`time cue ${timeCue}`, { ...base, timeCue });
    for (const diversityDepth of [20, 30, 40]) for (const diversity of [0, 1, 2, 3, 4, 6]) exp(`diversity ${diversity} over ${diversityDepth}`, { ...base, diversity, diversityDepth });
    for (const [sources, span] of [[3, 2], [5, 2], [10, 1], [10, 2], [20, 1]] as const) exp(`span candidates ${sources}x${span}`, { ...base, spanCandidates: { sources, span } });
    for (const hits of [3, 5]) for (const k of [0, 5, 10]) for (const weight of [0.1, 0.2, 0.4]) exp(`two hop ${hits} k=${k} w=${weight}`, { ...base, twoHop: { hits, k, weight } });
    for (const denseCandidates of [100, 150, 250]) exp(`deeper dense ${denseCandidates}`, { ...base, denseCandidates });
    // How recall packs (the slice only): the share of the target kept for context, atoms keyed to their memory, neighbours, shorter units.
    const before = { reserve: 0.15, atomKeyFrom: Infinity };
    exp('packed as before (15% for context, every atom beside its memory)', { ...base, pack: before });
    for (const reserve of [0.6, 0.7, 0.8, 0.9]) exp(`pack reserve ${reserve}`, { ...base, pack: { ...before, reserve } });
    for (const reserve of [0.15, 0.3, 0.5, 0.7, 0.9, 1]) exp(`pack every atom keyed, reserve ${reserve}`, { ...base, pack: { atomKey: true, reserve } });
    for (const atomKeyFrom of [1, 3]) for (const reserve of [0.6, 0.7, 0.8, 0.9]) exp(`pack atoms keyed from ${atomKeyFrom}, reserve ${reserve}`, { ...base, pack: { atomKeyFrom, reserve } });
    for (const [sources, span] of [[0, 0], [3, 1], [5, 2], [10, 1]] as const) exp(`pack every atom keyed, reserve 0.5, neighbours ${sources}x${span}`, { ...base, pack: { atomKey: true, reserve: 0.5, sources, span } });
    for (const compactFrom of [0, 3, 10]) for (const reserve of [0.15, 0.5]) exp(`pack compact from ${compactFrom}, reserve ${reserve}`, { ...base, pack: { compactFrom, reserve } });
    for (const [d, dd] of [[3, 60], [3, 100], [2, 100], [1, 100]] as const) exp(`pack recall diversity ${d} over ${dd}`, { ...base, pack: { ...before, recallDiversity: d, recallDiversityDepth: dd } });
    for (const kinds of [['prev'], ['next'], ['prev', 'next']] as Array<Array<'prev' | 'next'>>) for (const penalty of [0, 0.02, 0.04, 0.08]) exp(`ctx ${kinds.join('+')} -${penalty}`, { ...base, ctx: { kinds, penalty } });
    for (const hubness of [0.25, 0.75, 1]) exp(`hubness ${hubness}`, { ...base, hubness });
    for (const qform of ['passage', 'mean', 'max'] as const) exp(`qform ${qform}`, { ...base, qform });
    for (const nameless of [0.35, 0.65, 1]) exp(`nameless ${nameless}`, { ...base, nameless });
    for (const n of [20, 40, 60]) exp(`speaker candidates ${n}`, { ...base, speakerCandidates: n });
    for (const k of [3, 5]) for (const n of [3, 6, 10]) exp(`rm3 k=${k} n=${n}`, { ...base, rm3: { k, n } });
    for (const f of ['rrf', 'interleave'] as const) exp(`speaker parts ${f}`, { ...base, speakerParts: f });
    for (const f of ['rrf', 'interleave'] as const) exp(`question parts ${f}`, { ...base, parts: f });
    if (opts.only?.includes('diag')) {
      // Where the evidence a search of 10 misses ranks: its place in the whole ranked pool, or outside it.
      for (const cat of [1, 2, 3, 4]) {
        const bins = { top10: 0, '11-20': 0, '21-40': 0, '41+': 0, outside: 0 };
        questions.forEach((q, qi) => {
          if (q.category !== cat) return;
          const ids = rank(qi, base, Infinity, 10, 60);
          for (const e of q.evidence) {
            const r = ids.indexOf(e);
            bins[r < 0 ? 'outside' : r < 10 ? 'top10' : r < 20 ? '11-20' : r < 40 ? '21-40' : '41+']++;
          }
        });
        log(`category ${cat}: evidence ${JSON.stringify(bins)}`);
      }
    }
    if (opts.only?.includes('dump')) {
      const turnAtId = new Map(turns.map((t) => [`${t.conv_id}|${t.dia_id}`, t]));
      const out: string[] = [];
      questions.forEach((q, qi) => {
        if (q.category > 4) return;
        const ids = rank(qi, base, Infinity, 10, 60);
        const miss = q.evidence.filter((e) => { const r = ids.indexOf(e); return r < 0 || r >= 10; });
        if (!miss.length) return;
        out.push(`## [${q.category}] ${q.conv_id} ${q.question} -> ${JSON.stringify((q as { answer?: unknown }).answer)}`);
        for (const e of q.evidence) { const t = turnAtId.get(`${q.conv_id}|${e}`); out.push(`  ev ${e} rank ${ids.indexOf(e)} ${t ? turnContent(t, captions) : '?'}`); }
        for (const id of ids.slice(0, 3)) { const t = turnAtId.get(`${q.conv_id}|${id}`); out.push(`  top ${id} ${t ? turnContent(t, captions).slice(0, 140) : '?'}`); }
      });
      writeFileSync(path.join(settings.resultsDir, 'study-misses.txt'), out.join('\n'));
    }
    if (opts.only?.includes('slicediag')) {
      // How deep a recall's ranking holds the evidence, against what its slice holds.
      const sums = { n: 0, slice: 0, top20: 0, top40: 0, top60: 0, top100: 0, pool: 0, sliceSize: 0 };
      questions.forEach((q, qi) => {
        if (q.category > 4) return;
        const ids = rank(qi, base, Infinity, Infinity, RECALL_CANDIDATES);
        const slice = sliceIds(qi, base);
        const share = (have: (e: string) => boolean) => q.evidence.filter(have).length / q.evidence.length;
        sums.n++;
        sums.slice += share((e) => slice.has(e));
        sums.sliceSize += slice.size;
        for (const k of [20, 40, 60, 100] as const) sums[`top${k}`] += share((e) => ids.slice(0, k).includes(e));
        sums.pool += share((e) => ids.includes(e));
      });
      log(`slice diag: ${Object.entries(sums).map(([k, v]) => `${k} ${k === 'n' ? v : (v / sums.n).toFixed(3)}`).join(', ')}`);
    }
    if (want('shapes')) {
      // Weights per question shape, each shape's by coordinate search over its training questions.
      const shapes: Partial<Record<string, Partial<RetrievalWeights>>> = {};
      const grid: Partial<Record<keyof RetrievalWeights, number[]>> = {
        lexical: [0, 0.1, 0.3, 0.5],
        window: [0, 0.2, 0.4, 0.8],
        session: [0, 0.2, 0.5, 0.8, 1.2],
        neighbour: [0, 0.25, 0.5, 0.8],
        speaker: [0, 0.5, 1, 1.5],
        time: [0, 0.4, 0.8, 1.2],
      };
      for (const shape of [...new Set(questions.map((q) => questionShape(q.question)))]) {
        const ofShape = (q: LocomoQuestion) => train.has(q.conv_id) && q.category <= 4 && questionShape(q.question) === shape;
        const { best, score: bestScore } = coordinateSearch<Partial<RetrievalWeights>>({}, grid, (c) => evaluate({ ...base, ...c }, ofShape)['1-4']?.r10 ?? 0);
        log(`shape ${shape} (${questions.filter(ofShape).length} training questions): ${JSON.stringify(best)} train R@10 ${fmt(bestScore)}`);
        shapes[shape] = best;
      }
      line('weights per question shape', { ...base, shapes });
    }
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
      nameless: [0, 0.35, 0.5, 0.65, 1],
    };
    // The adversarial questions (category 5) are not in the objective, but a candidate that ranks
    // their evidence on the training conversations more than `tuneCat5Slack` below the
    // starting weights is not taken: weights that let the wrong speaker's turns through would
    // otherwise win on categories 1-4 alone.
    const onTrain = (q: LocomoQuestion) => train.has(q.conv_id);
    const floor = evaluate(base, onTrain)['5']!.r10 - (opts.tuneCat5Slack ?? Infinity);
    const { best } = coordinateSearch(base, grid, (c) => {
      const scores = evaluate(c, onTrain);
      return scores['5']!.r10 >= floor - 1e-9 ? scores['1-4']!.r10 : undefined;
    }, { onKey: (pass, key, w, score) => log(`pass ${pass} ${String(key)}=${w[key as keyof RetrievalWeights]} train R@10 ${fmt(score)}`) });
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
    tuneCat5Slack: Number(process.argv.find((a) => a.startsWith('--tune-cat5-slack='))?.slice('--tune-cat5-slack='.length) ?? Infinity),
    experiments: process.argv.includes('--experiments'),
    only: process.argv.find((a) => a.startsWith('--exp='))?.slice('--exp='.length).split(','),
    weights: weights ? (JSON.parse(weights) as Partial<RetrievalWeights>) : undefined,
  });
  console.log(studyTable(rows));
  if (tuned) console.log(`\ntuned: ${JSON.stringify(tuned)}`);
  process.exit(0);
}

