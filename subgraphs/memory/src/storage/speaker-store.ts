import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../../common/src/db/client.js';

/** The speakers registered in each store (Postgres). */
export interface SpeakerStore {
  /**
   * Registers `name` unless it is there or the store holds `limit` speakers already. One
   * registration at a time per store, across replicas too, so the limit holds under concurrency.
   */
  register(storeId: string, name: string, limit: number): Promise<'exists' | 'registered' | 'full'>;
  /** The store's speakers, by name. */
  list(storeId: string): Promise<Array<{ name: string; createdAt: Date }>>;
  /** Removes a speaker; false when it was not registered. */
  remove(storeId: string, name: string): Promise<boolean>;
  isRegistered(storeId: string, name: string): Promise<boolean>;
}

export class PostgresSpeakerStore implements SpeakerStore {
  constructor(private readonly prisma: PrismaClient) {}

  register(storeId: string, name: string, limit: number) {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${storeId}))::text`;
      const existing = await tx.speaker.findUnique({ where: { storeId_name: { storeId, name } } });
      if (existing) return 'exists' as const;
      const count = await tx.speaker.count({ where: { storeId } });
      if (count >= limit) return 'full' as const;
      await tx.speaker.create({ data: { id: randomUUID(), storeId, name } });
      return 'registered' as const;
    });
  }

  list(storeId: string) {
    return this.prisma.speaker.findMany({ where: { storeId }, orderBy: { name: 'asc' } });
  }

  async remove(storeId: string, name: string) {
    const { count } = await this.prisma.speaker.deleteMany({ where: { storeId, name } });
    return count > 0;
  }

  async isRegistered(storeId: string, name: string) {
    return (await this.prisma.speaker.findUnique({ where: { storeId_name: { storeId, name } } })) !== null;
  }
}
