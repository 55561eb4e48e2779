import diagnostics from 'node:diagnostics_channel';

/**
 * What the service's own code reports about its work, as Node diagnostics channels: the code that
 * does the work publishes here and knows nothing of metrics or traces; the metrics (metrics.ts) and,
 * when configured, the tracing (tracing.ts) subscribe. A channel nobody listens to costs a boolean
 * check (`tracePromise` calls the function directly).
 */

/** One call to Milvus; `operation` is the SDK call (`search`, `upsert`, `delete`, `count`, ...). */
export interface MilvusCall {
  operation: string;
  error?: unknown;
  /** Milvus answered, with a status other than success. */
  refused?: boolean;
}

/** One inference batch: `interactive` (store, search, recall) or `background` (imports, deferred indexing). */
export interface EmbeddingBatch {
  mode: 'interactive' | 'background';
  texts: number;
  error?: unknown;
}

/** One run of a job by a worker. */
export interface JobRun {
  queue: string;
  job: string;
  error?: unknown;
}

/** The outcome of one webhook delivery attempt (`retried`: it failed and another attempt is scheduled). */
export interface WebhookDelivery {
  outcome: 'delivered' | 'failed' | 'retried';
}

export const channels = {
  milvus: diagnostics.tracingChannel<MilvusCall>('memory-marketplace:milvus'),
  embedding: diagnostics.tracingChannel<EmbeddingBatch>('memory-marketplace:embedding'),
  job: diagnostics.tracingChannel<JobRun>('memory-marketplace:job'),
  webhookDelivery: diagnostics.channel('memory-marketplace:webhook-delivery'),
};

/** Runs one Milvus call, reported on its channel; `refused` tells an answer that is a failure. */
export function milvusCall<T>(operation: string, call: () => Promise<T>, refused?: (result: T) => boolean): Promise<T> {
  if (!channels.milvus.hasSubscribers) return call();
  const ctx: MilvusCall = { operation };
  return channels.milvus.tracePromise(async () => {
    const result = await call();
    if (refused?.(result)) ctx.refused = true;
    return result;
  }, ctx);
}

/** Runs one embedding batch, reported on its channel. */
export function embeddingBatch<T>(mode: EmbeddingBatch['mode'], texts: number, run: () => Promise<T>): Promise<T> {
  return channels.embedding.hasSubscribers ? channels.embedding.tracePromise(run, { mode, texts }) : run();
}

/** Runs one job, reported on its channel. */
export function jobRun<T>(queue: string, job: string, run: () => Promise<T>): Promise<T> {
  return channels.job.hasSubscribers ? channels.job.tracePromise(run, { queue, job }) : run();
}

export function webhookDelivered(outcome: WebhookDelivery['outcome']): void {
  if (channels.webhookDelivery.hasSubscribers) channels.webhookDelivery.publish({ outcome } satisfies WebhookDelivery);
}
