import { invalid, notFound } from '../../../../common/src/errors.js';
import { fieldToCall } from '../../../../common/src/remedy.js';
import { KeyedSerial } from './keyed-serial.js';
import type { StoreRow } from '../storage/record-store.js';
import type { SpeakerStore } from '../storage/speaker-store.js';

export const SPEAKER_LIMIT = 50;

/** Speakers registered in a store (up to SPEAKER_LIMIT), which memories may be tagged with. */
export class Speakers {
  /** Registrations of a store, one at a time in this process (see KeyedSerial). */
  private readonly writes = new KeyedSerial();

  constructor(private readonly store: SpeakerStore) {}

  register(store: StoreRow, name: string) {
    return this.writes.run(store.id, async () => {
      const outcome = await this.store.register(store.id, name, SPEAKER_LIMIT);
      if (outcome === 'full') {
        throw invalid(`Store '${store.name}' already has ${SPEAKER_LIMIT} speakers, the most a store can have; remove one first.`, {
          speaker: name,
          speaker_limit: SPEAKER_LIMIT,
        });
      }
      return { userId: store.name, name, status: outcome };
    });
  }

  async list(store: StoreRow) {
    const rows = await this.store.list(store.id);
    return {
      userId: store.name,
      speakers: rows.map((s) => ({ name: s.name, createdAt: s.createdAt.toISOString() })),
      count: rows.length,
      limit: SPEAKER_LIMIT,
    };
  }

  async remove(store: StoreRow, name: string) {
    if (!(await this.store.remove(store.id, name))) throw notFound(`Speaker '${name}' is not registered in store '${store.name}'.`, { speaker: name });
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
    if (!(await this.store.isRegistered(store.id, name))) {
      throw fail(`Speaker '${name}' is not registered in store '${store.name}'; register it with ${fieldToCall('mutation', 'registerSpeaker')}.`);
    }
    return name;
  }
}
