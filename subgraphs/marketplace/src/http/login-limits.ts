import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Failed sign-ins in a row that lock an account's sign-in, and for how long. */
export const ACCOUNT_FAILURES = 10;
export const ACCOUNT_LOCK_SECONDS = 15 * 60;
/** Failed sign-ins per client address and day, whichever accounts they name. */
export const ADDRESS_FAILURES = 100;

/**
 * Password guessing on the consent page, limited per account (an e-mail guessed from many addresses)
 * and per address (many e-mails guessed from one), after rate-limiter-flexible's consecutive-failures
 * pattern: failures count, a successful sign-in clears the account's count. Counters are in Redis,
 * shared by every edge; each edge counts in memory while Redis is down.
 */
export class LoginLimits {
  private readonly byAccount: RateLimiterRedis;
  private readonly byAddress: RateLimiterRedis;

  constructor(redis: Redis, prefix: string) {
    const limiter = (name: string, points: number, duration: number, blockDuration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:login:${name}`,
        points,
        duration,
        blockDuration,
        insuranceLimiter: new RateLimiterMemory({ points, duration, blockDuration }),
      });
    this.byAccount = limiter('account', ACCOUNT_FAILURES, ACCOUNT_LOCK_SECONDS, ACCOUNT_LOCK_SECONDS);
    this.byAddress = limiter('address', ADDRESS_FAILURES, 86_400, 86_400);
  }

  /** The e-mail is keyed by hash (no addresses in Redis) and whether or not an account has it. */
  private static account(email: string): string {
    return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  /** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
  async retryAfter(email: string, address: string): Promise<number> {
    const [account, ip] = await Promise.all([
      this.byAccount.get(LoginLimits.account(email)).catch(() => null),
      this.byAddress.get(address).catch(() => null),
    ]);
    const blocked = [
      [account, ACCOUNT_FAILURES],
      [ip, ADDRESS_FAILURES],
    ].filter(([res, points]) => res && (res as RateLimiterRes).consumedPoints >= (points as number));
    return blocked.length ? Math.max(1, ...blocked.map(([res]) => Math.ceil((res as RateLimiterRes).msBeforeNext / 1000))) : 0;
  }

  async failed(email: string, address: string): Promise<void> {
    const spend = (p: Promise<unknown>) => p.catch((err: unknown) => (err instanceof RateLimiterRes ? undefined : Promise.reject(err)));
    await Promise.all([spend(this.byAccount.consume(LoginLimits.account(email))), spend(this.byAddress.consume(address))]);
  }

  async succeeded(email: string): Promise<void> {
    await this.byAccount.delete(LoginLimits.account(email)).catch(() => undefined);
  }
}
