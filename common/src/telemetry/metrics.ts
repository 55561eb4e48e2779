import { performance } from 'node:perf_hooks';
import client from 'prom-client';
import { topAccounts } from '../fair-share.js';
import type { AccountBacklog } from '../fair-queue-counts.js';
import { withTimeout, type JobQueue } from '../jobs.js';
import { logger } from '../logger.js';
import { channels, type EmbeddingBatch, type JobRun, type MilvusCall, type WebhookDelivery } from './channels.js';

/**
 * The process's Prometheus metrics: one registry per process, served at `/metrics` by whichever
 * server the process runs (metrics-endpoint.ts). Labels are drawn from fixed sets (route patterns,
 * operation names of our own documents or schema fields, subgraph, queue and job names, outcomes):
 * never a key, a store, a path as sent or anything a client wrote. The one exception is the account
 * id (an opaque UUID) of the few accounts with the largest backlogs on a fair queue, the rest summed
 * as `other` (watchAccountBacklog): at most ACCOUNT_SERIES + 1 series per queue.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

/** From 1 ms to 10 s: requests, GraphQL operations, subgraph fetches, Milvus calls, embedding batches. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** From 10 ms to 10 min: jobs (a bulk import runs for minutes). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (unmatched: no route) and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

export const graphqlOperationDuration = new client.Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operations by operation name (ours, or the root field of a client document) and type.',
  labelNames: ['operation_name', 'operation_type'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

export const subgraphFetchDuration = new client.Histogram({
  name: 'graphql_subgraph_fetch_duration_seconds',
  help: 'Fetches of the gateway from a subgraph (in process or over HTTP), by subgraph and outcome.',
  labelNames: ['subgraph', 'outcome'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

const embeddingBatchDuration = new client.Histogram({
  name: 'embedding_batch_duration_seconds',
  help: 'Embedding inference batches, interactive (store, search, recall) or background (imports, deferred indexing), waiting for a thread included.',
  labelNames: ['mode', 'outcome'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

const milvusRequestDuration = new client.Histogram({
  name: 'milvus_request_duration_seconds',
  help: 'Calls to Milvus by operation and outcome.',
  labelNames: ['operation', 'outcome'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

const jobDuration = new client.Histogram({
  name: 'bullmq_job_duration_seconds',
  help: 'Job runs by queue, job name and outcome (failed: the run threw; it may be retried).',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: JOB_BUCKETS,
  registers: [registry],
});

const webhookDeliveries = new client.Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook delivery attempts by outcome: delivered, failed (no attempt left), retried (another attempt is scheduled).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** The queues whose depth this process reports, and where to ask. */
const watched = new Map<JobQueue, Set<string>>();
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const COUNTS_TIMEOUT_MS = 1000;
/** Scrapes within this long of the last one reuse its counts: a flood of scrapes is one Redis round trip a second. */
const COUNTS_REUSE_MS = 1000;
let lastCounts: { at: number; counts: Promise<Array<{ queue: string; counts: Record<string, number> }>> } | undefined;

async function queueCounts(): Promise<Array<{ queue: string; counts: Record<string, number> }>> {
  const asks = [...watched].flatMap(([jobs, names]) =>
    [...names].map(async (queue) => {
      try {
        return { queue, counts: await withTimeout(jobs.queue(queue).getJobCounts(...QUEUE_STATES), COUNTS_TIMEOUT_MS) };
      } catch (err) {
        logger.debug({ err, queue }, 'queue depth unavailable');
        return undefined;
      }
    }),
  );
  return (await Promise.all(asks)).filter((a) => a !== undefined);
}

new client.Gauge({
  name: 'bullmq_queue_jobs',
  help: 'Jobs in each queue this process works on, by state (absent while Redis does not answer).',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    const now = performance.now();
    if (!lastCounts || now - lastCounts.at > COUNTS_REUSE_MS) lastCounts = { at: now, counts: queueCounts() };
    const counts = await lastCounts.counts;
    this.reset();
    for (const { queue, counts: byState } of counts) {
      for (const state of QUEUE_STATES) this.set({ queue, state }, byState[state] ?? 0);
    }
  },
});

/** Reports the depth of these queues at every scrape; call the returned function before closing `jobs`. */
export function watchQueueDepth(jobs: JobQueue, queues: string[]): () => void {
  const names = watched.get(jobs) ?? new Set<string>();
  for (const q of queues) names.add(q);
  watched.set(jobs, names);
  lastCounts = undefined;
  return () => {
    watched.delete(jobs);
    lastCounts = undefined;
  };
}

/** Fair queues whose backlog by account this process reports. */
const fairWatched = new Map<JobQueue, Set<string>>();
/** Accounts reported by name on each fair queue; the others are summed as `other`. */
const ACCOUNT_SERIES = 20;
/** Jobs read from the head of each state's list per scrape (the oldest of each account are there). */
const ACCOUNT_SCAN_LIMIT = 5000;
/** Backlogs by account are read at most this often, whatever the scrape rate. */
const ACCOUNT_REUSE_MS = 5000;
type AccountRow = { queue: string; account: string; queued: number; oldestWaitSeconds: number };
let lastAccounts: { at: number; rows: Promise<AccountRow[]> } | undefined;

async function accountBacklogs(): Promise<AccountRow[]> {
  const now = Date.now();
  const asks = [...fairWatched].flatMap(([jobs, names]) =>
    [...names].map(async (queue) => {
      try {
        const fair = jobs.fair(queue);
        const [counts, scan] = await withTimeout(Promise.all([fair.counts(), fair.scan({ limit: ACCOUNT_SCAN_LIMIT })]), COUNTS_TIMEOUT_MS);
        // Backlog from the counts kept per account; the oldest job from the jobs read.
        const merged = new Map<string, AccountBacklog>();
        for (const [account, queued] of counts) merged.set(account, { queued, oldestAt: scan.accounts.get(account)?.oldestAt ?? now });
        for (const [account, b] of scan.accounts) if (!merged.has(account)) merged.set(account, b);
        return topAccounts(merged, ACCOUNT_SERIES, (b) => b.queued, (x, y) => ({ queued: x.queued + y.queued, oldestAt: Math.min(x.oldestAt, y.oldestAt) })).map(
          ([account, b]) => ({ queue, account, queued: b.queued, oldestWaitSeconds: Math.max(0, (now - b.oldestAt) / 1000) }),
        );
      } catch (err) {
        logger.debug({ err, queue }, 'backlog by account unavailable');
        return [];
      }
    }),
  );
  return (await Promise.all(asks)).flat();
}

function accountRows(): Promise<AccountRow[]> {
  const now = performance.now();
  if (!lastAccounts || now - lastAccounts.at > ACCOUNT_REUSE_MS) lastAccounts = { at: now, rows: accountBacklogs() };
  return lastAccounts.rows;
}

new client.Gauge({
  name: 'bullmq_account_jobs',
  help: `Jobs queued or running on a queue shared fairly between accounts, by account: the ${ACCOUNT_SERIES} largest backlogs, the rest as account="other".`,
  labelNames: ['queue', 'account'] as const,
  registers: [registry],
  async collect() {
    const rows = await accountRows();
    this.reset();
    for (const r of rows) this.set({ queue: r.queue, account: r.account }, r.queued);
  },
});

new client.Gauge({
  name: 'bullmq_account_oldest_wait_seconds',
  help: 'How long the oldest job of each account (as in bullmq_account_jobs) has been on the queue, waiting or running.',
  labelNames: ['queue', 'account'] as const,
  registers: [registry],
  async collect() {
    const rows = await accountRows();
    this.reset();
    for (const r of rows) this.set({ queue: r.queue, account: r.account }, r.oldestWaitSeconds);
  },
});

/** Reports these fair queues' backlog by account at every scrape; call the returned function before closing `jobs`. */
export function watchAccountBacklog(jobs: JobQueue, queues: string[]): () => void {
  const names = fairWatched.get(jobs) ?? new Set<string>();
  for (const q of queues) names.add(q);
  fairWatched.set(jobs, names);
  lastAccounts = undefined;
  return () => {
    fairWatched.delete(jobs);
    lastAccounts = undefined;
  };
}

/** Durations of the work the service's code reports on its channels (channels.ts). */
const started = new WeakMap<object, number>();
const seconds = (ctx: object) => (performance.now() - (started.get(ctx) ?? performance.now())) / 1000;
const outcome = (ctx: { error?: unknown; refused?: boolean }) => (ctx.error === undefined && !ctx.refused ? 'ok' : 'error');

channels.milvus.subscribe({
  start: (ctx) => started.set(ctx, performance.now()),
  end: () => {},
  asyncStart: () => {},
  asyncEnd: (ctx: MilvusCall) => milvusRequestDuration.observe({ operation: ctx.operation, outcome: outcome(ctx) }, seconds(ctx)),
  error: () => {},
});

channels.embedding.subscribe({
  start: (ctx) => started.set(ctx, performance.now()),
  end: () => {},
  asyncStart: () => {},
  asyncEnd: (ctx: EmbeddingBatch) => embeddingBatchDuration.observe({ mode: ctx.mode, outcome: outcome(ctx) }, seconds(ctx)),
  error: () => {},
});

channels.job.subscribe({
  start: (ctx) => started.set(ctx, performance.now()),
  end: () => {},
  asyncStart: () => {},
  asyncEnd: (ctx: JobRun) =>
    jobDuration.observe({ queue: ctx.queue, job: ctx.job, outcome: ctx.error === undefined ? 'completed' : 'failed' }, seconds(ctx)),
  error: () => {},
});

channels.webhookDelivery.subscribe((message) => webhookDeliveries.inc({ outcome: (message as WebhookDelivery).outcome }));
