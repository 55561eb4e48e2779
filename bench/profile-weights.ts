import { HybridRetrieval } from '../subgraphs/memory/src/domain/retrieval/hybrid-retrieval.js';
import { DenseCandidates } from '../subgraphs/memory/src/domain/retrieval/candidates.js';
import { ExactVectors } from '../subgraphs/memory/src/domain/retrieval/exact-vectors.js';
import { LexicalIndexes } from '../subgraphs/memory/src/domain/retrieval/lexical-indexes.js';
import { RETRIEVAL_WEIGHTS } from '../subgraphs/memory/src/domain/retrieval/weights.js';
import { parseSearch } from '../subgraphs/memory/src/domain/requests.js';
import { MemorySearch } from '../subgraphs/memory/src/domain/search.js';
import { Speakers } from '../subgraphs/memory/src/domain/speakers.js';
import { TokenCounter } from '../subgraphs/memory/src/domain/token-counts.js';
import { WEIGHTS_BEFORE_MULTI_SESSION } from './recall-rankings.js';
import { queryText } from './corpus.js';
import { startStack } from './harness.js';
import { seedCorpusStore } from './seed.js';
import { numberOption, readBenchSettings } from './settings.js';
import { timed } from './stats.js';

// `npx tsx bench/profile-weights.ts [--size=N] [--rounds=R]`: what each part of today's ranking costs a
// search (in process, store known): the same search ranked with today's weights, with one signal off
// at a time, and with the weights before the multi-session round, in rotating order on a process that
// runs nothing else (every query's vector cached first). The full bench's rows for the round's cost
// run after everything else the bench does in its process; this is the same comparison without that.
const settings = readBenchSettings();
const size = numberOption('size', 10000);
const stack = await startStack('bench', settings);
const userId = 'profile-weights';
const rounds = numberOption('rounds', 400);
await seedCorpusStore(stack, settings, userId, size);
const deps = stack.service.memoryRuntime!.deps;
const storeRow = await stack.service.prisma.store.findFirstOrThrow({ where: { accountId: stack.principal.accountId, name: userId } });
const records = deps.storage.records;
const tokens = new TokenCounter(deps.embedder, deps.countTokensOnWrite ?? false);
const candidates = new DenseCandidates(deps.vectors, records, new ExactVectors(deps.storage.reads, deps.embedder.dimensions, deps.embedder.modelId, deps.indexing.exactMaxVectors));
const lexical = new LexicalIndexes(deps.storage.reads, records);
const speakers = new Speakers(deps.storage.speakers);
const variants = {
  today: RETRIEVAL_WEIGHTS,
  hubness0: { ...RETRIEVAL_WEIGHTS, hubness: 0 },
  diversity0: { ...RETRIEVAL_WEIGHTS, diversity: 0 },
  session0: { ...RETRIEVAL_WEIGHTS, session: 0 },
  timeCue0: { ...RETRIEVAL_WEIGHTS, timeCue: 0 },
  earlier: WEIGHTS_BEFORE_MULTI_SESSION,
};
const searches = Object.fromEntries(Object.entries(variants).map(([k, w]) => [k, new MemorySearch(deps.embedder, deps.cache, speakers, tokens, candidates, new HybridRetrieval(candidates, records, { ...w }, deps.crossLingual), lexical)]));
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
const entries = Object.entries(searches);
for (let i = 0; i < rounds + 200; i++) {
  for (let j = 0; j < entries.length; j++) {
    const [k, s] = entries[(i + j) % entries.length]!;
    const [ms] = await timed(() => s.search('tablet-1', Promise.resolve(storeRow), parseSearch({ userId, query: queryText(i % 200) })));
    if (i >= 200) samples[k]!.push(ms);
  }
}
const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
for (const [k, xs] of Object.entries(samples)) console.log(`${k.padEnd(12)} p50 ${p(xs, 0.5).toFixed(1)} p95 ${p(xs, 0.95).toFixed(1)}`);
await stack.close();
process.exit(0);
