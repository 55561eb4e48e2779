import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, wireCode } from '../../common/src/errors.js';
import { SCOPES } from '../../common/src/principal.js';
import { KEY_CACHE_TTL_MS } from '../../subgraphs/marketplace/src/modules/accounts/providers/accounts-manager.js';
import { RATE_LIMIT_HEADERS } from '../../gateway/src/plugins/rate-limit.js';
import { eventually } from '../testkit/service.js';
import type { ContractTarget } from '../testkit/target.js';
import { marketGraphQL, marketRest, type MarketClient } from '../testkit/marketplace-transports.js';
import { failed, ok, type Outcome } from '../testkit/transports.js';
import { NEVER_EXPIRES } from '../../rest-adapter/src/routes/marketplace-schemas.js';

/**
 * Settings of the service the marketplace suite runs against: usage is flushed quickly, webhooks may
 * point at loopback, and each tier has a budget of its own (all too large to be spent), so that the
 * edge's rate-limit header tells which tier it holds for a key.
 */
export const MARKETPLACE_SUITE_ENV = {
  METERING_FLUSH_MS: '100',
  WEBHOOK_ALLOWED_HOSTS: 'hooks.test.local,127.0.0.1',
  RATE_LIMIT_FREE: '1000000',
  RATE_LIMIT_PRO: '1000001',
  RATE_LIMIT_ENTERPRISE: '1000002',
};

/**
 * The marketplace contract, run against the REST adapter and against GraphQL of the service `target`
 * returns (set up by the caller's `beforeAll`, which runs before this suite's).
 */
export function marketplaceSuite(target: () => ContractTarget): void {
  let t: ContractTarget;
  beforeAll(() => {
    t = target();
  });

  /** The tier the edge holds for a key, read from the budget it applies (see MARKETPLACE_SUITE_ENV). */
  async function edgeTier(apiKey: string): Promise<string | undefined> {
    const res = await fetch(`${t.baseUrl}/v1/auth/introspect`, { headers: { authorization: `Bearer ${apiKey}` } });
    await res.body?.cancel();
    const limit = Number(res.headers.get(RATE_LIMIT_HEADERS.limit));
    return Object.entries(t.config.rateLimit.tiers).find(([, budget]) => budget === limit)?.[0];
  }

  /**
   * The edge comes to hold `tier` for the key. A change reaches every edge's key cache by the principal
   * bus (at once in process, by a Postgres notification in another); waiting for less than the cache's
   * lifetime keeps an edge that kept its entry from passing.
   */
  async function edgeSeesTier(apiKey: string, tier: string): Promise<void> {
    await eventually(async () => (await edgeTier(apiKey)) === tier, KEY_CACHE_TTL_MS / 2);
  }

  const ALL = [...SCOPES];
  const transports: Array<[string, (key?: string) => MarketClient]> = [
    ['REST', (key) => marketRest(t.baseUrl, key)],
    ['GraphQL', (key) => marketGraphQL(t.baseUrl, key)],
  ];

  type Item = Record<string, unknown>;

  describe.each(transports)('marketplace contract over %s', (_name, client) => {
    describe('catalogue', () => {
      it('lists with the list envelope, defaults and limits', async () => {
        const c = client((await t.createAccount()).apiKey);
        const page = ok(await c.listApis());
        expect(page).toMatchObject({ object: 'list', limit: 20, offset: 0, has_more: true });
        expect(page.total).toBe(page.total_count);
        expect(page.total as number).toBeGreaterThan(20);
        const data = page.data as Item[];
        expect(data).toHaveLength(20);
        expect(Object.keys(data[0]!).sort()).toEqual(['category', 'description', 'id', 'name', 'pricing', 'subscribed', 'version']);
        expect(data[0]!.pricing).toEqual({ model: expect.any(String), base_price: expect.any(Number) });
        failed(await c.listApis({ limit: 0 }), ErrorCode.InvalidRequest);
        failed(await c.listApis({ limit: 101 }), ErrorCode.InvalidRequest);
        expect((ok(await c.listApis({ limit: 100 })).data as Item[]).length).toBeGreaterThan(20);
        const bad = failed(await c.listApis({ sort: 'random' }), ErrorCode.InvalidRequest);
        // REST names the field; GraphQL rejects the enum value while validating variables
        if (c.name === 'REST') expect(bad.fields.param).toBe('sort');
      });

      it('filters by category and status, sorts by name and newest', async () => {
        const c = client((await t.createAccount()).apiKey);
        const ai = ok(await c.listApis({ category: 'ai-ml', limit: 100 })).data as Item[];
        expect(ai.length).toBeGreaterThan(0);
        expect(ai.every((a) => a.category === 'ai-ml')).toBe(true);
        const byName = (ok(await c.listApis({ sort: 'name', limit: 100 })).data as Item[]).map((a) => String(a.name));
        expect(byName).toEqual([...byName].sort(alphabetical));
        const deprecated = ok(await c.listApis({ status: 'deprecated', limit: 100 })).data as Item[];
        const ids = new Set((ok(await c.listApis({ limit: 100 })).data as Item[]).map((a) => a.id));
        for (const d of deprecated) expect(ids.has(d.id)).toBe(false);
        failed(await c.listApis({ status: 'gone' }), ErrorCode.InvalidRequest);
      });

      it('pages with a cursor that stays stable when APIs are inserted', async () => {
        const c = client((await t.createAccount()).apiKey);
        const first = ok(await c.listApis({ sort: 'newest', limit: 5 }));
        expect(first.next_cursor).toEqual(expect.any(String));
        const firstIds = (first.data as Item[]).map((a) => a.id);
        // A newer API appears at the top of "newest": offset paging would shift, the cursor does not.
        const id = `cursor-probe-${Math.random().toString(36).slice(2, 8)}`;
        await t.prisma.apiListing.create({
          data: { id, name: `Cursor probe ${id}`, description: 'probe', categorySlug: 'ai-ml', version: '1.0.0', pricingModel: 'free', basePrice: 0, tags: [], endpointsCount: 1, avgLatencyMs: 1, uptime: 100, createdAt: new Date() },
        });
        try {
          const second = ok(await c.listApis({ sort: 'newest', limit: 5, after: String(first.next_cursor) }));
          const secondIds = (second.data as Item[]).map((a) => a.id);
          expect(secondIds.some((x) => firstIds.includes(x))).toBe(false);
          const reference = (ok(await c.listApis({ sort: 'newest', limit: 11 })).data as Item[]).map((a) => a.id).filter((x) => x !== id);
          expect([...firstIds, ...secondIds]).toEqual(reference.slice(0, 10));
          failed(await c.listApis({ sort: 'name', after: String(first.next_cursor) }), ErrorCode.InvalidRequest);
        } finally {
          await t.prisma.apiListing.delete({ where: { id } });
        }
      });

      it('sorts by name alphabetically as people read it, not by byte value, across cursor pages too', async () => {
        const c = client((await t.createAccount()).apiKey);
        const names = (ok(await c.listApis({ sort: 'name', limit: 100 })).data as Item[]).map((a) => String(a.name));
        // Byte order puts every capital before every small letter ("IP Geolocation" before "Image ...").
        expect(names.indexOf('Image Moderation')).toBeGreaterThan(-1);
        expect(names.indexOf('Image Moderation')).toBeLessThan(names.indexOf('IP Geolocation'));
        expect(names.indexOf('Inventory Sync')).toBeLessThan(names.indexOf('IP Reputation'));
        const walked = await walk((after) => c.listApis({ sort: 'name', limit: 7, after }));
        expect(walked).toEqual((ok(await c.listApis({ sort: 'name', limit: 100 })).data as Item[]).map((a) => a.id));
      });

      it('returns an API with plans and details, 404 for an unknown one', async () => {
        const c = client((await t.createAccount()).apiKey);
        const api = ok(await c.getApi('memory-api'));
        expect(api).toMatchObject({ id: 'memory-api', name: 'Memory API', category: 'ai-ml', endpoints_count: 9, avg_latency_ms: 85, uptime: 99.95 });
        expect(Number.isNaN(Date.parse(String(api.created_at)))).toBe(false);
        expect((api.pricing as Item).plans).toEqual([
          { id: 'memory-api-free', name: 'Free', monthly_limit: 10000 },
          { id: 'memory-api-pro', name: 'Pro', monthly_limit: 1000000 },
          { id: 'memory-api-enterprise', name: 'Enterprise', monthly_limit: 50000000 },
        ]);
        failed(await c.getApi('no-such-api'), ErrorCode.NotFound);
      });

      it('searches names, descriptions and tags with a relevance score', async () => {
        const c = client((await t.createAccount()).apiKey);
        const res = ok(await c.search({ q: 'semantic memory' }));
        expect(res).toMatchObject({ object: 'list', has_more: false });
        const hits = res.data as Item[];
        expect(hits[0]).toMatchObject({ id: 'memory-api' });
        expect(Object.keys(hits[0]!).sort()).toEqual(['description', 'id', 'name', 'relevance_score']);
        for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.relevance_score as number).toBeGreaterThanOrEqual(hits[i]!.relevance_score as number);
        expect(hits[0]!.relevance_score as number).toBeGreaterThan(0);
        expect(hits[0]!.relevance_score as number).toBeLessThanOrEqual(1);
        // a tag only ("multilingual" is a tag of the memory API), and a prefix
        expect((ok(await c.search({ q: 'agents' })).data as Item[]).map((h) => h.id)).toContain('memory-api');
        expect((ok(await c.search({ q: 'translat' })).data as Item[]).length).toBeGreaterThan(0);
        expect((ok(await c.search({ q: 'translation', category: 'finance' })).data as Item[]).length).toBe(0);
        expect(ok(await c.search({ q: 'zzqqxx' })).total).toBe(0);
        failed(await c.search({ q: '' }), ErrorCode.InvalidRequest);
      });

      it('lists categories with descriptions and icons', async () => {
        const c = client((await t.createAccount()).apiKey);
        const cats = ok(await c.categories()).data as Item[];
        expect(cats.length).toBeGreaterThan(3);
        const ai = cats.find((x) => x.slug === 'ai-ml')!;
        expect(ai).toMatchObject({ name: 'AI & Machine Learning', icon: 'brain' });
        expect(String(ai.description).length).toBeGreaterThan(10);
        expect(ai.api_count as number).toBeGreaterThan(0);
      });

      it('pages categories like every list: limit, offset and after with next_cursor', async () => {
        const c = client((await t.createAccount()).apiKey);
        const all = ok(await c.categories({ limit: 100 }));
        expect(all).toMatchObject({ object: 'list', has_more: false, next_cursor: null, limit: 100, offset: 0 });
        const slugs = (all.data as Item[]).map((x) => x.slug);
        expect(all.total).toBe(slugs.length);
        expect(slugs.length).toBeGreaterThan(3);
        const first = ok(await c.categories({ limit: 2 }));
        expect(first).toMatchObject({ has_more: true, limit: 2, offset: 0, total: slugs.length, next_cursor: expect.any(String) });
        expect((first.data as Item[]).map((x) => x.slug)).toEqual(slugs.slice(0, 2));
        // A client paging by offset until an empty page comes to its end.
        const byOffset: unknown[] = [];
        for (let offset = 0; offset <= slugs.length; offset += 2) byOffset.push(...(ok(await c.categories({ limit: 2, offset })).data as Item[]).map((x) => x.slug));
        expect(byOffset).toEqual(slugs);
        expect(ok(await c.categories({ limit: 2, offset: slugs.length })).data).toEqual([]);
        expect(await walk((after) => c.categories({ limit: 3, after }))).toEqual(slugs);
        failed(await c.categories({ limit: 0 }), ErrorCode.InvalidRequest);
        failed(await c.categories({ limit: 101 }), ErrorCode.InvalidRequest);
        // A cursor of another list is refused.
        const apisCursor = String(ok(await c.listApis({ limit: 1 })).next_cursor);
        failed(await c.categories({ after: apisCursor }), ErrorCode.InvalidRequest);
      });
    });

    describe('scopes and authentication', () => {
      it('answers 401 without a credential and with an unknown one', async () => {
        failed(await client(undefined).listApis(), ErrorCode.Unauthenticated);
        failed(await client('mk_nope').listApis(), ErrorCode.Unauthenticated);
      });

      it('gives a key without scopes marketplace:read and the memory scopes, and 403 insufficient_scope names the scope', async () => {
        const c = client((await t.createAccount()).apiKey);
        ok(await c.listApis());
        const e = failed(await c.listSubscriptions(), ErrorCode.InsufficientScope);
        expect(e.fields.required_scope).toBe('subscriptions:read');
        expect(failed(await c.createSubscription({ api_id: 'memory-api', plan_id: 'memory-api-free' }), ErrorCode.InsufficientScope).fields.required_scope).toBe(
          'subscriptions:write',
        );
        expect(failed(await c.usage(), ErrorCode.InsufficientScope).fields.required_scope).toBe('usage:read');
        expect(failed(await c.invoices(), ErrorCode.InsufficientScope).fields.required_scope).toBe('billing:read');
        expect(ok(await c.introspect())).toMatchObject({ active: true, scopes: ['marketplace:read', 'memory:read', 'memory:write'], expires_at: NEVER_EXPIRES });
        // The spec types `expires_at` as a date-time: a key that never expires still reads as one.
        expect(Number.isNaN(Date.parse(String(ok(await c.introspect()).expires_at)))).toBe(false);
      });

      it('grants exactly the scopes a key has', async () => {
        const c = client((await t.createAccount(['subscriptions:read'])).apiKey);
        ok(await c.listSubscriptions());
        expect(ok(await c.introspect())).toMatchObject({ scopes: ['subscriptions:read'] });
        expect(failed(await c.listApis(), ErrorCode.InsufficientScope).fields.required_scope).toBe('marketplace:read');
      });
    });

    describe('subscriptions', () => {
      it('creates, lists with filters, reads, changes plan and cancels now', async () => {
        const account = await t.createAccount(ALL);
        const c = client(account.apiKey);
        const sub = ok(await c.createSubscription({ api_id: 'ai-sentiment-analysis', plan_id: planOf('ai-sentiment-analysis', 0), metadata: { team: 'core' } }));
        expect(sub).toMatchObject({ object: 'subscription', api_id: 'ai-sentiment-analysis', status: 'active', metadata: { team: 'core' }, cancelled_at: null });
        expect(sub.id).toMatch(/^sub_/);
        expect(Date.parse(String(sub.current_period_end))).toBeGreaterThan(Date.now() + 27 * 86_400_000);
        // one live subscription per API
        failed(await c.createSubscription({ api_id: 'ai-sentiment-analysis', plan_id: planOf('ai-sentiment-analysis', 0) }), ErrorCode.Conflict);
        expect((ok(await c.getApi('ai-sentiment-analysis')) as Item).subscribed).toBe(true);

        const listed = ok(await c.listSubscriptions({ status: 'active', api_id: 'ai-sentiment-analysis' }));
        expect(listed).toMatchObject({ object: 'list', total: 1, has_more: false });
        expect((listed.data as Item[])[0]!.id).toBe(sub.id);
        expect(ok(await c.listSubscriptions({ status: 'cancelled' })).total).toBe(0);
        failed(await c.listSubscriptions({ status: 'paused' }), ErrorCode.InvalidRequest);

        const changed = ok(await c.changePlan(String(sub.id), planOf('ai-sentiment-analysis', 1)));
        expect(changed.plan_id).toBe(planOf('ai-sentiment-analysis', 1));

        const cancelled = ok(await c.cancelSubscription(String(sub.id)));
        expect(cancelled).toMatchObject({ id: sub.id, status: 'cancelled' });
        expect(Date.parse(String(cancelled.access_until))).toBeLessThanOrEqual(Date.now());
        expect(Date.parse(String(cancelled.cancelled_at))).toBeLessThanOrEqual(Date.now());
        expect((ok(await c.getApi('ai-sentiment-analysis')) as Item).subscribed).toBe(false);
        // after cancellation a new subscription may start
        ok(await c.createSubscription({ api_id: 'ai-sentiment-analysis', plan_id: planOf('ai-sentiment-analysis', 0) }));
      });

      it('rejects bad input with field-level detail and unknown ids with 404', async () => {
        const c = client((await t.createAccount(ALL)).apiKey);
        failed(await c.createSubscription({ api_id: 'no-such-api', plan_id: 'x' }), ErrorCode.NotFound);
        const e = failed(await c.createSubscription({ api_id: 'memory-api', plan_id: 'ai-sentiment-analysis-free' }), ErrorCode.InvalidRequest);
        expect(e.fields.param).toBe('plan_id');
        failed(await c.getSubscription('sub_missing'), ErrorCode.NotFound);
        failed(await c.cancelSubscription('sub_missing'), ErrorCode.NotFound);
      });

      it("does not show or cancel another account's subscription", async () => {
        const a = client((await t.createAccount(ALL)).apiKey);
        const b = client((await t.createAccount(ALL)).apiKey);
        const sub = ok(await a.createSubscription({ api_id: 'data-email-validation', plan_id: planOf('data-email-validation', 0) }));
        failed(await b.getSubscription(String(sub.id)), ErrorCode.NotFound);
        failed(await b.cancelSubscription(String(sub.id)), ErrorCode.NotFound);
        expect(ok(await b.listSubscriptions()).total).toBe(0);
      });

      it("sets the account's tier from the memory API plan; cancelling now drops it at once", async () => {
        const account = await t.createAccount(ALL);
        const c = client(account.apiKey);
        failed(await c.realtime(), ErrorCode.Forbidden);
        const sub = ok(await c.createSubscription({ api_id: 'memory-api', plan_id: 'memory-api-pro' }));
        expect((await t.prisma.account.findUniqueOrThrow({ where: { id: account.accountId } })).tier).toBe('pro');
        await edgeSeesTier(account.apiKey, 'pro');
        const live = ok(await c.realtime());
        expect(live).toMatchObject({ object: 'usage_realtime', window_seconds: 60 });
        ok(await c.cancelSubscription(String(sub.id)));
        expect((await t.prisma.account.findUniqueOrThrow({ where: { id: account.accountId } })).tier).toBe('free');
        // the edge's key cache does not keep the old tier
        await edgeSeesTier(account.apiKey, 'free');
        failed(await c.realtime(), ErrorCode.Forbidden);
      });

      it('cancelling at period end keeps access until then', async () => {
        const account = await t.createAccount(ALL);
        const c = client(account.apiKey);
        const sub = ok(await c.createSubscription({ api_id: 'memory-api', plan_id: 'memory-api-enterprise' }));
        const res = ok(await c.cancelSubscription(String(sub.id), true));
        expect(res).toMatchObject({ status: 'cancelled', access_until: sub.current_period_end, cancel_at_period_end: true });
        await edgeSeesTier(account.apiKey, 'enterprise');
        expect((ok(await c.getApi('memory-api')) as Item).subscribed).toBe(true);
        // when the period has passed the tier lapses, even before the sweep runs (the row's trigger
        // tells every edge's key cache). The period ends for the subscription first, as it would: a
        // sweep that runs meanwhile (the worker's, in a stack of processes) recomputes the tier from
        // the subscription, and must find it lapsed too.
        const past = new Date(Date.now() - 1000);
        await t.prisma.subscription.update({ where: { id: String(sub.id) }, data: { accessUntil: past } });
        await t.prisma.account.update({ where: { id: account.accountId }, data: { tierExpiresAt: past } });
        await edgeSeesTier(account.apiKey, 'free');
      });
    });

    describe('billing', () => {
      it('invoices the first period at once and lists invoices with billing:read', async () => {
        const c = client((await t.createAccount(ALL)).apiKey);
        const sub = ok(await c.createSubscription({ api_id: 'memory-api', plan_id: 'memory-api-pro' }));
        const invoices = ok(await c.invoices());
        expect(invoices).toMatchObject({ object: 'list', total: 1 });
        expect((invoices.data as Item[])[0]).toMatchObject({ object: 'invoice', subscription_id: sub.id, amount_usd: 49, status: 'paid', period_start: sub.current_period_start });
      });
    });

    describe('webhooks', () => {
      it('registers HTTPS endpoints only, returns the secret once, lists, reads and deletes', async () => {
        const c = client((await t.createAccount(ALL)).apiKey);
        expect(failed(await c.createWebhook({ url: 'http://example.com/hook', events: ['subscription.created'] }), ErrorCode.InvalidRequest).fields.param).toBe('url');
        failed(await c.createWebhook({ url: 'https://10.0.0.1/hook', events: ['subscription.created'] }), ErrorCode.InvalidRequest);
        failed(await c.createWebhook({ url: 'https://127.0.0.1/hook', events: ['no.such'] }), ErrorCode.InvalidRequest);
        const hook = ok(await c.createWebhook({ url: 'https://127.0.0.1/hook', events: ['subscription.created', 'invoice.paid'], description: 'ops' }));
        expect(hook).toMatchObject({ object: 'webhook_endpoint', url: 'https://127.0.0.1/hook', status: 'active', description: 'ops' });
        expect(String(hook.secret)).toMatch(/^whsec_/);
        expect(ok(await c.getWebhook(String(hook.id)))).not.toHaveProperty('secret');
        const listed = ok(await c.listWebhooks());
        expect(listed).toMatchObject({ object: 'list', total: 1 });
        expect((listed.data as Item[])[0]).not.toHaveProperty('secret');
        expect(ok(await c.deleteWebhook(String(hook.id)))).toMatchObject({ id: hook.id, deleted: true });
        failed(await c.getWebhook(String(hook.id)), ErrorCode.NotFound);
        failed(await c.deleteWebhook(String(hook.id)), ErrorCode.NotFound);
      });

      it('needs webhooks:read and webhooks:write', async () => {
        const c = client((await t.createAccount(['marketplace:read'])).apiKey);
        expect(failed(await c.listWebhooks(), ErrorCode.InsufficientScope).fields.required_scope).toBe('webhooks:read');
        expect(failed(await c.createWebhook({ url: 'https://example.com/h', events: ['invoice.paid'] }), ErrorCode.InsufficientScope).fields.required_scope).toBe(
          'webhooks:write',
        );
      });
    });

    describe('alerts', () => {
      it('configures alerts at 80% or 100% of the daily limit', async () => {
        const c = client((await t.createAccount(ALL)).apiKey);
        const alert = ok(await c.createAlert({ api_id: 'memory-api', threshold: 100, channels: ['email'], email: 'ops@example.com' }));
        expect(alert).toMatchObject({ object: 'alert', api_id: 'memory-api', threshold: 100, channels: ['email'], period: 'daily' });
        failed(await c.createAlert({ api_id: 'memory-api', threshold: 90, channels: ['email'], email: 'ops@example.com' }), ErrorCode.InvalidRequest);
        failed(await c.createAlert({ api_id: 'no-such-api', threshold: 80, channels: ['webhook'] }), ErrorCode.NotFound);
        const alerts = ok(await c.listAlerts());
        expect(alerts).toMatchObject({ object: 'list', total: 1 });
      });
    });

    describe('cursor pagination of every list', () => {
      /** A subscription to `apiId` on its cheapest plan. */
      async function subscribe(c: MarketClient, apiId: string): Promise<Item> {
        const plan = await t.prisma.plan.findFirstOrThrow({ where: { apiId }, orderBy: [{ price: 'asc' }, { id: 'asc' }] });
        return ok(await c.createSubscription({ api_id: apiId, plan_id: plan.id }));
      }
      const APIS = ['geo-timezone-lookup', 'data-public-holidays', 'finance-crypto-prices', 'comm-sms-delivery', 'geo-forward-geocoding'];

      it('pages subscriptions and invoices, stable when one is created between pages', async () => {
        const c = client((await t.createAccount(ALL)).apiKey);
        for (const api of APIS.slice(0, 3)) await subscribe(c, api);
        const subscriptions = (ok(await c.listSubscriptions({ limit: 100 })).data as Item[]).map((s) => s.id);
        expect(subscriptions).toHaveLength(3);
        // A newer one lands on the first page: offsets would shift and repeat an item, the cursor does not.
        expect(await walk((after) => c.listSubscriptions({ limit: 2, after }), () => subscribe(c, APIS[3]!))).toEqual(subscriptions);
        // Each subscription was invoiced when it was made.
        const invoices = (ok(await c.invoices({ limit: 100 })).data as Item[]).map((i) => i.id);
        expect(invoices).toHaveLength(4);
        expect(await walk((after) => c.invoices({ limit: 3, after }), () => subscribe(c, APIS[4]!))).toEqual(invoices);
        // Filters apply on every page.
        expect(await walk((after) => c.listSubscriptions({ status: 'active', limit: 1, after }))).toHaveLength(5);
        failed(await c.listSubscriptions({ after: 'not-a-cursor' }), ErrorCode.InvalidRequest);
        failed(await c.invoices({ after: 'not-a-cursor' }), ErrorCode.InvalidRequest);
      });

      it('pages webhooks and their deliveries, stable when one is added between pages', async () => {
        const c = client((await t.createAccount(ALL)).apiKey);
        const register = async (n: number) => ok(await c.createWebhook({ url: `https://127.0.0.1:1/hook-${n}`, events: ['subscription.created'] }));
        const hook = await register(0);
        await register(1);
        await register(2);
        const hooks = (ok(await c.listWebhooks({ limit: 100 })).data as Item[]).map((h) => h.id);
        expect(hooks).toHaveLength(3);
        expect(await walk((after) => c.listWebhooks({ limit: 2, after }), () => register(3))).toEqual(hooks);

        // Each subscription made is one delivery to each endpoint.
        for (const api of APIS.slice(0, 3)) await subscribe(c, api);
        const deliveries = (ok(await c.webhookDeliveries(String(hook.id), { limit: 100 })).data as Item[]).map((d) => d.id);
        expect(deliveries).toHaveLength(3);
        expect(await walk((after) => c.webhookDeliveries(String(hook.id), { limit: 2, after }), () => subscribe(c, APIS[3]!))).toEqual(deliveries);
        failed(await c.webhookDeliveries(String(hook.id), { after: 'not-a-cursor' }), ErrorCode.InvalidRequest);
      });

      it('pages alerts, stable when one is configured between pages', async () => {
        const c = client((await t.createAccount(ALL)).apiKey);
        const configure = async (api: string) => ok(await c.createAlert({ api_id: api, threshold: 80, channels: ['webhook'] }));
        for (const api of APIS.slice(0, 3)) await configure(api);
        const alerts = (ok(await c.listAlerts({ limit: 100 })).data as Item[]).map((a) => a.id);
        expect(alerts).toHaveLength(3);
        expect(await walk((after) => c.listAlerts({ limit: 2, after }), () => configure(APIS[3]!))).toEqual(alerts);
        expect(ok(await c.listAlerts({ limit: 2 }))).toMatchObject({ object: 'list', total: 4, has_more: true, limit: 2 });
        failed(await c.listAlerts({ limit: 0 }), ErrorCode.InvalidRequest);
      });

      it('pages search hits, stable when a better match is listed between pages', async () => {
        const c = client((await t.createAccount()).apiKey);
        const reference = (ok(await c.search({ q: 'data', limit: 100 })).data as Item[]).map((h) => h.id);
        expect(reference.length).toBeGreaterThan(4);
        const id = `search-probe-${Math.random().toString(36).slice(2, 8)}`;
        const insert = async () => {
          await t.prisma.apiListing.create({
            data: { id, name: 'Data Data Data', description: 'data data data data', categorySlug: 'data', version: '1.0.0', pricingModel: 'free', basePrice: 0, tags: ['data'], endpointsCount: 1, avgLatencyMs: 1, uptime: 100 },
          });
          // The probe is the best match now: offsets would shift every later page by one.
          expect((ok(await c.search({ q: 'data', limit: 1 })).data as Item[])[0]!.id).toBe(id);
        };
        try {
          const walked = await walk((after) => c.search({ q: 'data', limit: 2, after }), insert);
          expect(walked).toEqual(reference);
        } finally {
          await t.prisma.apiListing.deleteMany({ where: { id } });
        }
        const page = ok(await c.search({ q: 'data', limit: 2 }));
        expect(page).toMatchObject({ object: 'list', has_more: true, next_cursor: expect.any(String) });
        // A cursor of another listing (or another sort) is refused, as a forged one is.
        const fromCatalogue = String(ok(await c.listApis({ limit: 1 })).next_cursor);
        failed(await c.search({ q: 'data', after: fromCatalogue }), ErrorCode.InvalidRequest);
        const bad = failed(await c.search({ q: 'data', after: 'eyJub3QiOiJvdXJzIn0' }), ErrorCode.InvalidRequest);
        if (c.name === 'REST') expect(bad.fields.param).toBe('after');
      });
    });

    describe('metering and usage', () => {
      it('counts every request of each kind, errors included', async () => {
        const account = await t.createAccount(ALL);
        const c = client(account.apiKey);
        const n = 3;
        for (let i = 0; i < n; i++) {
          ok(await c.getApi('memory-api'));
          failed(await c.getApi('no-such-api'), ErrorCode.NotFound);
          failed(await c.listApis({ limit: 1000 }), ErrorCode.InvalidRequest);
        }
        const expected = n * 3;
        const endpointOf = client === transports[0]![1] ? '/v1/marketplace/apis/:api_id' : '/graphql';
        // Read through REST on another endpoint, so the reads do not count on the endpoints read.
        const reader = marketRest(t.baseUrl, account.apiKey);
        // Until every request sent is counted: the last ones may reach the queue in a later batch.
        const sent = endpointOf === '/graphql' ? '/graphql' : '/v1/marketplace/apis/';
        await eventually(async () => {
          const u = ok(await reader.apiUsage('marketplace-platform', { endpoint: sent, granularity: 'hour' }));
          return (u.total_requests as number) >= expected ? u : undefined;
        }, 20_000);
        const usage = ok(await c.apiUsage('marketplace-platform', { endpoint: endpointOf, granularity: 'hour' }));
        if (endpointOf === '/graphql') {
          // GraphQL answers 200 with errors in the body; every call counts once
          expect(usage.total_requests).toBe(expected);
        } else {
          expect(usage.total_requests).toBe(n * 2);
          expect(usage.total_errors).toBe(n);
          const list = ok(await reader.apiUsage('marketplace-platform', { endpoint: '/v1/marketplace/apis' }));
          expect(list).toMatchObject({ total_requests: n, total_errors: n });
        }
        const series = usage.timeseries as Item[];
        expect(series.reduce((s, b) => s + (b.requests as number), 0)).toBe(usage.total_requests);
      });

      it('filters usage by what a user types: a route, a real path under it, or a prefix', async () => {
        const account = await t.createAccount(ALL);
        const c = client(account.apiKey);
        // The traffic goes through REST, so each request is metered under its route.
        const rest = marketRest(t.baseUrl, account.apiKey);
        ok(await rest.getApi('memory-api'));
        ok(await rest.getApi('geo-ip-geolocation'));
        failed(await rest.getApi('no-such-api'), ErrorCode.NotFound);
        ok(await rest.search({ q: 'maps' }));
        ok(await rest.categories());
        ok(await rest.listApis({ limit: 1 }));
        const count = async (endpoint: string) => ok(await c.apiUsage('marketplace-platform', { endpoint, granularity: 'hour' })).total_requests;
        await eventually(async () => (await count('/v1/marketplace')) === 6, 20_000);

        // the route pattern, as stored
        expect(await count('/v1/marketplace/apis/:api_id')).toBe(3);
        // a real path counts the route it belongs to; a static route wins over a parameter, as in routing
        const real = ok(await c.apiUsage('marketplace-platform', { endpoint: '/v1/marketplace/apis/some-api', granularity: 'hour' }));
        expect(real).toMatchObject({ total_requests: 3, total_errors: 1, endpoint: '/v1/marketplace/apis/some-api', matched_endpoints: ['/v1/marketplace/apis/:api_id'] });
        expect(await count('/v1/marketplace/apis/search')).toBe(1);
        expect(await count('/v1/usage/realtime')).toBe(0);
        // a route counts itself, not what lies under it; a trailing / or /* asks for everything under it
        expect(await count('/v1/marketplace/apis')).toBe(1);
        expect(await count('/v1/marketplace/apis/')).toBe(5);
        expect(await count('/v1/marketplace/apis/*')).toBe(5);
        // a path no route serves is a prefix: every endpoint under it, on whole path segments only
        expect(await count('v1/marketplace')).toBe(6);
        expect(await count('/v1/market')).toBe(0);
        // what people paste: a query string, a whole URL
        expect(await count('/v1/marketplace/categories?limit=5')).toBe(1);
        expect(await count(`${t.baseUrl}/v1/marketplace/apis/memory-api`)).toBe(3);
      });
    });
  });

  /**
   * Every page of a list, followed through `next_cursor`; `between` runs after the first page (an
   * insert while a client pages). Each page but the last has `has_more` and a cursor, the last a null
   * cursor.
   */
  async function walk(page: (after?: string) => Promise<Outcome>, between?: () => Promise<unknown>): Promise<unknown[]> {
    const ids: unknown[] = [];
    let after: string | undefined;
    for (let n = 0; n < 100; n++) {
      const p = ok(await page(after));
      ids.push(...(p.data as Item[]).map((x) => x.id));
      if (!p.has_more) {
        expect(p.next_cursor).toBeNull();
        return ids;
      }
      expect(p.next_cursor).toEqual(expect.any(String));
      after = String(p.next_cursor);
      if (n === 0) await between?.();
    }
    throw new Error('no last page after 100 pages');
  }

  /** Alphabetical order as people expect it: case and accents count only to break ties. */
  const alphabetical = new Intl.Collator('und').compare;

  /** Plans of the seed catalogue by index (cheapest first). */
  const PLAN_CACHE = new Map<string, string[]>();
  function planOf(apiId: string, i: number): string {
    const plans = PLAN_CACHE.get(apiId);
    if (!plans) throw new Error(`plans of ${apiId} not loaded`);
    return plans[i]!;
  }
  beforeAll(async () => {
    for (const id of ['ai-sentiment-analysis', 'data-email-validation']) {
      const plans = await t.prisma.plan.findMany({ where: { apiId: id }, orderBy: { price: 'asc' } });
      PLAN_CACHE.set(id, plans.map((p) => p.id));
    }
  });

  describe('versions and the REST error envelope', () => {
    const get = (path: string, headers: Record<string, string> = {}) => fetch(t.baseUrl + path, { headers });

    it('pins Service-Version, marks 2026-01-01 deprecated with a sunset, rejects unknown versions', async () => {
      const { apiKey } = await t.createAccount();
      const auth = { authorization: `Bearer ${apiKey}` };
      const current = await get('/v1/marketplace/categories', auth);
      expect(current.status).toBe(200);
      expect(current.headers.get('service-version')).toBe('2026-03-01');
      expect(current.headers.get('deprecation')).toBeNull();
      const old = await get('/v1/marketplace/categories', { ...auth, 'service-version': '2026-01-01' });
      expect(old.status).toBe(200);
      expect(old.headers.get('service-version')).toBe('2026-01-01');
      expect(old.headers.get('deprecation')).toMatch(/^@\d+$/);
      expect(new Date(old.headers.get('sunset')!).toISOString()).toBe('2026-12-31T23:59:59.000Z');
      const bad = await get('/v1/marketplace/categories', { ...auth, 'service-version': '2025-13-01' });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({ code: 'invalid_parameter', status: 400, param: 'Service-Version', request_id: bad.headers.get('x-request-id') });
    });

    it('applies Service-Version to /graphql as to /v1: an unknown one in the GraphQL error shape, deprecation headers', async () => {
      const { apiKey } = await t.createAccount();
      const gql = (headers: Record<string, string>) =>
        fetch(`${t.baseUrl}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query: '{ categories { slug } }' }),
        });
      const current = await gql({});
      expect(current.status).toBe(200);
      expect(current.headers.get('service-version')).toBe('2026-03-01');
      expect(current.headers.get('deprecation')).toBeNull();
      const old = await gql({ 'service-version': '2026-01-01' });
      expect(old.status).toBe(200);
      expect(old.headers.get('service-version')).toBe('2026-01-01');
      expect(old.headers.get('deprecation')).toMatch(/^@\d+$/);
      expect(new Date(old.headers.get('sunset')!).toISOString()).toBe('2026-12-31T23:59:59.000Z');
      expect(old.headers.get('link')).toContain('rel="deprecation"');
      const bad = await gql({ 'service-version': '2025-13-01' });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as { data?: unknown; errors: Array<{ message: string; extensions: Record<string, unknown> }> };
      expect(body.data).toBeUndefined();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]!.message).toContain('Service-Version');
      expect(body.errors[0]!.extensions).toMatchObject({ code: wireCode(ErrorCode.InvalidRequest), param: 'Service-Version', request_id: bad.headers.get('x-request-id') });
    });

    it('puts the request id in every GraphQL error, the same as x-request-id', async () => {
      const { apiKey } = await t.createAccount();
      const gql = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = { authorization: `Bearer ${apiKey}` }) => {
        const res = await fetch(`${t.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
        expect(body.errors?.length).toBeGreaterThan(0);
        const id = res.headers.get('x-request-id');
        expect(id).toBeTruthy();
        for (const e of body.errors!) expect(e.extensions?.request_id).toBe(id);
        return body.errors![0]!.extensions!;
      };
      // from a resolver (remote or in process), from validation, from variables, and before execution
      expect(await gql('{ api(id: "no-such-api") { id } }')).toMatchObject({ code: wireCode(ErrorCode.NotFound) });
      expect(await gql('{ subscriptions { total } }')).toMatchObject({ code: wireCode(ErrorCode.InsufficientScope) });
      expect(await gql('{ nope }')).toMatchObject({ code: wireCode(ErrorCode.InvalidRequest) });
      expect(await gql('query ($id: ID!) { api(id: $id) { id } }')).toMatchObject({ code: wireCode(ErrorCode.InvalidRequest) });
      expect(await gql('{ viewer { id } }', {}, {})).toMatchObject({ code: wireCode(ErrorCode.Unauthenticated) });
      // a caller's own request id is the one echoed
      const res = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}`, 'x-request-id': 'client-gql-1' },
        body: JSON.stringify({ query: '{ api(id: "no-such-api") { id } }' }),
      });
      expect(((await res.json()) as { errors: Array<{ extensions: Record<string, unknown> }> }).errors[0]!.extensions.request_id).toBe('client-gql-1');
    });

    it('answers v0 with 410 Gone and a clear message', async () => {
      const res = await get('/v0/marketplace/apis');
      expect(res.status).toBe(410);
      const body = (await res.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({ code: 'version_removed', status: 410, removed_on: '2026-06-30' });
      expect(String(body.error.message)).toContain('/v1');
    });

    it('gives invalid_parameter field-level details', async () => {
      const { apiKey } = await t.createAccount(ALL);
      const res = await fetch(`${t.baseUrl}/v1/subscriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ api_id: 5, metadata: 'x' }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; param: string; details: Array<{ field: string; message: string }> } };
      expect(body.error.code).toBe('invalid_parameter');
      expect(body.error.details.map((d) => d.field).sort()).toEqual(['api_id', 'metadata', 'plan_id']);
    });

    it('honours Idempotency-Key on subscription creation', async () => {
      const { apiKey, accountId } = await t.createAccount(ALL);
      const post = (body: unknown, key: string) =>
        fetch(`${t.baseUrl}/v1/subscriptions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        });
      const body = { api_id: 'memory-api', plan_id: 'memory-api-free' };
      const first = await post(body, 'sub-key-1');
      const again = await post(body, 'sub-key-1');
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
      expect((await post({ ...body, plan_id: 'memory-api-pro' }, 'sub-key-1')).status).toBe(422);
      expect(await t.prisma.subscription.count({ where: { apiId: 'memory-api', accountId } })).toBe(1);
    });

    it('answers cancellation with 200 and the cancellation result', async () => {
      const { apiKey } = await t.createAccount(ALL);
      const auth = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
      const created = await fetch(`${t.baseUrl}/v1/subscriptions`, { method: 'POST', headers: auth, body: JSON.stringify({ api_id: 'memory-api', plan_id: 'memory-api-free' }) });
      expect(created.status).toBe(201);
      const sub = (await created.json()) as { id: string };
      const res = await fetch(`${t.baseUrl}/v1/subscriptions/${sub.id}?cancel_at_period_end=false`, { method: 'DELETE', headers: { authorization: auth.authorization } });
      expect(res.status).toBe(200);
      expect(Object.keys((await res.json()) as object)).toEqual(expect.arrayContaining(['id', 'status', 'cancelled_at', 'access_until']));
    });
  });
}
