import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PrismaClient } from '../../common/src/db/client.js';
import { UsageReports } from '../../subgraphs/marketplace/src/modules/usage/providers/usage-manager.js';
import { AccountManager } from '../../subgraphs/marketplace/src/modules/accounts/providers/accounts-manager.js';
import { Billing, paymentProvider } from '../../subgraphs/marketplace/src/modules/billing/providers/billing-manager.js';
import { EventLog } from '../../subgraphs/marketplace/src/modules/shared/providers/event-log.js';
import { SubscriptionManager } from '../../subgraphs/marketplace/src/modules/subscriptions/providers/subscriptions-manager.js';
import { restRoutePatterns } from '../../subgraphs/marketplace/src/rest-route-patterns.js';
import { createMarketplaceStores } from '../../subgraphs/marketplace/src/index.js';
import { suffix, testConfig } from '../testkit/service.js';

let prisma: PrismaClient;
let usage: UsageReports;
beforeAll(async () => {
  prisma = await openDatabase(testConfig().database.url);
  const stores = createMarketplaceStores(prisma);
  const events = new EventLog(stores.webhooks);
  usage = new UsageReports(stores.usage, new SubscriptionManager(stores.subscriptions, new AccountManager(stores.accounts), events, new Billing(stores.billing, events, paymentProvider('ledger'))), restRoutePatterns);
});
afterAll(() => prisma?.$disconnect());

describe('writing metered requests', () => {
  it('writes a batch in one statement, with or without an account, and skips request ids already written', async () => {
    const account = await prisma.account.create({ data: { name: `usage-${suffix()}` } });
    const at = new Date('2026-11-20T10:00:00.123Z');
    const batch = Array.from({ length: 1500 }, (_, i) => ({
      requestId: randomUUID(),
      accountId: i % 3 === 0 ? null : account.id,
      apiId: i % 2 ? 'memory-api' : 'marketplace-platform',
      method: 'POST',
      endpoint: `/api/v1/memory/store's "quoted" path ${i}`,
      status: i % 5 === 0 ? 429 : 200,
      latencyMs: i / 7,
      at: at.toISOString(),
    }));
    expect(await usage.record(batch)).toBe(1500);
    // The queue delivers at least once: the same batch again, plus one new record, writes only that one.
    const again = [...batch, { ...batch[1]!, requestId: randomUUID() }];
    expect(await usage.record(again)).toBe(1);
    expect(await usage.record([])).toBe(0);

    const rows = await prisma.usageRecord.findMany({ where: { requestId: { in: batch.slice(0, 4).map((b) => b.requestId) } }, orderBy: { latencyMs: 'asc' } });
    expect(rows.map((r) => ({ accountId: r.accountId, apiId: r.apiId, endpoint: r.endpoint, status: r.status, latencyMs: r.latencyMs, at: r.at.toISOString() }))).toEqual(
      batch.slice(0, 4).map((b) => ({ accountId: b.accountId, apiId: b.apiId, endpoint: b.endpoint, status: b.status, latencyMs: b.latencyMs, at: b.at })),
    );
    expect(await prisma.usageRecord.count({ where: { accountId: account.id } })).toBe(1001);
  });

  it('counts a record that stands for several identical requests as that many, in every report', async () => {
    const account = await prisma.account.create({ data: { name: `usage-${suffix()}` } });
    const at = new Date().toISOString();
    const base = { accountId: account.id, apiId: 'marketplace-platform', method: 'GET', endpoint: '/v1/usage', at };
    await usage.record([
      { ...base, requestId: randomUUID(), status: 429, latencyMs: 60, requests: 30 },
      { ...base, requestId: randomUUID(), status: 200, latencyMs: 20, requests: 2 },
      { ...base, requestId: randomUUID(), status: 200, latencyMs: 4 },
    ]);
    const summary = await usage.summary(account.id, {});
    expect(summary).toMatchObject({ total_requests: 33, total_errors: 30 });
    // 84 ms over 33 requests
    expect(summary.by_api[0]!.avg_latency_ms).toBeCloseTo(84 / 33, 1);
    const forApi = await usage.forApi(account.id, 'marketplace-platform', {});
    expect(forApi).toMatchObject({ total_requests: 33, total_errors: 30 });
    expect(forApi.timeseries.reduce((n, b) => n + b.requests, 0)).toBe(33);
    expect(await usage.requestsToday(account.id, 'marketplace-platform')).toBe(33);
  });
});
