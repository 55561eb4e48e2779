import type { Config } from '../../../../common/src/config.js';
import type { JobQueue } from '../../../../common/src/jobs.js';
import type { MemoryEventType } from '../../../../common/src/job-definitions.js';
import type { Embedder } from '../embedding/index.js';
import type { MemoryStorage } from '../storage/index.js';
import type { VectorIndex } from '../storage/vector-index.js';
import type { CrossLingual } from './retrieval/language-shift.js';
import type { SearchCache } from './search-cache.js';

/** Erases `Idempotency-Key` replays that hold a store's content (the edge's replay window). */
export interface ReplayEraser {
  forget(accountId: string, store: string, memoryId?: string): Promise<void>;
}

/** Where memory events go (the account's webhooks, by the marketplace); sent after the change commits, never awaited by it. */
export interface MemoryEventSink {
  emit(accountId: string, type: MemoryEventType, object: Record<string, unknown>): void;
}

/** What the memory domain runs on. */
export interface MemoryDeps {
  /** The record of truth: every Postgres read and write goes through these stores. */
  storage: MemoryStorage;
  vectors: VectorIndex;
  embedder: Embedder;
  jobs: JobQueue;
  indexing: Config['indexing'];
  cache: SearchCache;
  replays?: ReplayEraser;
  /** Memory events for webhooks; none: not sent. */
  events?: MemoryEventSink;
  /**
   * Count a memory's tokens when it is written (kept for recall). Off where counting is a request
   * (an OpenAI-compatible embedder): those are counted when recalled.
   */
  countTokensOnWrite?: boolean;
  /** Cross-lingual queries in both forms, moved towards the store's language (none: ranked by the raw vector). */
  crossLingual?: CrossLingual;
}
