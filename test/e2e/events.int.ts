import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUsageJob } from '../../common/src/job-definitions.js';
import { eventually, startTestService, suffix, type TestService } from '../testkit/service.js';

// Events beyond subscriptions: usage alerts (e-mail outbox and webhook), plan-limit events,
// api.updated, and invoices whose payment fails.
let t: TestService;
let declining: TestService;
let receiver: http.Server;
let url: string;
const received: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  declining = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', PAYMENT_PROVIDER: 'decline' });
});
afterAll(async () => {
  await t?.close();
  await declining?.close();
  receiver?.close();
});

const ALL = ['marketplace:read', 'subscriptions:read', 'subscriptions:write', 'webhooks:read', 'webhooks:write', 'usage:read', 'billing:read'];

async function call(svc: TestService, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(svc.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Metered requests handed to the real metering queue, as the edge does. */
async function meter(svc: TestService, accountId: string, apiId: string, n: number) {
  const at = new Date().toISOString();
  const records = Array.from({ length: n }, () => ({ requestId: `m-${suffix()}${suffix()}`, accountId, apiId, method: 'POST', endpoint: '/api/v1/memory/search', status: 200, latencyMs: 5, at }));
  for (let i = 0; i < records.length; i += 2000) await svc.service.queue.enqueue(recordUsageJob, { records: records.slice(i, i + 2000) });
}

/** Requests the account's usage rows stand for (a row may count several). */
async function meteredRequests(svc: TestService, accountId: string): Promise<number> {
  const { _sum } = await svc.service.prisma.usageRecord.aggregate({ where: { accountId }, _sum: { requests: true } });
  return _sum.requests ?? 0;
}

describe('usage alerts', () => {
  it('validates alerts and fires at 80% of the daily limit by e-mail and webhook, once a day', async () => {
    const account = await t.createAccount(ALL);
    await call(t, account.apiKey, 'POST', '/v1/webhooks', { url, events: ['usage.limit_reached'] });
    expect((await call(t, account.apiKey, 'POST', '/v1/alerts', { api_id: 'memory-api', threshold: 50, channels: ['email'], email: 'a@example.com' })).status).toBe(400);
    expect((await call(t, account.apiKey, 'POST', '/v1/alerts', { api_id: 'memory-api', threshold: 80, channels: ['email'] })).body.error).toMatchObject({ param: 'email' });
    const created = await call(t, account.apiKey, 'POST', '/v1/alerts', { api_id: 'memory-api', threshold: 80, channels: ['email', 'webhook'], email: 'ops@example.com' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'alert', api_id: 'memory-api', threshold: 80, period: 'daily' });
    expect((await call(t, account.apiKey, 'GET', '/v1/alerts')).body).toMatchObject({ object: 'list', total: 1 });

    // Free plan: 10,000 a month, so 334 a day; 80% is 268 requests.
    await meter(t, account.accountId, 'memory-api', 267);
    await eventually(async () => (await meteredRequests(t, account.accountId)) >= 267);
    expect(await t.service.prisma.emailOutbox.count({ where: { accountId: account.accountId } })).toBe(0);
    await meter(t, account.accountId, 'memory-api', 5);
    const mail = await eventually(async () => t.service.prisma.emailOutbox.findFirst({ where: { accountId: account.accountId } }));
    expect(mail).toMatchObject({ to: 'ops@example.com' });
    const event = await eventually(async () => received.find((e) => e.type === 'usage.limit_reached' && (e.data as Record<string, unknown>).period === 'daily' && JSON.stringify(e).includes(String(created.body.id))));
    expect(event.data).toMatchObject({ threshold: 0.8, limit: 334, period: 'daily' });
    expect((event.data as { current_requests: number }).current_requests).toBeGreaterThanOrEqual(268);
    await meter(t, account.accountId, 'memory-api', 5);
    await eventually(async () => (await meteredRequests(t, account.accountId)) >= 277);
    expect(await t.service.prisma.emailOutbox.count({ where: { accountId: account.accountId } })).toBe(1);
  });

  it('emits usage.limit_reached at 80% of the plan limit and usage.limit_exceeded over it', async () => {
    const account = await t.createAccount(ALL);
    await call(t, account.apiKey, 'POST', '/v1/webhooks', { url, events: ['usage.limit_reached', 'usage.limit_exceeded'] });
    await meter(t, account.accountId, 'memory-api', 8000);
    const reached = await eventually(async () =>
      received.find((e) => e.type === 'usage.limit_reached' && (e.data as Record<string, unknown>).period === 'monthly' && (e.data as { object: { api_id: string } }).object.api_id === 'memory-api' && (e.data as { current_requests: number }).current_requests >= 8000 && (e.data as { current_requests: number }).current_requests < 10001),
    );
    expect(reached.data).toMatchObject({ threshold: 0.8, limit: 10000 });
    await meter(t, account.accountId, 'memory-api', 2001);
    const exceeded = await eventually(async () => received.find((e) => e.type === 'usage.limit_exceeded' && (e.data as { current_requests: number }).current_requests > 10000));
    expect(exceeded.data).toMatchObject({ limit: 10000, period: 'monthly' });
    const usage = await call(t, account.apiKey, 'GET', '/v1/usage/memory-api');
    expect(usage.body).toMatchObject({ plan_limit: 10000, total_requests: 10001 });
    expect(usage.body.usage_percentage).toBeCloseTo(100.01, 2);
  });
});

describe('api.updated', () => {
  it('tells subscribers when a listed API publishes a new version', async () => {
    const account = await t.createAccount(ALL);
    await call(t, account.apiKey, 'POST', '/v1/webhooks', { url, events: ['api.updated'] });
    const plan = await t.service.prisma.plan.findFirstOrThrow({ where: { apiId: 'geo-ip-geolocation' } });
    expect((await call(t, account.apiKey, 'POST', '/v1/subscriptions', { api_id: 'geo-ip-geolocation', plan_id: plan.id })).status).toBe(201);
    const before = await t.service.marketplace!.catalogue.get('geo-ip-geolocation');
    await t.service.marketplace!.catalogue.publishVersion('geo-ip-geolocation', '9.9.9');
    try {
      const event = await eventually(async () => received.find((e) => e.type === 'api.updated' && (e.data as { object: { version: string } }).object.version === '9.9.9'));
      expect((event.data as { object: Record<string, unknown> }).object).toMatchObject({ id: 'geo-ip-geolocation', previous_version: before.version });
    } finally {
      await t.service.marketplace!.catalogue.publishVersion('geo-ip-geolocation', before.version);
    }
  });
});

describe('billing with a declining provider', () => {
  it('fails the invoice, emits invoice.created and invoice.failed, and the subscription becomes past_due', async () => {
    const account = await declining.createAccount(ALL);
    await call(declining, account.apiKey, 'POST', '/v1/webhooks', { url, events: ['invoice.created', 'invoice.failed', 'subscription.updated'] });
    const sub = await call(declining, account.apiKey, 'POST', '/v1/subscriptions', { api_id: 'memory-api', plan_id: 'memory-api-pro' });
    expect(sub.status).toBe(201);
    expect(sub.body.status).toBe('past_due');
    const invoices = await call(declining, account.apiKey, 'GET', '/v1/billing/invoices?status=failed');
    expect(invoices.body).toMatchObject({ total: 1 });
    expect((invoices.body.data as Array<Record<string, unknown>>)[0]).toMatchObject({ status: 'failed', failure_reason: 'card_declined', amount_usd: 49 });
    for (const type of ['invoice.created', 'invoice.failed', 'subscription.updated']) {
      await eventually(async () => received.find((e) => e.type === type && JSON.stringify(e).includes(String(sub.body.id))));
    }
  });
});

describe('principal cache across processes', () => {
  it('drops a cached principal on every replica as soon as the database changes, whoever changed it', async () => {
    const { AccountManager, hashKey } = await import('../../subgraphs/marketplace/src/modules/accounts/providers/accounts-manager.js');
    const { connectPrincipalBus } = await import('../../subgraphs/marketplace/src/modules/accounts/providers/principal-bus.js');
    const { AccountStore } = await import('../../subgraphs/marketplace/src/modules/accounts/providers/accounts-store.js');
    const edge = new AccountManager(new AccountStore(t.service.prisma));
    const other = new AccountManager(new AccountStore(t.service.prisma));
    const buses = [connectPrincipalBus(edge, t.config.database.url), connectPrincipalBus(other, t.config.database.url)];
    try {
      await Promise.all(buses.map((b) => b.listening));
      const account = await t.createAccount(ALL);
      const hash = hashKey(account.apiKey);
      expect((await edge.authenticate(account.apiKey))?.tier).toBe('free');
      expect((await other.authenticate(account.apiKey))?.tier).toBe('free');
      await t.service.prisma.account.update({ where: { id: account.accountId }, data: { tier: 'pro' } });
      await eventually(async () => (await edge.authenticate(account.apiKey))?.tier === 'pro', 5000);

      // An operator revokes the key with plain SQL: no process of the service is told. Both caches
      // hold the key (10 s), yet both drop it long before that.
      expect(edge.cachedPrincipal(hash)).toBeTruthy();
      expect((await other.authenticate(account.apiKey))?.keyId).toBeTruthy();
      await t.service.prisma.$executeRaw`UPDATE api_keys SET revoked_at = now() WHERE account_id = ${account.accountId}::uuid`;
      await eventually(async () => edge.cachedPrincipal(hash) === undefined && other.cachedPrincipal(hash) === undefined, 5000);
      expect(await edge.authenticate(account.apiKey)).toBeNull();
      expect(await other.authenticate(account.apiKey)).toBeNull();
    } finally {
      await Promise.all(buses.map((b) => b.close()));
    }
  });
});
