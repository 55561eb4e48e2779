import { isStorableDate } from '../../../../../../common/src/cursor.js';
import { AppError, ErrorCode, invalid } from '../../../../../../common/src/errors.js';
import type { MeteredProduct, MeteredRequest } from '../../../../../../common/src/job-definitions.js';
import type { UsageStore } from './usage-store.js';
import { endpointMatcher, normalizeEndpointFilter } from './endpoint-filter.js';
import type { SubscriptionManager } from '../../subscriptions/providers/subscriptions-manager.js';
import { MEMORY_API_ID } from '../../subscriptions/providers/subscriptions-manager.js';

/** Requests that are not for a listed API (the marketplace's own `/v1`, GraphQL, meta) count here. */
export const PLATFORM_API_ID = 'marketplace-platform';
export const PLATFORM_API_NAME = 'Marketplace Platform';

/** Which listed API a metered request is usage of: the memory service's, or the platform's own. */
export function apiIdForProduct(product: MeteredProduct): string {
  return product === 'memory' ? MEMORY_API_ID : PLATFORM_API_ID;
}

export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export interface Instant {
  at: Date;
  /** Offset of the caller's timezone, in minutes east of UTC (0 when none was given). */
  offsetMinutes: number;
  dateOnly: boolean;
}

/** ISO 8601 date or date-time; the timezone offset is honoured and remembered for bucketing. */
export function parseInstant(raw: string, param: string): Instant {
  const text = raw.trim();
  const m = ISO.exec(text);
  const date = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  const tz = m?.[7] ? (m[7].toUpperCase() === 'Z' ? 'Z' : m[7].length === 5 ? `${m[7].slice(0, 3)}:${m[7].slice(3)}` : m[7]) : 'Z';
  const at = m ? new Date(m[4] ? `${date}T${m[4]}:${m[5]}:${m[6] ?? '00'}${tz}` : `${date}T00:00:00${tz}`) : new Date(NaN);
  if (!m || !isStorableDate(at)) {
    throw invalid(`\`${param}\` must be an ISO 8601 date or date-time, e.g. 2026-11-01 or 2026-11-01T00:00:00+02:00.`, { param });
  }
  let offsetMinutes = 0;
  if (tz !== 'Z') {
    const sign = tz[0] === '-' ? -1 : 1;
    offsetMinutes = sign * (Number(tz.slice(1, 3)) * 60 + Number(tz.slice(4, 6)));
  }
  return { at, offsetMinutes, dateOnly: !m[4] };
}

export interface Period {
  from: Date;
  to: Date;
  offsetMinutes: number;
}

/** `from` defaults to 30 days ago, `to` to now; a date-only `to` includes that whole day. */
export function resolvePeriod(fromRaw: string | null | undefined, toRaw: string | null | undefined, now = new Date()): Period {
  const from = fromRaw ? parseInstant(fromRaw, 'from') : undefined;
  const to = toRaw ? parseInstant(toRaw, 'to') : undefined;
  const toAt = to ? (to.dateOnly ? new Date(to.at.getTime() + 86_400_000) : to.at) : now;
  const fromAt = from ? from.at : new Date(toAt.getTime() - 30 * 86_400_000);
  if (fromAt >= toAt) throw invalid('`from` must be before `to`.', { param: 'from' });
  return { from: fromAt, to: toAt, offsetMinutes: from?.offsetMinutes ?? to?.offsetMinutes ?? 0 };
}

function pad(n: number, w = 2): string {
  return String(Math.abs(n)).padStart(w, '0');
}

function offsetSuffix(min: number): string {
  if (min === 0) return 'Z';
  return `${min < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(min) / 60))}:${pad(Math.abs(min) % 60)}`;
}

/** Start of the bucket holding `at`, in the caller's local time (returned as a UTC instant). */
export function bucketStart(at: Date, g: Granularity, offsetMinutes: number): Date {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const y = local.getUTCFullYear();
  const mo = local.getUTCMonth();
  const d = local.getUTCDate();
  let start: number;
  switch (g) {
    case 'hour':
      start = Date.UTC(y, mo, d, local.getUTCHours());
      break;
    case 'day':
      start = Date.UTC(y, mo, d);
      break;
    case 'week': {
      const dow = (local.getUTCDay() + 6) % 7; // Monday first (ISO weeks)
      start = Date.UTC(y, mo, d - dow);
      break;
    }
    case 'month':
      start = Date.UTC(y, mo, 1);
      break;
  }
  return new Date(start - offsetMinutes * 60_000);
}

function nextBucket(start: Date, g: Granularity, offsetMinutes: number): Date {
  const local = new Date(start.getTime() + offsetMinutes * 60_000);
  switch (g) {
    case 'hour':
      return new Date(start.getTime() + 3_600_000);
    case 'day':
      return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - offsetMinutes * 60_000);
    case 'week':
      return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 7) - offsetMinutes * 60_000);
    case 'month':
      return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offsetMinutes * 60_000);
  }
}

/** The label of a bucket: `YYYY-MM-DD` (local) for day, week and month; a full date-time for hour. */
export function bucketLabel(start: Date, g: Granularity, offsetMinutes: number): { date: string; start: string } {
  const l = new Date(start.getTime() + offsetMinutes * 60_000);
  const day = `${l.getUTCFullYear()}-${pad(l.getUTCMonth() + 1)}-${pad(l.getUTCDate())}`;
  const full = `${day}T${pad(l.getUTCHours())}:${pad(l.getUTCMinutes())}:00${offsetSuffix(offsetMinutes)}`;
  return { date: g === 'hour' ? full : day, start: full };
}

export function parseGranularity(raw: string | null | undefined): Granularity {
  if (!raw) return 'day';
  if (!(GRANULARITIES as readonly string[]).includes(raw)) throw invalid(`\`granularity\` must be one of ${GRANULARITIES.join(', ')}.`, { param: 'granularity' });
  return raw as Granularity;
}

const MAX_BUCKETS = 2000;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** Usage reports from the metered requests. */
export class UsageReports {
  constructor(
    private readonly store: UsageStore,
    private readonly subscriptions: SubscriptionManager,
    /**
     * The routes metering names requests by: the `endpoint` filter routes what a user types as the
     * edge would. Asked for only when a filter is given.
     */
    private readonly routePatterns: () => readonly string[],
  ) {}

  /**
   * Writes a batch of metered requests; a request id already written is skipped (at-least-once queue).
   * One statement over column arrays: its cost does not grow with a per-row query plan (a flood of
   * refused requests arrives here as thousands of rows a second).
   */
  async record(records: Array<MeteredRequest & { apiId: string }>): Promise<number> {
    if (!records.length) return 0;
    return this.store.insertRecords(records);
  }

  private async apiNames(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.store.findApiNames(ids);
    const names = new Map(rows.map((r) => [r.id, r.name]));
    names.set(PLATFORM_API_ID, PLATFORM_API_NAME);
    return names;
  }

  private async pricing(ids: string[]): Promise<Map<string, number>> {
    const rows = await this.store.findApiPricing(ids);
    // Pay-as-you-go APIs cost base_price per 1,000 requests; plans are billed by invoice.
    return new Map(rows.map((r) => [r.id, r.pricingModel === 'pay_as_you_go' ? r.basePrice / 1000 : 0]));
  }

  async summary(accountId: string, input: { from?: string | null; to?: string | null; granularity?: string | null }) {
    const period = resolvePeriod(input.from, input.to);
    parseGranularity(input.granularity);
    const rows = await this.store.totalsByApi(accountId, period.from, period.to);
    const ids = rows.map((r) => r.api_id);
    const [names, prices] = await Promise.all([this.apiNames(ids), this.pricing(ids)]);
    const byApi = rows.map((r) => {
      const requests = Number(r.requests);
      return {
        api_id: r.api_id,
        name: names.get(r.api_id) ?? r.api_id,
        requests,
        errors: Number(r.errors),
        avg_latency_ms: round(r.latency ?? 0),
        cost_usd: round(requests * (prices.get(r.api_id) ?? 0), 4),
      };
    });
    return {
      object: 'usage_summary',
      period: this.periodView(period),
      granularity: parseGranularity(input.granularity),
      total_requests: byApi.reduce((n, a) => n + a.requests, 0),
      total_errors: byApi.reduce((n, a) => n + a.errors, 0),
      total_cost_usd: round(byApi.reduce((n, a) => n + a.cost_usd, 0), 4),
      by_api: byApi,
    };
  }

  /** The period as the caller wrote it: date-times in the caller's offset. */
  private periodView(p: Period) {
    const iso = (d: Date) => new Date(d.getTime() + p.offsetMinutes * 60_000).toISOString().replace('Z', offsetSuffix(p.offsetMinutes));
    return { from: iso(p.from), to: iso(p.to) };
  }

  async forApi(accountId: string, apiId: string, input: { from?: string | null; to?: string | null; granularity?: string | null; endpoint?: string | null }) {
    const period = resolvePeriod(input.from, input.to);
    const g = parseGranularity(input.granularity);
    const names = await this.apiNames([apiId]);
    if (!names.has(apiId)) throw new AppError(ErrorCode.NotFound, `No API with id ${apiId}.`, { param: 'api_id' });
    // Buckets in the caller's timezone, empty ones included.
    const buckets: Date[] = [];
    for (let b = bucketStart(period.from, g, period.offsetMinutes); b < period.to; b = nextBucket(b, g, period.offsetMinutes)) {
      buckets.push(b);
      if (buckets.length > MAX_BUCKETS) throw invalid(`The period holds more than ${MAX_BUCKETS} ${g} buckets; choose a coarser granularity.`, { param: 'granularity' });
    }
    // The endpoint filter is what a user types (endpoint-filter.ts); empty or `/` filters nothing.
    const filter = input.endpoint ? normalizeEndpointFilter(input.endpoint) : null;
    const matcher = filter ? endpointMatcher(filter, this.routePatterns()) : undefined;
    const judged = new Map<string, boolean>();
    const counts = (endpoint: string) => {
      let counted = judged.get(endpoint);
      if (counted === undefined) judged.set(endpoint, (counted = matcher!(endpoint)));
      return counted;
    };
    const rows = await this.store.findRecords(accountId, apiId, period.from, period.to);
    const series = new Map(buckets.map((b) => [b.getTime(), { requests: 0, errors: 0, latency: 0 }]));
    let requests = 0;
    let errors = 0;
    let latency = 0;
    for (const r of rows) {
      if (matcher && !counts(r.endpoint)) continue;
      const s = series.get(bucketStart(r.at, g, period.offsetMinutes).getTime());
      requests += r.requests;
      latency += r.latency_ms;
      if (r.status >= 400) errors += r.requests;
      if (s) {
        s.requests += r.requests;
        s.latency += r.latency_ms;
        if (r.status >= 400) s.errors += r.requests;
      }
    }
    const price = (await this.pricing([apiId])).get(apiId) ?? 0;
    const { limit, used } = await this.planUsage(accountId, apiId);
    return {
      object: 'api_usage',
      api_id: apiId,
      name: names.get(apiId)!,
      period: this.periodView(period),
      granularity: g,
      // The filter as given, and the recorded endpoints it counted.
      endpoint: input.endpoint ?? null,
      matched_endpoints: matcher ? [...judged].filter(([, counted]) => counted).map(([endpoint]) => endpoint).sort() : null,
      total_requests: requests,
      total_errors: errors,
      avg_latency_ms: round(requests ? latency / requests : 0),
      cost_usd: round(requests * price, 4),
      plan_limit: limit,
      usage_percentage: limit > 0 ? round((used / limit) * 100) : 0,
      timeseries: buckets.map((b) => {
        const s = series.get(b.getTime())!;
        return { ...bucketLabel(b, g, period.offsetMinutes), requests: s.requests, errors: s.errors, avg_latency_ms: round(s.requests ? s.latency / s.requests : 0) };
      }),
    };
  }

  /**
   * The plan's monthly limit and the requests counted against it in the current billing period
   * (the subscription's period, or the calendar month without one). Without a subscription the
   * memory API runs on its free plan.
   */
  async planUsage(accountId: string, apiId: string, now = new Date()): Promise<{ limit: number; used: number; periodKey: string }> {
    const current = await this.subscriptions.currentPlan(accountId, apiId);
    let limit = current?.plan.monthlyLimit ?? 0;
    if (!current && apiId === MEMORY_API_ID) {
      limit = (await this.store.findFreePlan(apiId))?.monthlyLimit ?? 0;
    }
    const since = current?.sub.currentPeriodStart ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const used = await this.requestsSince({ accountId, apiId, at: { gte: since } });
    return { limit, used, periodKey: since.toISOString() };
  }

  async requestsToday(accountId: string, apiId: string, now = new Date()): Promise<number> {
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    return this.requestsSince({ accountId, apiId, at: { gte: since } });
  }

  /** Requests counted by the rows that match (a row may stand for several). */
  private async requestsSince(where: { accountId: string; apiId?: string; at: { gte: Date } }): Promise<number> {
    return this.store.countRequests(where);
  }

  /** The last minute of traffic (Pro and Enterprise only). */
  async realtime(accountId: string, tier: string) {
    if (tier !== 'pro' && tier !== 'enterprise') {
      throw new AppError(ErrorCode.Forbidden, 'Realtime usage is available on the Pro and Enterprise plans; upgrade the memory-api subscription to use it.', {
        tier,
        required_tier: 'pro',
      });
    }
    const now = new Date();
    const since = new Date(now.getTime() - 60_000);
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const [minute, day] = await Promise.all([
      this.store.totalsByApiSince(accountId, since),
      this.requestsSince({ accountId, at: { gte: today } }),
    ]);
    const total = minute.reduce((n, r) => n + Number(r.requests), 0);
    return {
      object: 'usage_realtime',
      as_of: now.toISOString(),
      window_seconds: 60,
      requests_last_minute: total,
      errors_last_minute: minute.reduce((n, r) => n + Number(r.errors), 0),
      requests_per_second: round(total / 60, 3),
      requests_today: day,
      by_api: minute.map((r) => ({ api_id: r.api_id, requests: Number(r.requests), errors: Number(r.errors), avg_latency_ms: round(r.latency ?? 0) })),
    };
  }
}
