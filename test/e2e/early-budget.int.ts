import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_START_MARGIN, RateLimits } from '../../gateway/src/plugins/rate-limit.js';
import { startTestService, type TestService } from '../testkit/service.js';

// Reads whose account has clear room run while their request is counted in Redis, and wait for the
// count before they answer. The answers must be exactly those of waiting first: the same headers, and
// a 429 when another replica spent the budget meanwhile. Writes always wait.
const BUDGET = EARLY_START_MARGIN + 30;
let t: TestService;
let redis: Redis;
/** Another edge replica sharing the service's budgets. */
let replica: RateLimits;

beforeAll(async () => {
  t = await startTestService({ RATE_LIMIT_FREE: String(BUDGET), RATE_LIMIT_WINDOW_SECONDS: '600' });
  redis = new Redis(t.config.redis.url);
  replica = new RateLimits(redis, t.config.rateLimit, t.config.redis.queuePrefix);
});
afterAll(async () => {
  redis?.disconnect();
  await t?.close();
});

const send = (path: string, apiKey: string, body: unknown, raw = false) =>
  fetch(t.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: raw ? (body as string) : JSON.stringify(body),
  });

/** An account whose budget this service last saw with `BUDGET - 1` left, then spent elsewhere. */
async function spentElsewhere(): Promise<{ accountId: string; apiKey: string }> {
  const account = await t.createAccount();
  const first = await send('/api/v1/memory/collection', account.apiKey, { user_id: 'default' });
  expect(first.headers.get('x-ratelimit-remaining')).toBe(String(BUDGET - 1));
  for (let i = 0; i < BUDGET - 1; i++) expect((await replica.consume(`account:${account.accountId}`, 'free')).allowed).toBe(true);
  return account;
}

describe('reads counted while they run', () => {
  it('answer with the count of every request, in order', async () => {
    const { apiKey } = await t.createAccount();
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send('/api/v1/memory/search', apiKey, { user_id: 'default', query: 'anything' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe(String(BUDGET));
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual([1, 2, 3, 4, 5].map((n) => String(BUDGET - n)));
  });

  it('answer 429 when another replica spent the budget while this one still saw room', async () => {
    const { apiKey } = await spentElsewhere();
    const res = await send('/api/v1/memory/search', apiKey, { user_id: 'default', query: 'anything' });
    expect(res.status).toBe(429);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('rate_limit_error');
  });

  it('answer 429 before a bad body is reported, as when the count comes first', async () => {
    // Not JSON: refused before the handler runs.
    const notJson = await send('/api/v1/memory/search', (await spentElsewhere()).apiKey, '{"user_id": ', true);
    expect(notJson.status).toBe(429);
    // JSON the route refuses: refused by the handler.
    const invalid = await send('/api/v1/memory/search', (await spentElsewhere()).apiKey, { user_id: 'default', query: 42 });
    expect(invalid.status).toBe(429);
    // Text Postgres cannot store: refused by the input guard.
    const nul = await send('/api/v1/memory/search', (await spentElsewhere()).apiKey, { user_id: 'default', query: 'a\u0000b' });
    expect(nul.status).toBe(429);
    // An unknown Service-Version: refused by the version check, in the marketplace's envelope.
    const version = await fetch(`${t.baseUrl}/v1/marketplace/apis`, { headers: { authorization: `Bearer ${(await spentElsewhere()).apiKey}`, 'service-version': '1999-01-01' } });
    expect(version.status).toBe(429);
    expect(version.headers.get('retry-after')).toBeTruthy();
    expect(((await version.json()) as { error: Record<string, unknown> }).error).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
  });

  it('never let a write run ahead of its count: a spent budget stores nothing', async () => {
    const { accountId, apiKey } = await spentElsewhere();
    const res = await send('/api/v1/memory/store', apiKey, { user_id: 'default', content: 'Invoice 1002 was paid on Monday.' });
    expect(res.status).toBe(429);
    expect(await t.service.prisma.memory.count({ where: { store: { accountId } } })).toBe(0);
  });

  it('start early only while the last count left clear room', async () => {
    const limits = new RateLimits(redis, { ...t.config.rateLimit, tiers: { free: EARLY_START_MARGIN + 3 } }, `early-${t.config.redis.queuePrefix}`);
    const subject = 'account:early-test';
    // Unknown budget: wait.
    expect(limits.consumeEarly(subject, 'free')).toBeUndefined();
    expect((await limits.consume(subject, 'free')).remaining).toBe(EARLY_START_MARGIN + 2);
    // Room for two more beyond the margin: two may run unconfirmed at once, not a third.
    const a = limits.consumeEarly(subject, 'free');
    const b = limits.consumeEarly(subject, 'free');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(limits.consumeEarly(subject, 'free')).toBeUndefined();
    expect((await Promise.all([a!, b!])).map((d) => d.remaining)).toEqual([EARLY_START_MARGIN + 1, EARLY_START_MARGIN]);
    expect(limits.consumeEarly(subject, 'free')).toBeUndefined();
  });
});
