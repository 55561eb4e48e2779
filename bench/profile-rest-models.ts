import { print } from 'graphql';
import { SearchMemoriesDocument } from '../rest-adapter/src/generated/operations.js';
import { queryText } from './corpus.js';
import { startStack } from './harness.js';
import { seedCorpusStore } from './seed.js';
import { numberOption, readBenchSettings } from './settings.js';
import { percentileTable, rotatedRounds } from './stats.js';

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
const calls: Record<string, (i: number) => () => Promise<unknown>> = {
  'REST, no model header (tablet-1)': (i) => () => stack.memory('/api/v1/memory/search', body(i), ''),
  'REST, tablet-1': (i) => () => stack.memory('/api/v1/memory/search', body(i), 'tablet-1'),
  'REST, tablet-1-mini': (i) => () => stack.memory('/api/v1/memory/search', body(i), 'tablet-1-mini'),
  'GraphQL, tablet-1': (i) => () => stack.graphql(search, { input: { userId, query: queryText(i) } }),
  'in process, tablet-1': (i) => () => domain.search(stack.principal, 'tablet-1', { userId, query: queryText(i) }),
  'in process, tablet-1-mini': (i) => () => domain.search(stack.principal, 'tablet-1-mini', { userId, query: queryText(i) }),
};
console.log(`\nsearch at ${size} memories, ${rounds} rounds\n\n${percentileTable('call', await rotatedRounds(calls, rounds, warmup), 1)}`);
await stack.close();
process.exit(0);
