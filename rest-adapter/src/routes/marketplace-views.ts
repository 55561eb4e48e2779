import type {
  AlertFieldsFragment,
  ApiDetailFieldsFragment,
  ApiUsageQuery,
  DeliveryFieldsFragment,
  InvoiceFieldsFragment,
  RealtimeUsageQuery,
  SubscriptionFieldsFragment,
  UsageQuery,
  WebhookFieldsFragment,
} from '../generated/operations.js';

// The marketplace spec's response shapes, mapped from the GraphQL answers the routes receive.

/**
 * The list envelope: both `total` and `total_count` (the spec shows either), and `next_cursor` on the
 * cursor-paginated lists (null on the last page).
 */
export function list<T>(data: T[], page: { total: number; hasMore: boolean; limit: number; offset: number; nextCursor?: string | null }) {
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

export function usageSummaryView(u: UsageQuery['usage']) {
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

export function apiUsageView(u: ApiUsageQuery['apiUsage']) {
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

export function realtimeView(u: RealtimeUsageQuery['realtimeUsage']) {
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
