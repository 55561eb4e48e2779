import type { StoreRow } from '../../storage/record-store.js';
import type { DenseCandidates } from './candidates.js';
import type { GoneCandidates } from './hybrid-retrieval.js';
import type { LexicalIndexes } from './lexical-indexes.js';

/**
 * Memories a ranking found gone (forgotten, or superseded elsewhere) stop answering from the caches
 * that still held them: the exact search's copy of the store's vectors and its lexical index.
 */
export function evictGone(store: StoreRow, gone: GoneCandidates, dense: DenseCandidates, lexical: LexicalIndexes): void {
  dense.evict(store, gone.dense);
  lexical.removed(store.id, gone.lexical);
}
