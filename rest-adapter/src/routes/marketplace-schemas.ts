import { z } from 'zod';
import { dateTime, listOf, MarketplaceError } from '../schemas.js';

// Response bodies of the marketplace surface (spec/marketplace-platform.md, "Resources and their
// fields"); where the spec says "not shown", the fields we answer with (docs/decisions/:
// marketplace-api.md, subscriptions.md, metering.md, webhooks.md, pagination.md).

export const ApiListing = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string().meta({ description: 'Category slug.' }),
    version: z.string(),
    pricing: z.looseObject({ model: z.string(), base_price: z.number() }),
    subscribed: z.boolean(),
  })
  .meta({ id: 'ApiListing' });

export const ApiDetail = z
  .looseObject({
    id: z.string(),
    object: z.literal('api'),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    version: z.string(),
    status: z.string(),
    tags: z.array(z.string()),
    pricing: z.looseObject({
      model: z.string(),
      base_price: z.number(),
      plans: z.array(z.looseObject({ id: z.string(), name: z.string(), monthly_limit: z.int() })),
    }),
    subscribed: z.boolean(),
    endpoints_count: z.int(),
    avg_latency_ms: z.number(),
    uptime: z.number().meta({ description: 'Percent.' }),
    created_at: dateTime,
  })
  .meta({ id: 'ApiDetail' });

export const SearchHit = z
  .looseObject({ id: z.string(), name: z.string(), description: z.string(), relevance_score: z.number() })
  .meta({ id: 'SearchHit' });

export const Category = z
  .looseObject({
    id: z.string(),
    object: z.literal('category'),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    api_count: z.int(),
  })
  .meta({ id: 'Category' });

export const Subscription = z
  .looseObject({
    id: z.string(),
    object: z.literal('subscription'),
    api_id: z.string(),
    plan_id: z.string(),
    status: z.enum(['active', 'cancelled', 'past_due']),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    created_at: dateTime,
    current_period_start: dateTime,
    current_period_end: dateTime,
    cancel_at_period_end: z.boolean(),
    cancelled_at: dateTime.nullable(),
    access_until: dateTime.nullable(),
  })
  .meta({
    id: 'Subscription',
    example: {
      id: 'sub_8f2k1',
      object: 'subscription',
      api_id: 'api_weather',
      plan_id: 'plan_pro',
      status: 'active',
      metadata: { team: 'forecasting' },
      created_at: '2026-03-01T10:00:00Z',
      current_period_start: '2026-03-01T10:00:00Z',
      current_period_end: '2026-04-01T10:00:00Z',
      cancel_at_period_end: false,
      cancelled_at: null,
      access_until: null,
    },
  });

const period = z.looseObject({ from: dateTime, to: dateTime });

export const UsageSummary = z
  .looseObject({
    object: z.literal('usage_summary'),
    period,
    granularity: z.string(),
    total_requests: z.int(),
    total_errors: z.int(),
    total_cost_usd: z.number(),
    by_api: z.array(
      z.looseObject({ api_id: z.string(), name: z.string(), requests: z.int(), errors: z.int(), avg_latency_ms: z.number(), cost_usd: z.number() }),
    ),
  })
  .meta({ id: 'UsageSummary' });

export const ApiUsage = z
  .looseObject({
    api_id: z.string(),
    name: z.string(),
    period,
    total_requests: z.int(),
    total_errors: z.int(),
    avg_latency_ms: z.number(),
    cost_usd: z.number(),
    plan_limit: z.int(),
    usage_percentage: z.number(),
    timeseries: z.array(z.looseObject({ date: z.string(), requests: z.int(), errors: z.int(), avg_latency_ms: z.number() })),
  })
  .meta({ id: 'ApiUsage' });

export const RealtimeUsage = z
  .looseObject({
    object: z.literal('usage_realtime'),
    as_of: dateTime,
    window_seconds: z.int(),
    requests_last_minute: z.int(),
    errors_last_minute: z.int(),
    requests_per_second: z.number(),
    requests_today: z.int(),
    by_api: z.array(z.looseObject({ api_id: z.string(), requests: z.int(), errors: z.int(), avg_latency_ms: z.number() })),
  })
  .meta({ id: 'RealtimeUsage' });

export const Invoice = z
  .looseObject({
    id: z.string(),
    object: z.literal('invoice'),
    subscription_id: z.string(),
    amount_usd: z.number(),
    currency: z.string(),
    status: z.string(),
    period_start: dateTime,
    period_end: dateTime,
    created_at: dateTime,
    paid_at: dateTime.nullable(),
    failure_reason: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });

/** `expires_at` of a credential without an end (API keys): a date-time, as the spec types the field. */
export const NEVER_EXPIRES = '9999-12-31T23:59:59.999Z';

export const Introspection = z.looseObject({
  active: z.boolean(),
  scopes: z.array(z.string()),
  scope: z.string().meta({ description: 'The scopes space-separated (RFC 7662).' }),
  expires_at: dateTime.meta({ description: `When the credential stops working; \`${NEVER_EXPIRES}\` for an API key, which never expires.` }),
  token_type: z.string(),
  account_id: z.string(),
  client_id: z.string().nullable(),
});


export const WebhookEndpoint = z
  .looseObject({
    id: z.string(),
    object: z.literal('webhook_endpoint'),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    status: z.string(),
    created_at: dateTime,
    secret: z.string().optional().meta({ description: 'Returned only at creation.' }),
  })
  .meta({ id: 'WebhookEndpoint' });

export const DeletedWebhook = z.looseObject({ id: z.string(), object: z.literal('webhook_endpoint'), deleted: z.literal(true) });

export const WebhookDelivery = z
  .looseObject({
    id: z.string(),
    object: z.literal('webhook_delivery'),
    event_id: z.string(),
    event_type: z.string().nullable(),
    endpoint_id: z.string(),
    status: z.string(),
    attempts: z.int(),
    last_status_code: z.int().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: dateTime.nullable(),
    delivered_at: dateTime.nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'WebhookDelivery' });

export const Alert = z
  .looseObject({
    id: z.string(),
    object: z.literal('alert'),
    api_id: z.string(),
    threshold: z.int(),
    channels: z.array(z.string()),
    email: z.string().nullable(),
    period: z.string(),
    last_fired_period: z.string().nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'Alert' });

export const lists = {
  apis: listOf(ApiListing, { cursor: true }),
  searchHits: listOf(SearchHit, { cursor: true }),
  categories: listOf(Category, { cursor: true }),
  subscriptions: listOf(Subscription, { cursor: true }),
  invoices: listOf(Invoice, { cursor: true }),
  webhooks: listOf(WebhookEndpoint, { cursor: true }),
  deliveries: listOf(WebhookDelivery, { cursor: true }),
  alerts: listOf(Alert, { cursor: true }),
};

export const notFound = { 404: MarketplaceError } as const;
