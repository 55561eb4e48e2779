/** Latency summary of a set of samples in milliseconds. */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean };
}

export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

/**
 * Runs every call once per round, interleaved (load on the machine hits them alike), and returns
 * each one's durations after `warmup` rounds.
 */
export async function interleaved(calls: Record<string, () => Promise<unknown>>, rounds: number, warmup = 200): Promise<Record<string, number[]>> {
  const samples = Object.fromEntries(Object.keys(calls).map((k) => [k, [] as number[]]));
  for (let i = 0; i < rounds + warmup; i++) {
    for (const [name, call] of Object.entries(calls)) {
      const [ms] = await timed(call);
      if (i >= warmup) samples[name]!.push(ms);
    }
  }
  return samples;
}

/**
 * Runs every call once per round in rotating order (round r starts with the r-th call, so none is
 * always first: the first of a round pays what the others find cached), each given the round's
 * number, and returns each one's durations after `warmup` rounds.
 */
export async function rotatedRounds(calls: Record<string, (round: number) => () => Promise<unknown>>, rounds: number, warmup: number): Promise<Record<string, number[]>> {
  const names = Object.keys(calls);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < rounds + warmup; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(r + k) % names.length]!;
      const [ms] = await timed(calls[name]!(r));
      if (r >= warmup) samples[name]!.push(ms);
    }
  }
  return samples;
}

/** A markdown table of p50 and p95 per name. */
export function percentileTable(title: string, samples: Record<string, number[]>, digits = 2): string {
  const rows = Object.entries(samples).map(([name, s]) => {
    const sum = summarize(s);
    return `| ${name} | ${sum.p50.toFixed(digits)} | ${sum.p95.toFixed(digits)} |`;
  });
  return [`| ${title} | p50 ms | p95 ms |`, '|---|---|---|', ...rows].join('\n');
}
