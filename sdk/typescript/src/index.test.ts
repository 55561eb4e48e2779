import { describe, expect, it } from 'vitest';
import { createMemoryMarketplaceClient } from './index.js';

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
});
