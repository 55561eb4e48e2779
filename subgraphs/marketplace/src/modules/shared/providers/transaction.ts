import type { PrismaClient } from '../../../../../../common/src/db/client.js';
import type { Prisma } from '../../../../../../common/src/db/generated/client.js';
import type { newestFirstPages } from './pagination.js';

/** What a store queries through: the database, or a transaction open on it. */
export type Db = PrismaClient | Prisma.TransactionClient;

declare const open: unique symbol;

/**
 * A transaction open on the database, as managers hand it on to one another (an event is recorded in
 * the transaction of the change that caused it). Opaque outside the stores: a store joins it with
 * its `in(tx)`.
 */
export interface Transaction {
  readonly [open]: true;
}

/** Runs `fn` in one interactive transaction, with Prisma's defaults (isolation level, time-outs). */
export function inTransaction<T>(db: Db, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!('$transaction' in db)) throw new Error('A transaction cannot be opened inside another.');
  return db.$transaction(async (tx) => fn(tx as unknown as Transaction));
}

/** The client of an open transaction, for a store to query through. */
export function clientOf(tx: Transaction): Prisma.TransactionClient {
  return tx as unknown as Prisma.TransactionClient;
}

type NewestFirst = ReturnType<typeof newestFirstPages>;

/** One page of a newest-first list as the domain reads it (`limit`, `offset`, the keyset after the cursor). */
export type NewestFirstPage = ReturnType<NewestFirst['read']>;

/** The order of a newest-first list (the domain's, which its cursors follow). */
export type NewestFirstOrder = NewestFirst['orderBy'];
