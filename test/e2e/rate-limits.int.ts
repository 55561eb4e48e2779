import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { suffix, testConfig } from '../testkit/service.js';
import { RateLimits } from '../../gateway/src/plugins/rate-limit.js';

const config = testConfig();
const redis = new Redis(config.redis.url);
afterAll(() => redis.disconnect());

describe('rate limits', () => {
  it('refuses a spent budget until its window resets without asking Redis again', async () => {
    const limits = new RateLimits(redis, { ...config.rateLimit, tiers: { ...config.rateLimit.tiers, free: 3 }, windowSeconds: 60 }, `rl-test-${suffix()}`);
    const subject = `account:${suffix()}`;
    for (let i = 0; i < 3; i++) expect((await limits.consume(subject, 'free')).allowed).toBe(true);
    const refused = await limits.consume(subject, 'free');
    expect(refused).toMatchObject({ allowed: false, limit: 3, remaining: 0 });
    expect(refused.resetSeconds).toBeGreaterThan(0);
    expect(refused.resetSeconds).toBeLessThanOrEqual(60);

    // Every command on the connection is counted from here on.
    const sent: string[] = [];
    const sendCommand = redis.sendCommand.bind(redis);
    redis.sendCommand = ((command: { name: string }, ...rest: unknown[]) => {
      sent.push(command.name);
      return (sendCommand as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof redis.sendCommand;
    try {
      for (let i = 0; i < 50; i++) expect((await limits.consume(subject, 'free')).allowed).toBe(false);
      expect(sent).toEqual([]);
      // Another subject's budget is still counted in Redis.
      expect((await limits.consume(`account:${suffix()}`, 'free')).allowed).toBe(true);
      expect(sent.length).toBeGreaterThan(0);
    } finally {
      redis.sendCommand = sendCommand;
    }
  });
});
