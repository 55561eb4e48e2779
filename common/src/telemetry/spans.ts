import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

/**
 * Spans of the service's own code, through the OpenTelemetry API. Until tracing starts (tracing.ts,
 * only when an OTLP endpoint is configured) every helper here calls straight through: no span, no
 * context, nothing allocated.
 */
let enabled = false;

export const tracer = trace.getTracer('memory-marketplace');

/** Called by tracing.ts once a tracer provider is registered. */
export function enableSpans(on = true): void {
  enabled = on;
}

export function spansEnabled(): boolean {
  return enabled;
}

/** Runs `fn` in a span of its own, the parent of whatever `fn` traces. */
export function inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  if (!enabled) return fn();
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn();
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Adds the active trace context (W3C `traceparent`) to outgoing headers. */
export function injectTraceContext(set: (name: string, value: string) => void): void {
  if (!enabled) return;
  propagation.inject(context.active(), undefined, { set: (_carrier, name, value) => set(name, value) });
}
