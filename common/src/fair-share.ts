/**
 * Round robin between accounts on a BullMQ queue, with BullMQ's own priorities: a job is added with
 * the priority "how many jobs its account has queued, itself included". An account's n-th queued
 * job therefore waits behind every other account's first n-1 ones, and a tenant with one job waits
 * behind at most one job of each busy tenant. The pure rules are here; the Redis side is in
 * fair-queue-counts.ts.
 */

/** BullMQ's highest priority value (2^21). */
export const MAX_PRIORITY = 2_097_152;

/** The priority of a job whose account has `queued` jobs, itself included. */
export function fairPriority(queued: number): number {
  return Math.min(MAX_PRIORITY, Math.max(1, Math.floor(queued)));
}

/**
 * Jobs served before a job added at `priority`, taking turns: at most `priority` from each account
 * (the job's own account included, the job itself counted), and whatever is already running.
 */
export function jobsAhead(counts: Iterable<number>, priority: number, running = 0): number {
  let ahead = running;
  for (const c of counts) ahead += Math.min(Math.max(0, c), priority);
  return ahead;
}

/**
 * When a job `ahead` places back in a queue served by `slots` workers whose jobs take `avgJobMs` on
 * average (run side by side) is expected to have finished, in whole milliseconds. With `own` (the
 * job's place among its own account's, itself included) and `accountSlots` (the most jobs of one
 * account run at once), it also waits for its account's earlier jobs, `accountSlots` at a time.
 */
export function expectedDoneInMs(ahead: number, slots: number, avgJobMs: number, own = 1, accountSlots = slots): number {
  const rounds = Math.max(Math.ceil(Math.max(1, ahead) / Math.max(1, slots)), Math.ceil(Math.max(1, own) / Math.max(1, accountSlots)));
  return Math.max(1, Math.round(rounds * Math.max(1, avgJobMs)));
}

/** Moving average of job durations: each run weighs `weight` (the first run sets it). */
export function movingAverage(previous: number | undefined, sample: number, weight = 0.1): number {
  return previous === undefined || !Number.isFinite(previous) ? sample : previous + weight * (sample - previous);
}

/**
 * The accounts with the largest backlogs, at most `top` of them, the rest summed as `other`:
 * metrics by account whose series count stays bounded.
 */
export function topAccounts<T>(values: Map<string, T>, top: number, weight: (v: T) => number, merge: (a: T, b: T) => T): Array<[string, T]> {
  const sorted = [...values].sort((a, b) => weight(b[1]) - weight(a[1]) || a[0].localeCompare(b[0]));
  const head = sorted.slice(0, top);
  const rest = sorted.slice(top);
  if (!rest.length) return head;
  return [...head, ['other', rest.map(([, v]) => v).reduce(merge)]];
}
