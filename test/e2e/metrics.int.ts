import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-adapter/src/routes/index.js';
import { parsePrometheusText, seriesWith, type Family } from '../testkit/prometheus.js';
import { eventually, startTestService, suffix, type TestService } from '../testkit/service.js';

// `/metrics` on the edge of the whole service (both subgraphs and both workers in process, the real
// Postgres, Redis, Milvus and embedding model) after a few requests of each kind: the families and
// their labels, never timings.
let t: TestService;
let receiver: http.Server;
let receiverUrl: string;
/** What the webhook receiver answers next (then 200). */
const answers: number[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(answers.shift() ?? 200).end());
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  // Short texts are indexed before the write answers, longer ones by a job (background embedding).
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', SYNC_INDEX_MAX_CHARS: '60' });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

const ALL = ['memory:read', 'memory:write', 'marketplace:read', 'subscriptions:read', 'subscriptions:write', 'webhooks:read', 'webhooks:write'];

async function call(method: string, path: string, opts: { key?: string; bearer?: string; body?: unknown } = {}) {
  const res = await fetch(t.baseUrl + path, {
    method,
    headers: {
      ...(opts.key ? { 'x-api-key': opts.key } : {}),
      ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

async function scrape(): Promise<{ text: string; families: Map<string, Family>; headers: Headers }> {
  const res = await fetch(`${t.baseUrl}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, families: parsePrometheusText(text), headers: res.headers };
}

const has = (families: Map<string, Family>, name: string, labels: Record<string, string>) => seriesWith(families, name, labels).length > 0;

describe('GET /metrics on the edge', () => {
  it('answers every family with bounded labels after requests of each kind, and nothing a tenant sent', async () => {
    const { accountId, apiKey } = await t.createAccount(ALL);
    const store = `metrics-store-${suffix()}`;
    const secretText = `the combination is ${suffix()} and the dog is called Bruno`;
    expect((await call('POST', '/api/v1/memory/collection', { key: apiKey, body: { user_id: store } })).status).toBe(200);
    expect((await call('POST', '/api/v1/memory/store', { key: apiKey, body: { user_id: store, content: 'Bruno likes the beach' } })).status).toBe(200);
    const deferred = await call('POST', '/api/v1/memory/store', { key: apiKey, body: { user_id: store, content: `${secretText}; ${'more words '.repeat(10)}` } });
    expect(deferred.body.status).toBe('stored (async)');
    expect((await call('POST', '/api/v1/memory/search', { key: apiKey, body: { user_id: store, query: 'what is the dog called?' } })).status).toBe(200);
    // A client's GraphQL document, named as the client likes.
    const gql = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query customer_${accountId.replaceAll('-', '_')} { viewer { apiKeys { prefix } } }` }),
    });
    expect(gql.status).toBe(200);
    expect((await call('GET', `/no/such/route/${accountId}`)).status).toBe(404);
    // Two webhook deliveries: the receiver refuses the first (retried), takes the second (delivered).
    answers.push(500);
    expect((await call('POST', '/v1/webhooks', { bearer: apiKey, body: { url: receiverUrl, events: ['subscription.created', 'subscription.updated'] } })).status).toBe(201);
    const sub = await call('POST', '/v1/subscriptions', { bearer: apiKey, body: { api_id: 'memory-api', plan_id: 'memory-api-free' } });
    expect(sub.status).toBe(201);
    expect((await call('POST', `/v1/subscriptions/${String(sub.body.id)}`, { bearer: apiKey, body: { plan_id: 'memory-api-pro' } })).status).toBe(200);

    // Jobs (the deferred indexing, the deliveries) finish in the background.
    const { text, families, headers } = await eventually(async () => {
      const s = await scrape();
      const done =
        has(s.families, 'bullmq_job_duration_seconds', { queue: 'memory', job: 'memory.index', outcome: 'completed' }) &&
        has(s.families, 'webhook_deliveries_total', { outcome: 'delivered' }) &&
        has(s.families, 'webhook_deliveries_total', { outcome: 'retried' }) &&
        // The refused delivery's next attempt waits a minute in the queue.
        seriesWith(s.families, 'bullmq_queue_jobs', { queue: 'webhooks', state: 'delayed' }).some((q) => q.value >= 1);
      return done ? s : undefined;
    }, 60_000);

    // Prometheus text; scrapes take nothing from the anonymous budget (the headers only show it).
    expect(headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    expect((await scrape()).headers.get('x-ratelimit-remaining')).toBe(String(remaining));

    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
    for (const labels of [
      { method: 'POST', route: '/api/v1/memory/search', status_code: '200' },
      { method: 'POST', route: '/api/v1/memory/store', status_code: '200' },
      { method: 'POST', route: '/graphql', status_code: '200' },
      { method: 'POST', route: '/v1/subscriptions/:subscription_id', status_code: '200' },
      { method: 'GET', route: 'unmatched', status_code: '404' },
    ]) {
      expect(has(families, 'http_request_duration_seconds', labels), JSON.stringify(labels)).toBe(true);
    }

    // REST runs the service's own named operations; a client's document is labelled by its root field.
    const searchOperation = routes.find((r) => r.path === '/api/v1/memory/search')!.operation.definitions[0] as { name: { value: string } };
    expect(has(families, 'graphql_operation_duration_seconds', { operation_name: searchOperation.name.value, operation_type: 'query' })).toBe(true);
    expect(has(families, 'graphql_operation_duration_seconds', { operation_name: 'viewer', operation_type: 'query' })).toBe(true);
    expect(has(families, 'graphql_subgraph_fetch_duration_seconds', { subgraph: 'memory', outcome: 'ok' })).toBe(true);
    expect(has(families, 'graphql_subgraph_fetch_duration_seconds', { subgraph: 'marketplace', outcome: 'ok' })).toBe(true);

    for (const queue of ['memory', 'metering', 'webhooks']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(has(families, 'bullmq_queue_jobs', { queue, state }), `${queue} ${state}`).toBe(true);
      }
    }
    expect(has(families, 'bullmq_job_duration_seconds', { queue: 'webhooks', job: 'webhook.deliver', outcome: 'completed' })).toBe(true);

    expect(has(families, 'embedding_batch_duration_seconds', { mode: 'interactive', outcome: 'ok' })).toBe(true);
    expect(has(families, 'embedding_batch_duration_seconds', { mode: 'background', outcome: 'ok' })).toBe(true);
    for (const operation of ['search', 'upsert', 'has_collection']) {
      expect(has(families, 'milvus_request_duration_seconds', { operation, outcome: 'ok' }), operation).toBe(true);
    }
    expect(families.get('webhook_deliveries_total')?.type).toBe('counter');

    // Node's process metrics.
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(families.has(name), name).toBe(true);
    }

    // The memory queue's backlog by account: the only families labelled with an account id (bounded
    // to the largest backlogs, fair-queue.int.ts checks their values).
    expect(families.get('bullmq_account_jobs')?.type).toBe('gauge');
    expect(families.get('bullmq_account_oldest_wait_seconds')?.type).toBe('gauge');
    const elsewhere = text
      .split('\n')
      .filter((line) => !line.startsWith('bullmq_account_'))
      .join('\n');

    // No other label carries an account, and none a key, a store, a path as sent, a client's operation name or content.
    for (const leak of [accountId, accountId.replaceAll('-', '_')]) expect(elsewhere, leak).not.toContain(leak);
    for (const leak of [apiKey, store, secretText, 'customer_', String(sub.body.id)]) {
      expect(text, leak).not.toContain(leak);
    }
  });
});
