// The delivery schedule: when attempts run, and what an attempt comes to.

/** Waits after failed attempts 1..5: 1 min, 5 min, 30 min, 2 h, 24 h; then the delivery is failed. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 86_400_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait before the next attempt after `attempt` failed, or null when none is left. */
export function retryDelay(attempt: number): number | null {
  return attempt >= 1 && attempt <= RETRY_DELAYS_MS.length ? RETRY_DELAYS_MS[attempt - 1]! : null;
}

/** Schedules attempt `attempt` of a delivery after `delayMs`. */
export type AttemptScheduler = (deliveryId: string, attempt: number, delayMs: number) => Promise<void>;

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';
