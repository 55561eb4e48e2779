import type { PrismaClient } from '../../../../common/src/db/client.js';
import type { StoreRow } from './record-store.js';

/** A store with how many memories it holds. */
export type StoreWithCount = StoreRow & { _count: { memories: number } };

/** Stores (named memory collections of an account, per memory pool) in Postgres. */
export interface StoreRows {
  /** The account's stores in a pool, by name, each with its memory count. */
  listWithCounts(accountId: string, namespace: string): Promise<StoreWithCount[]>;
  /** The store of that name, if any. */
  find(accountId: string, namespace: string, name: string): Promise<StoreRow | null>;
  /** The store of that name, created if missing (a concurrent create is not an error). */
  ensure(accountId: string, namespace: string, name: string): Promise<StoreRow>;
}

/** The store rows in Postgres. */
export class PostgresStoreRows implements StoreRows {
  constructor(private readonly prisma: PrismaClient) {}

  listWithCounts(accountId: string, namespace: string): Promise<StoreWithCount[]> {
    return this.prisma.store.findMany({
      where: { accountId, namespace },
      orderBy: { name: 'asc' },
      include: { _count: { select: { memories: true } } },
    });
  }

  find(accountId: string, namespace: string, name: string): Promise<StoreRow | null> {
    return this.prisma.store.findUnique({
      where: { accountId_namespace_name: { accountId, namespace, name } },
    });
  }

  ensure(accountId: string, namespace: string, name: string): Promise<StoreRow> {
    return this.prisma.store.upsert({
      where: { accountId_namespace_name: { accountId, namespace, name } },
      create: { accountId, namespace, name },
      update: {},
    });
  }
}
