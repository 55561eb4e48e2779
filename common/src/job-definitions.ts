import { z } from 'zod';
import { defineJob } from './jobs.js';

export const MEMORY_QUEUE = 'memory';
/**
 * Jobs each memory worker runs at once. They mostly wait on the embedding threads, whose queue
 * shares them between accounts; the memory queue itself serves accounts by turns (fair-share.ts).
 * Enough that a flooding account's 4 leave a slot to each of several other accounts' few jobs (the
 * tenants bench: five light accounts with two jobs each waited up to 8.6 s for one of 12).
 */
export const MEMORY_QUEUE_SLOTS = 16;
/**
 * Jobs of one account a memory worker runs at once: enough to keep the model busy (the tenants bench
 * gives the same throughput with 4 as with 8), with 12 slots left for other accounts, so an account
 * whose backlog took every slot before others wrote still leaves them slots at once.
 */
export const MEMORY_QUEUE_ACCOUNT_SLOTS = 4;

/** Memory jobs retry for about an hour (the pending sweep picks up anything later). */
const MEMORY_JOB_DEFAULTS = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
} as const;

/** Puts a committed memory record into the vector index (writes that answered `stored (async)`). */
export const indexMemoryJob = defineJob({
  name: 'memory.index',
  queue: MEMORY_QUEUE,
  schema: z.object({ memoryId: z.uuid() }),
  defaults: MEMORY_JOB_DEFAULTS,
});

/** Chunks and embeds a `bulk-store` blob into memories, recording progress in `bulk_imports`. */
export const bulkImportJob = defineJob({
  name: 'memory.bulk-import',
  queue: MEMORY_QUEUE,
  schema: z.object({ importId: z.uuid() }),
  defaults: MEMORY_JOB_DEFAULTS,
});

export const METERING_QUEUE = 'metering';
export const WEBHOOK_QUEUE = 'webhooks';

/** The product a request is usage of, as the edge's surface says: the memory service or the platform. */
export const MeteredProduct = z.enum(['memory', 'platform']);
export type MeteredProduct = z.infer<typeof MeteredProduct>;

/**
 * One metered request, as the edge saw it. The edge sends the product its surface serves; which
 * listed API that is is the marketplace's rule, applied by its worker. `apiId` is for producers that
 * already know it; a record with neither (queued by an edge before `product` existed) has its `path`.
 */
export const MeteredRequest = z.object({
  requestId: z.string(),
  accountId: z.string().nullable(),
  product: MeteredProduct.optional(),
  path: z.string().optional(),
  apiId: z.string().optional(),
  method: z.string(),
  endpoint: z.string(),
  status: z.number().int(),
  /** Total latency of the `requests` requests this record stands for. */
  latencyMs: z.number(),
  /** Identical requests (account, endpoint, method, status) counted in one record; 1 when absent. */
  requests: z.number().int().min(1).optional(),
  at: z.string(),
}).refine((r) => r.product !== undefined || r.path !== undefined || r.apiId !== undefined, { message: 'a metered request needs `product`, `path` or `apiId`' });
export type MeteredRequest = z.infer<typeof MeteredRequest>;

/** A batch of metered requests, written in one insert (duplicates by request id are ignored). */
export const recordUsageJob = defineJob({
  name: 'usage.record',
  queue: METERING_QUEUE,
  schema: z.object({ records: z.array(MeteredRequest).min(1).max(5000) }),
  defaults: { attempts: 20, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 },
});

/** What happened to memories, as the account's webhooks hear it (docs/decisions/memory-lifecycle.md). */
export const MEMORY_EVENT_TYPES = [
  'memory.created',
  'memory.superseded',
  'memory.forgotten',
  'memory.expired',
  'memory.import.completed',
  'memory.bulk_store.completed',
] as const;
export type MemoryEventType = (typeof MEMORY_EVENT_TYPES)[number];

/**
 * A memory event, sent by the memory service to the marketplace, which records it in the account's
 * event log and delivers it to the endpoints that subscribe. `eventId` makes a retried job record it once.
 */
export const memoryEventJob = defineJob({
  name: 'webhook.memory-event',
  queue: WEBHOOK_QUEUE,
  schema: z.object({ eventId: z.string().min(1).max(64), accountId: z.string(), type: z.enum(MEMORY_EVENT_TYPES), object: z.record(z.string(), z.unknown()) }),
  defaults: { attempts: 20, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 },
});

/** One attempt at delivering an event to one endpoint; the schedule of retries is ours (webhook-deliveries.ts). */
export const deliverWebhookJob = defineJob({
  name: 'webhook.deliver',
  queue: WEBHOOK_QUEUE,
  schema: z.object({ deliveryId: z.string(), attempt: z.number().int().min(1) }),
  defaults: { attempts: 1, removeOnComplete: 1000, removeOnFail: 5000 },
});

// Periodic work (common/src/job-schedulers.ts): each job below is made by one BullMQ job scheduler of
// its name, shared by every worker replica, so it runs once per interval however many workers run.
// A failed run is not retried: the next interval runs it again.
const PERIODIC_JOB_DEFAULTS = { attempts: 1, removeOnComplete: 100, removeOnFail: 500 } as const;

/** Upkeep of the memory subgraph, consumed by the memory workers. */
export const MEMORY_UPKEEP_QUEUE = 'memory-upkeep';
/** Upkeep of the marketplace, consumed by the marketplace workers. */
export const MARKETPLACE_UPKEEP_QUEUE = 'marketplace-upkeep';

/** Re-enqueues memories and bulk imports left pending (the queue was down when they were written). */
export const sweepPendingMemoriesJob = defineJob({
  name: 'memory.sweep-pending',
  queue: MEMORY_UPKEEP_QUEUE,
  schema: z.object({}),
  defaults: PERIODIC_JOB_DEFAULTS,
});

/** Erases memories whose `expires_at` has passed (they already answer nowhere). */
export const expireMemoriesJob = defineJob({
  name: 'memory.expire',
  queue: MEMORY_UPKEEP_QUEUE,
  schema: z.object({}),
  defaults: PERIODIC_JOB_DEFAULTS,
});

/** Moves time-driven subscription state on: tier changes due, renewals, expiries. */
export const sweepSubscriptionsJob = defineJob({
  name: 'subscriptions.sweep',
  queue: MARKETPLACE_UPKEEP_QUEUE,
  schema: z.object({}),
  defaults: PERIODIC_JOB_DEFAULTS,
});

/** Puts webhook deliveries whose job was lost (overdue and still pending) back on the queue. */
export const sweepOverdueWebhooksJob = defineJob({
  name: 'webhooks.sweep-overdue',
  queue: MARKETPLACE_UPKEEP_QUEUE,
  schema: z.object({}),
  defaults: PERIODIC_JOB_DEFAULTS,
});
