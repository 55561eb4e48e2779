import type { UsageReports } from './providers/usage-manager.js';
import type { Granularity } from '../../generated/resolvers.js';

type UsageSummaryDoc = Awaited<ReturnType<UsageReports['summary']>>;
type ApiUsageDoc = Awaited<ReturnType<UsageReports['forApi']>>;
type RealtimeDoc = Awaited<ReturnType<UsageReports['realtime']>>;

export function usageSummaryFields(u: UsageSummaryDoc) {
  return {
    period: u.period,
    granularity: u.granularity as Granularity,
    totalRequests: u.total_requests,
    totalErrors: u.total_errors,
    totalCostUsd: u.total_cost_usd,
    byApi: u.by_api.map((a) => ({ apiId: a.api_id, name: a.name, requests: a.requests, errors: a.errors, avgLatencyMs: a.avg_latency_ms, costUsd: a.cost_usd })),
  };
}

export function apiUsageFields(u: ApiUsageDoc) {
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

export function realtimeFields(u: RealtimeDoc) {
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
