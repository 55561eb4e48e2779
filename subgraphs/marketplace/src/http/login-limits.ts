import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddressKey } from '../../../../common/src/client-address.js';

/** Failed sign-ins in a row to one account from one client address that lock that pair, and for how long. */
export const PAIR_FAILURES = 10;
export const LOCK_SECONDS = 15 * 60;
/**
 * Failed sign-ins in a row to one account from any addresses that lock it everywhere (a guess spread
 * over many addresses). Above PAIR_FAILURES: one client alone cannot lock anyone else out.
 */
export const ACCOUNT_FAILURES = 50;
/** Failed sign-ins per client address and day, whichever accounts they name. */
export const ADDRESS_FAILURES = 100;

/**
 * Password guessing on the consent page and the console's sign-in, after rate-limiter-flexible's
 * login-protection pattern: consecutive failures per account and client address (the guesser locks
 * itself, not the account's owner), a higher count per account from any addresses (guessing spread
 * over many), and a daily count per client address (many e-mails guessed from one). A successful
 * sign-in clears its account's counts. The address is the client's (`req.ip` behind TRUSTED_PROXIES,
 * or what the edge forwarded), an IPv6 client counted by its /64. Counters are in Redis, shared by
 * every replica; each counts in memory while Redis is down.
 */
export class LoginLimits {
  private readonly byPair: RateLimiterRedis;
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
    this.byPair = limiter('account-address', PAIR_FAILURES, LOCK_SECONDS, LOCK_SECONDS);
    this.byAccount = limiter('account', ACCOUNT_FAILURES, LOCK_SECONDS, LOCK_SECONDS);
    this.byAddress = limiter('address', ADDRESS_FAILURES, 86_400, 86_400);
  }

  /** The e-mail is keyed by hash (no e-mail addresses in Redis), whether or not an account has it. */
  private static account(email: string): string {
    return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  private static pair(email: string, address: string): string {
    return createHash('sha256').update(`${email.trim().toLowerCase()}\n${clientAddressKey(address)}`).digest('hex');
  }

  private keys(email: string, address: string): [RateLimiterRedis, string, number][] {
    return [
      [this.byPair, LoginLimits.pair(email, address), PAIR_FAILURES],
      [this.byAccount, LoginLimits.account(email), ACCOUNT_FAILURES],
      [this.byAddress, clientAddressKey(address), ADDRESS_FAILURES],
    ];
  }

  /** Seconds until a sign-in to `email` from `address` may be tried again, or 0 when it may be tried now. */
  async retryAfter(email: string, address: string): Promise<number> {
    const counts = await Promise.all(this.keys(email, address).map(([limiter, key, points]) => limiter.get(key).then((res) => ({ res, points }), () => null)));
    const waits = counts.flatMap((c) => (c?.res && c.res.consumedPoints >= c.points ? [Math.ceil(c.res.msBeforeNext / 1000)] : []));
    return waits.length ? Math.max(1, ...waits) : 0;
  }

  async failed(email: string, address: string): Promise<void> {
    const spend = (p: Promise<unknown>) => p.catch((err: unknown) => (err instanceof RateLimiterRes ? undefined : Promise.reject(err)));
    await Promise.all(this.keys(email, address).map(([limiter, key]) => spend(limiter.consume(key))));
  }

  /** The account's failures in a row end; the address's daily count stands. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([
      this.byPair.delete(LoginLimits.pair(email, address)).catch(() => undefined),
      this.byAccount.delete(LoginLimits.account(email)).catch(() => undefined),
    ]);
  }
}
