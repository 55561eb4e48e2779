import { HeaderMap } from '@apollo/server';
import { print } from 'graphql';
import { SearchMemoriesDocument } from '../rest-adapter/src/generated/operations.js';
import { memoryText } from './corpus.js';
import { startStack } from './harness.js';
import { readBenchSettings } from './settings.js';
import { interleaved, percentileTable } from './stats.js';

// `npm run profile:edge`: where the edge's time goes on one search, layer by layer. The same search is
// repeated with the search cache on, so the model and the engine drop out and what remains is the
// edge: HTTP and hooks, the adapter, the gateway's plan and the in-process subgraph. Run it under
// `node --cpu-prof --import tsx bench/profile-edge.ts` for a flame graph of the same loop.
// `--hits=N` (default 10, a search's default `max_results`): the answer carries N memories, as in the bench.
// `--only=rest|hooks|gateway|domain`: one layer alone, so a flame graph shows that layer only.
const hits = Number(process.argv.find((a) => a.startsWith('--hits='))?.slice('--hits='.length) ?? 10);
const stack = await startStack('bench', readBenchSettings());
await stack.memory('/api/v1/memory/collection', { user_id: 'p' });
for (let i = 0; i < hits; i++) await stack.memory('/api/v1/memory/store', { user_id: 'p', content: memoryText(i) });
const domain = stack.service.memory!.memory;
const input = { userId: 'p', query: 'what did my sister do?', cacheControl: { ttl: '1h' as const } };
const context = { requestId: 'profile', principal: stack.principal, model: 'tablet-1' };
const document = print(SearchMemoriesDocument);

const layers: Record<string, () => Promise<unknown>> = {
  'REST search (client to answer)': () => stack.memory('/api/v1/memory/search', { user_id: 'p', query: input.query, cache_control: input.cacheControl }),
  'HTTP and edge hooks only (an unknown route)': () => fetch(`${stack.baseUrl}/api/v1/none`, { headers: { 'x-api-key': stack.key } }).then((r) => r.text()),
  'gateway + subgraph, in process': () =>
    stack.service.edge.apollo.executeOperation(
      { query: document, variables: { input }, http: { method: 'POST', headers: new HeaderMap(), search: '', body: {} } },
      { contextValue: context },
    ),
  'domain call': () => domain.search(stack.principal, 'tablet-1', input),
};
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const keys = { rest: 'REST search (client to answer)', hooks: 'HTTP and edge hooks only (an unknown route)', gateway: 'gateway + subgraph, in process', domain: 'domain call' } as const;
if (only !== undefined && !(only in keys)) throw new Error(`--only must be one of ${Object.keys(keys).join(', ')}`);
const measured = only ? { [keys[only as keyof typeof keys]]: layers[keys[only as keyof typeof keys]]! } : layers;
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 1500);
console.log(percentileTable('layer', await interleaved(measured, rounds), 2));
await stack.close();
