import type { ConnectionOptions, Worker } from 'bullmq';
import { METERING_QUEUE, WEBHOOK_QUEUE } from '../../../../common/src/job-definitions.js';
import { webhookHandler } from './webhook-deliveries.js';
import { closeWithin, createWorker } from '../../../../common/src/jobs.js';
import { logger } from '../../../../common/src/logger.js';
import type { MarketplaceDomainSet } from '../index.js';
import { meteringHandler } from './metering.js';

export interface MarketplaceWorker {
  workers: Worker[];
  /** Runs the periodic upkeep once (tests call it to move time-driven state on). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export interface MarketplaceWorkerOptions {
  connection: ConnectionOptions;
  prefix: string;
  /** Interval of the upkeep sweep; 0 turns the timer off. */
  sweepIntervalMs: number;
  /** How long a delivery job's lock lasts without renewal (a killed worker's job runs again after it). */
  lockMs?: number;
}

/** The marketplace's workers: metering batches, and the upkeep sweep (tiers, renewals). */
export function startMarketplaceWorker(domain: MarketplaceDomainSet, opts: MarketplaceWorkerOptions, extra: { workers?: Worker[]; sweeps?: Array<() => Promise<unknown>> } = {}): MarketplaceWorker {
  const metering = createWorker(METERING_QUEUE, [meteringHandler(domain.usage, (pairs) => domain.alerts.evaluate(pairs))], {
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: 1,
  });
  const deliveries = createWorker(WEBHOOK_QUEUE, [webhookHandler(domain.webhooks)], {
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: 8,
    lockDuration: opts.lockMs,
  });
  const workers = [metering, deliveries, ...(extra.workers ?? [])];
  const sweep = async () => {
    await domain.subscriptions.sweep();
    await domain.webhooks.sweepOverdue();
    for (const s of extra.sweeps ?? []) await s();
  };
  let timer: NodeJS.Timeout | undefined;
  if (opts.sweepIntervalMs > 0) {
    const run = () => void sweep().catch((err) => logger.warn({ err }, 'marketplace sweep failed'));
    run();
    timer = setInterval(run, opts.sweepIntervalMs);
    timer.unref();
  }
  return {
    workers,
    sweep,
    async close() {
      if (timer) clearInterval(timer);
      await Promise.all(workers.map((w) => closeWithin(w, 5000)));
    },
  };
}
