import { handle, type JobHandler } from '../../../../common/src/jobs.js';
import { recordUsageJob } from '../../../../common/src/job-definitions.js';
import { apiIdForPath, type UsageReports } from '../domain/usage.js';

/** Writes a batch of metered requests, then checks the usage limits the batch may have crossed. */
export function meteringHandler(usage: UsageReports, afterRecord?: (pairs: Array<{ accountId: string; apiId: string }>) => Promise<void>): JobHandler {
  return handle(recordUsageJob, async ({ records: raw }) => {
    const records = raw.map((r) => ({ ...r, apiId: r.apiId ?? apiIdForPath(r.path ?? r.endpoint) }));
    const written = await usage.record(records);
    if (afterRecord) {
      const pairs = new Map<string, { accountId: string; apiId: string }>();
      for (const r of records) if (r.accountId) pairs.set(`${r.accountId}:${r.apiId}`, { accountId: r.accountId, apiId: r.apiId });
      await afterRecord([...pairs.values()]);
    }
    return { written };
  });
}
