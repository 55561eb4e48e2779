import diagnostics from 'node:diagnostics_channel';
import { queryText } from './corpus.js';
import { ok, startStack } from './harness.js';
import { percentileTable } from './stats.js';
import { seedCorpusStore } from './seed.js';
import { numberOption, readBenchSettings } from './settings.js';

// `npm run profile:edge-split [-- --size=N --rounds=R]`: what the edge adds to real searches (no
// cache), split by stage for each request. Each round sends one REST search and calls the domain
// once in process, as the bench does; the REST request's own domain time is timed inside it, so its
// overhead is that request's latency minus its own domain call (not a difference of two medians).
// Stages: the client's request reaching the server (the bench client's thread, loopback, headers
// parsed), the edge's hooks up to the route handler (auth, budget, limits, body), the handler up to
// the gateway, the gateway and subgraph around the domain call, the answer (mapping, serialising,
// writing), and the answer reaching the client.
const settings = readBenchSettings();
const size = numberOption('size', 1000);
const rounds = numberOption('rounds', 300);
const warmup = 20;
const stack = await startStack('bench', settings);
const userId = 'edge-split';
await seedCorpusStore(stack, settings, userId, size);

/** When each stage of the current request began (performance.now()); the calls are sequential. */
const at = { serverStart: 0, handlerStart: 0, gatewayStart: 0, gatewayMs: 0, domainMs: 0, serverEnd: 0 };
diagnostics.subscribe('http.server.request.start', () => (at.serverStart = performance.now()));
diagnostics.subscribe('http.server.response.finish', () => (at.serverEnd = performance.now()));
diagnostics.tracingChannel('fastify.request.handler').subscribe({
  start: () => (at.handlerStart = performance.now()),
  end: () => undefined,
  asyncStart: () => undefined,
  asyncEnd: () => undefined,
  error: () => undefined,
});
/** Wraps an object's method in place so each call's start and duration are recorded. */
function timeMethod(target: object, key: string, onCall: (start: number, ms: number) => void): void {
  const obj = target as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const fn = obj[key]!.bind(obj);
  obj[key] = async (...a: unknown[]) => {
    const start = performance.now();
    try {
      return await fn(...a);
    } finally {
      onCall(start, performance.now() - start);
    }
  };
}
const domain = stack.service.memory!.memory;
timeMethod(domain, 'search', (_, ms) => (at.domainMs = ms));
timeMethod(stack.service.edge.apollo, 'executeOperation', (start, ms) => ((at.gatewayStart = start), (at.gatewayMs = ms)));

const stages: Record<string, number[]> = {
  'REST search (client to answer)': [],
  'domain call inside it': [],
  'domain call, in process': [],
  '**overhead: REST minus its own domain call**': [],
  'client to server (request parsed)': [],
  'edge hooks, body and parsing, to the handler': [],
  'handler to the gateway': [],
  'gateway and subgraph, minus the domain': [],
  'answer: mapping, serialising, writing': [],
  'server to client': [],
};
const add = (name: string, ms: number) => stages[name]!.push(ms);
for (let i = 0; i < rounds + warmup; i++) {
  const c0 = performance.now();
  ok(await stack.memory('/api/v1/memory/search', { user_id: userId, query: queryText(i) }), 'search');
  const rest = performance.now() - c0;
  const inner = { ...at };
  const d0 = performance.now();
  await domain.search(stack.principal, 'tablet-1', { userId, query: queryText(i + 7) });
  const direct = performance.now() - d0;
  if (i < warmup) continue;
  add('REST search (client to answer)', rest);
  add('domain call inside it', inner.domainMs);
  add('domain call, in process', direct);
  add('**overhead: REST minus its own domain call**', rest - inner.domainMs);
  add('client to server (request parsed)', inner.serverStart - c0);
  add('edge hooks, body and parsing, to the handler', inner.handlerStart - inner.serverStart);
  add('handler to the gateway', inner.gatewayStart - inner.handlerStart);
  add('gateway and subgraph, minus the domain', inner.gatewayMs - inner.domainMs);
  add('answer: mapping, serialising, writing', inner.serverEnd - inner.gatewayStart - inner.gatewayMs);
  add('server to client', c0 + rest - inner.serverEnd);
}
console.log(`\nREST search at ${size} memories, ${rounds} rounds (ms)\n`);
console.log(percentileTable('stage', stages, 2));
await stack.close();
