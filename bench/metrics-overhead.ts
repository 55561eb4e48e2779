import { pathToFileURL } from 'node:url';
import { ApolloServer } from '@apollo/server';
import type { GraphQLDataSource } from '@apollo/gateway';
import { createHttpServer } from '../common/src/http.js';
import { logger } from '../common/src/logger.js';
import { graphqlMetrics } from '../common/src/telemetry/graphql-metrics.js';
import { registerMetrics } from '../common/src/telemetry/metrics-endpoint.js';
import { MeasuredDataSource } from '../gateway/src/measured-data-source.js';
import { percentile } from './stats.js';

/**
 * What the metrics plugin costs the edge per request, in CPU time, part by part: the request
 * histogram (two Fastify servers built like the edge, one with the plugin, requests injected without
 * sockets), the operation histogram (two Apollo Servers, one with the plugin) and a subgraph fetch's
 * histogram (a data source with and without the measuring wrapper). Each pair runs in alternating
 * blocks; the figure is the median over blocks of the difference, in microseconds.
 */
export async function metricsOverhead(blocks: number, perBlock: number): Promise<{ httpUs: number; graphqlUs: number; fetchUs: number }> {
  const quiet = logger.child({}, { level: 'silent' });
  const http = async (measured: boolean) => {
    const app = createHttpServer(quiet);
    if (measured) registerMetrics(app);
    app.post('/api/v1/memory/search', async () => ({ ok: true }));
    await app.ready();
    return async () => {
      await app.inject({ method: 'POST', url: '/api/v1/memory/search', payload: { user_id: 'u', query: 'q' } });
    };
  };
  const graphql = async (measured: boolean) => {
    const apollo = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hi' } }, plugins: measured ? [graphqlMetrics({ operationNames: new Set(['Hello']) })] : [] });
    await apollo.start();
    return async () => {
      await apollo.executeOperation({ query: 'query Hello { hello }' });
    };
  };
  const plain: GraphQLDataSource = { process: async () => ({ data: { hello: 'hi' } }) };
  const measuredSource = new MeasuredDataSource(plain, 'memory');
  const fetch = (measured: boolean) => async () => {
    await (measured ? measuredSource : plain).process({} as never);
  };

  const pairs = {
    http: { with: await http(true), without: await http(false) },
    graphql: { with: await graphql(true), without: await graphql(false) },
    fetch: { with: fetch(true), without: fetch(false) },
  };
  const cpuPerCall = async (call: () => Promise<void>) => {
    const before = process.cpuUsage();
    for (let i = 0; i < perBlock; i++) await call();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / perBlock;
  };
  const result = { httpUs: 0, graphqlUs: 0, fetchUs: 0 };
  for (const [name, pair] of Object.entries(pairs)) {
    const diffs: number[] = [];
    // The first few blocks warm up the JIT and are not counted.
    for (let b = 0; b < blocks + 3; b++) {
      const order = b % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      const cpu = { with: 0, without: 0 };
      for (const side of order) cpu[side] = await cpuPerCall(pair[side]);
      if (b >= 3) diffs.push(cpu.with - cpu.without);
    }
    result[`${name}Us` as keyof typeof result] = percentile(diffs.sort((a, b) => a - b), 50);
  }
  return result;
}

// `tsx bench/metrics-overhead.ts`: the figures alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick');
  const r = await metricsOverhead(quick ? 10 : 40, quick ? 1000 : 2000);
  console.log(`metrics CPU per request, microseconds (median of block differences):`);
  console.log(`  request histogram (Fastify hook): ${r.httpUs.toFixed(2)}`);
  console.log(`  operation histogram (Apollo plugin): ${r.graphqlUs.toFixed(2)}`);
  console.log(`  subgraph fetch histogram (per fetch): ${r.fetchUs.toFixed(2)}`);
  process.exit(0);
}
