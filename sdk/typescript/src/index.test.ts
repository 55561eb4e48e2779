import { describe, expect, it } from 'vitest';
import { backoffMs, ConnectionError, createMemoryMarketplaceClient, RequestTimeoutError } from './index.js';

// The client's own behaviour, against a scripted fetch (the service itself: test/contract).
function scripted(answers: Array<{ status: number; headers?: Record<string, string>; body?: unknown }>) {
  const seen: Array<{ method: string; url: string; headers: Headers; body: string }> = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const a = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status, headers: { 'content-type': 'application/json', ...a.headers } });
  };
  return { fetch, seen };
}

describe('TypeScript SDK', () => {
  it('retries 429 and 5xx, waiting Retry-After seconds, and resends the same body and Idempotency-Key', async () => {
    const { fetch, seen } = scripted([
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 503 },
      { status: 200, body: { id: 'm1', status: 'stored' } },
    ]);
    const client = createMemoryMarketplaceClient({ baseUrl: 'http://svc', apiKey: 'mk_x', fetch, retryBaseMs: 1 });
    const { data, error } = await client.POST('/api/v1/memory/store', { body: { user_id: 'u', content: 'hello' } });
    expect(error).toBeUndefined();
    expect(data?.status).toBe('stored');
    expect(seen).toHaveLength(3);
    const keys = new Set(seen.map((s) => s.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    expect(new Set(seen.map((s) => s.body))).toEqual(new Set([JSON.stringify({ user_id: 'u', content: 'hello' })]));
    expect(seen[0]!.headers.get('x-api-key')).toBe('mk_x');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer mk_x');
  });

  it('stops after maxRetries and answers the error as a typed value; never retries a 4xx other than 429', async () => {
    const envelope = { type: 'error', error: { type: 'overloaded_error', message: 'busy', request_id: 'req_1' } };
    const busy = scripted([{ status: 503, body: envelope }, { status: 503, body: envelope }, { status: 503, body: envelope }]);
    const client = createMemoryMarketplaceClient({ baseUrl: 'http://svc', fetch: busy.fetch, maxRetries: 2, retryBaseMs: 1 });
    const { data, error, response } = await client.POST('/api/v1/memory/search', { body: { user_id: 'u', query: 'q' } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(503);
    expect(error?.error.type).toBe('overloaded_error');
    expect(busy.seen).toHaveLength(3);

    const notFound = scripted([{ status: 404, body: { error: { code: 'not_found', message: 'no', status: 404, request_id: 'r' } } }]);
    const market = createMemoryMarketplaceClient({ baseUrl: 'http://svc', fetch: notFound.fetch, retryBaseMs: 1 });
    const res = await market.GET('/v1/marketplace/apis/{api_id}', { params: { path: { api_id: 'nope' } } });
    expect(res.error?.error.code).toBe('not_found');
    expect(notFound.seen).toHaveLength(1);
    expect(notFound.seen[0]!.headers.has('idempotency-key')).toBe(false);
  });

  it('retries a refused or dropped connection with the same body and Idempotency-Key, then throws ConnectionError', async () => {
    const seen: Array<{ key: string | null; body: string }> = [];
    const failures = [new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) }), new Error('socket hang up')];
    const flaky = async (request: Request) => {
      seen.push({ key: request.headers.get('idempotency-key'), body: await request.text() });
      const failure = failures.shift();
      if (failure) throw failure;
      return new Response(JSON.stringify({ id: 'm1', status: 'stored' }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const client = createMemoryMarketplaceClient({ baseUrl: 'http://svc', fetch: flaky, retryBaseMs: 1 });
    const { data } = await client.POST('/api/v1/memory/store', { body: { user_id: 'u', content: 'hello' } });
    expect(data?.id).toBe('m1');
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(new Set(seen.map((s) => s.body))).toEqual(new Set([JSON.stringify({ user_id: 'u', content: 'hello' })]));

    let attempts = 0;
    const down = async () => {
      attempts++;
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
    };
    const unreachable = createMemoryMarketplaceClient({ baseUrl: 'http://svc', fetch: down, maxRetries: 2, retryBaseMs: 1 });
    const thrown = await unreachable.POST('/api/v1/memory/search', { body: { user_id: 'u', query: 'q' } }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ConnectionError);
    expect(thrown).toMatchObject({ name: 'ConnectionError', attempts: 3, code: 'ECONNRESET', url: 'http://svc/api/v1/memory/search' });
    expect(attempts).toBe(3);
  });

  it('does not retry an error that is not a connection failure, nor a timed-out attempt', async () => {
    let calls = 0;
    const broken = async () => {
      calls++;
      throw new TypeError('Invalid header value');
    };
    const client = createMemoryMarketplaceClient({ baseUrl: 'http://svc', fetch: broken, retryBaseMs: 1 });
    await expect(client.GET('/api/v1/models')).rejects.toThrow('Invalid header value');
    expect(calls).toBe(1);

    calls = 0;
    const slow = (request: Request) => {
      calls++;
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)));
    };
    const impatient = createMemoryMarketplaceClient({ baseUrl: 'http://svc', fetch: slow, retryBaseMs: 1, timeoutMs: 20 });
    const thrown = await impatient.GET('/api/v1/models').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(RequestTimeoutError);
    expect(thrown).toMatchObject({ name: 'RequestTimeoutError', timeoutMs: 20 });
    expect(calls).toBe(1);
  });

  it('jitters the backoff within [half, all] of retryBaseMs * 2^n, capped by maxRetryWaitMs', () => {
    const opts = { retryBaseMs: 100, maxRetryWaitMs: 10_000 };
    expect(backoffMs(3, { ...opts, random: () => 0 })).toBe(400);
    expect(backoffMs(3, { ...opts, random: () => 0.999999 })).toBeCloseTo(800, 3);
    expect(backoffMs(20, { ...opts, random: () => 0.5 })).toBe(10_000);
  });

  it('types request bodies closed: a misspelt field does not compile, free-form records stay open', async () => {
    const { fetch, seen } = scripted([{ status: 200, body: { memories: [] } }, { status: 200, body: { id: 'm', status: 'stored' } }]);
    const client = createMemoryMarketplaceClient({ baseUrl: 'http://svc', fetch });
    // @ts-expect-error `maxResults` is not a field of the search body (`max_results` is).
    await client.POST('/api/v1/memory/search', { body: { user_id: 'u', query: 'q', maxResults: 3 } });
    await client.POST('/api/v1/memory/store', { body: { user_id: 'u', content: 'c', metadata: { any: 'key', goes: 1 } } });
    expect(seen.map((s) => JSON.parse(s.body) as unknown)).toEqual([
      { user_id: 'u', query: 'q', maxResults: 3 },
      { user_id: 'u', content: 'c', metadata: { any: 'key', goes: 1 } },
    ]);
  });
});
