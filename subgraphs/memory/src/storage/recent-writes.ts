import type { VectorHit, VectorRow } from './vector-index.js';

/** Cosine similarity of two vectors of the same length (0 when either is zero). */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * The best `limit` hits of two lists for the same search, by score; a row in both counts once, as
 * `fresh` has it (the newer version of the row).
 */
export function mergeHits(indexed: VectorHit[], fresh: VectorHit[], limit: number): VectorHit[] {
  const byId = new Map<string, VectorHit>();
  for (const h of indexed) byId.set(h.id, h);
  for (const h of fresh) byId.set(h.id, h);
  return [...byId.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

interface TenantWrites {
  rows: Array<{ row: VectorRow; at: number }>;
  /** Until when these rows and a Bounded read together may differ from a Strong read (rows dropped here, or deleted). */
  incompleteUntil: number;
}

/**
 * The rows a process wrote in each tenant within the last `windowMs`, so a search can read the
 * index without waiting for its newest writes (Milvus' Bounded level sees every write older than
 * its grace time) and still see them, by comparing the query with these rows exactly. A tenant with
 * more than `maxRows` recent rows, or with a delete within the window, has no answer here (the
 * caller reads Strong), so the union of both reads is what a Strong read would return.
 */
export class RecentWrites {
  private readonly tenants = new Map<string, TenantWrites>();

  constructor(
    private readonly windowMs: number,
    private readonly maxRows = 2000,
  ) {}

  add(rows: VectorRow[], now = Date.now()): void {
    const touched = new Set<TenantWrites>();
    for (const row of rows) {
      const t = this.tenant(row.tenant, now);
      t.rows.push({ row, at: now });
      touched.add(t);
    }
    for (const t of touched) {
      if (t.rows.length <= this.maxRows) continue;
      // The oldest are forgotten while a Bounded read may still miss them.
      t.rows.splice(0, t.rows.length - this.maxRows);
      t.incompleteUntil = now + this.windowMs;
    }
  }

  /** Rows of the tenant were deleted: until the window passes, a Bounded read may still return them. */
  deleted(tenant: string, now = Date.now()): void {
    this.tenant(tenant, now).incompleteUntil = now + this.windowMs;
  }

  /**
   * The `limit` recent rows of a store closest to `vector` among those `match` accepts, scored by
   * cosine similarity; undefined when this tenant's recent rows are not a complete answer.
   */
  closest(tenant: string, storeId: string, vector: ArrayLike<number>, match: (row: VectorRow) => boolean, limit: number, now = Date.now()): VectorHit[] | undefined {
    const t = this.tenants.get(tenant);
    if (!t) return [];
    this.prune(t, now);
    if (t.incompleteUntil >= now) return undefined;
    const latest = new Map<string, VectorRow>();
    for (const { row } of t.rows) if (row.storeId === storeId) latest.set(row.id, row);
    return [...latest.values()]
      .filter(match)
      .map((row) => ({ id: row.id, parentId: row.parentId, kind: row.kind, score: cosine(vector, row.vector) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  private tenant(tenant: string, now: number): TenantWrites {
    let t = this.tenants.get(tenant);
    if (t) this.prune(t, now);
    else {
      // Tenants written once and not since are dropped now and then.
      if (this.tenants.size >= 1000) for (const [name, other] of this.tenants) if (this.prune(other, now)) this.tenants.delete(name);
      this.tenants.set(tenant, (t = { rows: [], incompleteUntil: -Infinity }));
    }
    return t;
  }

  /** Drops rows older than the window; true when nothing of the tenant is left to remember. */
  private prune(t: TenantWrites, now: number): boolean {
    const first = t.rows.findIndex((r) => now - r.at <= this.windowMs);
    if (first !== 0) t.rows = first < 0 ? [] : t.rows.slice(first);
    return !t.rows.length && t.incompleteUntil < now;
  }
}
