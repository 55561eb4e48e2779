import type { Redis } from 'ioredis';

/**
 * Which processes wrote in a tenant of the vector index lately, shared by every replica: a reader
 * that did not write there itself still knows to read Strong. The Redis form keeps, per tenant, the
 * set of writers within the read-your-writes window (the set expires a window after its last write,
 * so a writer may be listed somewhat longer: a reader then reads Strong when Bounded would have
 * done, never the other way round).
 */
export interface SharedWriteClock {
  /** Records that `writer` wrote in `tenant` now; a reader asking within `windowMs` sees it. */
  wrote(tenant: string, writer: string, windowMs: number): Promise<void>;
  /** The writers in `tenant` within the window of their last write. */
  writers(tenant: string): Promise<string[]>;
}

export class RedisWriteClock implements SharedWriteClock {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(tenant: string) {
    return `${this.prefix}:vector-writes:${tenant}`;
  }

  async wrote(tenant: string, writer: string, windowMs: number): Promise<void> {
    await this.redis.multi().sadd(this.key(tenant), writer).pexpire(this.key(tenant), windowMs).exec();
  }

  async writers(tenant: string): Promise<string[]> {
    return this.redis.smembers(this.key(tenant));
  }
}
