import { parseConfig } from '../common/src/config.js';
import { createEmbedder } from '../subgraphs/memory/src/embedding/index.js';
import { diversify } from '../subgraphs/memory/src/domain/retrieval/diversity.js';
import { lexicalWeightFor } from '../subgraphs/memory/src/domain/retrieval/hybrid-ranking.js';
import { LanguageShifts, SHIFT_LANGUAGES, bothForms, parallelPhrases } from '../subgraphs/memory/src/domain/retrieval/language-shift.js';
import { LexicalIndex } from '../subgraphs/memory/src/domain/retrieval/lexical-index.js';
import { analyzeMemory } from '../subgraphs/memory/src/domain/retrieval/lexical-terms.js';
import { centredSimilarities, languageBasis, languageFreeSimilarities, MIXED_LANGUAGE_SHARE } from '../subgraphs/memory/src/domain/retrieval/mixed-languages.js';
import { RETRIEVAL_WEIGHTS } from '../subgraphs/memory/src/domain/retrieval/weights.js';
import { EmbeddingCache } from './embedding-cache.js';
import { applyAdapter, ridgeAdapter } from './query-adapter.js';
import { MIXED_LANGS, mixedStores, readStsLanguages, type MixedSplit } from './mixed-language.js';
import { hybridOrder } from './retrieval-study.js';
import { readBenchSettings } from './settings.js';

// `tsx bench/mixed-study.ts [--split=tune|check] [--ceiling]`: the mixed-language stores of `npm run eval --
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
// Translation residuals (`STUDY_RESID=r,...`): each of Intl's parallel phrases in every language
// less its mean over the languages, in both forms as the centroids are; their top r principal
// directions are where translations of one text differ, taken off beside the centroids' span.
const residualLangs = process.env.STUDY_RESID_LANGS === 'eval' ? MIXED_LANGS : SHIFT_LANGUAGES;
const phraseVectors: Float32Array[][] = [];
if (process.env.STUDY_RESID) {
  for (const lang of residualLangs) {
    const phrases = parallelPhrases(lang);
    if (!phrases) continue;
    const [qs, ps] = [await queries.passages(phrases), await passages.passages(phrases)];
    phraseVectors.push(qs.map((qv, i) => bothForms(qv, ps[i]!)));
  }
}
// A linear query adapter (`STUDY_ADAPTER=λ`), fitted on the tuning split's questions and their facts
// whichever split is read: each question's vector moved by it before it is compared.
if (process.env.STUDY_ADAPTER) {
  const fit = { q: [] as Float32Array[], e: [] as Float32Array[] };
  for (const s of mixedStores(sts, 'tune')) {
    fit.q.push(...(await queries.passages(s.questions.map((x) => x.query))));
    fit.e.push(...(await passages.passages(s.questions.map((x) => s.facts.find((f) => f.key === x.key)!.content))));
  }
  const w = ridgeAdapter(fit.q, fit.e, Number(process.env.STUDY_ADAPTER));
  for (const d of data) d.q = d.q.map((v) => applyAdapter(w, v));
}
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
// `--ceiling`: how far the model goes on the same questions without the language barrier: the store
// and the question in one language (each of the ten, dense only), and each question asked in its own
// fact's language in the mixed store as it is (raw, and with the store's languages' span off).
if (process.argv.includes('--ceiling')) {
  const r1 = (facts: Float32Array[], qs: Float32Array[], answers: Array<Set<number>>, sim = (q: Float32Array) => facts.map((f) => dot(f, q)) as ArrayLike<number>) =>
    qs.filter((q, qi) => {
      const sims = sim(q);
      let best = 0;
      for (let i = 1; i < sims.length; i++) if (sims[i]! > sims[best]!) best = i;
      return answers[qi]!.has(best);
    }).length;
  const n = data.reduce((a, d) => a + d.store.questions.length, 0);
  const perLanguage: string[] = [];
  let sum = 0;
  for (const lang of MIXED_LANGS) {
    let hits = 0;
    for (const { store } of data) {
      const facts = await passages.passages(store.facts.map((f) => sts[lang][Number(f.key)]!.sentence2));
      const qs = await queries.passages(store.questions.map((q) => sts[lang][Number(q.key)]!.sentence1));
      hits += r1(facts, qs, store.questions.map((q) => new Set(q.answers.map((key) => store.facts.findIndex((f) => f.key === key)))));
    }
    sum += hits / n;
    perLanguage.push(`${lang} ${(hits / n).toFixed(3)}`);
  }
  console.log(`ceiling, store and question in one language (dense R@1): ${perLanguage.join(', ')}; mean ${(sum / MIXED_LANGS.length).toFixed(3)}`);
  const basis = languageBasis(MIXED_LANGS.flatMap((l) => shifts.centroidOf(l) ?? []));
  let raw = 0;
  let free = 0;
  for (const { store, facts } of data) {
    const qs = await queries.passages(store.questions.map((q) => sts[store.facts.find((f) => f.key === q.key)!.lang][Number(q.key)]!.sentence1));
    const answers = store.questions.map((q) => new Set(q.answers.map((key) => store.facts.findIndex((f) => f.key === key))));
    raw += r1(facts, qs, answers);
    free += r1(facts, qs, answers, (q) => languageFreeSimilarities(q, facts.map((m) => ({ vectors: [m] })), basis));
  }
  console.log(`ceiling, each question in its fact's language, mixed store: R@1 raw ${(raw / n).toFixed(3)}, span off ${(free / n).toFixed(3)}`);
}
await embedder.close();
const residualPcs = principalDirections(phraseVectors, Math.max(0, ...(process.env.STUDY_RESID ?? '').split(',').filter(Boolean).map(Number)));

/** The top `r` principal directions of each phrase less its mean over the languages (power iteration, deflated). */
function principalDirections(byLang: Float32Array[][], r: number): Float32Array[] {
  if (!r || !byLang.length) return [];
  const n = byLang[0]![0]!.length;
  const cov = new Float64Array(n * n);
  for (let i = 0; i < byLang[0]!.length; i++) {
    const mean = new Float64Array(n);
    for (const l of byLang) for (let k = 0; k < n; k++) mean[k]! += l[i]![k]! / byLang.length;
    for (const l of byLang) {
      const d = Float64Array.from(l[i]!, (x, k) => x - mean[k]!);
      for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) cov[a * n + b]! += d[a]! * d[b]!;
    }
  }
  const out: Float32Array[] = [];
  for (let c = 0; c < r; c++) {
    let v = Float64Array.from({ length: n }, (_, k) => Math.sin(k + c + 1));
    for (let it = 0; it < 200; it++) {
      const w = new Float64Array(n);
      for (let a = 0; a < n; a++) {
        let s = 0;
        for (let b = 0; b < n; b++) s += cov[a * n + b]! * v[b]!;
        w[a] = s;
      }
      for (const e of out) {
        const d = w.reduce((s, x, k) => s + x * e[k]!, 0);
        for (let k = 0; k < n; k++) w[k]! -= d * e[k]!;
      }
      const norm = Math.sqrt(w.reduce((s, x) => s + x * x, 0)) || 1;
      v = w.map((x) => x / norm);
    }
    out.push(Float32Array.from(v));
  }
  return out;
}

type Variant = { name: string; langNorm?: 'mean' | 'z'; storeMeans?: 'only' | 'plus' | 'diff'; resid?: number; residOnly?: boolean; form?: 'query' | 'both'; k?: number; lexical: boolean; center?: boolean; alpha?: number; dense?: boolean; legacy?: boolean; free?: boolean; csls?: { beta: number; k: number; scope: 'store' | 'candidates'; raw?: boolean } };
const variants: Variant[] = [
  { name: 'dense only (tablet-1-mini)', dense: true, lexical: false },
  { name: 'hybrid as it was', legacy: true, lexical: true },
  { name: 'hybrid, raw similarity, no lexical', lexical: false, k: 0, form: 'query' },
  // Kept: the span of the store's languages' centroids and the query's taken off both sides.
  { name: 'language span off, query form, no lexical', free: true, lexical: false, form: 'query' },
  { name: 'language span off, both forms, no lexical', free: true, lexical: false, form: 'both' },
  ...(process.env.STUDY_RESID ?? '').split(',').filter(Boolean).map(Number).flatMap((r) => [
    { name: `span off + ${r} residual directions`, free: true, lexical: false, form: 'query' as const, resid: r },
    { name: `${r} residual directions only`, free: true, lexical: false, form: 'query' as const, resid: r, residOnly: true },
  ]),
  ...(process.env.STUDY_MEANS ? (['only', 'plus', 'diff'] as const).map((m) => ({ name: `store's language means ${m}`, free: true, lexical: false, form: 'query' as const, storeMeans: m })) : []),
  ...(process.env.STUDY_LANGNORM ? (['mean', 'z'] as const).map((m) => ({ name: `span off, per-language ${m} over candidates`, free: true, lexical: false, form: 'query' as const, langNorm: m })) : []),
  // Hubness taken off (CSLS): each fact less `beta` × the mean of its `k` best language-free similarities to the other facts of the store, or of the candidates.
  ...(process.env.STUDY_CSLS ?? '').split(',').filter(Boolean).flatMap((spec) => {
    const [beta, k, scope, raw] = spec.split(':');
    return [{ name: `span off, csls ${beta} k=${k} ${scope}${raw ? ' raw' : ''}`, free: true, lexical: false, form: 'query' as const, csls: { beta: Number(beta), k: Number(k), scope: scope as 'store' | 'candidates', raw: raw === 'raw' } }];
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
            const means = new Map<string, Float32Array>();
            if (v.storeMeans) {
              const counts = new Map<string, number>();
              facts.forEach((m, k) => {
                const l = langs[k]!;
                const acc = means.get(l) ?? new Float32Array(m.length);
                for (let d = 0; d < m.length; d++) acc[d]! += m[d]!;
                means.set(l, acc);
                counts.set(l, (counts.get(l) ?? 0) + 1);
              });
              const all = new Float32Array(facts[0]!.length);
              for (const [l, acc] of means) {
                for (let d = 0; d < acc.length; d++) { acc[d]! /= counts.get(l)!; all[d]! += acc[d]! / means.size; }
                if (counts.get(l)! < MIXED_LANGUAGE_SHARE * facts.length) means.delete(l);
              }
              if (v.storeMeans === 'diff') for (const acc of means.values()) for (let d = 0; d < acc.length; d++) acc[d]! -= all[d]!;
            }
            const basis = v.storeMeans ? languageBasis([...means.values(), ...(v.storeMeans === 'only' || v.storeMeans === 'diff' ? [] : [...languages].flatMap((l) => shifts.centroidOf(l) ?? []))]) : languageBasis([...(v.residOnly ? [] : [...languages].flatMap((l) => shifts.centroidOf(l) ?? [])), ...residualPcs.slice(0, v.resid ?? 0)]);
            dense = languageFreeSimilarities(u, facts.map((m) => ({ vectors: [m] })), basis);
            if (v.langNorm) {
              const pool = order.slice(0, RETRIEVAL_WEIGHTS.denseCandidates);
              const stats = new Map<string, { n: number; s: number; ss: number }>();
              for (const i of pool) {
                const st = stats.get(langs[i]!) ?? { n: 0, s: 0, ss: 0 };
                st.n++;
                st.s += dense[i]!;
                st.ss += dense[i]! ** 2;
                stats.set(langs[i]!, st);
              }
              const all = pool.reduce((a, i) => a + dense[i]!, 0) / pool.length;
              const d0 = dense;
              dense = Float64Array.from(d0, (d, i) => {
                const st = stats.get(langs[i]!);
                if (!st || st.n < 3) return d;
                const mean = st.s / st.n;
                if (v.langNorm === 'mean') return d - mean + all;
                const sd = Math.sqrt(Math.max(1e-6, st.ss / st.n - mean * mean));
                return (d - mean) / sd;
              });
            }
            if (v.csls) {
              const { beta, k, scope } = v.csls;
              const pool = scope === 'store' ? facts.map((_, i) => i) : order.slice(0, RETRIEVAL_WEIGHTS.denseCandidates);
              const key = `${store.name}|${[...languages].sort().join(',')}|${scope}|${k}|${scope === 'candidates' ? qi : ''}|${v.csls.raw}`;
              let r = hubness.get(key);
              if (!r) {
                r = new Float64Array(facts.length);
                const others = pool.map((b) => ({ vectors: [facts[b]!] }));
                for (const a of pool) {
                  // The language-free similarities, or (raw) the stored vectors' own cosines, as a store could keep them at write time.
                  const sims = [...(v.csls.raw ? others.map((o) => dot(o.vectors[0]!, facts[a]!)) : languageFreeSimilarities(facts[a]!, others, basis))].sort((x, y) => y - x).slice(1, 1 + k);
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
