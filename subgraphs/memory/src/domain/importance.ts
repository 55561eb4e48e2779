/**
 * Learned importance. Every memory starts at 0.5. Each time a recall returns it, it is reinforced:
 * `i ← i + 0.15 × (1 − i)`. Between reinforcements it decays towards 0.5 with a half-life of 30 days:
 * `i(t) = 0.5 + (i₀ − 0.5) × 0.5^(days since i₀ was set / 30)`.
 */
export const IMPORTANCE = {
  base: 0.5,
  reinforce: 0.15,
  halfLifeDays: 30,
} as const;

const DAY_MS = 86_400_000;

export function effectiveImportance(stored: number, setAt: Date, now = Date.now()): number {
  const days = Math.max(0, (now - setAt.getTime()) / DAY_MS);
  return IMPORTANCE.base + (stored - IMPORTANCE.base) * Math.pow(0.5, days / IMPORTANCE.halfLifeDays);
}

export function reinforced(stored: number, setAt: Date, now = Date.now()): number {
  const current = effectiveImportance(stored, setAt, now);
  return current + IMPORTANCE.reinforce * (1 - current);
}

/** The same rule in SQL over the `memories` columns (for filters applied in Postgres). */
export const EFFECTIVE_IMPORTANCE_SQL = `(${IMPORTANCE.base} + ("importance" - ${IMPORTANCE.base}) * power(0.5, greatest(0, extract(epoch from (now() - "importance_at"))) / ${IMPORTANCE.halfLifeDays * 86400}))`;
