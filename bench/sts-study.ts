import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseConfig } from '../common/src/config.js';
import { createEmbedder } from '../subgraphs/memory/src/embedding/index.js';
import { diversify } from '../subgraphs/memory/src/domain/retrieval/diversity.js';
import { HUB_NEIGHBOURS } from '../subgraphs/memory/src/domain/retrieval/hubness.js';
import { lexicalWeightFor } from '../subgraphs/memory/src/domain/retrieval/hybrid-ranking.js';
import { LanguageShifts, bothForms } from '../subgraphs/memory/src/domain/retrieval/language-shift.js';
import { LexicalIndex } from '../subgraphs/memory/src/domain/retrieval/lexical-index.js';
import { analyzeMemory } from '../subgraphs/memory/src/domain/retrieval/lexical-terms.js';
import { RETRIEVAL_WEIGHTS, type RetrievalWeights } from '../subgraphs/memory/src/domain/retrieval/weights.js';
import { EmbeddingCache } from './embedding-cache.js';
import { hybridOrder } from './retrieval-study.js';
import { similarPairs, type StsRow } from './metrics.js';
import { readBenchSettings } from './settings.js';

// `tsx bench/sts-study.ts [--weights=JSON] [--no-shift]`: multilingual parity (stsb-multi-mt) ranked offline by the
// service's retrieval code, hybrid against dense only, every language and both directions against
// English. The companion of retrieval-study.ts for the languages LoCoMo does not have.
const settings = readBenchSettings();
const config = parseConfig(settings.env);
const LANGS = ['en', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'zh'] as const;
const sts = Object.fromEntries(
  LANGS.map((lang) => {
    const rows = parse(readFileSync(path.join(settings.evalDataDir, `stsb-multi-mt/stsb-${lang}-test.csv`)), { relax_column_count: true }) as string[][];
    return [lang, rows.map(([s1, s2, score]) => ({ sentence1: s1!, sentence2: s2!, score: Number(score) })) as StsRow[]];
  }),
) as Record<(typeof LANGS)[number], StsRow[]>;
const pairs = similarPairs(sts.en, 4);
const embedder = await createEmbedder(config.embedding);
const shifts = process.argv.includes('--no-shift') ? undefined : LanguageShifts.load(config.embedding, embedder.modelId);
const passages = EmbeddingCache.open(settings.cacheDir, config.embedding, embedder, 'passage');
const queries = EmbeddingCache.open(settings.cacheDir, config.embedding, embedder, 'query');
const memVec: Record<string, Float32Array[]> = {};
const qVec: Record<string, Float32Array[]> = {};
// Each query's passage form too: a cross-lingual query is compared in both forms.
const qPassageVec: Record<string, Float32Array[]> = {};
for (const lang of LANGS) {
  memVec[lang] = await passages.passages(pairs.map((i) => sts[lang][i]!.sentence2));
  qVec[lang] = await queries.passages(pairs.map((i) => sts[lang][i]!.sentence1));
  qPassageVec[lang] = await passages.passages(pairs.map((i) => sts[lang][i]!.sentence1));
}
await embedder.close();

const stores = Object.fromEntries(
  LANGS.map((lang) => {
    const index = new LexicalIndex();
    pairs.forEach((i, k) => {
      const { lang: l, terms } = analyzeMemory(sts[lang][i]!.sentence2, index.mainLanguage());
      index.add({ id: String(k), terms, lang: l, time: k * 100, dated: false, speaker: null, category: 'general' });
    });
    return [lang, index];
  }),
) as Record<string, LexicalIndex>;

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const overrides = process.argv.find((a) => a.startsWith('--weights='))?.slice('--weights='.length);
const w: RetrievalWeights = { ...RETRIEVAL_WEIGHTS, ...(overrides ? (JSON.parse(overrides) as Partial<RetrievalWeights>) : {}) };

// Each stored sentence's hubness as the service keeps it (its HUB_NEIGHBOURS greatest cosines to
// the store's others, here over the whole store), computed once per store language.
const hubs: Record<string, Float64Array> = {};
const hubOf = (m: string) =>
  (hubs[m] ??= Float64Array.from(memVec[m]!, (v, i) => {
    const sims = memVec[m]!.map((u, j) => (i === j ? -2 : dot(u, v))).sort((a, b) => b - a).slice(0, HUB_NEIGHBOURS);
    return sims.reduce((a, b) => a + b, 0) / HUB_NEIGHBOURS;
  }));

function recallAt5(q: string, m: string, hybrid: boolean): number {
  const index = stores[m]!;
  let hits = 0;
  pairs.forEach((row, k) => {
    const query = sts[q as 'en'][row]!.sentence1;
    const language = lexicalWeightFor(index, query);
    const { foreign } = language;
    // The service's ranking compares a cross-lingual query in both forms, moved towards the store's language.
    const moved = hybrid && foreign && shifts?.applies(foreign.from, foreign.to) && shifts.shifted(bothForms(qVec[q]![k]!, qPassageVec[q]![k]!), foreign.from, foreign.to, foreign.share);
    const vector = moved || qVec[q]![k]!;
    const dense = memVec[m]!.map((v) => dot(v, vector));
    const order = [...dense.keys()].sort((a, b) => dense[b]! - dense[a]!);
    let ranked = order;
    if (hybrid) {
      const { terms, weight } = language;
      const lexical = index.score(terms);
      const signals = { coverage: lexical.coverage * weight, speakers: new Set<string>(), period: undefined };
      // As the service does, hubness for a query in its store's language only (`STUDY_HUB_FOREIGN=1`: for every query).
      const hub = !foreign || process.env.STUDY_HUB_FOREIGN === '1' ? hubOf(m) : undefined;
      ranked = hybridOrder(index, dense, order.slice(0, w.denseCandidates), lexical, signals, w, weight > 0 ? w.lexicalCandidates : 0, Infinity, undefined, undefined, (p) => hub?.[p] ?? 0);
      lexical.release();
      // As the service does, the best reordered so that a turn saying again what a better one said
      // gives way: among the turns of dialogues only, so not here (each sentence is stored on its own).
      if (w.diversity) ranked = diversify(ranked.map((p, i) => (i < w.diversityDepth && index.inDialogue(p) ? memVec[m]![p] : undefined)), w).map((i) => ranked[i]!);
    }
    if (ranked.slice(0, 5).includes(k)) hits++;
  });
  return hits / pairs.length;
}

for (const hybrid of [false, true]) {
  const en = recallAt5('en', 'en', hybrid);
  const rows: string[] = [];
  let worstMono = 1;
  let worstCross = 1;
  for (const lang of LANGS) {
    const mono = recallAt5(lang, lang, hybrid) / en;
    worstMono = Math.min(worstMono, lang === 'en' ? 1 : mono);
    if (lang === 'en') {
      rows.push(`en ${en.toFixed(3)}`);
      continue;
    }
    const to = recallAt5(lang, 'en', hybrid) / en;
    const from = recallAt5('en', lang, hybrid) / en;
    worstCross = Math.min(worstCross, to, from);
    rows.push(`${lang} ${mono.toFixed(3)} ${to.toFixed(3)} ${from.toFixed(3)}`);
  }
  console.log(`${hybrid ? 'hybrid' : 'dense '}: worst language ${worstMono.toFixed(3)}, worst direction ${worstCross.toFixed(3)} | ${rows.join(' | ')}`);
}
process.exit(0);
