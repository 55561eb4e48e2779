import { context, SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import { channels, type EmbeddingBatch, type MilvusCall } from './channels.js';
import { tracer } from './spans.js';

/**
 * Spans for the work reported on the channels (channels.ts): each Milvus call and each embedding
 * batch, a child of whatever span is active where the call is made. Subscribed by tracing.ts only.
 */
const spans = new WeakMap<object, Span>();

function finish(ctx: { error?: unknown; refused?: boolean }): void {
  const span = spans.get(ctx);
  if (!span) return;
  if (ctx.error !== undefined) span.recordException(ctx.error as Error);
  if (ctx.error !== undefined || ctx.refused) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

const ignore = () => {};

let subscribed = false;

export function subscribeChannelSpans(): void {
  if (subscribed) return;
  subscribed = true;
  channels.milvus.subscribe({
    start: (ctx: MilvusCall) =>
      spans.set(
        ctx,
        // Operation only: Milvus filters name tenants and stores.
        tracer.startSpan(`milvus ${ctx.operation}`, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'milvus', 'db.operation.name': ctx.operation } }, context.active()),
      ),
    end: ignore,
    asyncStart: ignore,
    asyncEnd: finish,
    error: ignore,
  });
  channels.embedding.subscribe({
    start: (ctx: EmbeddingBatch) =>
      spans.set(ctx, tracer.startSpan('embedding batch', { attributes: { 'embedding.mode': ctx.mode, 'embedding.texts': ctx.texts } }, context.active())),
    end: ignore,
    asyncStart: ignore,
    asyncEnd: finish,
    error: ignore,
  });
}
