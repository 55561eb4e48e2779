import { DenseCandidates } from '../subgraphs/memory/src/domain/retrieval/candidates.js';
import { HybridRetrieval } from '../subgraphs/memory/src/domain/retrieval/hybrid-retrieval.js';
import { LexicalIndexes } from '../subgraphs/memory/src/domain/retrieval/lexical-indexes.js';
import { PostgresRecordStore } from '../subgraphs/memory/src/storage/record-store.js';
import { Speakers } from '../subgraphs/memory/src/domain/speakers.js';
import { ConsistencyLevelEnum } from '@zilliz/milvus2-sdk-node';
import { tenantOf } from '../subgraphs/memory/src/domain/memory-fields.js';
import { foreignQueryText, memoryText, queryText } from './corpus.js';
import { startStack } from './harness.js';
import { seedCorpusStore } from './seed.js';
import { numberOption, readBenchSettings } from './settings.js';
import { summarize, timed } from './stats.js';

// `npm run profile:memory [-- --size=N --rounds=R --models=M,... --only=search|foreign|recall|store|reads]`: where the domain's time goes on one search
// (in the store's language and in another), one recall and one write (in process, no edge). Every call the memory manager makes to Postgres, Milvus,
// Redis and the embedder is timed, so a stage's cost and whether stages overlap can be read off: each
// line is the p50 of that call's duration and of its start after the operation began.
const settings = readBenchSettings();
const size = numberOption('size', 1000);
const rounds = numberOption('rounds', 60);
const stack = await startStack('bench', settings);
const userId = 'profile';
const cache = await seedCorpusStore(stack, settings, userId, size);

// How the engine holds the rows: a search visits every segment (each with an index of its own,
// or searched by brute force while it grows).
const vectorStore = stack.service.memoryRuntime!.deps.vectors;
if (vectorStore.indexType === 'HNSW') {
  const info = await vectorStore.client.getQuerySegmentInfo({ collectionName: vectorStore.collection });
  const segments = info.infos ?? [];
  const byState = new Map<string, { segments: number; rows: number; indexed: number }>();
  for (const seg of segments) {
    const state = String(seg.state);
    const entry = byState.get(state) ?? { segments: 0, rows: 0, indexed: 0 };
    entry.segments++;
    entry.rows += Number(seg.num_rows);
    if (seg.index_name || (seg as { indexInfos?: unknown[] }).indexInfos?.length) entry.indexed++;
    byState.set(state, entry);
  }
  console.log(`\nsegments loaded for search: ${segments.length}`);
  for (const [state, e] of byState) console.log(`  ${state}: ${e.segments} segments, ${e.rows} rows, ${e.indexed} with an index`);
}

const domain = stack.service.memory!.memory;
let t0 = 0;
let events: Array<{ name: string; start: number; ms: number }> = [];

/**
 * Times every method of a class (`target` is its prototype) in place, so that every
 * object built from it is timed too: the domain's parts keep the references they were built with.
 */
function timeMethods(target: object, label: string): void {
  const done = new Set<string>();
  for (let proto: object | null = target; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      const desc = Object.getOwnPropertyDescriptor(proto, key);
      if (key === 'constructor' || done.has(key) || !desc || typeof desc.value !== 'function') continue;
      done.add(key);
      const fn = desc.value as (...a: unknown[]) => unknown;
      Object.defineProperty(target, key, {
        ...desc,
        value: function (this: unknown, ...args: unknown[]) {
          const start = performance.now();
          const record = () => events.push({ name: `${label}.${key}`, start: start - t0, ms: performance.now() - start });
          const out = fn.apply(this, args);
          if (out && typeof (out as Promise<unknown>).then === 'function') return (out as Promise<unknown>).finally(record);
          record();
          return out;
        },
      });
    }
  }
}
const runtime = stack.service.memoryRuntime!.deps;
timeMethods(Object.getPrototypeOf(runtime.vectors), 'vectors');
timeMethods(Object.getPrototypeOf(runtime.embedder), 'embedder');
timeMethods(Object.getPrototypeOf(runtime.cache), 'cache');
timeMethods(HybridRetrieval.prototype, 'hybrid');
timeMethods(DenseCandidates.prototype, 'dense');
timeMethods(PostgresRecordStore.prototype, 'records');
timeMethods(LexicalIndexes.prototype, 'lexicalIndexes');
timeMethods(Speakers.prototype, 'speakers');

async function profile(title: string, call: (i: number) => Promise<unknown>) {
  const totals: number[] = [];
  const byName = new Map<string, { ms: number[]; start: number[]; calls: number }>();
  for (let i = 0; i < rounds + 10; i++) {
    events = [];
    t0 = performance.now();
    const [ms] = await timed(() => call(i));
    if (i < 10) continue;
    totals.push(ms);
    const seen = new Map<string, number>();
    for (const e of events) {
      const n = (seen.get(e.name) ?? 0) + 1;
      seen.set(e.name, n);
      const entry = byName.get(e.name) ?? { ms: [], start: [], calls: 0 };
      entry.calls++;
      if (n === 1) entry.start.push(e.start);
      entry.ms.push(e.ms);
      byName.set(e.name, entry);
    }
  }
  console.log(`\n${title}: p50 ${summarize(totals).p50.toFixed(2)} ms, p95 ${summarize(totals).p95.toFixed(2)} ms (${rounds} calls, ${size} memories)`);
  console.log('| call | calls per op | p50 ms each | sum per op (mean) ms | first starts at (p50) ms |\n|---|---|---|---|---|');
  for (const [name, e] of [...byName].sort((a, b) => summarize(a[1].start).p50 - summarize(b[1].start).p50)) {
    const sum = e.ms.reduce((a, b) => a + b, 0) / rounds;
    console.log(`| ${name} | ${(e.calls / rounds).toFixed(1)} | ${summarize(e.ms).p50.toFixed(2)} | ${sum.toFixed(2)} | ${summarize(e.start).p50.toFixed(2)} |`);
  }
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
// `--models=tablet-1-mini` (or a list, `--models=tablet-1,tablet-1-mini`): the same calls through each
// model in turn (tablet-1-mini ranks without the lexical side), over one seeded store.
const models = (process.argv.find((a) => a.startsWith('--models='))?.slice(9) ?? 'tablet-1').split(',');
for (const model of models) {
  const tag = models.length > 1 ? ` (${model})` : '';
  if (!only || only === 'search') await profile(`search${tag}`, (i) => domain.search(stack.principal, model, { userId, query: queryText(i) }));
  if (!only || only === 'foreign') await profile(`search, a question in another language${tag}`, (i) => domain.search(stack.principal, model, { userId, query: foreignQueryText(i) }));
  if (!only || only === 'recall') await profile(`recall${tag}`, (i) => domain.recall(stack.principal, model, { userId, query: queryText(i) }));
  if (!only || only === 'store') await profile(`store${tag}`, (i) => domain.store(stack.principal, model, { userId, content: memoryText(700_000 + i) }));
}

// `--only=reads`: how the engine answers an exact read of 100 named rows of the store (the hybrid
// ranking's similarity of lexical candidates), one way against another, p50 over the rounds.
if (only === 'reads' && vectorStore.indexType === 'HNSW') {
  const { prisma } = stack.service.memoryRuntime!.deps;
  const store = await prisma.store.findFirstOrThrow({ where: { name: userId } });
  const tenant = tenantOf(store);
  const ids = (await prisma.memory.findMany({ where: { storeId: store.id }, select: { id: true }, take: 20_000 })).map((m) => m.id);
  const pick = (i: number) => Array.from({ length: 100 }, (_, j) => ids[(i * 7919 + j * 104_729) % ids.length]!);
  const list = (xs: string[]) => `[${xs.map((x) => JSON.stringify(x)).join(',')}]`;
  const scope = `tenant == ${JSON.stringify(tenant)} and store_id == ${JSON.stringify(store.id)}`;
  const query = (filter: string, outputs: string[]) => (i: number) =>
    vectorStore.client.query({ collection_name: vectorStore.collection, filter: filter.replace('IDS', list(pick(i))), output_fields: outputs, limit: 16_384, consistency_level: ConsistencyLevelEnum.Bounded });
  const vector = Array.from((await cache.passages([queryText(0)]))[0]!);
  const ways: Array<[string, (i: number) => Promise<unknown>]> = [
    ['query: id in [...], scope, vectors', query(`id in IDS and ${scope}`, ['id', 'parent_id', 'kind', 'vector'])],
    ['query: id in [...] alone, vectors', query('id in IDS', ['id', 'parent_id', 'kind', 'tenant', 'store_id', 'vector'])],
    ['query: id in [...] alone, no vectors', query('id in IDS', ['id', 'parent_id', 'kind'])],
    ['query: parent_id in [...], scope, vectors', query(`parent_id in IDS and ${scope}`, ['id', 'parent_id', 'kind', 'vector'])],
    ['search: parent_id in [...], scope, ef 4096', (i) => vectorStore.client.search({ collection_name: vectorStore.collection, anns_field: 'vector', data: vector, limit: 1600, filter: `parent_id in ${list(pick(i))} and ${scope}`, output_fields: ['id', 'parent_id', 'kind'], metric_type: 'COSINE', params: { ef: 4096 }, consistency_level: ConsistencyLevelEnum.Bounded })],
    ['search: scope only, limit 100, ef 100', () => vectorStore.client.search({ collection_name: vectorStore.collection, anns_field: 'vector', data: vector, limit: 100, filter: scope, output_fields: ['id', 'parent_id', 'kind'], metric_type: 'COSINE', params: { ef: 100 }, consistency_level: ConsistencyLevelEnum.Bounded })],
    ['search: no filter, limit 100, ef 100', () => vectorStore.client.search({ collection_name: vectorStore.collection, anns_field: 'vector', data: vector, limit: 100, output_fields: ['id', 'parent_id', 'kind'], metric_type: 'COSINE', params: { ef: 100 }, consistency_level: ConsistencyLevelEnum.Bounded })],
  ];
  console.log(`\nexact reads of 100 named rows among ${size} (p50 / p95 ms, ${rounds} rounds)`);
  for (const [name, call] of ways) {
    const ms: number[] = [];
    for (let i = 0; i < rounds + 5; i++) {
      const [t] = await timed(() => call(i));
      if (i >= 5) ms.push(t);
    }
    const s = summarize(ms);
    console.log(`| ${name} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} |`);
  }
}
await stack.close();
