import { z } from 'zod';
import {
  ApiUsageDocument,
  CancelSubscriptionDocument,
  CategoriesDocument,
  CreateSubscriptionDocument,
  GetApiDocument,
  GetSubscriptionDocument,
  IntrospectDocument,
  InvoicesDocument,
  ListApisDocument,
  ListSubscriptionsDocument,
  RealtimeUsageDocument,
  SearchApisDocument,
  UpdateSubscriptionDocument,
  UsageDocument,
  CreateWebhookDocument,
  ListWebhooksDocument,
  GetWebhookDocument,
  DeleteWebhookDocument,
  WebhookDeliveriesDocument,
  RetryWebhookDeliveryDocument,
  CreateAlertDocument,
  AlertsDocument,
  type WebhookFieldsFragment,
  type AlertFieldsFragment,
  type DeliveryFieldsFragment,
  type InvoiceFieldsFragment,
  type UsageQuery,
  type ApiUsageQuery,
  type RealtimeUsageQuery,
  type ApiDetailFieldsFragment,
  type SubscriptionFieldsFragment,
} from '../generated/operations.js';
import { unwrapPayload } from '../../../common/src/user-errors.js';
import { defineRoute } from '../route.js';
import { MarketplaceError } from '../schemas.js';
import {
  Alert,
  ApiDetail,
  ApiUsage,
  DeletedWebhook,
  Introspection,
  lists,
  notFound,
  RealtimeUsage,
  Subscription,
  UsageSummary,
  WebhookDelivery,
  WebhookEndpoint,
} from './marketplace-schemas.js';

const intParam = (name: string) =>
  z
    .string()
    .regex(/^-?\d+$/, `\`${name}\` must be an integer.`)
    .transform(Number)
    .optional()
    // What a client sends: the query string carries it as digits.
    .meta({ type: 'integer' });

const boolParam = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `\`${name}\` must be true or false.` })
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .meta({ type: 'boolean' });

const surface = { surface: 'marketplace', auth: 'key' } as const;

/**
 * The list envelope: both `total` and `total_count` (the spec shows either), and `next_cursor` on the
 * cursor-paginated lists (null on the last page).
 */
function list<T>(data: T[], page: { total: number; hasMore: boolean; limit: number; offset: number; nextCursor?: string | null }) {
  return {
    object: 'list',
    data,
    total: page.total,
    total_count: page.total,
    has_more: page.hasMore,
    limit: page.limit,
    offset: page.offset,
    ...(page.nextCursor !== undefined ? { next_cursor: page.nextCursor } : {}),
  };
}

/** `limit`, `offset` and `after` (a `next_cursor`), the paging of every cursor-paginated list. */
const paging = {
  limit: intParam('limit'),
  offset: intParam('offset'),
  after: z.string().optional(),
};
const pagingVariables = (q: { limit?: number; offset?: number; after?: string }) => ({ limit: q.limit ?? null, offset: q.offset ?? null, after: q.after ?? null });

export function apiDetailView(a: ApiDetailFieldsFragment) {
  return {
    id: a.id,
    object: 'api',
    name: a.name,
    description: a.description,
    category: a.category,
    version: a.version,
    status: a.status,
    tags: a.tags,
    pricing: {
      model: a.pricing.model,
      base_price: a.pricing.basePrice,
      plans: a.pricing.plans.map((p) => ({ id: p.id, name: p.name, monthly_limit: p.monthlyLimit })),
    },
    subscribed: a.subscribed,
    endpoints_count: a.endpointsCount,
    avg_latency_ms: a.avgLatencyMs,
    uptime: a.uptime,
    created_at: a.createdAt,
  };
}

export function subscriptionView(s: SubscriptionFieldsFragment) {
  return {
    id: s.id,
    object: 'subscription',
    api_id: s.apiId,
    plan_id: s.planId,
    status: s.status,
    metadata: s.metadata,
    created_at: s.createdAt,
    current_period_start: s.currentPeriodStart,
    current_period_end: s.currentPeriodEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancelled_at: s.cancelledAt ?? null,
    access_until: s.accessUntil ?? null,
  };
}

export function webhookView(w: WebhookFieldsFragment) {
  return {
    id: w.id,
    object: 'webhook_endpoint',
    url: w.url,
    events: w.events,
    description: w.description ?? null,
    status: w.status,
    created_at: w.createdAt,
    ...(w.secret ? { secret: w.secret } : {}),
  };
}

export function invoiceView(i: InvoiceFieldsFragment) {
  return {
    id: i.id,
    object: 'invoice',
    subscription_id: i.subscriptionId,
    amount_usd: i.amountUsd,
    currency: i.currency,
    status: i.status,
    period_start: i.periodStart,
    period_end: i.periodEnd,
    created_at: i.createdAt,
    paid_at: i.paidAt ?? null,
    failure_reason: i.failureReason ?? null,
  };
}

export function deliveryView(d: DeliveryFieldsFragment) {
  return {
    id: d.id,
    object: 'webhook_delivery',
    event_id: d.eventId,
    event_type: d.eventType ?? null,
    endpoint_id: d.endpointId,
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.lastStatusCode ?? null,
    last_error: d.lastError ?? null,
    next_attempt_at: d.nextAttemptAt ?? null,
    delivered_at: d.deliveredAt ?? null,
    created_at: d.createdAt,
  };
}

export function alertView(a: AlertFieldsFragment) {
  return {
    id: a.id,
    object: 'alert',
    api_id: a.apiId,
    threshold: a.threshold,
    channels: a.channels,
    email: a.email ?? null,
    period: a.period,
    last_fired_period: a.lastFiredPeriod ?? null,
    created_at: a.createdAt,
  };
}

function usageSummaryView(u: UsageQuery['usage']) {
  return {
    object: 'usage_summary',
    period: { from: u.period.from, to: u.period.to },
    granularity: u.granularity,
    total_requests: u.totalRequests,
    total_errors: u.totalErrors,
    total_cost_usd: u.totalCostUsd,
    by_api: u.byApi.map((a) => ({ api_id: a.apiId, name: a.name, requests: a.requests, errors: a.errors, avg_latency_ms: a.avgLatencyMs, cost_usd: a.costUsd })),
  };
}

function apiUsageView(u: ApiUsageQuery['apiUsage']) {
  return {
    object: 'api_usage',
    api_id: u.apiId,
    name: u.name,
    period: { from: u.period.from, to: u.period.to },
    granularity: u.granularity,
    endpoint: u.endpoint ?? null,
    matched_endpoints: u.matchedEndpoints ?? null,
    total_requests: u.totalRequests,
    total_errors: u.totalErrors,
    avg_latency_ms: u.avgLatencyMs,
    cost_usd: u.costUsd,
    plan_limit: u.planLimit,
    usage_percentage: u.usagePercentage,
    timeseries: u.timeseries.map((p) => ({ date: p.date, start: p.start, requests: p.requests, errors: p.errors, avg_latency_ms: p.avgLatencyMs })),
  };
}

function realtimeView(u: RealtimeUsageQuery['realtimeUsage']) {
  return {
    object: 'usage_realtime',
    as_of: u.asOf,
    window_seconds: u.windowSeconds,
    requests_last_minute: u.requestsLastMinute,
    errors_last_minute: u.errorsLastMinute,
    requests_per_second: u.requestsPerSecond,
    requests_today: u.requestsToday,
    by_api: u.byApi.map((a) => ({ api_id: a.apiId, requests: a.requests, errors: a.errors, avg_latency_ms: a.avgLatencyMs })),
  };
}

const usageQuery = {
  from: z.string().optional(),
  to: z.string().optional(),
  granularity: z.string().optional(),
};

export const marketplaceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/apis',
    summary: 'Lists APIs.',
    responses: { 200: lists.apis },
    ...surface,
    scope: 'marketplace:read',
    operation: ListApisDocument,
    input: z.looseObject({
      ...paging,
      category: z.string().optional(),
      sort: z.enum(['popular', 'newest', 'name'], { error: '`sort` must be one of popular, newest, name.' }).optional(),
      status: z.string().optional(),
    }),
    variables: (q) => ({
      ...pagingVariables(q),
      category: q.category ?? null,
      sort: q.sort ?? null,
      status: q.status ?? null,
    }),
    response: (d) =>
      list(
        d.apis.data.map((a) => ({
          id: a.id,
          name: a.name,
          description: a.description,
          category: a.category,
          version: a.version,
          pricing: { model: a.pricing.model, base_price: a.pricing.basePrice },
          subscribed: a.subscribed,
        })),
        d.apis,
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/apis/search',
    summary: 'Full-text search over API names, descriptions and tags.',
    responses: { 200: lists.searchHits },
    ...surface,
    scope: 'marketplace:read',
    operation: SearchApisDocument,
    input: z.looseObject({
      q: z.string({ error: '`q` is required.' }).min(1, '`q` is required.'),
      ...paging,
      category: z.string().optional(),
    }),
    variables: (q) => ({ q: q.q, ...pagingVariables(q), category: q.category ?? null }),
    response: (d) =>
      list(
        d.searchApis.data.map((h) => ({ id: h.id, name: h.name, description: h.description, relevance_score: h.relevanceScore })),
        d.searchApis,
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/categories',
    summary: 'Lists the categories, with descriptions and icons.',
    responses: { 200: lists.categories },
    ...surface,
    scope: 'marketplace:read',
    operation: CategoriesDocument,
    input: z.looseObject({}),
    variables: () => ({}),
    response: (d) =>
      list(
        d.categories.map((c) => ({ id: c.slug, object: 'category', slug: c.slug, name: c.name, description: c.description, icon: c.icon, api_count: c.apiCount })),
        { total: d.categories.length, hasMore: false, limit: d.categories.length, offset: 0 },
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/apis/:api_id',
    summary: 'Returns the detail of one API.',
    responses: { 200: ApiDetail, ...notFound },
    ...surface,
    scope: 'marketplace:read',
    operation: GetApiDocument,
    input: z.looseObject({}),
    variables: (_q, p) => ({ id: p.api_id! }),
    response: (d) => apiDetailView(d.api),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/subscriptions',
    summary: 'Subscribes to an API with a plan; charges begin at once.',
    responses: { 201: Subscription, ...notFound },
    ...surface,
    scope: 'subscriptions:write',
    idempotent: true,
    operation: CreateSubscriptionDocument,
    input: z.object(
      {
        api_id: z.string({ error: '`api_id` is required and must be a string.' }).min(1, '`api_id` is required.'),
        plan_id: z.string({ error: '`plan_id` is required and must be a string.' }).min(1, '`plan_id` is required.'),
        metadata: z.record(z.string(), z.unknown(), { error: '`metadata` must be an object.' }).optional(),
      },
      { error: 'The request body must be a JSON object.' },
    ).meta({ example: { api_id: 'api_weather', plan_id: 'plan_pro', metadata: { team: 'forecasting' } } }),
    variables: (b) => ({ input: { apiId: b.api_id, planId: b.plan_id, metadata: b.metadata ?? null } }),
    response: (d) => subscriptionView(unwrapPayload(d.createSubscription.userErrors, d.createSubscription.subscription)),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/subscriptions',
    summary: 'Lists the account\'s subscriptions.',
    responses: { 200: lists.subscriptions },
    ...surface,
    scope: 'subscriptions:read',
    operation: ListSubscriptionsDocument,
    input: z.looseObject({ status: z.string().optional(), api_id: z.string().optional(), ...paging }),
    variables: (q) => ({ status: q.status ?? null, apiId: q.api_id ?? null, ...pagingVariables(q) }),
    response: (d) => list(d.subscriptions.data.map(subscriptionView), d.subscriptions),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/subscriptions/:subscription_id',
    summary: 'Returns one subscription.',
    responses: { 200: Subscription, ...notFound },
    ...surface,
    scope: 'subscriptions:read',
    operation: GetSubscriptionDocument,
    input: z.looseObject({}),
    variables: (_q, p) => ({ id: p.subscription_id! }),
    response: (d) => subscriptionView(d.subscription),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/subscriptions/:subscription_id',
    summary: 'Changes the plan of a subscription.',
    responses: { 200: Subscription, ...notFound, 409: MarketplaceError },
    ...surface,
    scope: 'subscriptions:write',
    idempotent: true,
    operation: UpdateSubscriptionDocument,
    input: z.object({ plan_id: z.string({ error: '`plan_id` is required and must be a string.' }).min(1) }, { error: 'The request body must be a JSON object.' }),
    variables: (b, p) => ({ id: p.subscription_id!, planId: b.plan_id }),
    response: (d) => subscriptionView(d.updateSubscription),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/subscriptions/:subscription_id',
    summary: 'Cancels a subscription, now or at the end of the period.',
    responses: { 200: Subscription, ...notFound, 409: MarketplaceError },
    ...surface,
    scope: 'subscriptions:write',
    operation: CancelSubscriptionDocument,
    input: z.looseObject({ cancel_at_period_end: boolParam('cancel_at_period_end') }),
    variables: (q, p) => ({ id: p.subscription_id!, atPeriodEnd: q.cancel_at_period_end ?? false }),
    // 200 with the cancellation result (the spec shows a body); the subscription's fields come along.
    response: (d) => ({
      ...subscriptionView(d.cancelSubscription),
      cancelled_at: d.cancelSubscription.cancelledAt ?? null,
      access_until: d.cancelSubscription.accessUntil ?? null,
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/usage',
    summary: 'Usage summary over a period.',
    responses: { 200: UsageSummary },
    ...surface,
    scope: 'usage:read',
    operation: UsageDocument,
    input: z.looseObject(usageQuery),
    variables: (q) => ({ from: q.from ?? null, to: q.to ?? null, granularity: q.granularity ?? null }),
    response: (d) => usageSummaryView(d.usage),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/usage/realtime',
    summary: 'Live usage of the last minute (Pro and Enterprise plans).',
    responses: { 200: RealtimeUsage },
    ...surface,
    scope: 'usage:read',
    operation: RealtimeUsageDocument,
    input: z.looseObject({}),
    variables: () => ({}),
    response: (d) => realtimeView(d.realtimeUsage),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/usage/:api_id',
    summary: 'Usage of one API over a period, as a time series.',
    responses: { 200: ApiUsage, ...notFound },
    ...surface,
    scope: 'usage:read',
    operation: ApiUsageDocument,
    input: z.looseObject({ ...usageQuery, endpoint: z.string().optional() }),
    variables: (q, p) => ({ apiId: p.api_id!, from: q.from ?? null, to: q.to ?? null, granularity: q.granularity ?? null, endpoint: q.endpoint ?? null }),
    response: (d) => apiUsageView(d.apiUsage),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/billing/invoices',
    summary: 'Lists invoices.',
    responses: { 200: lists.invoices },
    ...surface,
    scope: 'billing:read',
    operation: InvoicesDocument,
    input: z.looseObject({ subscription_id: z.string().optional(), status: z.string().optional(), ...paging }),
    variables: (q) => ({ subscriptionId: q.subscription_id ?? null, status: q.status ?? null, ...pagingVariables(q) }),
    response: (d) => list(d.invoices.data.map(invoiceView), d.invoices),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/auth/introspect',
    summary: 'Describes the key or token the request carries.',
    responses: { 200: Introspection },
    ...surface,
    scope: null,
    operation: IntrospectDocument,
    input: z.looseObject({}),
    variables: () => ({}),
    response: (d) => ({
      active: d.introspect.active,
      scopes: d.introspect.scopes,
      // The scope string of RFC 7662 beside the spec's array.
      scope: d.introspect.scopes.join(' '),
      expires_at: d.introspect.expiresAt ?? null,
      token_type: d.introspect.tokenType,
      account_id: d.introspect.accountId,
      client_id: d.introspect.clientId ?? null,
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/webhooks',
    summary: 'Registers a webhook endpoint; its secret is returned this once.',
    responses: { 201: WebhookEndpoint },
    ...surface,
    scope: 'webhooks:write',
    idempotent: true,
    operation: CreateWebhookDocument,
    input: z.object(
      {
        url: z.string({ error: '`url` is required and must be a string.' }).min(1, '`url` is required.'),
        events: z.array(z.string(), { error: '`events` is required and must be an array of event types.' }).min(1, '`events` must list at least one event type.'),
        description: z.string({ error: '`description` must be a string.' }).optional(),
        secret: z.string({ error: '`secret` must be a string.' }).optional(),
      },
      { error: 'The request body must be a JSON object.' },
    ).meta({ example: { url: 'https://example.com/hooks/marketplace', events: ['subscription.created', 'usage.limit_reached'], description: 'Billing alerts' } }),
    variables: (b) => ({ input: { url: b.url, events: b.events, description: b.description ?? null, secret: b.secret ?? null } }),
    response: (d) => webhookView(unwrapPayload(d.createWebhook.userErrors, d.createWebhook.webhookEndpoint)),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/webhooks',
    summary: 'Lists webhook endpoints.',
    responses: { 200: lists.webhooks },
    ...surface,
    scope: 'webhooks:read',
    operation: ListWebhooksDocument,
    input: z.looseObject(paging),
    variables: (q) => pagingVariables(q),
    response: (d) => list(d.webhooks.data.map(webhookView), d.webhooks),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/webhooks/:webhook_id',
    summary: 'Returns one webhook endpoint.',
    responses: { 200: WebhookEndpoint, ...notFound },
    ...surface,
    scope: 'webhooks:read',
    operation: GetWebhookDocument,
    input: z.looseObject({}),
    variables: (_q, p) => ({ id: p.webhook_id! }),
    response: (d) => webhookView(d.webhook),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/webhooks/:webhook_id',
    summary: 'Deletes a webhook endpoint.',
    responses: { 200: DeletedWebhook, ...notFound },
    ...surface,
    scope: 'webhooks:write',
    operation: DeleteWebhookDocument,
    input: z.looseObject({}),
    variables: (_q, p) => ({ id: p.webhook_id! }),
    response: (d) => ({ id: d.deleteWebhook.id, object: 'webhook_endpoint', deleted: d.deleteWebhook.deleted }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/webhooks/:webhook_id/deliveries',
    summary: 'Lists the deliveries of events to a webhook endpoint.',
    responses: { 200: lists.deliveries, ...notFound },
    ...surface,
    scope: 'webhooks:read',
    operation: WebhookDeliveriesDocument,
    input: z.looseObject({ status: z.string().optional(), ...paging }),
    variables: (q, p) => ({ id: p.webhook_id!, status: q.status ?? null, ...pagingVariables(q) }),
    response: (d) => list(d.webhookDeliveries.data.map(deliveryView), d.webhookDeliveries),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/webhooks/:webhook_id/deliveries/:delivery_id/retry',
    summary: 'Delivers a failed event again.',
    responses: { 200: WebhookDelivery, ...notFound, 409: MarketplaceError },
    ...surface,
    scope: 'webhooks:write',
    idempotent: true,
    operation: RetryWebhookDeliveryDocument,
    input: z.looseObject({}).optional(),
    variables: (_b, p) => ({ id: p.webhook_id!, deliveryId: p.delivery_id! }),
    response: (d) => deliveryView(d.retryWebhookDelivery),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/alerts',
    summary: 'Sets a usage alert at 80% or 100% of the daily limit.',
    responses: { 201: Alert, ...notFound },
    ...surface,
    scope: 'usage:read',
    idempotent: true,
    operation: CreateAlertDocument,
    input: z.object(
      {
        api_id: z.string({ error: '`api_id` is required and must be a string.' }).min(1),
        threshold: z.number({ error: '`threshold` is required: 80 or 100.' }).int(),
        channels: z.array(z.enum(['email', 'webhook'], { error: '`channels` items must be email or webhook.' }), { error: '`channels` is required.' }).min(1),
        email: z.string().optional(),
      },
      { error: 'The request body must be a JSON object.' },
    ),
    variables: (b) => ({ input: { apiId: b.api_id, threshold: b.threshold, channels: b.channels, email: b.email ?? null } }),
    response: (d) => alertView(unwrapPayload(d.createAlert.userErrors, d.createAlert.alert)),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/alerts',
    summary: 'Lists usage alerts.',
    responses: { 200: lists.alerts },
    ...surface,
    scope: 'usage:read',
    operation: AlertsDocument,
    input: z.looseObject(paging),
    variables: (q) => pagingVariables(q),
    response: (d) => list(d.alerts.data.map(alertView), d.alerts),
  }),
];
