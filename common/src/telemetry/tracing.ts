import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestOptions } from 'node:http';
import type { Context, Link, SpanKind as SpanKindType, Attributes } from '@opentelemetry/api';
import type { Sampler, SamplingResult, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { Config } from '../config.js';
import { logger } from '../logger.js';
import { PROBE_ENDPOINTS } from '../probe-endpoints.js';

/**
 * OpenTelemetry tracing, started only when an OTLP endpoint is configured (or a test hands in its
 * own exporter): otherwise nothing here is even loaded. Spans come from
 * - Fastify (`@fastify/otel`: a span per request and its handler, context taken from `traceparent`)
 *   and `node:http` (server and client spans; outgoing context only to the service's own parts);
 * - Apollo Gateway (`gateway.request`, `.plan`, `.execute`, `.fetch`) and our span around an
 *   in-process subgraph's execution (gateway/src/local-data-source.ts);
 * - Prisma (`@prisma/instrumentation`: every query with its SQL, no values), ioredis (command names
 *   only), undici (`fetch` to the service's own parts), BullMQ (`bullmq-otel`: a job runs as a child
 *   of the request that enqueued it);
 * - Milvus calls and embedding batches (channels.ts), as spans of their own.
 * No resource detector runs (they would probe cloud metadata addresses): the resource is the
 * service's name and a random instance id.
 */
export interface Tracing {
  /** Exports what is buffered and stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Where spans go instead of the OTLP endpoint (tests: an in-memory exporter, exported at once). */
  exporter?: SpanExporter;
  /** Origins of the service's own parts (remote subgraphs, an embedding server): the only ones sent trace context. */
  internalOrigins?: string[];
}

/** The paths that only probes and scrapers ask for: never traced. */
const UNTRACED_PATHS = Object.values(PROBE_ENDPOINTS).map((e) => e.path);
const untracedPath = (url: string | undefined) => UNTRACED_PATHS.some((p) => url === p || url?.startsWith(`${p}?`));

/** The service's own parts reached over HTTP, as origins. */
export function internalOrigins(config: Config): string[] {
  return [config.subgraphs.memory.url, config.subgraphs.marketplace.url, config.embedding.openai.url]
    .filter((u): u is string => !!u)
    .map((u) => new URL(u).origin);
}

let started: Tracing | undefined;

/**
 * Starts tracing for this process when `settings.endpoint` is set (or `opts.exporter` given); returns
 * undefined, having loaded nothing, otherwise. Call it before the part's own modules are imported:
 * `node:http` and ioredis are instrumented as they are loaded.
 */
export async function startTracing(settings: Config['telemetry']['tracing'], service: string, opts: TracingOptions = {}): Promise<Tracing | undefined> {
  if (!settings.endpoint && !opts.exporter) return undefined;
  if (started) return started;

  // Module hooks first, limited to the modules the instrumentations below name.
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [api, { AsyncLocalStorageContextManager }, core, sdk, { resourceFromAttributes }, { registerInstrumentations }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
  ]);
  const [{ HttpInstrumentation }, { IORedisInstrumentation }, { UndiciInstrumentation }, { FastifyOtelInstrumentation }, { PrismaInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
    import('@prisma/instrumentation'),
  ]);
  const { enableSpans } = await import('./spans.js');
  const { subscribeChannelSpans } = await import('./channel-spans.js');

  let processor: SpanProcessor;
  if (opts.exporter) {
    processor = new sdk.SimpleSpanProcessor(opts.exporter);
  } else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
    processor = new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces`, headers: settings.headers }));
  }

  const provider = new sdk.BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service, 'service.namespace': 'memory-marketplace', 'service.instance.id': randomUUID() }),
    sampler: new sdk.ParentBasedSampler({
      root: rootsAt([api.SpanKind.SERVER, api.SpanKind.CONSUMER], new sdk.TraceIdRatioBasedSampler(settings.sampleRatio), sdk.SamplingDecision.NOT_RECORD),
    }),
    spanProcessors: [processor],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.CompositePropagator({ propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()] }));
  api.trace.setGlobalTracerProvider(provider);

  const internal = new Set(opts.internalOrigins ?? []);
  const isInternal = (origin: string) => internal.has(origin);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req: IncomingMessage) => untracedPath(req.url),
        // Webhook deliveries and anything else outside the service get no span and no `traceparent`.
        ignoreOutgoingRequestHook: (req: RequestOptions) => !isInternal(`${req.protocol ?? 'http:'}//${req.hostname ?? req.host}${req.port ? `:${req.port}` : ''}`),
      }),
      new UndiciInstrumentation({ ignoreRequestHook: (req) => !isInternal(req.origin) }),
      // Command names only: keys and arguments name accounts and carry content.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (route: { url?: string }) => untracedPath(route.url),
      }),
      new PrismaInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();
  subscribeChannelSpans();
  enableSpans();
  logger.info({ service, endpoint: settings.endpoint ?? 'in-memory exporter' }, 'tracing is on');

  started = {
    async shutdown() {
      enableSpans(false);
      await provider.shutdown().catch((err) => logger.warn({ err }, 'tracing: spans not exported at shutdown'));
      started = undefined;
    },
  };
  return started;
}

/**
 * Traces start only where work arrives: a request (server span) or a job (consumer span). Whatever
 * starts outside both (BullMQ's polling every few seconds per worker, the metering flush each second,
 * sweeps, the subgraph readiness checks a `/ready` probe makes, calls at start-up) would bury them.
 */
function rootsAt(kinds: SpanKindType[], inner: Sampler, drop: SamplingResult['decision']): Sampler {
  return {
    shouldSample: (ctx: Context, traceId: string, name: string, kind: SpanKindType, attributes: Attributes, links: Link[]) =>
      kinds.includes(kind) ? inner.shouldSample(ctx, traceId, name, kind, attributes, links) : { decision: drop },
    toString: () => `RootsAt{${kinds.join(',')}; ${inner.toString()}}`,
  };
}

/**
 * Tracing for one of the service's processes (`part`: edge, memory, marketplace, worker, ...), when
 * configured. Entry points call it first and import the part's code after it.
 */
export function traceProcess(config: Config, part: string): Promise<Tracing | undefined> {
  return startTracing(config.telemetry.tracing, `memory-marketplace-${part}`, { internalOrigins: internalOrigins(config) });
}
