import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../../common/src/db/client.js';
import { invalid, notFound } from '../../../../common/src/errors.js';
import { fieldToCall } from '../../../../common/src/remedy.js';
import { KeyedSerial } from './keyed-serial.js';
import type { StoreRow } from '../storage/record-store.js';

export const SPEAKER_LIMIT = 50;

/** Speakers registered in a store (up to SPEAKER_LIMIT), which memories may be tagged with. */
export class Speakers {
  /** Registrations of a store, one at a time in this process (see KeyedSerial). */
  private readonly writes = new KeyedSerial();

  constructor(private readonly prisma: PrismaClient) {}

  register(store: StoreRow, name: string) {
    return this.writes.run(store.id, () => this.prisma.$transaction(async (tx) => {
      // One registration at a time per store, across replicas too, so the limit holds under concurrency.
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${store.id}))::text`;
      const existing = await tx.speaker.findUnique({ where: { storeId_name: { storeId: store.id, name } } });
      if (existing) return { userId: store.name, name, status: 'exists' };
      const count = await tx.speaker.count({ where: { storeId: store.id } });
      if (count >= SPEAKER_LIMIT) {
        throw invalid(`Store '${store.name}' already has ${SPEAKER_LIMIT} speakers, the most a store can have; remove one first.`, {
          speaker: name,
          speaker_limit: SPEAKER_LIMIT,
        });
      }
      await tx.speaker.create({ data: { id: randomUUID(), storeId: store.id, name } });
      return { userId: store.name, name, status: 'registered' };
    }));
  }

  async list(store: StoreRow) {
    const rows = await this.prisma.speaker.findMany({ where: { storeId: store.id }, orderBy: { name: 'asc' } });
    return {
      userId: store.name,
      speakers: rows.map((s) => ({ name: s.name, createdAt: s.createdAt.toISOString() })),
      count: rows.length,
      limit: SPEAKER_LIMIT,
    };
  }

  async remove(store: StoreRow, name: string) {
    const { count } = await this.prisma.speaker.deleteMany({ where: { storeId: store.id, name } });
    if (!count) throw notFound(`Speaker '${name}' is not registered in store '${store.name}'.`, { speaker: name });
    return { userId: store.name, name, status: 'removed' };
  }

  /**
   * `me`, or a name registered in the store; `null` when absent. An unregistered name is invalid
   * input on a write and not found on a search.
   */
  async resolve(store: StoreRow, name: string | null, use: 'write' | 'search'): Promise<string | null> {
    if (name === null || name === 'me') return name;
    const fail = (message: string) => (use === 'write' ? invalid(message, { speaker: name }) : notFound(message, { speaker: name }));
    if (!name.trim()) throw fail('`speaker` must be `me` or a registered speaker name.');
    const found = await this.prisma.speaker.findUnique({ where: { storeId_name: { storeId: store.id, name } } });
    if (!found) {
      throw fail(`Speaker '${name}' is not registered in store '${store.name}'; register it with ${fieldToCall('mutation', 'registerSpeaker')}.`);
    }
    return name;
  }
}
