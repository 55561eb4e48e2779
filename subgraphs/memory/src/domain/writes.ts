import { randomUUID } from 'node:crypto';

import { logger } from '../../../../common/src/logger.js';
import { settled, withTimeout } from './async.js';
import { decompose } from './atoms.js';
import type { MemoryDeps } from './deps.js';
import type { NearDuplicates } from './duplicates.js';
import { analyzeMemory, lexicalColumns, type LexicalIndexes } from './retrieval/lexical-indexes.js';
import type { IndexStatus, MemoryIndexer } from './indexing.js';
import { contentHash, memoryObject } from './memory-fields.js';
import type { MemoryRow, StoreRow } from '../storage/record-store.js';
import { SHORT_TERM_TURNS, type StoreMemoryRequest, type StoreTurnRequest } from './requests.js';
import type { Speakers } from './speakers.js';
import type { TokenCounter } from './token-counts.js';

export interface StoreResult {
  id: string;
  status: IndexStatus | 'duplicate';
  note?: string;
  duplicateOf?: string;
  /** `stored_async`: about when the memory is expected to answer searches. */
  expectedSearchableInMs?: number;
}

/** A memory to write: what `store`, `store-turn` and bulk chunks have in common. */
export interface NewMemory {
  content: string;
  category: string;
  sourceType: string;
  speaker: string | null;
  eventDate: Date | null;
  /** From this instant the memory answers nowhere; null or absent: never. */
  expiresAt?: Date | null;
}

/** Single writes: `store` and `store-turn`, with duplicate detection and indexing before answering. */
export class MemoryWriter {
  constructor(
    private readonly deps: MemoryDeps,
    private readonly speakers: Speakers,
    private readonly duplicates: NearDuplicates,
    private readonly indexer: MemoryIndexer,
    private readonly tokens: TokenCounter,
    private readonly lexical: LexicalIndexes,
  ) {}

  async store(store: StoreRow, req: StoreMemoryRequest): Promise<StoreResult> {
    const speaker = await this.speakers.resolve(store, req.speaker, 'write');
    const { result } = await this.write(store, { content: req.content, eventDate: req.eventDate, speaker, category: 'general', sourceType: 'api', expiresAt: req.expiresAt }, [...req.notes]);
    return result;
  }

  async storeTurn(store: StoreRow, req: StoreTurnRequest) {
    const { result } = await this.write(store, { content: req.content, category: 'conversation', sourceType: 'turn', speaker: null, eventDate: null, expiresAt: req.expiresAt });
    const memoryId = result.id || result.duplicateOf!;
    // Short-term memory is a window of the most recent turns.
    const turn = await this.deps.storage.records.addTurn(
      store.id,
      { id: randomUUID(), userMsg: req.userMsg ?? '', assistantMsg: req.assistantMsg ?? '', memoryId },
      SHORT_TERM_TURNS,
    );
    return {
      status: result.status === 'duplicate' ? 'stored' : result.status,
      turnId: turn.id,
      memoryId,
      duplicate: result.status === 'duplicate',
      expectedSearchableInMs: result.expectedSearchableInMs,
    };
  }

  /**
   * Writes one memory with duplicate detection. `stored` when it is searchable on return; `stored
   * (async)` when indexing was deferred to a job: content over SYNC_INDEX_MAX_CHARS, or the
   * embedder or Milvus failing or slower than SYNC_INDEX_TIMEOUT_MS. The record is committed before
   * indexing, so either way the write is durable when it answers.
   */
  async write(store: StoreRow, item: NewMemory, notes: string[] = []): Promise<{ result: StoreResult; record?: MemoryRow }> {
    const withNote = <T extends object>(r: T) => (notes.length ? { ...r, note: notes.join(' ') } : r);
    const duplicate = (of: string) => {
      if (item.speaker) notes.push('Speaker tag dropped: the content is a duplicate of an existing memory.');
      return { result: withNote({ id: '', status: 'duplicate' as const, duplicateOf: of }) };
    };
    const hash = contentHash(item.content);
    const atoms = decompose(item.content);
    const sync = item.content.length <= this.deps.indexing.syncMaxChars;
    // Embedding plus the near-duplicate check get SYNC_INDEX_TIMEOUT_MS; indexing gets its own. The
    // embedding starts while Postgres looks for an exact duplicate (rare, and then it is not used).
    const checkDeadline = Date.now() + this.deps.indexing.syncTimeoutMs;
    const embedding = sync ? settled(this.deps.embedder.embedPassages([item.content, ...atoms], { account: store.accountId })) : undefined;
    const exact = await this.deps.storage.records.liveIdWithHash(store.id, hash);
    if (exact) return duplicate(exact);

    let vectors: Float32Array[] | undefined;
    /** An embedding still under way when the write gave up waiting for it. */
    let late: Promise<Float32Array[]> | undefined;
    if (embedding) {
      try {
        vectors = await withTimeout(embedding, checkDeadline - Date.now());
        const near = await withTimeout(this.duplicates.find(store, vectors[0]!, item.content), checkDeadline - Date.now());
        if (near) return duplicate(near);
      } catch (err) {
        logger.warn({ err }, 'embedding or near-duplicate check failed; indexing deferred to a job');
        vectors = undefined;
        late = embedding;
      }
    }

    // The record is committed first: from here on the write is durable whatever else fails.
    const lexical = analyzeMemory(item.content, this.lexical.mainLanguage(store.id));
    const record = await this.deps.storage.records.create({
      id: randomUUID(),
      storeId: store.id,
      content: item.content,
      contentHash: hash,
      category: item.category,
      speaker: item.speaker,
      eventDate: item.eventDate,
      expiresAt: item.expiresAt ?? null,
      sourceType: item.sourceType,
      embeddingModel: this.deps.embedder.modelId,
      tokenCount: await this.tokens.forNewMemory(item.content),
      ...lexicalColumns(lexical),
    });
    const indexed = await this.indexer.nowOrLater(record, store, vectors, atoms, Date.now() + this.deps.indexing.syncTimeoutMs);
    // Queued, but the embedding may yet arrive: then it is indexed with it, not after a queue turn.
    if (indexed.status === 'stored_async' && late) this.indexer.finishLater(record.id, late);
    // After the vectors are written, not before: a search that ran in between would otherwise cache
    // an answer without this memory under the new generation. (An async write's job does the same.)
    await this.deps.cache.dropAfterWrite(store.id);
    this.deps.events?.emit(store.accountId, 'memory.created', memoryObject(store, record));
    return { result: withNote({ id: record.id, ...indexed }), record };
  }
}

