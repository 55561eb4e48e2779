import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// Milvus unreachable (nothing listens on the address): the service still starts, stays live, reports
// itself not ready, and a write is acknowledged as `stored (async)` with its record kept in Postgres.
let t: TestService;

beforeAll(async () => {
  t = await startTestService({ MILVUS_ADDRESS: '127.0.0.1:1', SYNC_INDEX_TIMEOUT_MS: '1500' });
});
afterAll(() => t?.close());

describe('with Milvus down', () => {
  it('stays live on /health and reports 503 on /ready with the failing part', async () => {
    const live = await fetch(`${t.baseUrl}/health`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ ok: true, service: 'memory-marketplace' });
    const ready = await fetch(`${t.baseUrl}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ok: false, parts: { postgres: true, milvus: false, redis: true } });
  });

  it('acknowledges a write as stored (async) and keeps it readable', async () => {
    const { apiKey } = await t.createAccount();
    const content = `The car is parked on level 3, space 42 ${suffix()}`;
    const post = (path: string, body: unknown) =>
      fetch(t.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify(body) });
    const res = await post('/api/v1/memory/store', { user_id: 'default', content });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; status: string };
    expect(body.status).toBe('stored (async)');
    const got = await post('/api/v1/memory/get', { user_id: 'default', memory_id: body.id });
    expect(await got.json()).toMatchObject({ memory: { id: body.id, content } });
    expect((await t.service.prisma.memory.findUniqueOrThrow({ where: { id: body.id } })).indexState).toBe('pending');
  });
});
