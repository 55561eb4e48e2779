import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { startTracing, type Tracing } from '../../common/src/telemetry/tracing.js';
import { childEnv } from '../testkit/env.js';
import { freePort } from '../testkit/processes.js';
import { eventually, startTestService, suffix, testConfig, type TestService } from '../testkit/service.js';

// Tracing on the real stack: one REST search read back from an in-memory exporter, and the edge's
// entry point exporting over OTLP/HTTP to a receiver on loopback.
const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;
let t: TestService;

beforeAll(async () => {
  tracing = await startTracing(testConfig().telemetry.tracing, 'memory-marketplace-test', { exporter });
  // Short texts are indexed before the write answers, longer ones by a job.
  // Every store searched through Milvus (a small store is otherwise searched exactly, in process).
  t = await startTestService({ SYNC_INDEX_MAX_CHARS: '60', EXACT_SEARCH_MAX_VECTORS: '0' });
});
afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
});

const idOf = (s: ReadableSpan) => s.spanContext().spanId;

/** The span's ancestors in its trace, nearest first. */
function ancestors(span: ReadableSpan, trace: ReadableSpan[]): ReadableSpan[] {
  const byId = new Map(trace.map((s) => [idOf(s), s]));
  const out: ReadableSpan[] = [];
  for (let parent = span.parentSpanContext?.spanId; parent; parent = byId.get(parent)?.parentSpanContext?.spanId) {
    const found = byId.get(parent);
    if (!found) throw new Error(`span ${span.name} has a parent (${parent}) outside its trace`);
    out.push(found);
  }
  return out;
}

const rest = (key: string) => (p: string, body: unknown) =>
  fetch(t.baseUrl + p, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('a trace of one REST memory search', () => {
  it('holds the edge, the gateway, the memory subgraph, Postgres and Milvus, each parented in one trace', async () => {
    const { accountId, apiKey } = await t.createAccount();
    const store = `traced-${suffix()}`;
    const call = rest(apiKey);
    expect((await call('/api/v1/memory/collection', { user_id: store })).status).toBe(200);
    expect((await call('/api/v1/memory/store', { user_id: store, content: 'Bruno likes the beach' })).status).toBe(200);
    expect((await call('/api/v1/memory/search', { user_id: store, query: 'who likes the beach?' })).status).toBe(200);

    // The edge's request span ends once the response is sent: read the trace when it is there.
    const edge = await eventually(async () =>
      exporter.getFinishedSpans().find((s) => s.name === 'request' && s.attributes['http.route'] === '/api/v1/memory/search'),
    );
    expect(edge.instrumentationScope.name).toBe('@fastify/otel');
    const traceId = edge.spanContext().traceId;
    // The trace's root: the edge's request span, or the HTTP server span above it where `node:http` is instrumented.
    const root = await eventually(async () => exporter.getFinishedSpans().find((s) => s.spanContext().traceId === traceId && !s.parentSpanContext));
    expect(root.kind).toBe(SpanKind.SERVER);
    const trace = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const named = (name: string) => trace.filter((s) => s.name === name);
    expect(ancestors(edge, trace).every((s) => s === root)).toBe(true);

    const gatewayRequest = named('gateway.request');
    expect(gatewayRequest).toHaveLength(1);
    expect(gatewayRequest[0]!.attributes['graphql.operation.name']).toBe('SearchMemories');
    const memoryFetch = named('gateway.fetch').find((s) => s.attributes.service === 'memory');
    expect(memoryFetch).toBeDefined();
    const subgraph = named('subgraph memory');
    expect(subgraph).toHaveLength(1);
    const milvus = named('milvus search');
    expect(milvus.length).toBeGreaterThan(0);
    for (const m of milvus) expect(m.attributes).toEqual({ 'db.system.name': 'milvus', 'db.operation.name': 'search' });
    const queries = named('prisma:client:db_query');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries[0]!.attributes['db.system.name']).toBe('postgresql');
    // The hot reads go through the driver and are traced by the service: the hits' records, the
    // lexical index's catch-up, its speaker names in the same read.
    const reads = trace.filter((s) => s.name.startsWith('postgres '));
    expect(reads.map((s) => s.name)).toEqual(expect.arrayContaining(['postgres memories by id', 'postgres terms and speakers changed since']));
    for (const r of reads) expect(r.attributes).toEqual({ 'db.system.name': 'postgresql', 'db.operation.name': 'SELECT', 'db.query.summary': r.name.slice('postgres '.length) });
    expect(named('embedding batch')).toHaveLength(1);

    // Parents: (HTTP server >) edge request > ... > gateway.request > ... > gateway.fetch (memory) > subgraph memory > Postgres, Milvus.
    const chainOf = (s: ReadableSpan) => ancestors(s, trace).map(idOf);
    for (const leaf of [...milvus, ...queries, ...reads]) {
      const chain = chainOf(leaf);
      expect(chain, leaf.name).toContain(idOf(subgraph[0]!));
      expect(chain.indexOf(idOf(subgraph[0]!))).toBeLessThan(chain.indexOf(idOf(memoryFetch!)));
      expect(chain.indexOf(idOf(memoryFetch!))).toBeLessThan(chain.indexOf(idOf(gatewayRequest[0]!)));
      expect(chain.indexOf(idOf(gatewayRequest[0]!))).toBeLessThan(chain.indexOf(idOf(edge)));
      expect(chain.at(-1)).toBe(idOf(root));
    }
    expect(chainOf(subgraph[0]!)[0]).toBe(idOf(memoryFetch!));

    // Spans name operations and statements, not tenants: no account, store, key or text in any attribute.
    const attributes = JSON.stringify(trace.map((s) => s.attributes));
    for (const leak of [accountId, store, apiKey, 'Bruno', 'beach']) expect(attributes, leak).not.toContain(leak);
  });
});

describe('a write indexed by a job', () => {
  it("continues its trace in the job: the queue add and the job run are in the request's trace", async () => {
    const { apiKey } = await t.createAccount();
    const store = `traced-job-${suffix()}`;
    const call = rest(apiKey);
    expect((await call('/api/v1/memory/collection', { user_id: store })).status).toBe(200);
    const earlier = new Set(exporter.getFinishedSpans());
    const res = await call('/api/v1/memory/store', { user_id: store, content: `a longer memory that is indexed later: ${'words '.repeat(20)}` });
    expect(((await res.json()) as { status: string }).status).toBe('stored (async)');

    const edge = await eventually(async () =>
      exporter.getFinishedSpans().find((s) => !earlier.has(s) && s.name === 'request' && s.attributes['http.route'] === '/api/v1/memory/store'),
    );
    const traceId = edge.spanContext().traceId;
    const inTrace = () => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    // The indexing job runs after the response: wait until its upsert has ended. (The write's memory
    // event is a job of the same trace too; the indexing job's run is the one above the upsert.)
    // Spans are exported as they end: the upsert's chain is whole once the job's run has ended too.
    const { upsert, trace, chain, run } = await eventually(async () => {
      const trace = inTrace();
      const upsert = trace.find((s) => s.name === 'milvus upsert');
      if (!upsert) return undefined;
      let chain: ReadableSpan[];
      try {
        chain = ancestors(upsert, trace);
      } catch {
        return undefined;
      }
      const run = chain.find((s) => s.instrumentationScope.name === 'bullmq' && s.kind === SpanKind.CONSUMER);
      return run && chain.some((s) => idOf(s) === idOf(edge)) ? { upsert, trace, chain, run } : undefined;
    });
    expect(upsert.name).toBe('milvus upsert');
    expect(chain.map(idOf)).toContain(idOf(edge));
    const adds = trace.filter((s) => s.instrumentationScope.name === 'bullmq' && s.kind === SpanKind.PRODUCER).map(idOf);
    expect(adds.length).toBeGreaterThan(0);
    expect(ancestors(run!, trace).map(idOf).some((id) => adds.includes(id))).toBe(true);
  });
});

describe('the edge process with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports its spans over OTLP/HTTP (protobuf) with the configured headers, and continues its trace in a remote subgraph', async () => {
    const listen = async (handler: http.RequestListener) => {
      const server = http.createServer(handler);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    };
    const exports: Array<{ path: string; headers: http.IncomingHttpHeaders; body: Buffer }> = [];
    const collector = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        exports.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      });
    });
    // A stand-in for the memory subgraph server: it answers the one fetch and keeps what it was sent.
    const fetched: http.IncomingHttpHeaders[] = [];
    const memory = await listen((req, res) => {
      req.resume();
      req.on('end', () => {
        fetched.push(req.headers);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { models: [{ id: 'tablet-1' }] } }));
      });
    });
    const port = await freePort();
    // The marketplace is remote and unreachable: the edge starts without it, and anonymous requests need it not.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'gateway/src/main.ts')], {
      cwd: projectRoot,
      env: childEnv({
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        QUEUE_PREFIX: `trace-${suffix()}`,
        MEMORY_SUBGRAPH_URL: `${memory.url}/graphql`,
        MARKETPLACE_SUBGRAPH_URL: 'http://127.0.0.1:9/graphql',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20collector-token',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    try {
      await eventually(async () => output.includes('edge is serving'), 60_000);
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ models { id } }' }),
      });
      expect(await res.json()).toEqual({ data: { models: [{ id: 'tablet-1' }] } });
    } finally {
      // A stop exports what the batch still holds.
      child.kill('SIGTERM');
      await exited;
      collector.server.close();
      memory.server.close();
    }
    expect(output).toContain('tracing is on');
    const traces = exports.filter((e) => e.path === '/v1/traces');
    expect(traces.length, output).toBeGreaterThan(0);
    expect(traces[0]!.headers['content-type']).toBe('application/x-protobuf');
    expect(traces[0]!.headers.authorization).toBe('Bearer collector-token');
    // The subgraph was sent the trace's context (W3C traceparent), sampled.
    expect(fetched).toHaveLength(1);
    const traceparent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(fetched[0]!.traceparent));
    expect(traceparent, String(fetched[0]!.traceparent)).not.toBeNull();
    // What the protobuf payload holds: the resource, the instrumentation scopes (node:http and ioredis
    // instrumented as the entry point loads them), the gateway's spans, and that trace's id.
    const payload = Buffer.concat(traces.map((e) => e.body));
    for (const text of ['memory-marketplace-edge', '@opentelemetry/instrumentation-http', '@opentelemetry/instrumentation-ioredis', '@fastify/otel', 'gateway.fetch']) {
      expect(payload.includes(text), text).toBe(true);
    }
    expect(payload.includes(Buffer.from(traceparent![1]!, 'hex'))).toBe(true);
  }, 120_000);
});
