import { parseConfig } from '../common/src/config.js';
import { createEmbedder } from '../subgraphs/memory/src/embedding/index.js';
import { diversify } from '../subgraphs/memory/src/domain/retrieval/diversity.js';
import { lexicalWeightFor } from '../subgraphs/memory/src/domain/retrieval/hybrid-ranking.js';
import { LanguageShifts, bothForms } from '../subgraphs/memory/src/domain/retrieval/language-shift.js';
import { LexicalIndex } from '../subgraphs/memory/src/domain/retrieval/lexical-index.js';
import { analyzeMemory } from '../subgraphs/memory/src/domain/retrieval/lexical-terms.js';
import { centredSimilarities, languageBasis, languageFreeSimilarities, MIXED_LANGUAGE_SHARE } from '../subgraphs/memory/src/domain/retrieval/mixed-languages.js';
import { RETRIEVAL_WEIGHTS } from '../subgraphs/memory/src/domain/retrieval/weights.js';
import { EmbeddingCache } from './embedding-cache.js';
import { MIXED_LANGS, mixedStores, readStsLanguages, type MixedSplit } from './mixed-language.js';
import { hybridOrder } from './retrieval-study.js';
import { readBenchSettings } from './settings.js';

// `tsx bench/mixed-study.ts [--split=tune|check]`: the mixed-language stores of `npm run eval --
// --only=mixed`, ranked offline by the service's retrieval code over vectors embedded once (cached):
// dense only, the hybrid ranking as it was, and the variants of the mixed-language ranking. A
// question is answered by its fact or one saying the same thing (`nearDuplicates`); the query's
// language is the detector's guess, as the service takes it.
const settings = readBenchSettings();
const config = parseConfig(settings.env);
const split = (process.argv.find((a) => a.startsWith('--split='))?.slice(8) ?? 'tune') as MixedSplit;
const sts = readStsLanguages(settings.evalDataDir);
const stores = mixedStores(sts, split);
const embedder = await createEmbedder(config.embedding);
const shifts = LanguageShifts.load(config.embedding, embedder.modelId);
if (!shifts) throw new Error(`no language centroids for ${embedder.modelId} in ${config.embedding.model}`);
const passages = EmbeddingCache.open(settings.cacheDir, config.embedding, embedder, 'passage');
const queries = EmbeddingCache.open(settings.cacheDir, config.embedding, embedder, 'query');
const data = [];
for (const s of stores) {
  data.push({
    store: s,
    facts: await passages.passages(s.facts.map((f) => f.content)),
    q: await queries.passages(s.questions.map((q) => q.query)),
    p: await passages.passages(s.questions.map((q) => q.query)),
  });
}
await embedder.close();

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
type Variant = { name: string; form?: 'query' | 'both'; k?: number; lexical: boolean; center?: boolean; alpha?: number; dense?: boolean; legacy?: boolean; free?: boolean; csls?: { beta: number; k: number; scope: 'store' | 'candidates' } };
const variants: Variant[] = [
  { name: 'dense only (tablet-1-mini)', dense: true, lexical: false },
  { name: 'hybrid as it was', legacy: true, lexical: true },
  { name: 'hybrid, raw similarity, no lexical', lexical: false, k: 0, form: 'query' },
  // Kept: the span of the store's languages' centroids and the query's taken off both sides.
  { name: 'language span off, query form, no lexical', free: true, lexical: false, form: 'query' },
  { name: 'language span off, both forms, no lexical', free: true, lexical: false, form: 'both' },
  // Hubness taken off (CSLS): each fact less `beta` × the mean of its `k` best language-free similarities to the other facts of the store, or of the candidates.
  ...(process.env.STUDY_CSLS ?? '').split(',').filter(Boolean).flatMap((spec) => {
    const [beta, k, scope] = spec.split(':');
    return [{ name: `span off, csls ${beta} k=${k} ${scope}`, free: true, lexical: false, form: 'query' as const, csls: { beta: Number(beta), k: Number(k), scope: scope as 'store' | 'candidates' } }];
  }),
  ...(process.env.STUDY_K ?? '0.75,1').split(',').filter(Boolean).map(Number).flatMap((k) =>
    (['query', 'both'] as const).flatMap((form) => [true, false].map((lexical) => ({ name: `per-candidate shift k=${k} ${form} form${lexical ? '' : ', no lexical'}`, form, k, lexical }))),
  ),
  ...(process.env.STUDY_ALPHA ?? '0.5,1').split(',').filter(Boolean).map(Number).flatMap((alpha) =>
    (['query', 'both'] as const).flatMap((form) => [true, false].map((lexical) => ({ name: `centred a=${alpha} ${form} form${lexical ? '' : ', no lexical'}`, form, center: true, alpha, lexical }))),
  ),
];

const perLang: Record<string, Record<string, { n: number; r1: number; r5: number }>> = {};
const hubness = new Map<string, Float64Array>();
for (const v of variants) {
  perLang[v.name] = {};
  const shiftsK = v.k ? shifts.withWeight(v.k) : undefined;
  for (const { store, facts, q, p } of data) {
    const index = new LexicalIndex();
    const langs = store.facts.map((f, k) => {
      const { lang, terms } = analyzeMemory(f.content, index.mainLanguage());
      index.add({ id: String(k), terms, lang, time: k * 86_400_000, dated: false, speaker: null, category: 'general' });
      return lang;
    });
    store.questions.forEach((question, qi) => {
      const answers = new Set(question.answers.map((key) => store.facts.findIndex((f) => f.key === key)));
      const raw = facts.map((m) => dot(m, q[qi]!));
      const order = [...raw.keys()].sort((a, b) => raw[b]! - raw[a]!);
      let ranked: number[];
      if (v.dense) ranked = order;
      else {
        const language = lexicalWeightFor(index, question.query);
        // The query's language as the service takes it in a mixed store (the detector's guess).
        const from = language.mixed?.from ?? analyzeQueryLang(question.query, index);
        const u = v.form === 'both' ? bothForms(q[qi]!, p[qi]!) : q[qi]!;
        let dense: ArrayLike<number> = raw;
        if (!v.legacy) {
          if (v.free) {
            const languages = new Set([...index.languagesHolding(MIXED_LANGUAGE_SHARE), from]);
            const basis = languageBasis([...languages].flatMap((l) => shifts.centroidOf(l) ?? []));
            dense = languageFreeSimilarities(u, facts.map((m) => ({ vectors: [m] })), basis);
            if (v.csls) {
              const { beta, k, scope } = v.csls;
              const pool = scope === 'store' ? facts.map((_, i) => i) : order.slice(0, RETRIEVAL_WEIGHTS.denseCandidates);
              const key = `${store.name}|${[...languages].sort().join(',')}|${scope}|${k}|${scope === 'candidates' ? qi : ''}`;
              let r = hubness.get(key);
              if (!r) {
                r = new Float64Array(facts.length);
                const others = pool.map((b) => ({ vectors: [facts[b]!] }));
                for (const a of pool) {
                  const sims = [...languageFreeSimilarities(facts[a]!, others, basis)].sort((x, y) => y - x).slice(1, 1 + k);
                  r[a] = sims.reduce((x, y) => x + y, 0) / Math.max(1, sims.length);
                }
                hubness.set(key, r);
              }
              const rr = r;
              dense = Float64Array.from(dense, (d, i) => d - beta * rr[i]!);
            }
          } else if (v.center) {
            const alpha = v.alpha ?? 1;
            const centroidOf = (lang: string) => shifts.centroidOf(lang)?.map((x) => alpha * x);
            dense = centredSimilarities(u, from, facts.map((m, k) => ({ lang: langs[k]!, vectors: [m] })), centroidOf);
          } else if (shiftsK) {
            // Rejected: the query moved from its language towards each candidate's (language-shift.ts).
            dense = facts.map((m, k) => dot(m, (langs[k] !== from && shiftsK.shifted(u, from, langs[k]!, 1)) || u));
          }
          else dense = facts.map((m) => dot(m, u));
        }
        // As it was: words counted in a store of mixed languages whenever the query's language held 5% of it.
        const weight = v.legacy && language.mixed ? (index.languageShare(from) < 0.05 ? 0 : 1) : v.lexical ? language.weight : 0;
        const lexical = index.score(language.terms);
        ranked = hybridOrder(index, dense, order.slice(0, RETRIEVAL_WEIGHTS.denseCandidates), lexical, { coverage: lexical.coverage * weight, speakers: new Set(), period: undefined }, RETRIEVAL_WEIGHTS, weight ? RETRIEVAL_WEIGHTS.lexicalCandidates : 0).map(Number);
        ranked = ranked.map((pos) => Number(index.idAt(pos)));
        lexical.release();
        // As the service does: the best reordered so that a fact saying again what a better one said
        // gives way, except in a store of mixed languages (`STUDY_DIVERSITY=1`: there too).
        if (!language.mixed || process.env.STUDY_DIVERSITY === '1') ranked = diversify(ranked.map((k, i) => (i < RETRIEVAL_WEIGHTS.diversityDepth ? facts[k] : undefined)), RETRIEVAL_WEIGHTS).map((i) => ranked[i]!);
      }
      const rank = ranked.findIndex((pos) => answers.has(pos));
      const cell = (perLang[v.name]![question.lang] ??= { n: 0, r1: 0, r5: 0 });
      cell.n++;
      if (rank === 0) cell.r1++;
      if (rank >= 0 && rank < 5) cell.r5++;
    });
  }
}

function analyzeQueryLang(query: string, index: LexicalIndex): string {
  return analyzeMemory(query, index.mainLanguage()).lang;
}

const dense = perLang[variants[0]!.name]!;
console.log(`split ${split}: ${stores.length} stores, ${data.reduce((n, d) => n + d.store.questions.length, 0)} questions`);
console.log(['variant'.padEnd(48), 'R@1', 'R@5', 'langs<dense', ...MIXED_LANGS].join(' '));
for (const v of variants) {
  const cells = perLang[v.name]!;
  const all = Object.values(cells).reduce((a, c) => ({ n: a.n + c.n, r1: a.r1 + c.r1, r5: a.r5 + c.r5 }), { n: 0, r1: 0, r5: 0 });
  const worse = MIXED_LANGS.filter((l) => cells[l]!.r1 < dense[l]!.r1).length;
  console.log([v.name.padEnd(48), (all.r1 / all.n).toFixed(3), (all.r5 / all.n).toFixed(3), String(worse).padStart(11), ...MIXED_LANGS.map((l) => (cells[l]!.r1 / cells[l]!.n).toFixed(2))].join(' '));
}
process.exit(0);
