/** The statuses the service's clients retry (spec: "retry only on 429, 500, 502, 503, 504"). */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** Socket-level failures after which the request never reached the service or its answer was lost. */
const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const CONNECTION_MESSAGES = /fetch failed|socket hang up|other side closed/i;

export interface RetryOptions {
  /** Retries after the first attempt (0 turns retrying off). */
  maxRetries: number;
  /** Backoff before retry n without `Retry-After`: `retryBaseMs * 2^n`, jittered down to half of it. */
  retryBaseMs: number;
  /** The longest wait honoured, whatever `Retry-After` says. */
  maxRetryWaitMs: number;
  /** Each attempt is aborted after this long (no limit when absent). */
  timeoutMs?: number;
  /** Source of jitter in [0, 1) (default `Math.random`). */
  random?: () => number;
}

/** The service could not be reached (or dropped the connection) on every attempt. */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';
  constructor(
    readonly url: string,
    readonly attempts: number,
    /** The socket error's code, e.g. `ECONNREFUSED`, when the runtime gave one. */
    readonly code: string | undefined,
    options: { cause: unknown },
  ) {
    super(`${url}: no answer after ${attempts} attempt${attempts === 1 ? '' : 's'} (${code ?? 'connection failed'})`, options);
  }
}

/** An attempt took longer than `timeoutMs`; it is not retried (the service may still be working on it). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
    options: { cause: unknown },
  ) {
    super(`${url}: no answer within ${timeoutMs} ms`, options);
  }
}

/**
 * The socket error code of a failed fetch (undici puts it on `cause`); `''` for a connection failure
 * known only by its message; null for anything else (not retried).
 */
export function connectionErrorCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return code;
  }
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (CONNECTION_MESSAGES.test(e.message)) return '';
  }
  return null;
}

/** Exponential backoff with jitter: a uniform wait in [½, 1] × `retryBaseMs * 2^attempt`. */
export function backoffMs(attempt: number, opts: Pick<RetryOptions, 'retryBaseMs' | 'maxRetryWaitMs' | 'random'>): number {
  const full = opts.retryBaseMs * 2 ** attempt;
  return Math.min(full * (0.5 + (opts.random ?? Math.random)() / 2), opts.maxRetryWaitMs);
}

/** How long to wait before retry `attempt` (0-based): `Retry-After` when present, else the backoff. */
export function retryDelayMs(response: Response, attempt: number, opts: Pick<RetryOptions, 'retryBaseMs' | 'maxRetryWaitMs' | 'random'>): number {
  const header = response.headers.get('retry-after');
  if (header !== null) {
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
    if (!Number.isNaN(ms)) return Math.min(Math.max(0, ms), opts.maxRetryWaitMs);
  }
  return backoffMs(attempt, opts);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that retries what may be retried: a 429/500/502/503/504 answer (honouring `Retry-After`) and
 * a connection that failed or was dropped. Each attempt sends a copy of the request (same body, same
 * `Idempotency-Key`) under its own `timeoutMs`.
 */
export function retryingFetch(inner: (request: Request) => Promise<Response>, opts: RetryOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= opts.maxRetries;
      // The body of a Request can be read once: every attempt but the last sends a copy.
      let sent = last ? request : request.clone();
      const timeout = opts.timeoutMs === undefined ? undefined : AbortSignal.timeout(opts.timeoutMs);
      if (timeout) sent = new Request(sent, { signal: AbortSignal.any([request.signal, timeout]) });
      let response: Response;
      try {
        response = await inner(sent);
      } catch (error) {
        if (timeout?.aborted && !request.signal.aborted) throw new RequestTimeoutError(request.url, opts.timeoutMs!, { cause: error });
        const code = request.signal.aborted ? null : connectionErrorCode(error);
        if (code === null) throw error;
        if (last) throw new ConnectionError(request.url, attempt + 1, code || undefined, { cause: error });
        await sleep(backoffMs(attempt, opts));
        continue;
      }
      if (!RETRIED_STATUSES.has(response.status) || last) return response;
      const wait = retryDelayMs(response, attempt, opts);
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
