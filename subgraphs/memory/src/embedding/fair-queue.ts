import { Piscina, type TaskQueue } from 'piscina';

type Task = Parameters<TaskQueue['push']>[0];

/** Whom a batch of embedding is for and how urgent it is. */
export interface EmbeddingLane {
  /** The account a background batch works for (bulk imports, deferred indexing). */
  tenant?: string;
  /** The account an interactive batch (store, search, recall) answers; absent: one shared turn. */
  account?: string;
  /** An interactive batch a read waits on (a search or recall query): first within its account. */
  read?: boolean;
}

function laneOf(task: Task): EmbeddingLane {
  return ((task as unknown as Record<symbol, unknown>)[Piscina.queueOptionsSymbol] as EmbeddingLane | null) ?? {};
}

/** Marks a task for the queue (piscina reads the options from this symbol on the task object). */
export function withLane<T extends object>(task: T, lane: EmbeddingLane): T {
  return Object.assign(task, { [Piscina.queueOptionsSymbol]: lane });
}

/**
 * One FIFO per key, served round robin: the key at the head of the rotation is served next and then
 * moves to the back (a Map keeps insertion order). `pick` chooses which of the head key's tasks goes.
 */
class RoundRobin {
  private readonly queues = new Map<string, Task[]>();

  get size(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.length;
    return n;
  }

  push(key: string, task: Task): void {
    const q = this.queues.get(key);
    if (q) q.push(task);
    else this.queues.set(key, [task]);
  }

  shift(pick: (q: Task[]) => number = () => 0): Task | null {
    for (const [key, q] of this.queues) {
      const [task] = q.splice(pick(q), 1);
      this.queues.delete(key);
      if (q.length) this.queues.set(key, q);
      return task!;
    }
    return null;
  }

  /** Puts `task` back at the head of its key's FIFO, with its key next in the rotation. */
  unshift(key: string, task: Task): void {
    const q = [task, ...(this.queues.get(key) ?? [])];
    const rest = [...this.queues].filter(([k]) => k !== key);
    this.queues.clear();
    for (const [k, kq] of [[key, q] as const, ...rest]) this.queues.set(k, kq);
  }

  remove(key: string, task: Task): void {
    const q = this.queues.get(key);
    const i = q?.indexOf(task) ?? -1;
    if (i < 0) return;
    q!.splice(i, 1);
    if (!q!.length) this.queues.delete(key);
  }
}

/** Within an account's interactive FIFO, its oldest read goes before its writes. */
const firstRead = (q: Task[]) => Math.max(0, q.findIndex((t) => laneOf(t).read));

/**
 * The order batches wait in. Interactive batches (store, search, recall) go before any background
 * batch, and take turns between accounts: one account's pile of synchronous writes does not hold
 * back another account's search, and within an account a search or recall goes before its writes.
 * Background batches take turns between tenants too, so a tenant's 2 MB import alternates with
 * another tenant's ten lines instead of running ahead of them.
 */
export class FairQueue implements TaskQueue {
  private readonly interactive = new RoundRobin();
  private readonly background = new RoundRobin();

  get size(): number {
    return this.interactive.size + this.background.size;
  }

  private place(task: Task): [RoundRobin, string] {
    const { tenant, account } = laneOf(task);
    return tenant === undefined ? [this.interactive, account ?? ''] : [this.background, tenant];
  }

  push(task: Task): void {
    const [lane, key] = this.place(task);
    lane.push(key, task);
  }

  shift(): Task | null {
    return this.interactive.shift(firstRead) ?? this.background.shift();
  }

  /** Puts back a task the pool took but could not start (every thread busy): it is next again. */
  unshift(task: Task): void {
    const [lane, key] = this.place(task);
    lane.unshift(key, task);
  }

  remove(task: Task): void {
    const [lane, key] = this.place(task);
    lane.remove(key, task);
  }
}
