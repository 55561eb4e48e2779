import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { logger } from '../../../../common/src/logger.js';

/**
 * Cached search answers in Redis, per store. Each store keeps the set of its cache keys, so a write
 * deletes them all at once (results hold memory content, and `forget` must leave no copy), and a
 * generation counter, so an answer computed while a write happened is not cached.
 */
export class SearchCache {
  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
  ) {}

  private entryKey(storeId: string, fingerprint: string) {
    return `${this.prefix}:search:${storeId}:${fingerprint}`;
  }
  private indexKey(storeId: string) {
    return `${this.prefix}:search-keys:${storeId}`;
  }
  private genKey(storeId: string) {
    return `${this.prefix}:search-gen:${storeId}`;
  }

  static fingerprint(parts: unknown): string {
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  /** The store's generation; undefined when Redis does not answer (then nothing is cached). */
  async generation(storeId: string): Promise<string | undefined> {
    if (!this.redis) return undefined;
    try {
      return (await this.redis.get(this.genKey(storeId))) ?? '0';
    } catch (err) {
      logger.warn({ err }, 'search cache unavailable');
      return undefined;
    }
  }

  async get<T>(storeId: string, fingerprint: string): Promise<T | undefined> {
    if (!this.redis) return undefined;
    try {
      const raw = await this.redis.get(this.entryKey(storeId, fingerprint));
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch (err) {
      logger.warn({ err }, 'search cache read failed');
      return undefined;
    }
  }

  /** Caches an answer unless the store was written since `generation` was read. */
  async set(storeId: string, fingerprint: string, value: unknown, ttlSeconds: number, generation: string): Promise<void> {
    if (!this.redis) return;
    const key = this.entryKey(storeId, fingerprint);
    const index = this.indexKey(storeId);
    try {
      await this.redis
        .multi()
        .set(key, JSON.stringify(value), 'EX', ttlSeconds)
        .sadd(index, key)
        .expire(index, 3600)
        .exec();
      if (((await this.redis.get(this.genKey(storeId))) ?? '0') !== generation) await this.redis.del(key);
    } catch (err) {
      logger.warn({ err }, 'search cache write failed');
    }
  }

  /** After a write: drops the store's cached answers, logging (not throwing) when Redis does not answer. */
  async dropAfterWrite(storeId: string): Promise<void> {
    await this.invalidate(storeId).catch((err) => logger.warn({ err, store_id: storeId }, 'search cache invalidation failed'));
  }

  /** Drops every cached answer of a store. Throws when Redis does not answer. */
  async invalidate(storeId: string): Promise<void> {
    if (!this.redis) return;
    const index = this.indexKey(storeId);
    await this.redis.incr(this.genKey(storeId));
    const keys = await this.redis.smembers(index);
    await this.redis.del(index, ...keys);
  }
}
