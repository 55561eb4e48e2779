import { print } from 'graphql';
import { SearchMemoriesDocument } from '../rest-adapter/src/generated/operations.js';
import { queryText } from './corpus.js';
import { startStack } from './harness.js';
import { seedCorpusStore } from './seed.js';
import { numberOption, readBenchSettings } from './settings.js';
import { summarize, timed } from './stats.js';

// `npx tsx bench/profile-rest-models.ts [--size=N --rounds=R]`: one search, six ways, interleaved on a
// fresh service (nothing run before it): REST without a model header, with `tablet-1` and with
// `tablet-1-mini`, GraphQL, and the domain in process with each model. Isolates what the hybrid
// ranking adds through each layer from whatever else a longer bench run has done to the process.
const settings = readBenchSettings();
const size = numberOption('size', 1000);
const rounds = numberOption('rounds', 120);
const warmup = 20;
const stack = await startStack('bench', settings);
const userId = 'rest-models';
await seedCorpusStore(stack, settings, userId, size);
const search = print(SearchMemoriesDocument);
const domain = stack.service.memory!.memory;
const body = (i: number) => ({ user_id: userId, query: queryText(i) });
const calls: Record<string, (i: number) => Promise<unknown>> = {
  'REST, no model header (tablet-1)': (i) => stack.memory('/api/v1/memory/search', body(i), ''),
  'REST, tablet-1': (i) => stack.memory('/api/v1/memory/search', body(i), 'tablet-1'),
  'REST, tablet-1-mini': (i) => stack.memory('/api/v1/memory/search', body(i), 'tablet-1-mini'),
  'GraphQL, tablet-1': (i) => stack.graphql(search, { input: { userId, query: queryText(i) } }),
  'in process, tablet-1': (i) => domain.search(stack.principal, 'tablet-1', { userId, query: queryText(i) }),
  'in process, tablet-1-mini': (i) => domain.search(stack.principal, 'tablet-1-mini', { userId, query: queryText(i) }),
};
const names = Object.keys(calls);
const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
for (let r = 0; r < rounds + warmup; r++) {
  for (let k = 0; k < names.length; k++) {
    const name = names[(r + k) % names.length]!;
    const [ms] = await timed(() => calls[name]!(r));
    if (r >= warmup) samples[name]!.push(ms);
  }
}
console.log(`\nsearch at ${size} memories, ${rounds} rounds (ms)\n\n| call | p50 | p95 |\n|---|---|---|`);
for (const n of names) {
  const s = summarize(samples[n]!);
  console.log(`| ${n} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} |`);
}
await stack.close();
process.exit(0);
