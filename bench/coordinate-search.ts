/**
 * Coordinate search over a grid of weights: each key in turn takes the value of its grid that scores
 * best with the others held, for `passes` passes over the keys. `score` answers undefined for weights
 * that are not acceptable at all (a constraint); a value is taken only if it scores strictly better.
 */
export function coordinateSearch<W extends object>(
  start: W,
  grid: Partial<Record<keyof W, readonly number[]>>,
  score: (w: W) => number | undefined,
  opts: { passes?: number; onKey?: (pass: number, key: keyof W, best: W, score: number) => void } = {},
): { best: W; score: number } {
  let best = start;
  let bestScore = score(start) ?? -Infinity;
  for (let pass = 0; pass < (opts.passes ?? 2); pass++) {
    for (const [key, values] of Object.entries(grid) as Array<[keyof W, readonly number[]]>) {
      for (const v of values) {
        const candidate = { ...best, [key]: v };
        const s = score(candidate);
        if (s !== undefined && s > bestScore + 1e-9) [best, bestScore] = [candidate, s];
      }
      opts.onKey?.(pass, key, best, bestScore);
    }
  }
  return { best, score: bestScore };
}
