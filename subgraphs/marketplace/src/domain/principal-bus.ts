import { Redis } from 'ioredis';
import { logger } from '../../../../common/src/logger.js';
import type { AccountManager } from './accounts.js';

/**
 * Carries "this account's principals changed" between processes (Redis pub/sub), so a replica's key
 * cache drops a revoked key, a lapsed token or an old tier as soon as the change happens anywhere.
 * Best effort: without Redis each cache still expires within 10 seconds.
 */
export function connectPrincipalBus(accounts: AccountManager, redisUrl: string, prefix: string): { close(): Promise<void> } {
  const channel = `${prefix}:principal-invalidate`;
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false } as const;
  const pub = new Redis(redisUrl, options);
  const sub = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
  for (const c of [pub, sub]) c.on('error', (err) => logger.debug({ err }, 'principal bus: redis error'));
  sub.subscribe(channel).catch(() => undefined);
  sub.on('message', (_channel, accountId: string) => accounts.invalidateAccount(accountId, true));
  accounts.onInvalidate((accountId) => void pub.publish(channel, accountId).catch(() => undefined));
  return {
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
