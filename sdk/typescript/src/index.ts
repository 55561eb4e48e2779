import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './generated/schema.js';

export type { components, operations, paths };

/** The memory surface's error body (`{type:"error", error:{...}}`). */
export type MemoryError = components['schemas']['MemoryError'];
/** The marketplace surface's error body (`{error:{code, ...}}`). */
export type MarketplaceError = components['schemas']['MarketplaceError'];

export interface ClientOptions {
  /** Where the service answers, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** An API key (`mk_...`) or OAuth access token (`mat_...`): sent as `X-API-Key` and `Authorization: Bearer`, so both surfaces accept it. */
  apiKey?: string;
  /** `X-Service-Model`: the engine that reads memory (default `tablet-1`). */
  serviceModel?: string;
  /** `Service-Version`: pins a dated version of the marketplace (`YYYY-MM-DD`). */
  serviceVersion?: string;
  /** Further headers sent with every request. */
  headers?: Record<string, string>;
  /** Retries of a 429, 500, 502, 503 or 504 answer (default 3; 0 turns retrying off). */
  maxRetries?: number;
  /** Wait before retry n when no `Retry-After` came: `retryBaseMs * 2^n` (default 1000, the spec's 2^n seconds). */
  retryBaseMs?: number;
  /** The longest wait honoured, whatever `Retry-After` says (default 60 s). */
  maxRetryWaitMs?: number;
  /** Sets an `Idempotency-Key` on every POST that has none (default true); a retry reuses it. */
  idempotencyKeys?: boolean;
  /** The fetch to use (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The statuses the service's clients retry (spec: "retry only on 429, 500, 502, 503, 504"). */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** How long to wait before retry `attempt` (0-based): `Retry-After` when present, else exponential. */
export function retryDelayMs(response: Response, attempt: number, opts: { retryBaseMs: number; maxRetryWaitMs: number }): number {
  const header = response.headers.get('retry-after');
  let ms = opts.retryBaseMs * 2 ** attempt;
  if (header !== null) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) ms = seconds * 1000;
    else if (!Number.isNaN(Date.parse(header))) ms = Date.parse(header) - Date.now();
  }
  return Math.min(Math.max(0, ms), opts.maxRetryWaitMs);
}

/** A fetch that retries what the service says may be retried, honouring `Retry-After`. */
export function retryingFetch(
  inner: (request: Request) => Promise<Response>,
  opts: { maxRetries: number; retryBaseMs: number; maxRetryWaitMs: number },
): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      // The body of a Request can be read once: each attempt sends a copy.
      const response = await inner(attempt < opts.maxRetries ? request.clone() : request);
      if (!RETRIED_STATUSES.has(response.status) || attempt >= opts.maxRetries) return response;
      const wait = retryDelayMs(response, attempt, opts);
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}

const idempotencyKeys: Middleware = {
  onRequest({ request }) {
    if (request.method === 'POST' && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', crypto.randomUUID());
    return request;
  },
};

export type MemoryMarketplaceClient = Client<paths>;

/**
 * A typed client of both REST surfaces. Each call answers `{ data, error, response }`: `data` typed
 * by the operation's success schema, or `error` typed by its error envelope; nothing is thrown for
 * an HTTP error.
 */
export function createMemoryMarketplaceClient(options: ClientOptions): MemoryMarketplaceClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) {
    headers['x-api-key'] = options.apiKey;
    headers.authorization = `Bearer ${options.apiKey}`;
  }
  if (options.serviceModel) headers['x-service-model'] = options.serviceModel;
  if (options.serviceVersion) headers['service-version'] = options.serviceVersion;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers,
    fetch: retryingFetch(options.fetch ?? ((r) => globalThis.fetch(r)), {
      maxRetries: options.maxRetries ?? 3,
      retryBaseMs: options.retryBaseMs ?? 1000,
      maxRetryWaitMs: options.maxRetryWaitMs ?? 60_000,
    }),
  });
  if (options.idempotencyKeys ?? true) client.use(idempotencyKeys);
  return client;
}
