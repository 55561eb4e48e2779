import pg from 'pg';
import { logger } from '../../../../../../common/src/logger.js';
import type { AccountManager } from './accounts-manager.js';

/** Postgres channel of "this account's principals changed" (filled by triggers and by the service). */
export const PRINCIPAL_CHANNEL = 'principal_invalidate';
const RECONNECT_MS = 1000;

export interface PrincipalBus {
  /** Settles once the first LISTEN is in place (caching starts then). */
  listening: Promise<void>;
  close(): Promise<void>;
}

/** Where a marketplace server passes what it hears on to edges that have no database (Redis). */
export interface PrincipalBusRelay {
  invalidate(accountId: string): void;
  /** Listening was lost or restored: a change may have been missed, everything must go. */
  reset(): void;
}

/**
 * Keeps a replica's key cache true to the database. Triggers on `api_keys`, `oauth_tokens` and
 * `accounts` notify on commit whoever changed them (the service, the key CLI, an operator's SQL), and
 * every process that caches principals LISTENs, so a revocation reaches every edge at once. While the
 * listening connection is down the cache is emptied and not used: every check asks Postgres until it
 * is back, since a notification may have been missed.
 */
export function connectPrincipalBus(accounts: AccountManager, databaseUrl: string, relay?: PrincipalBusRelay): PrincipalBus {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let ready: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (ready = resolve));

  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = undefined;
    accounts.setListening(false);
    relay?.reset();
    c.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err: (err as Error | undefined)?.message }, 'principal bus: not listening; key checks go to Postgres until it is back');
    timer = setTimeout(connect, RECONNECT_MS);
  };

  const connect = () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel !== PRINCIPAL_CHANNEL || !msg.payload) return;
      accounts.invalidateAccount(msg.payload, true);
      relay?.invalidate(msg.payload);
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.connect()
      .then(() => c.query(`LISTEN ${PRINCIPAL_CHANNEL}`))
      .then(() => {
        if (client !== c) return;
        accounts.setListening(true);
        relay?.reset();
        ready();
      })
      .catch((err: unknown) => lost(c, err));
  };

  // Changes made here that no trigger sees still reach the other replicas.
  accounts.onInvalidate((accountId) => void client?.query('SELECT pg_notify($1, $2)', [PRINCIPAL_CHANNEL, accountId]).catch(() => undefined));
  connect();
  return {
    listening,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      accounts.setListening(false);
      await c?.end().catch(() => undefined);
    },
  };
}
