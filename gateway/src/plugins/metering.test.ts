import { describe, expect, it } from 'vitest';
import type { MeteredRequest } from '../../../common/src/job-definitions.js';
import type { JobQueue } from '../../../common/src/jobs.js';
import { Meter } from './metering.js';

/** A queue that keeps what it is handed, or refuses while `down`. */
function queue() {
  const batches: MeteredRequest[][] = [];
  const q = {
    down: false,
    batches,
    enqueue: async (_job: unknown, data: { records: MeteredRequest[] }) => {
      if (q.down) throw new Error('redis down');
      batches.push(data.records);
      return 'id';
    },
  };
  return q;
}

const request = (over: Partial<MeteredRequest> = {}): MeteredRequest => ({
  requestId: `r-${Math.random()}`,
  accountId: 'a1',
  path: '/api/v1/memory/search',
  method: 'POST',
  endpoint: '/api/v1/memory/search',
  status: 200,
  latencyMs: 10,
  at: new Date().toISOString(),
  ...over,
});

describe('Meter', () => {
  it('counts identical requests of one flush in one record, with their total latency', async () => {
    const q = queue();
    const meter = new Meter(q as unknown as JobQueue, 1000);
    for (let i = 0; i < 500; i++) meter.add(request({ accountId: null, status: 429, latencyMs: 0.5 }));
    meter.add(request({ status: 200, latencyMs: 12 }));
    meter.add(request({ status: 200, latencyMs: 8 }));
    meter.add(request({ status: 400 }));
    meter.add(request({ accountId: 'a2' }));
    meter.add(request({ method: 'GET' }));
    await meter.flush();
    const records = q.batches.flat();
    const total = records.reduce((n, r) => n + (r.requests ?? 1), 0);
    expect(total).toBe(505);
    expect(records).toHaveLength(5);
    expect(records.find((r) => r.status === 429)).toMatchObject({ accountId: null, requests: 500, latencyMs: 250 });
    expect(records.find((r) => r.status === 200 && r.accountId === 'a1' && r.method === 'POST')).toMatchObject({ requests: 2, latencyMs: 20 });
    // The next flush starts afresh.
    meter.add(request());
    await meter.flush();
    expect(q.batches.at(-1)).toEqual([expect.objectContaining({ accountId: 'a1', latencyMs: 10 })]);
    expect(q.batches.at(-1)![0]!.requests).toBeUndefined();
  });

  it('retries a refused batch as it was, and loses no count meanwhile', async () => {
    const q = queue();
    const meter = new Meter(q as unknown as JobQueue, 1000);
    meter.add(request());
    meter.add(request());
    q.down = true;
    await meter.flush();
    expect(meter.pending).toBe(1);
    meter.add(request());
    q.down = false;
    await meter.flush();
    const records = q.batches.flat();
    expect(records.reduce((n, r) => n + (r.requests ?? 1), 0)).toBe(3);
    // The refused record went again under its own id, counting what it counted; the new one is apart.
    expect(records.map((r) => r.requests ?? 1)).toEqual([2, 1]);
    expect(meter.pending).toBe(0);
  });
});
