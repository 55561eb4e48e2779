/** How often a job waiting for its account's slot looks at the queue's next job. */
const SLOT_WAIT_POLL_MS = 200;

/**
 * Jobs running per account in one worker, at most `limit` each. `acquire` takes a slot for the
 * account, waiting while the account has `limit` running, until a slot frees (true) or `giveUp`
 * answers true (false): the check and the count are one synchronous step, so no two waiters take
 * the same freed slot.
 */
export class AccountSlots {
  private readonly running = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  constructor(private readonly limit: number) {}

  count(account: string): number {
    return this.running.get(account) ?? 0;
  }

  async acquire(account: string, giveUp: () => Promise<boolean>, pollMs = SLOT_WAIT_POLL_MS): Promise<boolean> {
    for (;;) {
      if (this.count(account) < this.limit) {
        this.running.set(account, this.count(account) + 1);
        return true;
      }
      if (await giveUp()) return false;
      if (this.count(account) < this.limit) continue;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, pollMs);
        this.waiters.add(wake);
      });
    }
  }

  release(account: string): void {
    const n = this.count(account) - 1;
    if (n > 0) this.running.set(account, n);
    else this.running.delete(account);
    for (const wake of [...this.waiters]) wake();
  }
}
