import { parse } from 'csv-parse/sync';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pMap from 'p-map';
import { ok, startStack, type Stack } from './harness.js';
import { runMem0 } from './peer.js';
import {
  evidenceShare,
  foundIds,
  parseSessionDate,
  rankOf,
  recallAtK,
  scoreByCategory,
  similarPairs,
  turnContent,
  worstFraction,
  type LocomoQuestion,
  type LocomoTurn,
  type QuestionScore,
  type StsRow,
  readJsonl as readJsonlFile,
} from './metrics.js';
import { fmt, markdownTable, targetTable, writeChart, writeJson, type Target } from './report.js';
import { languagesBelowDense, mixedRecall, mixedStores, readStsLanguages, MIXED_LANGS, type MixedRank } from './mixed-language.js';
import { locomoStudy, studyTable } from './retrieval-study.js';
import { readBenchSettings } from './settings.js';
import { summarize, timed } from './stats.js';

// `npm run eval [-- --quick]`: retrieval quality through the real service (REST), with the real model.
const settings = readBenchSettings();
const { quick } = settings;
const log = (msg: string) => process.stderr.write(`eval: ${msg}\n`);
const readJsonl = <T>(file: string): T[] => readJsonlFile<T>(settings.evalDataDir, file);

if (!existsSync(path.join(settings.evalDataDir, 'locomo'))) {
  throw new Error(`evaluation data not found in ${settings.evalDataDir} (set EVAL_DATA_DIR to the folder holding locomo/ and stsb-multi-mt/)`);
}
const stack = await startStack('eval', settings);
const started = performance.now();

type StoreAnswer = { id: string; status: string; duplicate_of?: string };
type SearchAnswer = { memories: Array<{ id: string }> };

/**
 * Creates a store and writes texts through REST, `concurrency` at a time; returns memory id -> the
 * item keys it holds. A conversation is written one turn after another, as an agent stores it (the
 * order is what makes turns neighbours); independent sentences three at a time.
 */
async function fill(s: Stack, userId: string, items: Array<{ key: string; content: string; metadata?: Record<string, unknown> }>, writeTimes?: number[], concurrency = 3) {
  ok(await s.memory('/api/v1/memory/collection', { user_id: userId }), 'collection');
  const held = new Map<string, string[]>();
  let async = 0;
  await pMap(
    items,
    async (item) => {
      const [ms, answer] = await timed(() => s.memory<StoreAnswer>('/api/v1/memory/store', { user_id: userId, content: item.content, ...(item.metadata ? { metadata: item.metadata } : {}) }));
      const res = ok(answer, 'store');
      writeTimes?.push(ms);
      const id = res.status === 'duplicate' ? res.duplicate_of! : res.id;
      if (res.status === 'stored (async)') async++;
      held.set(id, [...(held.get(id) ?? []), item.key]);
    },
    { concurrency },
  );
  if (async) await indexed(s);
  return held;
}

/** Waits until no memory of the run is waiting for its indexing job. */
async function indexed(s: Stack): Promise<void> {
  for (;;) {
    const pending = await s.service.prisma.memory.count({ where: { indexState: 'pending' } });
    if (!pending) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const search = async (userId: string, query: string, maxResults: number, model?: string) =>
  ok(await stack.memory<SearchAnswer>('/api/v1/memory/search', { user_id: userId, query, max_results: maxResults }, model), 'search').memories.map((m) => m.id);
/** The same memories in pure similarity order (no lexical side, no reranking): the dense-only reference. */
const DENSE_ONLY_MODEL = 'tablet-1-mini';

// ------------------------------------------------------------------ LoCoMo

const allTurns = readJsonl<LocomoTurn>('locomo/locomo10.turns.jsonl');
const allQuestions = readJsonl<LocomoQuestion>('locomo/locomo10.questions.jsonl');
// Quick: the first three sessions of the shortest conversation, with the questions they answer.
const chosenConversations = settings.conversations ? new Set([...new Set(allTurns.map((t) => t.conv_id))].slice(0, settings.conversations)) : undefined;
const turns = quick
  ? allTurns.filter((t) => t.conv_id === 'conv-30' && t.session <= 3)
  : allTurns.filter((t) => !chosenConversations || chosenConversations.has(t.conv_id));
const turnIds = new Set(turns.map((t) => `${t.conv_id}/${t.dia_id}`));
const questions = allQuestions.filter((q) => q.evidence.length && q.evidence.every((e) => turnIds.has(`${q.conv_id}/${e}`)));
// `--only=locomo`, `--only=sts` or `--only=mixed` runs one part (the others print n/a).
const only = settings.only;
const runLocomo = !only || only === 'locomo';
const runSts = !only || only === 'sts';
const runMixed = !only || only === 'mixed';
const hasRecall = stack.has('POST', '/api/v1/memory/recall');
const hasSpeakers = stack.has('POST', '/api/v1/memory/speakers');
const conversations = runLocomo ? [...new Set(turns.map((t) => t.conv_id))] : [];

const locomoScores: Array<QuestionScore & { qid: string }> = [];
const storeTimes: number[] = [];
const searchTimes: number[] = [];
const recallTokens: number[] = [];
for (const conv of runLocomo ? conversations : []) {
  const userId = `locomo-${conv}`;
  const convTurns = turns.filter((t) => t.conv_id === conv);
  log(`LoCoMo ${conv}: storing ${convTurns.length} turns`);
  // Speaker tags need registered speakers; where registration exists each conversation's speakers
  // are registered and every turn is tagged (the name stays in the text either way).
  ok(await stack.memory('/api/v1/memory/collection', { user_id: userId }), 'collection');
  if (hasSpeakers) {
    for (const name of new Set(convTurns.map((t) => t.speaker))) ok(await stack.memory('/api/v1/memory/speakers', { user_id: userId, name }), 'speakers');
  }
  const held = await fill(
    stack,
    userId,
    convTurns.map((t) => ({
      key: t.dia_id,
      content: turnContent(t),
      metadata: { event_date: parseSessionDate(t.session_date_time).toISOString(), ...(hasSpeakers ? { speaker: t.speaker } : {}) },
    })),
    storeTimes,
    1,
  );
  const convQuestions = questions.filter((q) => q.conv_id === conv);
  log(`LoCoMo ${conv}: ${convQuestions.length} questions`);
  await pMap(
    convQuestions,
    async (q) => {
      const [ms, ids] = await timed(() => search(userId, q.question, 10));
      searchTimes.push(ms);
      const score: QuestionScore & { qid: string } = {
        qid: q.qid,
        category: q.category,
        top5: evidenceShare(q.evidence, foundIds(ids, held, 5))!,
        top10: evidenceShare(q.evidence, foundIds(ids, held, 10))!,
      };
      if (hasRecall) {
        const slice = ok(await stack.memory<Record<string, unknown>>('/api/v1/memory/recall', { user_id: userId, query: q.question }), 'recall');
        score.slice = evidenceShare(q.evidence, foundIds(sliceIds(slice), held))!;
        // The size the service reports for the slice; counted here with the same tokenizer otherwise.
        const reported = (slice.usage as { output_tokens?: number } | undefined)?.output_tokens;
        recallTokens.push(typeof reported === 'number' ? reported : await stack.embedder.countTokens(sliceText(slice)));
      }
      locomoScores.push(score);
    },
    // One client, as the peer runs: the latencies are comparable.
    { concurrency: 1 },
  );
}

/** Every memory id anywhere in a recall slice (long-term matches and their context). */
function sliceIds(slice: unknown): string[] {
  const ids: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.id === 'string' && typeof o.content === 'string') ids.push(o.id);
      for (const k of ['memory_id', 'memoryId', 'neighbour_of']) if (typeof o[k] === 'string') ids.push(o[k] as string);
      Object.values(o).forEach(walk);
    }
  };
  walk(slice);
  return ids;
}

/** The text a recall slice hands to a model: every `content` and message string in it. */
function sliceText(slice: unknown): string {
  const parts: string[] = [];
  const walk = (v: unknown, key = '') => {
    if (typeof v === 'string' && /content|msg|text/.test(key)) parts.push(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => walk(x, k));
  };
  walk(slice);
  return parts.join('\n');
}

const locomo = scoreByCategory(locomoScores);

// ------------------------------------------------------------------ the same LoCoMo workload on a peer

// Run alone (nothing else of ours runs meanwhile), so its latencies compare with ours above.
const peerRun = !settings.peer || !runLocomo
  ? Promise.resolve({ missing: runLocomo ? 'skipped (--no-peer)' : 'LoCoMo not run (--only)' })
  : runMem0(
      {
        topK: 10,
        conversations: conversations.map((conv) => ({
          user_id: `locomo-${conv}`,
          turns: turns.filter((t) => t.conv_id === conv).map((t) => ({ key: t.dia_id, content: turnContent(t) })),
          questions: questions.filter((q) => q.conv_id === conv).map((q) => ({ qid: q.qid, question: q.question })),
        })),
      },
      stack.config.embedding,
      settings.peerPython,
    );
const peer = await peerRun;

// ------------------------------------------------------------------ multilingual parity (stsb-multi-mt)

const LANGS = ['en', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'zh'] as const;
const sts = Object.fromEntries(
  LANGS.map((lang) => {
    const rows = parse(readFileSync(path.join(settings.evalDataDir, `stsb-multi-mt/stsb-${lang}-test.csv`)), { relax_column_count: true }) as string[][];
    return [lang, rows.map(([sentence1, sentence2, score]) => ({ sentence1: sentence1!, sentence2: sentence2!, score: Number(score) })) as StsRow[]];
  }),
) as Record<(typeof LANGS)[number], StsRow[]>;
const pairs = runSts ? similarPairs(sts.en, 4).slice(0, quick ? 30 : undefined) : [];

// Each language's sentence2 side in its own store; memory id -> the rows it holds.
const rowMemory: Record<string, Map<string, string>> = {};
await pMap(
  runSts ? LANGS : [],
  async (lang) => {
    log(`STS ${lang}: storing ${pairs.length} sentences`);
    const held = await fill(stack, `sts-${lang}`, pairs.map((i) => ({ key: String(i), content: sts[lang][i]!.sentence2 })));
    rowMemory[lang] = new Map([...held].flatMap(([id, rows]) => rows.map((r) => [r, id] as [string, string])));
  },
  { concurrency: 1 },
);

/** recall@1 and @5 of sentence1 queries in `queryLang` against the store of `memoryLang`. */
async function parity(queryLang: (typeof LANGS)[number], memoryLang: (typeof LANGS)[number], model?: string) {
  const ranks = await pMap(
    pairs,
    async (i) => rankOf(new Set([rowMemory[memoryLang]!.get(String(i))!]), await search(`sts-${memoryLang}`, sts[queryLang][i]!.sentence1, 5, model)),
    { concurrency: 2 },
  );
  return { recallAt1: recallAtK(ranks, 1), recallAt5: recallAtK(ranks, 5) };
}

type StsRecall = { recallAt1: number; recallAt5: number };
type StsLanguage = { lang: string; mono: StsRecall; toEnglish?: StsRecall; fromEnglish?: StsRecall };
/** Every language alone and both directions against English, searched as `model` does. */
async function stsParity(model?: string): Promise<StsLanguage[]> {
  const rows: StsLanguage[] = [];
  for (const lang of runSts ? LANGS : []) {
    log(`STS ${lang}: querying${model ? ` (${model})` : ''}`);
    const mono = await parity(lang, lang, model);
    rows.push({
      lang,
      mono,
      ...(lang === 'en' ? {} : { toEnglish: await parity(lang, 'en', model), fromEnglish: await parity('en', lang, model) }),
    });
  }
  return rows;
}
/** The worst language and the worst cross-lingual direction, as fractions of English recall@5. */
function worstOf(rows: StsLanguage[]) {
  const english = rows.find((r) => r.lang === 'en')?.mono.recallAt5 ?? NaN;
  const others = rows.filter((r) => r.lang !== 'en');
  return {
    english,
    mono: worstFraction(others.map((r) => ({ name: r.lang, recallAt5: r.mono.recallAt5 })), english),
    cross: worstFraction(
      others.flatMap((r) => [
        { name: `${r.lang} -> en`, recallAt5: r.toEnglish!.recallAt5 },
        { name: `en -> ${r.lang}`, recallAt5: r.fromEnglish!.recallAt5 },
      ]),
      english,
    ),
  };
}
const stsRows = await stsParity();
const { english, mono: worstMono, cross: worstCross } = worstOf(stsRows);
// The same questions in pure similarity order: where English itself rises with the lexical side,
// the ratios above are measured against a higher bar.
const denseSts = runSts && !quick ? worstOf(await stsParity(DENSE_ONLY_MODEL)) : undefined;

// ------------------------------------------------------------------ mixed-language stores

// Facts in ten languages in each store, each asked in another language (bench/mixed-language.ts),
// on the pairs scored >= 4 (the mixed-language ranking was tuned on those scored 3-4,
// bench/mixed-study.ts). Each question ranked by the service's default and by dense only.
const mixedRanks: MixedRank[] = [];
for (const store of runMixed ? mixedStores(readStsLanguages(settings.evalDataDir), 'check', undefined, quick ? 60 : undefined) : []) {
  log(`mixed ${store.name}: storing ${store.facts.length} facts`);
  const held = await fill(stack, store.name, store.facts);
  const memoryOf = new Map([...held].flatMap(([id, keys]) => keys.map((k) => [k, id] as [string, string])));
  log(`mixed ${store.name}: ${store.questions.length} questions`);
  await pMap(
    store.questions,
    async (q) => {
      // Its own fact, or one saying the same thing (`nearDuplicates`).
      const expected = new Set(q.answers.map((k) => memoryOf.get(k)!));
      mixedRanks.push({
        lang: q.lang,
        hybrid: rankOf(expected, await search(store.name, q.query, 5)),
        dense: rankOf(expected, await search(store.name, q.query, 5, DENSE_ONLY_MODEL)),
      });
    },
    { concurrency: 2 },
  );
}
const mixed = mixedRecall(mixedRanks);
const mixedBelowDense = languagesBelowDense(mixed);

// ------------------------------------------------------------------ ablation

// Each signal of the ranking off in turn, on the same LoCoMo turns and questions, ranked offline by
// the service's own retrieval code (bench/retrieval-study.ts) with exact cosine in place of Milvus.
const study = runLocomo && !quick ? await locomoStudy(settings, stack.embedder, { ablation: true }) : undefined;

const peerLocomo =
  'missing' in peer
    ? undefined
    : scoreByCategory(
        questions.map((q) => {
          const keys = peer.questions[q.qid] ?? [];
          return { category: q.category, top5: evidenceShare(q.evidence, keys.slice(0, 5))!, top10: evidenceShare(q.evidence, keys.slice(0, 10))! };
        }),
      );

// ------------------------------------------------------------------ report

const searchLatency = summarize(searchTimes);
const f3 = (n?: number) => fmt(n, 3);
const out: string[] = [];
out.push(`## Retrieval quality (${quick ? 'quick' : 'full'} run, model ${settings.model ?? 'tablet-1'}, ${new Date().toISOString()})`);
out.push('');
out.push(
  `### LoCoMo: evidence turns found (${conversations.length} conversation${conversations.length === 1 ? '' : 's'}, ${runLocomo ? turns.length : 0} turns as memories, ${locomoScores.length} questions)`,
);
out.push('');
out.push(
  markdownTable(
    ['category', 'questions', 'evidence in top 5', 'evidence in top 10', 'evidence in recall slice'],
    [...locomo.categories, locomo.overall, locomo.adversarial].map((c) => [
      c.category === '1-4' ? '**1-4 (overall)**' : c.category === '5' ? '5 (adversarial, apart)' : c.category,
      c.questions,
      f3(c.top5),
      f3(c.top10),
      hasRecall ? f3(c.slice) : 'n/a (recall not available)',
    ]),
  ),
);
out.push('');
out.push(
  `Search through REST during the LoCoMo run: p50 ${fmt(searchLatency.p50)} ms, p95 ${fmt(searchLatency.p95)} ms, p99 ${fmt(searchLatency.p99)} ms (n=${searchLatency.n}, one client).` +
    (recallTokens.length ? ` Recall slice size: median ${summarize(recallTokens).p50} tokens, max ${Math.max(...recallTokens)} tokens.` : ''),
);
out.push('');
out.push(`### Side by side with a peer: ${'missing' in peer ? 'mem0' : peer.name}, same LoCoMo turns and questions, same embedding model`);
out.push('');
if ('missing' in peer) {
  out.push(`Peer: n/a (${peer.missing}).`);
} else {
  const theirsSearch = summarize(peer.searchMs);
  const theirsAdd = summarize(peer.addMs);
  const oursAdd = summarize(storeTimes);
  const row = (name: string, ours: number, theirs: number, digits = 3) => [name, fmt(ours, digits), fmt(theirs, digits), fmt(ours / theirs, 2)];
  out.push(
    markdownTable(
      ['figure', 'ours', 'mem0', 'ours / mem0'],
      [
        row('evidence in top 5, categories 1-4', locomo.overall.top5, peerLocomo!.overall.top5),
        row('evidence in top 10, categories 1-4', locomo.overall.top10, peerLocomo!.overall.top10),
        ...locomo.categories.map((c) => row(`evidence in top 10, category ${c.category}`, c.top10, peerLocomo!.categories.find((p) => p.category === c.category)?.top10 ?? NaN)),
        row('evidence in top 10, category 5', locomo.adversarial.top10, peerLocomo!.adversarial.top10),
        row('search p50 ms (ours: REST; mem0: library call; one client each)', searchLatency.p50, theirsSearch.p50, 1),
        row('search p95 ms', searchLatency.p95, theirsSearch.p95, 1),
        row('write one memory p50 ms (ours: REST store, one turn after another; mem0: add, infer=False)', oursAdd.p50, theirsAdd.p50, 1),
      ],
    ),
  );
}
out.push('');
out.push(`### Multilingual parity: stsb-multi-mt, ${pairs.length} pairs scored >= 4 per language (sentence2 stored, sentence1 asked)`);
out.push('');
out.push(
  markdownTable(
    ['language', 'R@1', 'R@5', 'R@5 / English', `${'query'} -> en R@1`, 'query -> en R@5', 'en -> memories R@1', 'en -> memories R@5'],
    stsRows.map((r) => [
      r.lang,
      f3(r.mono.recallAt1),
      f3(r.mono.recallAt5),
      fmt(r.mono.recallAt5 / english, 3),
      r.toEnglish ? f3(r.toEnglish.recallAt1) : '',
      r.toEnglish ? f3(r.toEnglish.recallAt5) : '',
      r.fromEnglish ? f3(r.fromEnglish.recallAt1) : '',
      r.fromEnglish ? f3(r.fromEnglish.recallAt5) : '',
    ]),
  ),
);
out.push('');
out.push(`Worst language: ${worstMono?.name} at ${fmt(worstMono?.fraction, 3)} of English recall@5; worst cross-lingual direction: ${worstCross?.name} at ${fmt(worstCross?.fraction, 3)}.`);
if (denseSts) {
  out.push(
    `Dense only (\`${DENSE_ONLY_MODEL}\`, similarity order) on the same pairs: English R@5 ${f3(denseSts.english)}; worst language ${denseSts.mono?.name} at ${fmt(denseSts.mono?.fraction, 3)}; worst direction ${denseSts.cross?.name} at ${fmt(denseSts.cross?.fraction, 3)} of English.`,
  );
}
out.push('');
out.push(`### Mixed-language stores: stsb-multi-mt, ${mixedRanks.length} facts scored >= 4 in ten languages, each asked in another language`);
out.push('');
out.push(
  markdownTable(
    ['query language', 'questions', 'R@1', 'R@5', `dense only R@1 (\`${DENSE_ONLY_MODEL}\`)`, 'dense only R@5'],
    [...MIXED_LANGS, 'all'].flatMap((lang) => {
      const r = mixed[lang];
      return r ? [[lang === 'all' ? '**all**' : lang, r.hybrid.questions, f3(r.hybrid.recallAt1), f3(r.hybrid.recallAt5), f3(r.dense.recallAt1), f3(r.dense.recallAt5)]] : [];
    }),
  ),
);
out.push('');
if (study) {
  out.push('### Ablation: each signal off in turn (LoCoMo, all 10 conversations, ranked offline by the service\'s retrieval code)');
  out.push('');
  out.push(studyTable(study.rows));
  out.push('');
}

const targets: Target[] = [
  { name: 'LoCoMo evidence recall@10, categories 1-4', figure: locomo.overall.top10, limit: 0.72, kind: 'min', unit: '' },
  {
    name: 'LoCoMo recall-slice evidence recall, categories 1-4 (median slice <= 1,200 tokens)',
    figure: locomo.overall.slice,
    limit: 0.84,
    kind: 'min',
    unit: '',
    missing: 'recall endpoint not available',
  },
  { name: 'long-term goal: LoCoMo evidence recall@10, categories 1-4', figure: locomo.overall.top10, limit: 0.8, kind: 'min', unit: '' },
  { name: 'long-term goal: LoCoMo recall-slice evidence recall, categories 1-4', figure: locomo.overall.slice, limit: 0.9, kind: 'min', unit: '', missing: 'recall endpoint not available' },
  { name: `worst language recall@5 / English (${worstMono?.name})`, figure: worstMono?.fraction, limit: 0.95, kind: 'min', unit: '' },
  { name: `worst cross-lingual recall@5 / English (${worstCross?.name})`, figure: worstCross?.fraction, limit: 0.95, kind: 'min', unit: '' },
  { name: 'mixed-language stores: recall@1, all query languages', figure: mixed.all?.hybrid.recallAt1, limit: 0.9, kind: 'min', unit: '' },
  {
    name: `mixed-language stores: query languages where recall@1 is below dense only's${mixedBelowDense.length ? ` (${mixedBelowDense.join(', ')})` : ''}`,
    figure: runMixed ? mixedBelowDense.length : undefined,
    limit: 0,
    kind: 'max',
    unit: '',
  },
];
out.push('### Targets');
out.push('');
out.push(targetTable(targets));
out.push('');
out.push(`Ran in ${((performance.now() - started) / 1000).toFixed(0)} s on this machine. Figures also in bench-results/eval.json; charts in bench-results/eval-*.svg.`);
console.log(out.join('\n'));

writeJson(settings.resultsDir, 'eval.json', {
  quick,
  model: settings.model ?? 'tablet-1',
  at: new Date().toISOString(),
  locomo: { conversations, turns: turns.length, questions: locomoScores.length, ...locomo, searchLatency, storeLatency: summarize(storeTimes), recallTokens: recallTokens.length ? summarize(recallTokens) : null },
  peer: 'missing' in peer ? peer : { name: peer.name, locomo: peerLocomo, searchLatency: summarize(peer.searchMs), addLatency: summarize(peer.addMs) },
  stsb: { pairs: pairs.length, languages: stsRows, worstLanguage: worstMono, worstCrossLingual: worstCross, denseOnly: denseSts ?? null },
  mixed: runMixed ? { split: 'scored >= 4', questions: mixedRanks.length, byQueryLanguage: mixed, belowDense: mixedBelowDense } : null,
  ablation: study?.rows ?? null,
  targets,
});
await writeChart(settings.resultsDir, 'eval-languages.svg', {
  title: 'stsb-multi-mt: recall@5 per language',
  width: 420,
  height: 220,
  data: {
    values: stsRows.flatMap((r) => [
      { lang: r.lang, direction: 'same language', recall: r.mono.recallAt5 },
      ...(r.toEnglish ? [{ lang: r.lang, direction: 'query -> English memories', recall: r.toEnglish.recallAt5 }] : []),
      ...(r.fromEnglish ? [{ lang: r.lang, direction: 'English query -> memories', recall: r.fromEnglish.recallAt5 }] : []),
    ]),
  },
  mark: 'bar',
  encoding: {
    x: { field: 'lang', type: 'nominal', title: 'language' },
    xOffset: { field: 'direction' },
    y: { field: 'recall', type: 'quantitative', scale: { domain: [0, 1] }, title: 'recall@5' },
    color: { field: 'direction', type: 'nominal' },
  },
});
await writeChart(settings.resultsDir, 'eval-locomo.svg', {
  title: 'LoCoMo: evidence recall per category',
  width: 360,
  height: 220,
  data: {
    values: [...locomo.categories, locomo.adversarial].flatMap((c) => [
      { category: c.category, measure: 'top 5', recall: c.top5 },
      { category: c.category, measure: 'top 10', recall: c.top10 },
      ...(c.slice !== undefined ? [{ category: c.category, measure: 'recall slice', recall: c.slice }] : []),
    ]),
  },
  mark: 'bar',
  encoding: {
    x: { field: 'category', type: 'nominal' },
    xOffset: { field: 'measure' },
    y: { field: 'recall', type: 'quantitative', scale: { domain: [0, 1] } },
    color: { field: 'measure', type: 'nominal' },
  },
});
await stack.close();
process.exit(0);
