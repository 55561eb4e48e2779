import { handle, type JobHandler } from '../../../../common/src/jobs.js';
import { recordUsageJob } from '../../../../common/src/job-definitions.js';
import { MCP_PATH } from '../../../../common/src/oauth-endpoints.js';
import type { MeteredProduct, MeteredRequest } from '../../../../common/src/job-definitions.js';
import { apiIdForProduct, type UsageReports } from '../modules/usage/providers/usage-manager.js';
import { memoryRoutePatterns } from '../rest-route-patterns.js';

/**
 * The product of a record queued before the edge named it: the memory service's when its route is
 * one of the memory REST contract's or the MCP endpoint (which serves the memory tools only).
 */
export function productOf(r: MeteredRequest): MeteredProduct {
  if (r.product) return r.product;
  const route = r.endpoint || r.path || '';
  return route === MCP_PATH || memoryRoutePatterns().has(route) ? 'memory' : 'platform';
}

/** Writes a batch of metered requests, then checks the usage limits the batch may have crossed. */
export function meteringHandler(usage: UsageReports, afterRecord?: (pairs: Array<{ accountId: string; apiId: string }>) => Promise<void>): JobHandler {
  return handle(recordUsageJob, async ({ records: raw }) => {
    const records = raw.map((r) => ({ ...r, apiId: r.apiId ?? apiIdForProduct(productOf(r)) }));
    const written = await usage.record(records);
    if (afterRecord) {
      const pairs = new Map<string, { accountId: string; apiId: string }>();
      for (const r of records) if (r.accountId) pairs.set(`${r.accountId}:${r.apiId}`, { accountId: r.accountId, apiId: r.apiId });
      await afterRecord([...pairs.values()]);
    }
    return { written };
  });
}
