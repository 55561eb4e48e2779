import type { PrismaClient } from '../../../../common/src/db/client.js';
import { ERASED } from '../domain/bulk-import.js';

/** Bulk import rows in Postgres. */
export interface ImportStore {
  /** Imports queued, running or erased (a tombstone) last updated before `before`, with their account. */
  unfinishedOrErasedBefore(before: Date): Promise<Array<{ id: string; store: { accountId: string } }>>;
}

/** The import store in Postgres. */
export class PostgresImportStore implements ImportStore {
  constructor(private readonly prisma: PrismaClient) {}

  unfinishedOrErasedBefore(before: Date): Promise<Array<{ id: string; store: { accountId: string } }>> {
    return this.prisma.bulkImport.findMany({
      where: { status: { in: ['queued', 'running', ERASED] }, updatedAt: { lt: before } },
      select: { id: true, store: { select: { accountId: true } } },
    });
  }
}
