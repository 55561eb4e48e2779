import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { ClosedPaths, ExactMethod } from './closed.js';
import type { components, operations, paths } from './generated/schema.js';
import { retryingFetch } from './retry.js';

export type { components, operations, paths };
export type { Closed, ClosedPaths, ExactMethod } from './closed.js';
export { ConnectionError, RequestTimeoutError, RETRIED_STATUSES, backoffMs, connectionErrorCode, retryDelayMs, retryingFetch, type RetryOptions } from './retry.js';

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
  /** Retries of a 429, 500, 502, 503 or 504 answer or of a failed connection (default 3; 0 turns retrying off). */
  maxRetries?: number;
  /** Wait before retry n when no `Retry-After` came: `retryBaseMs * 2^n` jittered to [½, 1] of it (default 1000, the spec's 2^n seconds). */
  retryBaseMs?: number;
  /** The longest wait honoured, whatever `Retry-After` says (default 60 s). */
  maxRetryWaitMs?: number;
  /** Each attempt is aborted after this many milliseconds and a `RequestTimeoutError` thrown (default: no limit). */
  timeoutMs?: number;
  /** Sets an `Idempotency-Key` on every POST that has none (default true); a retry reuses it. */
  idempotencyKeys?: boolean;
  /** The fetch to use (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

const idempotencyKeys: Middleware = {
  onRequest({ request }) {
    if (request.method === 'POST' && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', crypto.randomUUID());
    return request;
  },
};

/** The client: typed paths, parameters and closed request bodies (a field the API does not declare is a type error). */
export type MemoryMarketplaceClient = Omit<Client<ClosedPaths>, 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'> & {
  GET: ExactMethod<'get'>;
  PUT: ExactMethod<'put'>;
  POST: ExactMethod<'post'>;
  DELETE: ExactMethod<'delete'>;
  PATCH: ExactMethod<'patch'>;
};

/**
 * A typed client of both REST surfaces. Each call answers `{ data, error, response }`: `data` typed
 * by the operation's success schema, or `error` typed by its error envelope; nothing is thrown for
 * an HTTP error. A service that cannot be reached throws `ConnectionError` once retries are spent;
 * an attempt slower than `timeoutMs` throws `RequestTimeoutError`.
 */
export function createMemoryMarketplaceClient(options: ClientOptions): MemoryMarketplaceClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) {
    headers['x-api-key'] = options.apiKey;
    headers.authorization = `Bearer ${options.apiKey}`;
  }
  if (options.serviceModel) headers['x-service-model'] = options.serviceModel;
  if (options.serviceVersion) headers['service-version'] = options.serviceVersion;
  const client = createClient<ClosedPaths>({
    baseUrl: options.baseUrl,
    headers,
    fetch: retryingFetch(options.fetch ?? ((r) => globalThis.fetch(r)), {
      maxRetries: options.maxRetries ?? 3,
      retryBaseMs: options.retryBaseMs ?? 1000,
      maxRetryWaitMs: options.maxRetryWaitMs ?? 60_000,
      timeoutMs: options.timeoutMs,
    }),
  });
  if (options.idempotencyKeys ?? true) client.use(idempotencyKeys);
  // The same client at run time; only its call signatures are stricter.
  return client as unknown as MemoryMarketplaceClient;
}
