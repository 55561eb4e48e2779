import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MeteredRequest } from '../../../common/src/job-definitions.js';
import { recordUsageJob } from '../../../common/src/job-definitions.js';
import { withTimeout, type JobQueue } from '../../../common/src/jobs.js';
import { logger } from '../../../common/src/logger.js';
import { surfaceAt } from '../surfaces.js';

const MAX_BATCH = 2000;
const ENQUEUE_TIMEOUT_MS = 3000;

const MAX_BUFFER = 200_000;

/**
 * Meters every request that receives a response (errors included), except the probes (`GET /health`,
 * `GET /ready`). The
 * count is taken after the response is sent, kept in memory and handed to the queue in batches,
 * so metering neither slows nor fails the request it counts. Identical requests (same account,
 * endpoint, method and status) within one flush become one record counting them, with their total
 * latency: a flood of refused requests costs a few records a second, not one each.
 */
export class Meter {
  /** Records not yet handed to the queue, by what makes requests identical. */
  private open = new Map<string, MeteredRequest>();
  /** Batches the queue refused, retried as they were (a batch that did land is then skipped by id). */
  private retry: MeteredRequest[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly flushMs: number,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** Records waiting to be handed to the queue. */
  get pending(): number {
    return this.open.size + this.retry.length;
  }

  add(record: MeteredRequest): void {
    const key = [record.accountId ?? '', record.product ?? record.path ?? record.apiId ?? '', record.method, record.endpoint, record.status].join('\u0000');
    const same = this.open.get(key);
    if (same) {
      same.requests = (same.requests ?? 1) + (record.requests ?? 1);
      same.latencyMs = Math.round((same.latencyMs + record.latencyMs) * 100) / 100;
      return;
    }
    if (this.pending >= MAX_BUFFER) {
      if (this.retry.length) this.retry.shift();
      else this.open.delete(this.open.keys().next().value!);
      logger.warn('metering buffer full: oldest record dropped');
    }
    this.open.set(key, { ...record });
  }

  /** Hands everything buffered to the queue; kept for the next flush when the queue is down. */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      const records = [...this.retry, ...this.open.values()];
      this.retry = [];
      this.open = new Map();
      for (let i = 0; i < records.length; i += MAX_BATCH) {
        const batch = records.slice(i, i + MAX_BATCH);
        try {
          // Bounded: without Redis an add would wait for the connection forever. A batch that still
          // lands later is harmless (records carry unique meter ids; duplicates are skipped).
          await withTimeout(this.queue.enqueue(recordUsageJob, { records: batch }), ENQUEUE_TIMEOUT_MS);
        } catch (err) {
          this.retry = [...records.slice(i), ...this.retry];
          logger.warn({ err, pending: this.pending }, 'metering: queue unavailable, will retry');
          return;
        }
      }
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
    if (this.pending) logger.warn({ lost: this.pending }, 'metering: records not handed to the queue at shutdown');
  }
}

export function registerMetering(app: FastifyInstance, meter: Meter): void {
  meter.start();
  app.addHook('onResponse', async (req, reply) => {
    // Probes and the console's own pages are no API usage (surfaces.ts).
    const surface = surfaceAt(req.url);
    if (!surface.metered) return;
    // A browser's CORS preflight is no call of the API.
    if (req.method === 'OPTIONS') return;
    // The console's own requests (a session's) are not API usage either: they count against no quota.
    if (req.principal?.kind === 'session') return;
    const path = req.url.split('?')[0]!;
    meter.add({
      requestId: randomUUID(),
      accountId: req.principal?.accountId ?? null,
      product: surface.product,
      method: req.method,
      endpoint: req.routeOptions?.url ?? path,
      status: reply.statusCode,
      latencyMs: Math.round(reply.elapsedTime * 100) / 100,
      at: new Date().toISOString(),
    });
  });
}
