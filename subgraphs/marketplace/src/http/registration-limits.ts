import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddressKey } from '../../../../common/src/client-address.js';

/** Client registrations (`POST /oauth/register`) one client address may make per hour. */
export const REGISTRATIONS_PER_HOUR = 20;

/**
 * How often one client address may register OAuth clients dynamically: a fixed hourly window per
 * address (an IPv6 client by its /64), counted in Redis across replicas and in memory while Redis is
 * down. Only valid requests count; others cost the anonymous request budget alone.
 */
export class RegistrationLimits {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, prefix: string, points = REGISTRATIONS_PER_HOUR) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:oauth-register`,
      points,
      duration: 3600,
      insuranceLimiter: new RateLimiterMemory({ points, duration: 3600 }),
    });
  }

  /**
   * Counts one registration by `address`: 0 when it may go ahead, else the seconds until it may.
   * Called after the request is found valid, so only registrations that can succeed count.
   */
  async take(address: string): Promise<number> {
    try {
      await this.limiter.consume(clientAddressKey(address));
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }
}
