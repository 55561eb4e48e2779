import type { PrismaClient } from '../../../../common/src/db/client.js';
import type { StoreRow } from './record-store.js';

/** The expiry job's reads and deletes: memories whose `expires_at` has passed (domain/expiry.ts). */
export class PostgresExpiryStore {
  constructor(private readonly prisma: PrismaClient) {}

  /** Up to `limit` memories whose `expires_at` has passed, with their store, oldest expiry first. */
  async expired(limit: number): Promise<Array<{ id: string; store: StoreRow }>> {
    return this.prisma.memory.findMany({
      where: { expiresAt: { lte: new Date() } },
      select: { id: true, store: { select: { id: true, accountId: true, namespace: true, name: true, createdAt: true } } },
      orderBy: { expiresAt: 'asc' },
      take: limit,
    });
  }

  /** Deletes the memories among `ids` that are still expired; the ids deleted. */
  async deleteExpired(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.prisma.$queryRaw<Array<{ id: string }>>`
      DELETE FROM "memories" WHERE "id" = ANY(${ids}::uuid[]) AND "expires_at" <= now() RETURNING "id"::text AS id`;
    return rows.map((r) => r.id);
  }
}
