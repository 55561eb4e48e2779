import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MeteredRequest } from '../../../common/src/job-definitions.js';
import { recordUsageJob } from '../../../common/src/job-definitions.js';
import { withTimeout, type JobQueue } from '../../../common/src/jobs.js';
import { logger } from '../../../common/src/logger.js';

const MAX_BATCH = 2000;
const ENQUEUE_TIMEOUT_MS = 3000;

const MAX_BUFFER = 200_000;

/**
 * Meters every request that receives a response (errors included), except `GET /health`. The
 * count is taken after the response is sent, kept in memory and handed to the queue in batches,
 * so metering neither slows nor fails the request it counts.
 */
export class Meter {
  private buffer: MeteredRequest[] = [];
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

  add(record: MeteredRequest): void {
    if (this.buffer.length >= MAX_BUFFER) {
      this.buffer.shift();
      logger.warn('metering buffer full: oldest record dropped');
    }
    this.buffer.push(record);
  }

  /** Hands everything buffered to the queue; kept for the next flush when the queue is down. */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      while (this.buffer.length) {
        const batch = this.buffer.splice(0, MAX_BATCH);
        try {
          // Bounded: without Redis an add would wait for the connection forever. A batch that still
          // lands later is harmless (records carry unique meter ids; duplicates are skipped).
          await withTimeout(this.queue.enqueue(recordUsageJob, { records: batch }), ENQUEUE_TIMEOUT_MS);
        } catch (err) {
          this.buffer.unshift(...batch);
          logger.warn({ err, pending: this.buffer.length }, 'metering: queue unavailable, will retry');
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
    if (this.buffer.length) logger.warn({ lost: this.buffer.length }, 'metering: records not handed to the queue at shutdown');
  }
}

export function registerMetering(app: FastifyInstance, meter: Meter): void {
  meter.start();
  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0]!;
    if (req.method === 'GET' && path === '/health') return;
    meter.add({
      requestId: randomUUID(),
      accountId: req.principal?.accountId ?? null,
      path,
      method: req.method,
      endpoint: req.routeOptions?.url ?? path,
      status: reply.statusCode,
      latencyMs: Math.round(reply.elapsedTime * 100) / 100,
      at: new Date().toISOString(),
    });
  });
}
