import { Redis } from 'ioredis';
import { logger } from './logger.js';

/**
 * The principal bus across processes that have no database: the marketplace server, which LISTENs
 * to Postgres (`subgraphs/marketplace/src/modules/accounts/providers/principal-bus.ts`), republishes every "this
 * account's principals changed" on this Redis channel, and every remote edge subscribes to it.
 * A message is an account id, or `*`: "drop everything" (the marketplace's own LISTEN was lost or
 * restored, so a change may have been missed).
 */
export const principalChannel = (prefix: string) => `${prefix}:principal-invalidate`;
export const RESET_ALL = '*';

/** Publishes invalidations; `ready` says whether a publish can reach Redis right now. */
export interface PrincipalRelay {
  invalidate(accountId: string): void;
  reset(): void;
  ready(): boolean;
  close(): Promise<void>;
}

export function openPrincipalRelay(redisUrl: string, prefix: string): PrincipalRelay {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (err) => logger.debug({ err: err.message }, 'principal relay: redis unavailable'));
  const channel = principalChannel(prefix);
  const publish = (message: string) => {
    if (redis.status !== 'ready') return logger.debug({ message }, 'principal relay: redis unavailable; dropped');
    void redis.publish(channel, message).catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'principal relay: publish failed'));
  };
  // What was dropped while Redis was away is unknown: on every (re)connection, edges drop everything.
  // Until then they keep at most what they cached before, each entry for its own short life.
  redis.on('ready', () => publish(RESET_ALL));
  return {
    invalidate: (accountId) => publish(accountId),
    reset: () => publish(RESET_ALL),
    ready: () => redis.status === 'ready',
    close: () => redis.quit().then(() => undefined, () => redis.disconnect()),
  };
}

export interface PrincipalSubscription {
  /** Settles once the first SUBSCRIBE is in place. */
  subscribed: Promise<void>;
  close(): Promise<void>;
}

/**
 * Subscribes to the relay. `listening(false)` is called whenever the subscription may miss a
 * message (connection lost), `listening(true)` once it is in place again; a cache must hold nothing
 * in between.
 */
export function subscribePrincipalRelay(
  redisUrl: string,
  prefix: string,
  handlers: { invalidate(accountId: string | typeof RESET_ALL): void; listening(on: boolean): void },
): PrincipalSubscription {
  const channel = principalChannel(prefix);
  // Named, so an operator (or a test) can tell the subscription apart in CLIENT LIST.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null, autoResubscribe: false, connectionName: `${prefix}-principal-relay` });
  let closed = false;
  let ready: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (ready = resolve));
  redis.on('error', (err) => logger.debug({ err: err.message }, 'principal relay: redis unavailable'));
  redis.on('message', (ch: string, message: string) => {
    if (ch === channel) handlers.invalidate(message);
  });
  // Each (re)connection subscribes afresh; only then may the cache be used again.
  redis.on('ready', () => {
    redis
      .subscribe(channel)
      .then(() => {
        if (closed) return;
        handlers.listening(true);
        ready();
      })
      .catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'principal relay: subscribe failed'));
  });
  redis.on('close', () => {
    handlers.listening(false);
    if (!closed) logger.warn('principal relay: not subscribed; every credential is checked with the marketplace until it is back');
  });
  return {
    subscribed,
    async close() {
      closed = true;
      handlers.listening(false);
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
