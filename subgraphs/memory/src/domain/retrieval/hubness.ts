import { logger } from '../../../../../common/src/logger.js';
import type { RecordStore, StoreRow } from '../../storage/record-store.js';
import type { VectorIndex } from '../../storage/vector-index.js';
import { tenantOf } from '../memory-fields.js';

/**
 * How many of a memory's greatest similarities to the other memories of its store are kept: its
 * hubness is their sum over this many (a memory with fewer neighbours counts the missing ones as 0).
 */
export const HUB_NEIGHBOURS = 10;

/**
 * How many nearest memories a newly indexed memory is compared with: its own list takes the best
 * HUB_NEIGHBOURS of them, and each of them is offered the new similarity. Offering it to 20 keeps
 * every list as the whole store would give it, to LoCoMo's figures (docs/decisions/retrieval-multi-session.md, "Hubness").
 */
export const HUB_SEARCH = 20;

/** A batch's nearest-neighbour searches run this many at a time. */
const NEIGHBOUR_SEARCHES_AT_ONCE = 4;

/** A memory's nearness to everything else: the mean of its greatest similarities, HUB_NEIGHBOURS of them. */
export function hubness(similarities: readonly number[] | undefined): number | undefined {
  if (!similarities?.length) return undefined;
  let sum = 0;
  for (let i = 0; i < Math.min(HUB_NEIGHBOURS, similarities.length); i++) sum += similarities[i]!;
  return sum / HUB_NEIGHBOURS;
}

/**
 * Each candidate's hubness, for the ranking to take off its dense evidence: a memory near everything
 * (small talk, greetings, a turn that only reacts) comes up for every query without answering any.
 * A memory whose list is empty (indexed before lists were kept, or alone in its store) takes the
 * mean of the others', so that it is neither favoured nor held back. All zero when none has a list.
 */
export function hubnessOf(lists: ReadonlyArray<readonly number[] | undefined>): Float64Array {
  const out = new Float64Array(lists.length);
  let known = 0;
  let sum = 0;
  const missing: number[] = [];
  lists.forEach((list, i) => {
    const h = hubness(list);
    if (h === undefined) missing.push(i);
    else {
      out[i] = h;
      sum += h;
      known++;
    }
  });
  const mean = known ? sum / known : 0;
  for (const i of missing) out[i] = mean;
  return out;
}

/** A memory just indexed and the memories nearest it (itself left out), with their similarity. */
export interface FoundNeighbours {
  id: string;
  neighbours: ReadonlyArray<{ id: string; similarity: number }>;
}

/**
 * The similarities to offer to each memory's list, from memories just indexed together: each takes
 * its own nearest; each nearest memory outside the batch is offered the new similarity (one inside
 * it finds the other itself, and would count the pair twice).
 */
export function neighbourOffers(found: readonly FoundNeighbours[]): Array<{ id: string; similarity: number }> {
  const batch = new Set(found.map((f) => f.id));
  return found.flatMap(({ id, neighbours }) => [
    ...neighbours.slice(0, HUB_NEIGHBOURS).map((n) => ({ id, similarity: n.similarity })),
    ...neighbours.filter((n) => !batch.has(n.id)).map((n) => ({ id: n.id, similarity: n.similarity })),
  ]);
}

/**
 * Keeps each memory's greatest similarities to the other memories of its store as memories are
 * indexed: a new memory's HUB_SEARCH nearest live memories are found in the index (its own vector,
 * not its atoms'), its list takes the best of them and each of them is offered its similarity, in
 * one statement. Derived data: a failure is logged and the memory is indexed all the same (its list
 * stays empty, and the ranking treats it as average). A forgotten memory's similarity stays in its
 * neighbours' lists until better ones push it out.
 */
export class NeighbourSimilarities {
  constructor(
    private readonly vectors: VectorIndex,
    private readonly records: RecordStore,
  ) {}

  async record(store: StoreRow, memories: ReadonlyArray<{ id: string; vector: Float32Array }>): Promise<void> {
    if (!memories.length) return;
    try {
      const found: FoundNeighbours[] = [];
      // A batch's searches a few at a time: their round trips overlap.
      for (let i = 0; i < memories.length; i += NEIGHBOUR_SEARCHES_AT_ONCE) {
        found.push(...(await Promise.all(memories.slice(i, i + NEIGHBOUR_SEARCHES_AT_ONCE).map((m) => this.nearest(store, m)))));
      }
      await this.records.offerNeighbourSimilarities(neighbourOffers(found), HUB_NEIGHBOURS);
    } catch (err) {
      logger.warn({ err, store_id: store.id, memories: memories.length }, "could not keep the memories' neighbour similarities; they rank as average");
    }
  }

  /** A memory's HUB_SEARCH nearest live memories of its store (own vectors only), itself left out. */
  private async nearest(store: StoreRow, m: { id: string; vector: Float32Array }): Promise<FoundNeighbours> {
    const hits = await this.vectors.nearest({
      tenant: tenantOf(store),
      storeId: store.id,
      vector: m.vector,
      limit: HUB_SEARCH + 1,
      filter: { memoriesOnly: true, excludeSuperseded: true },
      recentWrites: true,
    });
    const neighbours = hits
      .filter((h) => h.parentId !== m.id)
      .map((h) => ({ id: h.parentId, similarity: Math.max(0, Math.min(1, h.score)) }))
      .slice(0, HUB_SEARCH);
    return { id: m.id, neighbours };
  }
}
