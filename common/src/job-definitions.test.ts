import { describe, expect, it } from 'vitest';
import { recordUsageJob } from './job-definitions.js';

const base = { requestId: 'r1', accountId: 'a1', method: 'GET', endpoint: '/v1/marketplace/apis', status: 200, latencyMs: 1, at: '2026-11-01T00:00:00Z' };

describe('usage.record payload', () => {
  it('takes the raw path the edge saw, or an API id a producer already knows', () => {
    expect(recordUsageJob.schema.safeParse({ records: [{ ...base, path: '/v1/marketplace/apis' }] }).success).toBe(true);
    expect(recordUsageJob.schema.safeParse({ records: [{ ...base, apiId: 'memory-api' }] }).success).toBe(true);
  });

  it('refuses a record that names neither', () => {
    expect(recordUsageJob.schema.safeParse({ records: [base] }).success).toBe(false);
  });
});
