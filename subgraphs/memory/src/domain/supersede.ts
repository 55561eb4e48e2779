import { randomUUID } from 'node:crypto';
import { invalid } from '../../../../common/src/errors.js';
import { logger } from '../../../../common/src/logger.js';
import { withTimeout } from './async.js';
import { decompose } from './atoms.js';
import type { MemoryDeps } from './deps.js';
import type { MemoryIndexer } from './indexing.js';
import { contentHash, memoryObject, tenantOf } from './memory-fields.js';
import type { StoreRow } from '../storage/record-store.js';
import type { SupersedeRequest } from './requests.js';
import type { TokenCounter } from './token-counts.js';
import { analyzeMemory, lexicalColumns, type LexicalIndexes } from './retrieval/lexical-indexes.js';

/** Supersede: a new memory replaces an old one, which stays readable but never answers again. */
export class Superseder {
  constructor(
    private readonly deps: MemoryDeps,
    private readonly indexer: MemoryIndexer,
    private readonly tokens: TokenCounter,
    private readonly lexical: LexicalIndexes,
  ) {}

  async supersede(store: StoreRow, req: SupersedeRequest) {
    const { oldMemoryId: oldId, newContent: content } = req;
    const old = await this.deps.storage.records.findInStore(store.id, oldId);
    if (!old) throw invalid(`Memory '${oldId}' is not in store '${store.name}'.`, { param: 'old_memory_id' });
    if (old.isSuperseded) {
      throw invalid(`Memory '${oldId}' was already superseded by '${old.supersededBy}'; supersede that one instead.`, {
        param: 'old_memory_id',
        superseded_by: old.supersededBy,
      });
    }
    const newId = randomUUID();
    const tokenCount = await this.tokens.forNewMemory(content);
    const lexical = analyzeMemory(content, this.lexical.mainLanguage(store.id));
    const record = await this.deps.storage.records.supersede(oldId, {
      id: newId,
      storeId: store.id,
      content,
      contentHash: contentHash(content),
      category: old.category,
      // Speaker tags follow the content they describe.
      speaker: old.speaker,
      sourceType: 'supersede',
      embeddingModel: this.deps.embedder.modelId,
      tokenCount,
      ...lexicalColumns(lexical),
    });
    if (!record) throw invalid(`Memory '${oldId}' was superseded meanwhile.`, { param: 'old_memory_id' });
    this.lexical.removed(store.id, [oldId]);
    await this.deps.cache.dropAfterWrite(store.id);
    // The old memory stops answering at once: search and recall only return live records, and its
    // vectors go from the index.
    await this.deps.vectors.deleteMemory(tenantOf(store), oldId).catch((err) =>
      logger.warn({ err, memory_id: oldId }, 'could not drop superseded vectors; searches skip them anyway'),
    );
    let vectors: Float32Array[] | undefined;
    const atoms = decompose(content);
    if (content.length <= this.deps.indexing.syncMaxChars) {
      vectors = await withTimeout(this.deps.embedder.embedPassages([content, ...atoms], { account: store.accountId }), this.deps.indexing.syncTimeoutMs).catch(() => undefined);
    }
    const { status: indexStatus } = await this.indexer.nowOrLater(record, store, vectors, atoms, Date.now() + this.deps.indexing.syncTimeoutMs);
    this.deps.events?.emit(store.accountId, 'memory.superseded', { ...memoryObject(store, record), id: oldId, superseded_by: newId, new_memory_id: newId });
    return { oldMemoryId: oldId, newMemoryId: newId, status: 'superseded', indexStatus };
  }
}
