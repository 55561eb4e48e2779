import { fmt, markdownTable, targetTable, writeChart, type Target } from './report.js';
import type { Summary } from './stats.js';

/** One line of the speed table: a workload's latency summary, its throughput, or why it was not measured. */
export interface BenchRow {
  workload: string;
  size?: number;
  summary?: Summary;
  throughput?: string;
  samples?: number[];
  missing?: string;
}

export interface SpeedRun {
  quick: boolean;
  sizes: number[];
  /** Measured calls per workload, and at 100,000 memories. */
  samples: number;
  samplesAt100k: number;
  warmup: number;
  rows: BenchRow[];
  /** Search p50 of a question in another language than the store's minus a same-language one, per size. */
  crossLingualCost: Record<number, number>;
  targets: Target[];
  seconds: number;
}

/** The bench's markdown: every workload, the edge's ratios, the cross-lingual cost and the targets. */
export function speedReport(run: SpeedRun): string {
  const { quick, sizes, rows } = run;
  const p50 = (workload: string, size: number) => rows.find((r) => r.workload === workload && r.size === size)?.summary?.p50 ?? NaN;
  return [
    `## Speed (${quick ? 'quick' : 'full'} run, ${new Date().toISOString()})`,
    '',
    `Sizes: ${sizes.join(', ')} memories in one store; ${run.samples} measured calls per workload (${run.samplesAt100k} at 100,000 memories) after ${run.warmup} warm-up calls; one client.`,
    '',
    markdownTable(
      ['workload', 'memories', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'throughput'],
      rows.map((r) =>
        r.missing
          ? [r.workload, r.size ?? '', '', `n/a (${r.missing})`, '', '', '']
          : r.summary
            ? [r.workload, r.size ?? '', r.summary.n, fmt(r.summary.p50), fmt(r.summary.p95), fmt(r.summary.p99), r.throughput ?? '']
            : [r.workload, r.size ?? '', '', '', '', '', r.throughput ?? ''],
      ),
    ),
    '',
    markdownTable(
      ['memories', 'REST / direct at p50', 'GraphQL / direct at p50'],
      sizes.map((size) => {
        const direct = p50('search (domain, in process)', size);
        return [size, fmt(p50('search (REST)', size) / direct, 2), fmt(p50('search (GraphQL)', size) / direct, 2)];
      }),
    ),
    '',
    markdownTable(
      ['memories', 'cross-lingual search over a same-language one at p50 (ms)'],
      sizes.map((size) => [size, fmt(run.crossLingualCost[size] ?? NaN)]),
    ),
    '',
    '### Targets',
    '',
    targetTable(run.targets),
    '',
    `Ran in ${run.seconds.toFixed(0)} s. Figures also in bench-results/bench.json; latency histograms in bench-results/bench-latency.svg.`,
  ].join('\n');
}

/** Each workload's latency distribution, one panel per workload and store size. */
export async function writeLatencyChart(dir: string, rows: readonly BenchRow[]): Promise<void> {
  await writeChart(dir, 'bench-latency.svg', {
    title: 'Latency distributions (ms)',
    data: {
      values: rows.flatMap((r) =>
        (r.samples ?? []).map((ms) => ({ workload: r.workload, size: r.size ? `${r.size} memories` : 'n/a', ms: Math.min(ms, 500) })),
      ),
    },
    facet: { row: { field: 'workload', type: 'nominal', header: { labelAngle: 0, labelAlign: 'left' } }, column: { field: 'size', type: 'nominal' } },
    spec: {
      width: 220,
      height: 60,
      mark: 'bar',
      encoding: {
        x: { field: 'ms', type: 'quantitative', bin: { maxbins: 40 }, title: 'ms (capped at 500)' },
        y: { aggregate: 'count', type: 'quantitative', title: 'calls' },
      },
    },
    resolve: { scale: { x: 'independent' } },
  });
}
