import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../common/src/errors.js';
import { eventually, suffix } from '../testkit/service.js';
import { startStack } from '../testkit/processes.js';
import { processesTarget, type ProcessesTarget } from '../testkit/target.js';
import { ok, restClient, type Outcome } from '../testkit/transports.js';
import { parsePrometheusText, seriesOf, seriesWith } from '../testkit/prometheus.js';
import { MARKETPLACE_SUITE_ENV, marketplaceSuite } from '../contract/marketplace-suite.js';
import { MEMORY_SUITE_ENV, memorySuite } from '../contract/memory-suite.js';

// The service as it is deployed at scale: the edge, both subgraphs and both workers, each its own
// process started from its entry point, on the run's Postgres, Redis and Milvus server. The contract
// suites run through its edge as they run against the service in one process (test/contract).
let t: ProcessesTarget;
beforeAll(async () => {
  const started = Date.now();
  t = await processesTarget({ ...MEMORY_SUITE_ENV, ...MARKETPLACE_SUITE_ENV });
  console.info(`five processes ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
afterAll(async () => {
  const stopping = Date.now();
  await t?.close();
  console.info(`five processes stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
});

describe('five processes', () => {
  it('each serve their part: the edge and both subgraphs answer /health and /ready, the workers consume their queues', async () => {
    expect([...t.stack.processes.keys()].sort()).toEqual(['edge', 'marketplace', 'marketplace-worker', 'memory', 'memory-worker']);
    const pids = new Set([...t.stack.processes.values()].map((p) => p.child.pid));
    expect(pids.size).toBe(5);
    const { layout } = t.stack;
    for (const [port, service] of [
      [layout.memoryPort, 'memory'],
      [layout.marketplacePort, 'marketplace'],
    ] as const) {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      expect(await res.json()).toMatchObject({ ok: true, service });
      const ready = await fetch(`http://127.0.0.1:${port}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ ok: true, service, parts: { postgres: true, redis: true } });
    }
    // The edge has no database of its own: it reports Redis and the subgraphs it reaches.
    const edge = await fetch(`${t.baseUrl}/ready`);
    expect(edge.status).toBe(200);
    expect(await edge.json()).toMatchObject({ ok: true, parts: { redis: true, memory: true, marketplace: true } });
    // A subgraph answers the edge only.
    const direct = await fetch(`http://127.0.0.1:${layout.memoryPort}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(JSON.stringify(await direct.json())).toMatch(/answer the edge only/);
  });

  it('each answer /metrics with the families of their part; the workers on their metrics ports', async () => {
    const { layout } = t.stack;
    // Work for every part: a search (edge, memory subgraph, embedding, Milvus), a catalogue page
    // (marketplace subgraph) and the metering of both (marketplace worker).
    const { apiKey } = await t.createAccount();
    const memory = restClient(t.baseUrl, apiKey);
    const store = `metrics-${suffix()}`;
    ok(await memory.createStore(store));
    ok(await memory.search({ user_id: store, query: 'anything at all' }));
    expect((await fetch(`${t.baseUrl}/v1/marketplace/apis?limit=1`, { headers: { authorization: `Bearer ${apiKey}` } })).status).toBe(200);
    const scrape = async (port: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      return parsePrometheusText(await res.text());
    };
    const expected: Array<[string, number, string[]]> = [
      ['edge', layout.edgePort, ['http_request_duration_seconds', 'graphql_operation_duration_seconds', 'graphql_subgraph_fetch_duration_seconds']],
      ['memory', layout.memoryPort, ['http_request_duration_seconds', 'graphql_operation_duration_seconds', 'embedding_batch_duration_seconds', 'milvus_request_duration_seconds']],
      ['marketplace', layout.marketplacePort, ['http_request_duration_seconds', 'graphql_operation_duration_seconds']],
      ['memory-worker', layout.memoryWorkerMetricsPort, ['bullmq_queue_jobs', 'milvus_request_duration_seconds']],
      ['marketplace-worker', layout.marketplaceWorkerMetricsPort, ['bullmq_queue_jobs']],
    ];
    for (const [part, port, families] of expected) {
      const got = await eventually(async () => {
        const f = await scrape(port);
        return families.every((name) => seriesOf(f, name).length > 0) ? f : undefined;
      }).catch(() => undefined);
      expect(got, `${part} on ${port}: ${families.join(', ')}`).toBeDefined();
      expect(got!.has('process_cpu_seconds_total'), part).toBe(true);
    }
    // The subgraphs label the planner's fetches by root field, and the edge the route by its pattern.
    expect(seriesWith(await scrape(layout.memoryPort), 'graphql_operation_duration_seconds', { operation_type: 'query' }).length).toBeGreaterThan(0);
    expect(seriesWith(await scrape(layout.edgePort), 'http_request_duration_seconds', { route: '/api/v1/memory/search', status_code: '200' }).length).toBe(1);
    // Each worker reports the depth of the queues it consumes.
    const queues = async (port: number) => new Set(seriesOf(await scrape(port), 'bullmq_queue_jobs').map((s) => s.labels.queue));
    expect([...(await queues(layout.memoryWorkerMetricsPort))]).toEqual(['memory']);
    expect([...(await queues(layout.marketplaceWorkerMetricsPort))].sort()).toEqual(['metering', 'webhooks']);
  });
});

describe('the harness', () => {
  it('fails a start whose process dies, with what the process said', async () => {
    // Too short an internal token: every process stops at start-up with its configuration error.
    await expect(startStack({ INTERNAL_TOKEN: 'short' })).rejects.toThrow(/exited \(code 78[\s\S]*INTERNAL_TOKEN/);
  });
});

memorySuite(() => t, { atScale: false });
marketplaceSuite(() => t);

describe('a crash of the memory subgraph', () => {
  it('loses no acknowledged memory: SIGKILL while writes go on, restart, every acknowledged write is searchable', async () => {
    const { apiKey } = await t.createAccount();
    const c = restClient(t.baseUrl, apiKey);
    const store = `crash-${suffix()}`;
    ok(await c.createStore(store));
    // A client that retries each write until it is acknowledged. A write refused while the subgraph
    // died may still have been committed: its retry then answers `duplicate` of that memory.
    const acked: Array<{ id: string; content: string; status: string }> = [];
    const refused: Outcome[] = [];
    let writing = true;
    const writer = (async () => {
      for (const fact of CRASH_FACTS) {
        if (!writing) break;
        const content = `${fact} (${suffix()})`;
        for (;;) {
          const o = await c.store({ user_id: store, content });
          if (o.ok) {
            acked.push({ id: String(o.data.status === 'duplicate' ? o.data.duplicate_of : o.data.id), content, status: String(o.data.status) });
            break;
          }
          refused.push(o);
          // Paced while the subgraph is down, so that refusals do not spin the machine.
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    })();
    try {
      await eventually(async () => acked.length >= 3);
      await t.stack.kill('memory');
      const ackedBeforeRestart = acked.length;
      // While it is down the edge refuses writes (503, to be retried) instead of acknowledging them.
      await eventually(async () => refused.length >= 1);
      await t.stack.restart('memory');
      await eventually(async () => acked.length >= ackedBeforeRestart + 3, 60_000);
    } finally {
      writing = false;
      await writer;
    }
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r).toMatchObject({ ok: false, code: ErrorCode.Unavailable, status: 503 });
    for (const a of acked) {
      expect(ok(await c.get({ user_id: store, memory_id: a.id }))).toMatchObject({ memory: { id: a.id, content: a.content } });
      // Searchable: at once when it answered `stored`, once its job ran when `stored (async)`.
      await eventually(async () => {
        const r = ok(await c.search({ user_id: store, query: a.content, max_results: 5 })) as { memories: Array<{ id: string }> };
        return r.memories.some((m) => m.id === a.id);
      }, 60_000);
    }
    // One memory per acknowledged write, none lost and none doubled by the retries.
    expect(new Set(acked.map((a) => a.id)).size).toBe(acked.length);
    expect(ok(await c.stats({ user_id: store })).total_memories).toBe(acked.length);
  });
});

/** Facts far apart in meaning (no write is a near-duplicate of another). */
const CRASH_FACTS = [
  'The garden shed roof leaks after heavy rain.',
  'My piano is tuned every spring by Mr. Okafor.',
  'The passport renewal form needs two photos.',
  'Our bicycle chain snapped on the hill to Sintra.',
  'The tax return is due at the end of July.',
  'The dentist moved her practice to Elm Street.',
  'Uncle Ferdinand collects antique pocket watches.',
  'The sourdough starter lives in the fridge door.',
  'Our flight to Reykjavik was delayed by snow.',
  'The electricity meter is read on the first Monday.',
  'I lent my tent to Priya for the festival.',
  'The cat refuses to eat the new salmon food.',
  'The violin case has a broken hinge.',
  'My gym membership renews in September.',
  'The landlord promised to fix the intercom.',
  'We planted three apple trees along the fence.',
];
