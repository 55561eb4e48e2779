import { RecentWrites } from './recent-writes.js';
import type { SharedWriteClock } from './write-clock.js';

/** How a vector index reads its own writes; see `MilvusVectorIndex.connect`. */
export interface VectorConsistency {
  /**
   * Searches read Bounded (no wait for the newest writes) except in a tenant this store wrote
   * within this many milliseconds, which read Strong; the server's `proxy.gracefulTime` (how stale a
   * Bounded read may be) must not exceed it. Unset: every search reads Strong.
   */
  strongAfterWriteMs?: number;
  /**
   * With `strongAfterWriteMs`: the writes of every process (replicas of the memory subgraph and
   * its worker), so a search reads Strong in a tenant any of them wrote within the window, not
   * only this one. A reader that cannot ask it reads Strong.
   */
  shared?: { clock: SharedWriteClock; writer: string };
}

/**
 * The vector index's bookkeeping of its writes, for the consistency level each search reads at:
 * when this process (or, with the shared clock, any other) last wrote in each tenant, and the rows
 * themselves (`RecentWrites`) for searches that can match them.
 */
export class ReadConsistency {
  /** When this store last wrote in each tenant (epoch ms), for tenants written within the window. */
  private readonly lastWrite = new Map<string, number>();
  /** The rows themselves, for searches that can match them (`VectorSearch.match`). */
  readonly recent?: RecentWrites;

  constructor(private readonly consistency: VectorConsistency = {}) {
    if (consistency.strongAfterWriteMs !== undefined) this.recent = new RecentWrites(consistency.strongAfterWriteMs);
  }

  /** Whether another process (shared clock) wrote in the tenant within the window; true when the clock does not answer. */
  async othersWrote(tenant: string): Promise<boolean> {
    const shared = this.consistency.shared;
    if (!shared || this.consistency.strongAfterWriteMs === undefined) return false;
    try {
      return (await shared.clock.writers(tenant)).some((w) => w !== shared.writer);
    } catch {
      return true;
    }
  }

  /** Tells the other processes (shared clock) of a write; a failure leaves them reading Strong while the clock is down anyway. */
  async announce(tenants: Iterable<string>): Promise<void> {
    const shared = this.consistency.shared;
    const window = this.consistency.strongAfterWriteMs;
    if (!shared || window === undefined) return;
    await Promise.all([...tenants].map((t) => shared.clock.wrote(t, shared.writer, window).catch(() => undefined)));
  }

  /** Records an acknowledged write, so that searches in its tenant see it (read-your-writes). */
  wrote(tenant: string): void {
    if (this.consistency.strongAfterWriteMs === undefined) return;
    const now = Date.now();
    this.lastWrite.delete(tenant);
    this.lastWrite.set(tenant, now);
    // Oldest first (insertion order): drop the entries past the window.
    for (const [t, at] of this.lastWrite) {
      if (now - at <= this.consistency.strongAfterWriteMs) break;
      this.lastWrite.delete(t);
    }
  }

  /**
   * Strong waits for the server's time tick (tens of ms); Bounded does not, and sees every write
   * older than the server's grace time. So only a tenant written within that time reads Strong.
   */
  readsStrong(tenant: string): boolean {
    const window = this.consistency.strongAfterWriteMs;
    if (window === undefined) return true;
    const at = this.lastWrite.get(tenant);
    return at !== undefined && Date.now() - at <= window;
  }

  /**
   * Resolves once this store's writes in the tenant are old enough for any reader's Bounded search
   * to see them (other processes know nothing of these writes, so they read Bounded). At most the
   * read-your-writes window after the last write; at once when every search reads Strong.
   */
  async settled(tenant: string): Promise<void> {
    const window = this.consistency.strongAfterWriteMs;
    const at = this.lastWrite.get(tenant);
    if (window === undefined || at === undefined) return;
    // Past the window, as `readsStrong` counts it (a timer may fire a millisecond early).
    for (let wait = at + window + 1 - Date.now(); wait > 0; wait = at + window + 1 - Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
