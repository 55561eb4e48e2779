import { GraphQLScalarType } from 'graphql';
import { DateTimeScalar } from '../../../../common/src/date-time.js';
import { checkFirst, connectionFromList, connectionOfPage, type ConnectionArgs } from '../../../../common/src/connections.js';
import { AppError, ErrorCode, resolve as run } from '../../../../common/src/errors.js';
import { payload } from '../../../../common/src/user-errors.js';
import { requireConsoleSession, requireOwner, requirePrincipal, requireScope } from '../../../../common/src/authorization.js';
import type { GraphContext } from '../../../../common/src/principal.js';
import type { AccountManager } from '../domain/accounts.js';
import type { Billing } from '../domain/billing.js';
import type { Catalogue } from '../domain/catalogue.js';
import type { Page } from '../domain/pagination.js';
import type { SubscriptionManager } from '../domain/subscriptions.js';
import type { UsageReports } from '../domain/usage.js';
import type { AlertManager } from '../domain/alerts.js';
import type { WebhookManager } from '../domain/webhooks.js';
import type {
  AccountTier,
  Granularity,
  InvoiceStatus,
  PricingModel,
  Resolvers,
  WebhookDeliveryStatus,
  WebhookEndpointStatus,
} from '../generated/resolvers.js';
import type { OAuthServer } from '../domain/oauth.js';
import { loadersFor, type LoaderStores } from './loaders.js';
import { checkNodeIds, globalIdOf, nodeResolver } from './node.js';


const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
});

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

// Enum values are the strings the domain stores (and REST shows), so a row's value is the enum's.
type EndpointRow = Awaited<ReturnType<WebhookManager['get']>>;
type DeliveryRow = Awaited<ReturnType<WebhookManager['retry']>>;
type InvoiceRow = Awaited<ReturnType<Billing['list']>>['data'][number];
type AlertRow = Awaited<ReturnType<AlertManager['create']>>;
type UsageSummaryDoc = Awaited<ReturnType<UsageReports['summary']>>;
type ApiUsageDoc = Awaited<ReturnType<UsageReports['forApi']>>;
type RealtimeDoc = Awaited<ReturnType<UsageReports['realtime']>>;

/** `first`/`after` of a connection as the `limit`/`after` of the service's pages. */
const pageArgs = (a: ConnectionArgs) => ({ limit: checkFirst(a.first), after: a.after ?? null });

const keyFields = (k: Awaited<ReturnType<AccountManager['listKeys']>>[number]) => ({
  id: k.id,
  prefix: k.prefix,
  name: k.name,
  scopes: k.scopes,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
});

const pageFields = (p: Page<unknown>) => ({ total: p.total, hasMore: p.hasMore, limit: p.limit, offset: p.offset, nextCursor: p.nextCursor });

function endpointFields(e: EndpointRow, secret?: string) {
  return {
    id: e.id,
    url: e.url,
    events: e.events,
    description: e.description,
    status: e.status as WebhookEndpointStatus,
    createdAt: e.createdAt.toISOString(),
    secret: secret ?? null,
  };
}

function deliveryFields(d: DeliveryRow & { event?: { type: string } }) {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.event?.type ?? null,
    endpointId: d.endpointId,
    status: d.status as WebhookDeliveryStatus,
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    nextAttemptAt: iso(d.nextAttemptAt),
    deliveredAt: iso(d.deliveredAt),
    createdAt: d.createdAt.toISOString(),
  };
}

function invoiceFields(i: InvoiceRow) {
  return {
    id: i.id,
    subscriptionId: i.subscriptionId,
    amountUsd: i.amountUsd,
    currency: i.currency,
    status: i.status as InvoiceStatus,
    periodStart: i.periodStart.toISOString(),
    periodEnd: i.periodEnd.toISOString(),
    createdAt: i.createdAt.toISOString(),
    paidAt: iso(i.paidAt),
    failureReason: i.failureReason,
  };
}

function alertFields(a: AlertRow) {
  return {
    id: a.id,
    apiId: a.apiId,
    threshold: a.threshold,
    channels: a.channels,
    email: a.email,
    period: a.period,
    lastFiredPeriod: a.lastFiredPeriod,
    createdAt: a.createdAt.toISOString(),
  };
}

function usageSummaryFields(u: UsageSummaryDoc) {
  return {
    period: u.period,
    granularity: u.granularity as Granularity,
    totalRequests: u.total_requests,
    totalErrors: u.total_errors,
    totalCostUsd: u.total_cost_usd,
    byApi: u.by_api.map((a) => ({ apiId: a.api_id, name: a.name, requests: a.requests, errors: a.errors, avgLatencyMs: a.avg_latency_ms, costUsd: a.cost_usd })),
  };
}

function apiUsageFields(u: ApiUsageDoc) {
  return {
    apiId: u.api_id,
    name: u.name,
    period: u.period,
    granularity: u.granularity as Granularity,
    endpoint: u.endpoint,
    matchedEndpoints: u.matched_endpoints,
    totalRequests: u.total_requests,
    totalErrors: u.total_errors,
    avgLatencyMs: u.avg_latency_ms,
    costUsd: u.cost_usd,
    planLimit: u.plan_limit,
    usagePercentage: u.usage_percentage,
    timeseries: u.timeseries.map((p) => ({ date: p.date, start: p.start, requests: p.requests, errors: p.errors, avgLatencyMs: p.avg_latency_ms })),
  };
}

function realtimeFields(u: RealtimeDoc) {
  return {
    asOf: u.as_of,
    windowSeconds: u.window_seconds,
    requestsLastMinute: u.requests_last_minute,
    errorsLastMinute: u.errors_last_minute,
    requestsPerSecond: u.requests_per_second,
    requestsToday: u.requests_today,
    byApi: u.by_api.map((a) => ({ apiId: a.api_id, requests: a.requests, errors: a.errors, avgLatencyMs: a.avg_latency_ms })),
  };
}

export interface MarketplaceDomain {
  stores: LoaderStores;
  accounts: AccountManager;
  catalogue: Catalogue;
  subscriptions: SubscriptionManager;
  usage: UsageReports;
  billing: Billing;
  webhooks: WebhookManager;
  alerts: AlertManager;
  oauth: OAuthServer;
}

/** Thin resolvers: check the scope, translate arguments, call a manager in `domain/`. */
export function createResolvers(d: MarketplaceDomain): Resolvers {
  const loaders = loadersFor(d.stores, d.subscriptions);
  const account = async (id: string, ctx: GraphContext) => {
    const a = await loaders(ctx).account.load(id);
    if (!a) throw new AppError(ErrorCode.NotFound, 'Account not found.');
    return a;
  };
  const node = nodeResolver(d, keyFields, (e) => endpointFields(e));
  return {
    JSON: JSONScalar,
    DateTime: DateTimeScalar,
    Node: {
      __resolveType: (o) => (o as unknown as { __typename: 'Account' }).__typename,
    },
    Store: { globalId: (s) => s.globalId },
    MemoryRecord: { globalId: (m) => m.globalId },
    ApiKey: { globalId: globalIdOf('ApiKey') },
    Account: {
      __resolveReference: (ref, ctx) =>
        run(async () => (ref.id === requirePrincipal(ctx).accountId ? { id: ref.id } : null)) as never,
      globalId: globalIdOf('Account'),
      name: (a, _args, ctx) => run(async () => (await account(a.id, ctx)).name),
      tier: (a, _args, ctx) => run(async () => (await account(a.id, ctx)).tier as AccountTier),
      apiKeys: (a, _args, ctx) =>
        run(async () => {
          requireOwner(ctx);
          return (await d.accounts.listKeys(a.id)).map(keyFields);
        }),
      keys: (a, args, ctx) =>
        run(async () => {
          requireOwner(ctx);
          const keys = (await d.accounts.listKeys(a.id)).map(keyFields);
          return connectionFromList('keys', keys, (k) => `${k.createdAt}|${k.id}`, args);
        }),
      subscriptions: (_a, args, ctx) =>
        run(async () => {
          const p = await d.subscriptions.list(requireScope(ctx, 'subscriptions:read').accountId, { ...pageArgs(args), status: args.status, apiId: args.apiId });
          return connectionOfPage(p, args.after);
        }),
      webhooks: (_a, args, ctx) =>
        run(async () => {
          const p = await d.webhooks.list(requireScope(ctx, 'webhooks:read').accountId, pageArgs(args));
          return connectionOfPage({ ...p, data: p.data.map((e) => endpointFields(e)) }, args.after);
        }),
      invoices: (_a, args, ctx) =>
        run(async () => {
          const p = await d.billing.list(requireScope(ctx, 'billing:read').accountId, { ...pageArgs(args), subscriptionId: args.subscriptionId, status: args.status });
          return connectionOfPage({ ...p, data: p.data.map(invoiceFields) }, args.after);
        }),
      authorizedApps: (a, args, ctx) =>
        run(async () => {
          requireOwner(ctx);
          const apps = (await d.oauth.authorizedApps(a.id)).map((app) => ({ ...app, id: app.clientId, lastAuthorizedAt: app.lastAuthorizedAt.toISOString() }));
          // Most recently authorised first: the key sorts later times first, then by client id.
          const newestFirst = (app: (typeof apps)[number]) => `${String(9e15 - Date.parse(app.lastAuthorizedAt)).padStart(16, '0')}|${app.clientId}`;
          return connectionFromList('authorizedApps', apps, newestFirst, args);
        }),
    },
    WebhookEndpoint: {
      globalId: globalIdOf('WebhookEndpoint'),
      deliveries: (e, args, ctx) =>
        run(async () => {
          const p = await d.webhooks.deliveries(requireScope(ctx, 'webhooks:read').accountId, e.id, { ...pageArgs(args), status: args.status });
          return connectionOfPage({ ...p, data: p.data.map(deliveryFields) }, args.after);
        }),
    },
    ApiListing: {
      globalId: globalIdOf('ApiListing'),
      category: (api) => api.categorySlug,
      pricing: (api) => ({
        model: api.pricingModel as PricingModel,
        basePrice: api.basePrice,
        plans: (api.plans ?? []).map((p) => ({ id: p.id, name: p.name, monthlyLimit: p.monthlyLimit })),
      }),
      subscribed: (api, _args, ctx) => run(async () => (ctx.principal ? loaders(ctx).subscribed.load(api.id) : false)),
      createdAt: (api) => api.createdAt.toISOString(),
    },
    ApiSubscription: {
      globalId: globalIdOf('ApiSubscription'),
      metadata: (s) => s.metadata ?? {},
      // Plans are never removed; were one missing, the id stands in for its name.
      apiName: (s, _args, ctx) => run(async () => (await loaders(ctx).plan.load(s.planId))?.apiName ?? s.apiId),
      planName: (s, _args, ctx) => run(async () => (await loaders(ctx).plan.load(s.planId))?.name ?? s.planId),
      status: (s) => s.status as 'active' | 'cancelled' | 'past_due',
      createdAt: (s) => s.createdAt.toISOString(),
      currentPeriodStart: (s) => s.currentPeriodStart.toISOString(),
      currentPeriodEnd: (s) => s.currentPeriodEnd.toISOString(),
      cancelledAt: (s) => iso(s.cancelledAt),
      accessUntil: (s) => iso(s.accessUntil),
    },
    Query: {
      viewer: (_p, _a, ctx) => run(async () => ({ id: requirePrincipal(ctx).accountId })),
      node: (_p, args, ctx) => run(() => node(args.id, ctx)) as never,
      nodes: (_p, args, ctx) =>
        run(async () => {
          requirePrincipal(ctx);
          checkNodeIds(args.ids);
          // Each id on its own: one the caller may not see is null, a refused scope is that item's error.
          return args.ids.map((id) => run(() => node(id, ctx)));
        }) as never,
      apis: (_p, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'marketplace:read');
          return d.catalogue.list(args);
        }),
      catalogue: (_p, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'marketplace:read');
          return connectionOfPage(await d.catalogue.list({ ...pageArgs(args), category: args.category, sort: args.sort, status: args.status }), args.after);
        }),
      api: (_p, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'marketplace:read');
          return d.catalogue.get(args.id);
        }),
      searchApis: (_p, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'marketplace:read');
          return d.catalogue.search(args);
        }),
      categories: (_p, _a, ctx) =>
        run(async () => {
          requireScope(ctx, 'marketplace:read');
          return d.catalogue.categories();
        }),
      categoryList: (_p, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'marketplace:read');
          return d.catalogue.categoryPage(args);
        }),
      subscription: (_p, args, ctx) => run(async () => d.subscriptions.get(requireScope(ctx, 'subscriptions:read').accountId, args.id)),
      subscriptions: (_p, args, ctx) => run(async () => d.subscriptions.list(requireScope(ctx, 'subscriptions:read').accountId, args)),
      usage: (_p, args, ctx) => run(async () => usageSummaryFields(await d.usage.summary(requireScope(ctx, 'usage:read').accountId, args))),
      apiUsage: (_p, args, ctx) => run(async () => apiUsageFields(await d.usage.forApi(requireScope(ctx, 'usage:read').accountId, args.apiId, args))),
      realtimeUsage: (_p, _a, ctx) =>
        run(async () => {
          const p = requireScope(ctx, 'usage:read');
          // The tier as stored now, not as cached with the credential.
          return realtimeFields(await d.usage.realtime(p.accountId, await d.accounts.currentTier(p.accountId)));
        }),
      invoices: (_p, args, ctx) =>
        run(async () => {
          const p = await d.billing.list(requireScope(ctx, 'billing:read').accountId, args);
          return { data: p.data.map(invoiceFields), ...pageFields(p) };
        }),
      webhooks: (_p, args, ctx) =>
        run(async () => {
          const p = await d.webhooks.list(requireScope(ctx, 'webhooks:read').accountId, args);
          return { data: p.data.map((e) => endpointFields(e)), ...pageFields(p) };
        }),
      webhook: (_p, args, ctx) => run(async () => endpointFields(await d.webhooks.get(requireScope(ctx, 'webhooks:read').accountId, args.id))),
      webhookDeliveries: (_p, args, ctx) =>
        run(async () => {
          const p = await d.webhooks.deliveries(requireScope(ctx, 'webhooks:read').accountId, args.id, args);
          return { data: p.data.map(deliveryFields), ...pageFields(p) };
        }),
      alerts: (_p, args, ctx) =>
        run(async () => {
          const p = await d.alerts.list(requireScope(ctx, 'usage:read').accountId, args);
          return { data: p.data.map(alertFields), ...pageFields(p) };
        }),
      introspect: (_p, _a, ctx) =>
        run(async () => {
          const p = requirePrincipal(ctx);
          return {
            active: true,
            scopes: p.scopes,
            expiresAt: p.expiresAt ?? null,
            tokenType: p.kind === 'oauth' ? 'access_token' : 'api_key',
            accountId: p.accountId,
            clientId: p.clientId ?? null,
          };
        }),
    },
    Mutation: {
      createSubscription: (_p, { input }, ctx) =>
        payload('subscription', async () =>
          d.subscriptions.create(requireScope(ctx, 'subscriptions:write').accountId, {
            apiId: input.apiId,
            planId: input.planId,
            metadata: (input.metadata ?? null) as Record<string, unknown> | null,
          }),
        ),
      updateSubscription: (_p, args, ctx) => run(async () => d.subscriptions.changePlan(requireScope(ctx, 'subscriptions:write').accountId, args.id, args.planId)),
      cancelSubscription: (_p, args, ctx) =>
        run(async () => d.subscriptions.cancel(requireScope(ctx, 'subscriptions:write').accountId, args.id, args.atPeriodEnd ?? false)),
      createWebhook: (_p, { input }, ctx) =>
        payload('webhookEndpoint', async () => {
          const { endpoint, secret } = await d.webhooks.register(requireScope(ctx, 'webhooks:write').accountId, input);
          return endpointFields(endpoint, secret);
        }),
      sendTestWebhookEvent: (_p, args, ctx) =>
        run(async () => deliveryFields(await d.webhooks.sendTest(requireScope(ctx, 'webhooks:write').accountId, args.id))),
      rotateWebhookSecret: (_p, args, ctx) =>
        run(async () => {
          const { endpoint, secret } = await d.webhooks.rotateSecret(requireScope(ctx, 'webhooks:write').accountId, args.id);
          return endpointFields(endpoint, secret);
        }),
      deleteWebhook: (_p, args, ctx) =>
        run(async () => {
          const r = await d.webhooks.remove(requireScope(ctx, 'webhooks:write').accountId, args.id);
          return { id: r.id, deleted: r.deleted };
        }),
      retryWebhookDelivery: (_p, args, ctx) =>
        run(async () => deliveryFields(await d.webhooks.retry(requireScope(ctx, 'webhooks:write').accountId, args.id, args.deliveryId))),
      createAlert: (_p, { input }, ctx) =>
        payload('alert', async () => alertFields(await d.alerts.create(requireScope(ctx, 'usage:read').accountId, input))),
      createApiKey: (_p, { input }, ctx) =>
        run(async () => {
          const accountId = requireConsoleSession(ctx).accountId;
          const created = await payload('created', async () => d.accounts.createKey(accountId, input.scopes ?? undefined, input.name));
          return { apiKey: created.created && keyFields(created.created.record), secret: created.created?.key ?? null, userErrors: created.userErrors };
        }),
      revokeApiKey: (_p, args, ctx) =>
        run(async () => {
          const accountId = requireConsoleSession(ctx).accountId;
          return payload('revokedApiKeyId', async () => {
            if (!(await d.accounts.revokeKey(accountId, args.id))) throw new AppError(ErrorCode.NotFound, 'No live API key with this id.', { param: 'id' });
            return args.id;
          });
        }),
      revokeAuthorizedApp: (_p, args, ctx) =>
        run(async () => {
          const accountId = requireConsoleSession(ctx).accountId;
          return payload('revokedClientId', async () => {
            if (!(await d.oauth.revokeApp(accountId, args.clientId))) throw new AppError(ErrorCode.NotFound, 'This application holds no live grant.', { param: 'client_id' });
            return args.clientId;
          });
        }),
    },
  };
}
