import type { PrismaClient } from '../../../../../../common/src/db/client.js';
import type { MeteredRequest } from '../../../../../../common/src/job-definitions.js';

/** Requests, errors and mean latency of one API over a period. */
export interface ApiTotals {
  api_id: string;
  requests: bigint;
  errors: bigint;
  latency: number | null;
}

/** One metered row: it may stand for several requests. */
export interface UsageRow {
  at: Date;
  endpoint: string;
  status: number;
  latency_ms: number;
  requests: number;
}

/** Metered requests, and what usage reports read of the catalogue (`usage-manager.ts`). */
export class UsageStore {
  constructor(private readonly db: PrismaClient) {}

  /**
   * Writes a batch of metered requests in one statement over column arrays; a request id already
   * written is skipped. The count is of the rows written.
   */
  insertRecords(records: Array<MeteredRequest & { apiId: string }>) {
    const column = <T>(pick: (r: MeteredRequest & { apiId: string }) => T) => records.map(pick);
    return this.db.$executeRaw`
      INSERT INTO "usage_records" ("request_id", "account_id", "api_id", "method", "endpoint", "status", "latency_ms", "requests", "at")
      SELECT * FROM unnest(
        ${column((r) => r.requestId)}::text[], ${column((r) => r.accountId)}::uuid[], ${column((r) => r.apiId)}::text[],
        ${column((r) => r.method)}::text[], ${column((r) => r.endpoint)}::text[], ${column((r) => r.status)}::int[],
        ${column((r) => r.latencyMs)}::float8[], ${column((r) => r.requests ?? 1)}::int[], ${column((r) => new Date(r.at).toISOString())}::timestamptz[])
      ON CONFLICT ("request_id") DO NOTHING`;
  }

  findApiNames(ids: string[]) {
    return this.db.apiListing.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  }

  findApiPricing(ids: string[]) {
    return this.db.apiListing.findMany({ where: { id: { in: ids } }, select: { id: true, pricingModel: true, basePrice: true } });
  }

  /** The cheapest free plan of an API. */
  findFreePlan(apiId: string) {
    return this.db.plan.findFirst({ where: { apiId, tier: 'free' }, orderBy: { price: 'asc' } });
  }

  /** The account's totals per API over [from, to), most requests first. */
  totalsByApi(accountId: string, from: Date, to: Date) {
    return this.db.$queryRaw<ApiTotals[]>`
      SELECT api_id, sum(requests) AS requests, coalesce(sum(requests) FILTER (WHERE status >= 400), 0) AS errors, (sum(latency_ms) / sum(requests))::float8 AS latency
        FROM usage_records WHERE account_id = ${accountId}::uuid AND at >= ${from} AND at < ${to}
       GROUP BY api_id ORDER BY sum(requests) DESC, api_id`;
  }

  /** The account's totals per API since `since`, by API id. */
  totalsByApiSince(accountId: string, since: Date) {
    return this.db.$queryRaw<ApiTotals[]>`
        SELECT api_id, sum(requests) AS requests, coalesce(sum(requests) FILTER (WHERE status >= 400), 0) AS errors, (sum(latency_ms) / sum(requests))::float8 AS latency
          FROM usage_records WHERE account_id = ${accountId}::uuid AND at >= ${since} GROUP BY api_id ORDER BY api_id`;
  }

  /** The account's metered rows of an API over [from, to). */
  findRecords(accountId: string, apiId: string, from: Date, to: Date) {
    return this.db.$queryRaw<UsageRow[]>`
      SELECT at, endpoint, status, latency_ms, requests FROM usage_records
       WHERE account_id = ${accountId}::uuid AND api_id = ${apiId} AND at >= ${from} AND at < ${to}`;
  }

  /** Requests counted by the rows that match (a row may stand for several). */
  async countRequests(where: { accountId: string; apiId?: string; at: { gte: Date } }): Promise<number> {
    const { _sum } = await this.db.usageRecord.aggregate({ where, _sum: { requests: true } });
    return _sum.requests ?? 0;
  }
}
