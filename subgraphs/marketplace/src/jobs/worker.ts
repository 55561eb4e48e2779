import type { ConnectionOptions, Worker } from 'bullmq';
import {
  MARKETPLACE_UPKEEP_QUEUE,
  METERING_QUEUE,
  sweepOverdueWebhooksJob,
  sweepSubscriptionsJob,
  WEBHOOK_QUEUE,
} from '../../../../common/src/job-definitions.js';
import { periodic, startPeriodicWork, type PeriodicWork } from '../../../../common/src/job-schedulers.js';
import { webhookHandler } from './webhook-deliveries.js';
import { closeWithin, createWorker } from '../../../../common/src/jobs.js';
import type { MarketplaceDomainSet } from '../index.js';
import { memoryEventHandler } from './memory-events.js';
import { meteringHandler } from './metering.js';

export interface MarketplaceWorker {
  workers: Worker[];
  /** The upkeep's job schedulers and their worker; absent with a sweep interval of 0. */
  upkeep?: PeriodicWork;
  /** Runs the periodic upkeep once, here and now (tests call it to move time-driven state on). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export interface MarketplaceWorkerOptions {
  connection: ConnectionOptions;
  prefix: string;
  /** Interval of the upkeep sweeps (job schedulers shared by every replica); 0 leaves them out. */
  sweepIntervalMs: number;
  /** How long a delivery job's lock lasts without renewal (a killed worker's job runs again after it). */
  lockMs?: number;
}

/**
 * The marketplace's workers: metering batches, webhook deliveries, and the upkeep (tiers, renewals,
 * overdue deliveries) as periodic jobs that run once per interval across every replica.
 */
export function startMarketplaceWorker(domain: MarketplaceDomainSet, opts: MarketplaceWorkerOptions): MarketplaceWorker {
  const metering = createWorker(METERING_QUEUE, [meteringHandler(domain.usage, (pairs) => domain.alerts.evaluate(pairs))], {
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: 1,
  });
  const deliveries = createWorker(WEBHOOK_QUEUE, [webhookHandler(domain.webhooks), memoryEventHandler(domain.events)], {
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: 8,
    lockDuration: opts.lockMs,
  });
  const upkeep =
    opts.sweepIntervalMs > 0
      ? startPeriodicWork(
          MARKETPLACE_UPKEEP_QUEUE,
          [
            periodic({ def: sweepSubscriptionsJob, everyMs: opts.sweepIntervalMs, payload: {}, run: () => domain.subscriptions.sweep() }),
            periodic({ def: sweepOverdueWebhooksJob, everyMs: opts.sweepIntervalMs, payload: {}, run: () => domain.webhooks.sweepOverdue() }),
          ],
          { connection: opts.connection, prefix: opts.prefix },
        )
      : undefined;
  const workers = [metering, deliveries, ...(upkeep ? [upkeep.worker] : [])];
  return {
    workers,
    upkeep,
    async sweep() {
      await domain.subscriptions.sweep();
      await domain.webhooks.sweepOverdue();
    },
    async close() {
      await Promise.all([metering, deliveries].map((w) => closeWithin(w, 5000)));
      await upkeep?.close();
    },
  };
}
