import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { parseConfig, projectRoot } from '../common/src/config.js';
import { startService } from '../gateway/src/service.js';
import { SearchMemoriesDocument } from '../rest-adapter/src/generated/operations.js';
import { createEmbedder } from '../subgraphs/memory/src/embedding/index.js';
import { summarize, timed, type Summary } from './stats.js';

// `npm run bench [-- --quick]`: latency of the running stack on this machine, with warm-up.
// Store one at a time, then search through REST, through GraphQL and by calling the domain directly.
const quick = process.argv.includes('--quick');
const memories = quick ? 200 : 1000;
const searches = quick ? 50 : 200;
const warmup = 20;

// Its own database, Milvus Lite data and queue prefix, unless the environment says otherwise.
const config = parseConfig({
  LOG_LEVEL: 'warn',
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/memory_marketplace_bench',
  MILVUS_LITE_DATA: 'data/milvus-bench',
  MILVUS_LITE_PORT: '19571',
  ...process.env,
  QUEUE_PREFIX: 'bench',
});
const embedder = await createEmbedder(config.embedding);
const service = await startService(config, { worker: true, embedder, sweepIntervalMs: 0 });
await service.edge.app.listen({ host: '127.0.0.1', port: 0 });
const address = service.edge.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const account = await service.accounts.createAccount(`bench-${Date.now()}`);
const { key } = await service.accounts.createKey(account.id);
const principal = (await service.accounts.authenticate(key))!;
const store = `bench-${Date.now()}`;
const headers = { 'content-type': 'application/json', 'x-api-key': key };
const post = (p: string, body: unknown) => fetch(base + p, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json());
await post('/api/v1/memory/collection', { user_id: store });

const topics = ['travel', 'family', 'work', 'health', 'food', 'music', 'sports', 'money', 'home', 'pets'];
const text = (i: number) => `Note ${i}: something about ${topics[i % topics.length]} that happened on day ${i % 365} of the year.`;

// Embedding alone.
const batch = Array.from({ length: 64 }, (_, i) => text(i));
await embedder.embedPassages(batch.slice(0, 8));
const [embedMs] = await timed(() => embedder.embedPassages(batch));
const single: number[] = [];
for (let i = 0; i < 30; i++) single.push((await timed(() => embedder.embedQueries([`query number ${i}`])))[0]);

// Store one at a time.
const storeTimes: number[] = [];
for (let i = 0; i < memories; i++) {
  const [ms, res] = await timed(() => post('/api/v1/memory/store', { user_id: store, content: text(i) }));
  if ((res as { status?: string }).status !== 'stored') throw new Error(`store answered ${JSON.stringify(res)}`);
  if (i >= warmup) storeTimes.push(ms);
}
await new Promise((r) => setTimeout(r, 3000)); // let the debounced flush build the index

const queries = Array.from({ length: searches + warmup }, (_, i) => `what happened with ${topics[i % topics.length]} around day ${i}?`);
async function measure(fn: (q: string) => Promise<unknown>): Promise<Summary> {
  const samples: number[] = [];
  for (const [i, q] of queries.entries()) {
    const [ms] = await timed(() => fn(q));
    if (i >= warmup) samples.push(ms);
  }
  return summarize(samples);
}
const gql = print(SearchMemoriesDocument);
const rest = await measure((q) => post('/api/v1/memory/search', { user_id: store, query: q }));
const graphql = await measure((q) =>
  fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: gql, variables: { input: { userId: store, query: q } } }) }).then((r) => r.json()),
);
const direct = await measure((q) => service.memory!.memory.search(principal, 'tablet-1', { userId: store, query: q }));
const storeSummary = summarize(storeTimes);

const rows: Array<[string, Summary | undefined, string]> = [
  ['store (REST, one at a time)', storeSummary, `${(1000 / storeSummary.mean).toFixed(1)} memories/s`],
  ['search (REST)', rest, `${(1000 / rest.mean).toFixed(1)} req/s`],
  ['search (GraphQL)', graphql, `${(1000 / graphql.mean).toFixed(1)} req/s`],
  ['search (domain, in process)', direct, `${(1000 / direct.mean).toFixed(1)} req/s`],
  ['embed one query', summarize(single), `${(1000 / summarize(single).mean).toFixed(1)} texts/s`],
  ['embed a batch of 64 passages', undefined, `${((64 * 1000) / embedMs).toFixed(1)} texts/s`],
];
const f = (n?: number) => (n === undefined || Number.isNaN(n) ? '' : n.toFixed(1));
console.log(`\n### Memory service, ${memories} memories in one store (${quick ? 'quick' : 'full'} run)\n`);
console.log('| workload | n | p50 ms | p95 ms | p99 ms | throughput |');
console.log('|---|---|---|---|---|---|');
for (const [name, s, tput] of rows) console.log(`| ${name} | ${s?.n ?? ''} | ${f(s?.p50)} | ${f(s?.p95)} | ${f(s?.p99)} | ${tput} |`);
console.log(`\nadapter + gateway overhead at p50: REST ${(rest.p50 - direct.p50).toFixed(1)} ms, GraphQL ${(graphql.p50 - direct.p50).toFixed(1)} ms over the direct call`);

const out = path.join(projectRoot, 'bench-results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'bench.json'), JSON.stringify({ memories, quick, rows: rows.map(([name, s, throughput]) => ({ name, ...s, throughput })) }, null, 2));
await service.close();
await embedder.close();
process.exit(0);
