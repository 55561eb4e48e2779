import { Redis } from 'ioredis';

/**
 * A Redis connection. BullMQ needs `maxRetriesPerRequest: null` on the connections of its
 * workers; for request-path use commands fail fast instead of queueing while Redis is down.
 */
export function createRedis(url: string, purpose: 'queue' | 'request' = 'request'): Redis {
  return new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: purpose === 'queue' ? null : 1,
    enableOfflineQueue: purpose === 'queue',
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
