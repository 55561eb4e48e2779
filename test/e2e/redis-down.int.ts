import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testkit/service.js';

// Redis unreachable (nothing listens on the address): the service starts and stays live, and its
// readiness says Redis is the part that is down.
let t: TestService;

beforeAll(async () => {
  t = await startTestService({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t?.close());

describe('with Redis down', () => {
  it('stays live on /health and reports 503 on /ready naming Redis', async () => {
    const live = await fetch(`${t.baseUrl}/health`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ ok: true, service: 'memory-marketplace' });
    const ready = await fetch(`${t.baseUrl}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ok: false, parts: { postgres: true, milvus: true, redis: false } });
  });
});
