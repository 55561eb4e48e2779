import { memoryText, queryText } from './corpus.js';
import { EmbeddingCache } from './embedding-cache.js';
import { ok, startStack } from './harness.js';
import { seedStore } from './seed.js';
import { readBenchSettings } from './settings.js';
import { summarize, timed } from './stats.js';

// `npm run profile:memory [-- --size=N --rounds=R]`: where the domain's time goes on one search, one
// recall and one write (in process, no edge). Every call the memory manager makes to Postgres, Milvus,
// Redis and the embedder is timed, so a stage's cost and whether stages overlap can be read off: each
// line is the p50 of that call's duration and of its start after the operation began.
const settings = readBenchSettings();
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const size = arg('size', 1000);
const rounds = arg('rounds', 60);
const stack = await startStack('bench', settings);
const userId = 'profile';
ok(await stack.memory('/api/v1/memory/collection', { user_id: userId }), 'collection');
const cache = EmbeddingCache.open(settings.cacheDir, stack.config.embedding, stack.embedder);
const corpus = Array.from({ length: size }, (_, i) => memoryText(i));
const vectors = await cache.passages(corpus);
await seedStore(stack, userId, corpus.map((content, i) => ({ content, vector: vectors[i]! })));

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
const deps = (domain as unknown as { deps: Record<string, unknown> }).deps;
let t0 = 0;
let events: Array<{ name: string; start: number; ms: number }> = [];

/** Wraps every function of `target` (and of its model delegates, for Prisma) in a timer. */
function timedProxy<T extends object>(target: T, label: string, depth = 0): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      const value = Reflect.get(obj, key, receiver);
      if (typeof key !== 'string') return value;
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          const start = performance.now();
          const out = (value as (...a: unknown[]) => unknown).apply(obj, args);
          if (out && typeof (out as Promise<unknown>).then === 'function') {
            return (out as Promise<unknown>).then((v) => {
              events.push({ name: `${label}.${key}`, start: start - t0, ms: performance.now() - start });
              return v;
            });
          }
          events.push({ name: `${label}.${key}`, start: start - t0, ms: performance.now() - start });
          return out;
        };
      }
      if (depth === 0 && value && typeof value === 'object' && !key.startsWith('_')) return timedProxy(value, `${label}.${key}`, 1);
      return value;
    },
  });
}
for (const name of ['prisma', 'vectors', 'embedder', 'cache']) deps[name] = timedProxy(deps[name] as object, name);

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
if (!only || only === 'search') await profile('search', (i) => domain.search(stack.principal, 'tablet-1', { userId, query: queryText(i) }));
if (!only || only === 'recall') await profile('recall', (i) => domain.recall(stack.principal, 'tablet-1', { userId, query: queryText(i) }));
if (!only || only === 'store') await profile('store', (i) => domain.store(stack.principal, 'tablet-1', { userId, content: memoryText(700_000 + i) }));
await stack.close();
