import { Piscina, type TaskQueue } from 'piscina';

type Task = Parameters<TaskQueue['push']>[0];

/** Who a batch of background embedding is for; batches without one are interactive. */
export interface EmbeddingLane {
  /** The account a background batch works for (bulk imports, deferred indexing). */
  tenant?: string;
}

function laneOf(task: Task): EmbeddingLane {
  return ((task as unknown as Record<symbol, unknown>)[Piscina.queueOptionsSymbol] as EmbeddingLane | null) ?? {};
}

/** Marks a task for the queue (piscina reads the options from this symbol on the task object). */
export function withLane<T extends object>(task: T, lane: EmbeddingLane): T {
  return Object.assign(task, { [Piscina.queueOptionsSymbol]: lane });
}

/**
 * The order background batches wait in: one FIFO per tenant, served round robin, so a tenant's
 * 2 MB import takes turns with another tenant's ten lines instead of running ahead of them.
 * Interactive batches (store, search, recall) go before any background batch.
 */
export class FairQueue implements TaskQueue {
  private readonly interactive: Task[] = [];
  /** Tenants in serving order; the head is served next, then moves to the back. */
  private readonly tenants = new Map<string, Task[]>();

  get size(): number {
    let n = this.interactive.length;
    for (const q of this.tenants.values()) n += q.length;
    return n;
  }

  push(task: Task): void {
    const { tenant } = laneOf(task);
    if (tenant === undefined) {
      this.interactive.push(task);
      return;
    }
    const q = this.tenants.get(tenant);
    if (q) q.push(task);
    else this.tenants.set(tenant, [task]);
  }

  shift(): Task | null {
    const next = this.interactive.shift();
    if (next) return next;
    for (const [tenant, q] of this.tenants) {
      const task = q.shift()!;
      // Re-inserting moves the tenant behind the others (Map keeps insertion order).
      this.tenants.delete(tenant);
      if (q.length) this.tenants.set(tenant, q);
      return task;
    }
    return null;
  }

  /** Puts back a task the pool took but could not start (every thread busy): it is next again. */
  unshift(task: Task): void {
    const { tenant } = laneOf(task);
    if (tenant === undefined) {
      this.interactive.unshift(task);
      return;
    }
    const q = [task, ...(this.tenants.get(tenant) ?? [])];
    const rest = [...this.tenants].filter(([t]) => t !== tenant);
    this.tenants.clear();
    for (const [t, tq] of [[tenant, q] as const, ...rest]) this.tenants.set(t, tq);
  }

  remove(task: Task): void {
    const { tenant } = laneOf(task);
    const q = tenant === undefined ? this.interactive : this.tenants.get(tenant);
    const i = q?.indexOf(task) ?? -1;
    if (i < 0) return;
    q!.splice(i, 1);
    if (tenant !== undefined && !q!.length) this.tenants.delete(tenant);
  }
}
