import { RETRIEVAL_WEIGHTS } from '../subgraphs/memory/src/domain/retrieval/weights.js';
import { queryText } from './corpus.js';
import { startStack } from './harness.js';
import { WEIGHTS_BEFORE_MULTI_SESSION, rankingVariants } from './recall-rankings.js';
import { seedCorpusStore } from './seed.js';
import { numberOption, readBenchSettings } from './settings.js';
import { summarize, timed } from './stats.js';

// `npx tsx bench/profile-weights.ts [--size=N] [--rounds=R]`: what each part of today's ranking costs a
// search (in process, store known): the same search ranked with today's weights, with one signal off
// at a time, and with the weights before the multi-session round, in rotating order on a process that
// runs nothing else (every query's vector cached first). The full bench's rows for the round's cost
// run after everything else the bench does in its process; this is the same comparison without that.
const QUERIES = 200;
const settings = readBenchSettings();
const size = numberOption('size', 10000);
const rounds = numberOption('rounds', 400);
const stack = await startStack('bench', settings);
const userId = 'profile-weights';
await seedCorpusStore(stack, settings, userId, size);
const storeRow = await stack.service.prisma.store.findFirstOrThrow({ where: { accountId: stack.principal.accountId, name: userId } });
const rankings = rankingVariants(stack.service.memoryRuntime!.deps);
const variants = Object.entries({
  today: RETRIEVAL_WEIGHTS,
  hubness0: { ...RETRIEVAL_WEIGHTS, hubness: 0 },
  diversity0: { ...RETRIEVAL_WEIGHTS, diversity: 0 },
  session0: { ...RETRIEVAL_WEIGHTS, session: 0 },
  timeCue0: { ...RETRIEVAL_WEIGHTS, timeCue: 0 },
  earlier: WEIGHTS_BEFORE_MULTI_SESSION,
}).map(([name, w]) => [name, rankings.searchRankedBy({ ...w })] as const);
const samples = new Map<string, number[]>(variants.map(([name]) => [name, []]));
// The first QUERIES rounds fill the query-vector cache and are not counted; the order rotates so
// that no variant is always the one that runs first.
for (let i = 0; i < rounds + QUERIES; i++) {
  for (let j = 0; j < variants.length; j++) {
    const [name, search] = variants[(i + j) % variants.length]!;
    const [ms] = await timed(() => search(storeRow, userId, queryText(i % QUERIES)));
    if (i >= QUERIES) samples.get(name)!.push(ms);
  }
}
for (const [name, xs] of samples) {
  const s = summarize(xs);
  console.log(`${name.padEnd(12)} p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)}`);
}
await stack.close();
process.exit(0);
