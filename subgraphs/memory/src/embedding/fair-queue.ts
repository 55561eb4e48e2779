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
 * One FIFO per key, the keys in a rotation (a Map keeps insertion order): a key served goes to the
 * back. Which key is served is `FairShare`'s choice; the rotation breaks its ties.
 */
class KeyedFifos {
  protected readonly queues = new Map<string, Task[]>();

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

  /** Takes a task of `key`'s FIFO; the key goes to the back of the rotation, or out of it when empty. */
  protected take(key: string, pick: (q: Task[]) => number = () => 0): Task {
    const q = this.queues.get(key)!;
    const [task] = q.splice(pick(q), 1);
    this.queues.delete(key);
    if (q.length) this.queues.set(key, q);
    return task!;
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

/**
 * Characters of counting or analysing one character of embedding costs: the tokenizer and the
 * lexical analyser take about 1 ms per 400 characters, the model 100 times that and more.
 */
const TEXT_WORK_SHARE = 1 / 50;

const cost = Symbol('cost');
type Costed = { [cost]?: number };

/**
 * What a batch costs the model, roughly: its characters, less for counting or analysis (at least 1).
 * Worked out once per task: the queue asks for it at every turn.
 */
function costOf(task: Task): number {
  const known = (task as unknown as Costed)[cost];
  if (known !== undefined) return known;
  const { texts, count, analyze } = task as unknown as { texts?: unknown; count?: boolean; analyze?: unknown };
  let chars = 0;
  if (Array.isArray(texts)) for (const t of texts) chars += typeof t === 'string' ? t.length : 0;
  const value = Array.isArray(texts) ? Math.max(1, count || analyze ? chars * TEXT_WORK_SHARE : chars) : 1;
  (task as unknown as Costed)[cost] = value;
  return value;
}

/**
 * One FIFO per key, served by fair queueing on each batch's cost: the key whose next batch would
 * finish first in virtual time (the cost served to it, in characters since it last became active,
 * plus that batch's own cost) goes next. A tenant whose batches are small is not charged a large
 * batch's turn for each of them, a short batch does not wait behind another tenant's long one that
 * was queued just before it, and a tenant that comes back after a pause gets no credit for the pause.
 * Equal costs give plain round robin (ties go by the rotation). A key's order is set by the batch at
 * the head of its FIFO, whichever of its batches `pick` then takes.
 */
class FairShare extends KeyedFifos {
  /** Each key's virtual time: the cost served to it, from the clock when it became active. */
  private readonly served = new Map<string, number>();
  /** The start tag of the batch served last: where a key that becomes active starts. */
  private clock = 0;

  override push(key: string, task: Task): void {
    if (!this.queues.has(key)) this.served.set(key, Math.max(this.served.get(key) ?? 0, this.clock));
    super.push(key, task);
  }

  shift(pick?: (q: Task[]) => number): Task | null {
    let best: string | undefined;
    let bestFinish = Infinity;
    for (const [key, q] of this.queues) {
      const finish = this.served.get(key)! + costOf(q[0]!);
      if (finish < bestFinish) [best, bestFinish] = [key, finish];
    }
    if (best === undefined) return null;
    const task = this.take(best, pick);
    this.clock = this.served.get(best)!;
    this.served.set(best, this.clock + costOf(task));
    // Keys with nothing queued and no more served than the clock would start from it anyway.
    for (const [key, v] of this.served) if (!this.queues.has(key) && v <= this.clock) this.served.delete(key);
    return task;
  }

  /** Puts a task back at the head of its key's FIFO, its cost given back, its key first in order. */
  override unshift(key: string, task: Task): void {
    this.served.set(key, Math.max(this.clock, (this.served.get(key) ?? this.clock) - costOf(task)));
    super.unshift(key, task);
  }
}

/** How many reads of an account may go before its oldest waiting write. */
export const READS_BEFORE_A_WRITE = 2;
/** How many interactive batches in a row may go before a waiting background batch. */
export const INTERACTIVE_BEFORE_BACKGROUND = 2;

const passedOver = Symbol('passedOver');
type Passable = { [passedOver]?: number };

/**
 * Within an account's interactive FIFO, its oldest read goes before its writes, but a write is
 * passed over at most READS_BEFORE_A_WRITE times: an account that searches without pause (a client
 * polling for its own write) still gets its writes embedded.
 */
const firstRead = (q: Task[]) => {
  const i = q.findIndex((t) => laneOf(t).read);
  if (i <= 0) return 0;
  const head = q[0] as unknown as Passable;
  if ((head[passedOver] ?? 0) >= READS_BEFORE_A_WRITE) return 0;
  head[passedOver] = (head[passedOver] ?? 0) + 1;
  return i;
};

/**
 * The order batches wait in. Interactive batches (store, search, recall) go before background
 * batches, and take turns between accounts: one account's pile of synchronous writes does not hold
 * back another account's search, and within an account a search or recall goes before its writes
 * (a write is passed over at most READS_BEFORE_A_WRITE times). Background batches take turns between
 * tenants too, so a tenant's 2 MB import alternates with another tenant's ten lines instead of
 * running ahead of them. Interactive work never starves background work: after
 * INTERACTIVE_BEFORE_BACKGROUND interactive batches in a row, a waiting background batch goes next,
 * so queued indexing progresses even while searches arrive without pause.
 */
export class FairQueue implements TaskQueue {
  private readonly interactive = new FairShare();
  private readonly background = new FairShare();
  /** Interactive batches served since the last background one while background work waited. */
  private interactiveStreak = 0;

  get size(): number {
    return this.interactive.size + this.background.size;
  }

  private place(task: Task): [FairShare, string] {
    const { tenant, account } = laneOf(task);
    return tenant === undefined ? [this.interactive, account ?? ''] : [this.background, tenant];
  }

  push(task: Task): void {
    const [lane, key] = this.place(task);
    lane.push(key, task);
  }

  shift(): Task | null {
    if (this.background.size && this.interactiveStreak >= INTERACTIVE_BEFORE_BACKGROUND) {
      this.interactiveStreak = 0;
      return this.background.shift();
    }
    const task = this.interactive.shift(firstRead);
    if (!task) {
      this.interactiveStreak = 0;
      return this.background.shift();
    }
    if (this.background.size) this.interactiveStreak++;
    return task;
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
