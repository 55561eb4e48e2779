import { describe, expect, it } from 'vitest';
import { speedReport, type BenchRow } from './speed-report.js';
import { summarize } from './stats.js';

describe('speed report', () => {
  const rows: BenchRow[] = [
    { workload: 'search (REST)', size: 1000, summary: summarize([12, 12, 12]) },
    { workload: 'search (GraphQL)', size: 1000, summary: summarize([15, 15, 15]) },
    { workload: 'search (domain, in process)', size: 1000, summary: summarize([10, 10, 10]) },
    { workload: 'recall (REST)', size: 1000, missing: 'not available' },
    { workload: 'embed a batch of 4 passages', throughput: '80.0 texts/s' },
  ];
  const report = speedReport({
    quick: true,
    sizes: [1000],
    samples: 3,
    samplesAt100k: 2,
    warmup: 1,
    rows,
    crossLingualCost: { 1000: 4.25 },
    targets: [{ name: 'search p50', figure: 12, limit: 15, kind: 'max', unit: 'ms' }],
    seconds: 61.4,
  });

  it('lists every workload, a missing one with its reason', () => {
    expect(report).toContain('| search (REST) | 1000 | 3 | 12.0 | 12.0 | 12.0 |');
    expect(report).toContain('| recall (REST) | 1000 |  | n/a (not available) |');
    expect(report).toContain('| embed a batch of 4 passages |  |  |  |  |  | 80.0 texts/s |');
  });

  it('gives REST and GraphQL against the direct call, the cross-lingual cost and the targets', () => {
    expect(report).toContain('| 1000 | 1.20 | 1.50 |');
    expect(report).toContain('| 1000 | 4.3 |');
    expect(report).toContain('| search p50 | 12.0 ms | <= 15 ms |');
    expect(report).toContain('Ran in 61 s.');
  });
});
