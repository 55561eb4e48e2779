import { GraphQLScalarType } from 'graphql';
import { AppError, ErrorCode, resolve as run } from '../../../../common/src/errors.js';
import { requireConsoleSession, requireOwner, requirePrincipal, requireScope } from '../../../../common/src/authorization.js';
import type { GraphContext } from '../../../../common/src/principal.js';
import type { PrismaClient } from '../../../../common/src/db/client.js';
import type { AccountManager } from '../domain/accounts.js';
import { invoiceView, type Billing } from '../domain/billing.js';
import type { Catalogue } from '../domain/catalogue.js';
import type { Page } from '../domain/pagination.js';
import type { SubscriptionManager } from '../domain/subscriptions.js';
import type { UsageReports } from '../domain/usage.js';
import { alertView, type AlertManager } from '../domain/alerts.js';
import { deliveryView, endpointView, type WebhookManager } from '../domain/webhooks.js';
import type { Resolvers } from '../generated/resolvers.js';
import type { OAuthServer } from '../domain/oauth.js';
import { loadersFor } from './loaders.js';


const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
});

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export interface MarketplaceDomain {
  prisma: PrismaClient;
  accounts: AccountManager;
  catalogue: Catalogue;
  subscriptions: SubscriptionManager;
  usage: UsageReports;
  billing: Billing;
  webhooks: WebhookManager;
  alerts: AlertManager;
  oauth: OAuthServer;
}

/** A page as the REST list envelope, for the fields that answer JSON documents. */
const listDocument = <T>(data: T[], p: Page<unknown>) => ({
  object: 'list',
  data,
  total: p.total,
  total_count: p.total,
  has_more: p.hasMore,
  limit: p.limit,
  offset: p.offset,
  next_cursor: p.nextCursor,
});

function endpointFields(e: Parameters<typeof endpointView>[0], secret?: string) {
  return { id: e.id, url: e.url, events: e.events, description: e.description, status: e.status, createdAt: e.createdAt.toISOString(), secret: secret ?? null };
}

function keyFields(k: { id: string; prefix: string; scopes: string[]; createdAt: Date; lastUsedAt: Date | null }) {
  return { id: k.id, prefix: k.prefix, scopes: k.scopes, createdAt: k.createdAt.toISOString(), lastUsedAt: iso(k.lastUsedAt) };
}

/** Thin resolvers: check the scope, translate arguments, call a manager in `domain/`. */
export function createResolvers(d: MarketplaceDomain): Resolvers {
  const loaders = loadersFor(d.prisma, d.subscriptions);
  const account = async (id: string, ctx: GraphContext) => {
    const a = await loaders(ctx).account.load(id);
    if (!a) throw new AppError(ErrorCode.NotFound, 'Account not found.');
    return a;
  };
  return {
    JSON: JSONScalar,
    Account: {
      __resolveReference: (ref, ctx) =>
        run(async () => (ref.id === requirePrincipal(ctx).accountId ? { id: ref.id } : null)) as never,
      name: (a, _args, ctx) => run(async () => (await account(a.id, ctx)).name),
      tier: (a, _args, ctx) => run(async () => (await account(a.id, ctx)).tier),
      apiKeys: (a, _args, ctx) =>
        run(async () => {
          requireOwner(ctx);
          return (await d.accounts.listKeys(a.id)).map(keyFields);
        }),
      authorizedApps: (a, _args, ctx) =>
        run(async () => {
          requireOwner(ctx);
          return (await d.oauth.authorizedApps(a.id)).map((app) => ({ ...app, lastAuthorizedAt: app.lastAuthorizedAt.toISOString() }));
        }),
    },
    ApiListing: {
      category: (api) => api.categorySlug,
      pricing: (api) => ({
        model: api.pricingModel,
        basePrice: api.basePrice,
        plans: (api.plans ?? []).map((p) => ({ id: p.id, name: p.name, monthlyLimit: p.monthlyLimit })),
      }),
      subscribed: (api, _args, ctx) => run(async () => (ctx.principal ? loaders(ctx).subscribed.load(api.id) : false)),
      createdAt: (api) => api.createdAt.toISOString(),
    },
    ApiSubscription: {
      metadata: (s) => s.metadata ?? {},
      status: (s) => s.status as 'active' | 'cancelled' | 'past_due',
      createdAt: (s) => s.createdAt.toISOString(),
      currentPeriodStart: (s) => s.currentPeriodStart.toISOString(),
      currentPeriodEnd: (s) => s.currentPeriodEnd.toISOString(),
      cancelledAt: (s) => iso(s.cancelledAt),
      accessUntil: (s) => iso(s.accessUntil),
    },
    Query: {
      viewer: (_p, _a, ctx) => run(async () => ({ id: requirePrincipal(ctx).accountId })),
      apis: (_p, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'marketplace:read');
          return d.catalogue.list(args);
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
      subscription: (_p, args, ctx) => run(async () => d.subscriptions.get(requireScope(ctx, 'subscriptions:read').accountId, args.id)),
      subscriptions: (_p, args, ctx) => run(async () => d.subscriptions.list(requireScope(ctx, 'subscriptions:read').accountId, args)),
      usage: (_p, args, ctx) => run(async () => d.usage.summary(requireScope(ctx, 'usage:read').accountId, args)),
      apiUsage: (_p, args, ctx) => run(async () => d.usage.forApi(requireScope(ctx, 'usage:read').accountId, args.apiId, args)),
      realtimeUsage: (_p, _a, ctx) =>
        run(async () => {
          const p = requireScope(ctx, 'usage:read');
          // The tier as stored now, not as cached with the credential.
          return d.usage.realtime(p.accountId, await d.accounts.currentTier(p.accountId));
        }),
      invoices: (_p, args, ctx) =>
        run(async () => {
          const p = await d.billing.list(requireScope(ctx, 'billing:read').accountId, args);
          return listDocument(p.data.map(invoiceView), p);
        }),
      webhooks: (_p, args, ctx) =>
        run(async () => {
          const p = await d.webhooks.list(requireScope(ctx, 'webhooks:read').accountId, args);
          return { ...p, data: p.data.map((e) => endpointFields(e)) };
        }),
      webhook: (_p, args, ctx) => run(async () => endpointFields(await d.webhooks.get(requireScope(ctx, 'webhooks:read').accountId, args.id))),
      webhookDeliveries: (_p, args, ctx) =>
        run(async () => {
          const p = await d.webhooks.deliveries(requireScope(ctx, 'webhooks:read').accountId, args.id, args);
          return listDocument(p.data.map(deliveryView), p);
        }),
      alerts: (_p, args, ctx) =>
        run(async () => {
          const p = await d.alerts.list(requireScope(ctx, 'usage:read').accountId, args);
          return listDocument(p.data.map(alertView), p);
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
        run(async () =>
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
        run(async () => {
          const { endpoint, secret } = await d.webhooks.register(requireScope(ctx, 'webhooks:write').accountId, input);
          return endpointFields(endpoint, secret);
        }),
      rotateWebhookSecret: (_p, args, ctx) =>
        run(async () => {
          const { endpoint, secret } = await d.webhooks.rotateSecret(requireScope(ctx, 'webhooks:write').accountId, args.id);
          return endpointFields(endpoint, secret);
        }),
      deleteWebhook: (_p, args, ctx) => run(async () => d.webhooks.remove(requireScope(ctx, 'webhooks:write').accountId, args.id)),
      retryWebhookDelivery: (_p, args, ctx) =>
        run(async () => deliveryView(await d.webhooks.retry(requireScope(ctx, 'webhooks:write').accountId, args.id, args.deliveryId))),
      createAlert: (_p, { input }, ctx) =>
        run(async () => alertView(await d.alerts.create(requireScope(ctx, 'usage:read').accountId, input))),
      createApiKey: (_p, { input }, ctx) =>
        run(async () => {
          const { key, record } = await d.accounts.createKey(requireConsoleSession(ctx).accountId, input.scopes ?? undefined);
          return { apiKey: keyFields(record), secret: key };
        }),
      revokeAuthorizedApp: (_p, args, ctx) =>
        run(async () => {
          if (!(await d.oauth.revokeApp(requireConsoleSession(ctx).accountId, args.clientId))) throw new AppError(ErrorCode.NotFound, 'This application holds no live grant.');
          return args.clientId;
        }),
      revokeApiKey: (_p, args, ctx) =>
        run(async () => {
          if (!(await d.accounts.revokeKey(requireConsoleSession(ctx).accountId, args.id))) throw new AppError(ErrorCode.NotFound, 'No live API key with this id.');
          return args.id;
        }),
    },
  };
}
