import { MEMORY_QUEUE } from '../../../../common/src/job-definitions.js';
import type { Principal } from '../../../../common/src/principal.js';
import type { BulkStoreInput, RecallInput, SearchInput, StoreMemoryInput, StoreTurnInput, SupersedeInput } from '../generated/resolvers.js';
import { settled } from './async.js';
import { BulkImporter } from './bulk-import.js';
import type { MemoryDeps } from './deps.js';
import { NearDuplicates } from './duplicates.js';
import { Expiry } from './expiry.js';
import { Forgetter } from './forget.js';
import { MemoryIndexer } from './indexing.js';
import { sweepPending } from './pending-sweep.js';
import { MemoryReader } from './reads.js';
import { RecordImporter } from './record-import.js';
import { MemoryRecall } from './recall.js';
import { PostgresRecordStore, type StoreRow } from '../storage/record-store.js';
import {
  parseBulkRef,
  parseBulkStore,
  parseForget,
  parseHistory,
  parseImport,
  parseList,
  parseMemoryRef,
  parseRecall,
  parseSearch,
  parseSpeakerName,
  parseStoreMemory,
  parseStoreTurn,
  parseSupersede,
} from './requests.js';
import { DenseCandidates } from './retrieval/candidates.js';
import { HybridRetrieval } from './retrieval/hybrid-retrieval.js';
import { ExactVectors } from './retrieval/exact-vectors.js';
import { LexicalIndexes } from './retrieval/lexical-indexes.js';
import { MemorySearch } from './search.js';
import { Speakers } from './speakers.js';
import { StoreDirectory } from './store-directory.js';
import { Superseder } from './supersede.js';
import { TokenCounter } from './token-counts.js';
import { memoryNamespace } from './models.js';
import { isUuid, requireUserId } from './validation.js';
import { MemoryWriter } from './writes.js';

export type { MemoryDeps, ReplayEraser } from './deps.js';
export type { SearchHit, MemoryRecordView } from './views.js';
export type { StoreResult } from './writes.js';
export type { Usage } from './search.js';
export { contentHash, tenantOf, timeBucket } from './memory-fields.js';
export { DEFAULT_STORE } from './store-directory.js';
export { SPEAKER_LIMIT } from './speakers.js';
export { NEAR_DUPLICATE_SIMILARITY } from './duplicates.js';
export { SHORT_TERM_TURNS, DEFAULT_HISTORY, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './requests.js';

/**
 * The memory domain's public operations. Each parses its input once, here (requests.ts), finds the
 * store, and hands typed values to the part that holds the rule: stores, speakers, writes,
 * duplicates, indexing, bulk imports, supersede, forget, search, recall, reads.
 */
export class MemoryManager {
  private readonly stores: StoreDirectory;
  private readonly speakers: Speakers;
  private readonly indexer: MemoryIndexer;
  private readonly writer: MemoryWriter;
  private readonly bulk: BulkImporter;
  private readonly superseder: Superseder;
  private readonly forgetter: Forgetter;
  private readonly expiry: Expiry;
  private readonly importer: RecordImporter;
  private readonly searcher: MemorySearch;
  private readonly recaller: MemoryRecall;
  private readonly reader: MemoryReader;
  private readonly records: PostgresRecordStore;

  constructor(private readonly deps: MemoryDeps) {
    const { records, reads } = deps.storage;
    this.records = records;
    const tokens = new TokenCounter(deps.embedder, deps.countTokensOnWrite ?? false);
    const candidates = new DenseCandidates(deps.vectors, records, new ExactVectors(reads, deps.embedder.dimensions, deps.embedder.modelId, deps.indexing.exactMaxVectors));
    const lexical = new LexicalIndexes(reads, records);
    const hybrid = new HybridRetrieval(candidates, records, undefined, deps.crossLingual);
    this.stores = new StoreDirectory(deps.storage.storeRows);
    this.speakers = new Speakers(deps.storage.speakers);
    this.indexer = new MemoryIndexer(deps);
    this.writer = new MemoryWriter(deps, this.speakers, new NearDuplicates(deps.vectors, deps.embedder, records, lexical), this.indexer, tokens, lexical);
    this.bulk = new BulkImporter(deps, records, this.indexer, tokens, lexical);
    this.superseder = new Superseder(deps, this.indexer, tokens, lexical);
    this.forgetter = new Forgetter(deps, lexical);
    this.expiry = new Expiry(deps, lexical);
    this.importer = new RecordImporter(deps, this.speakers, this.bulk, tokens, lexical);
    this.searcher = new MemorySearch(deps.embedder, deps.cache, this.speakers, tokens, candidates, hybrid, lexical);
    this.recaller = new MemoryRecall(deps.embedder, records, tokens, candidates, hybrid, lexical);
    this.reader = new MemoryReader(records);
  }

  private storeOf(principal: Principal, model: string, userId: string): Promise<StoreRow> {
    return this.stores.require(principal, model, userId);
  }

  // stores and speakers
  /** The account's stores the principal reaches. */
  listStores(principal: Principal, model: string) {
    return this.stores.list(principal, model);
  }

  async createStore(principal: Principal, model: string, userId: string) {
    return this.stores.create(principal, model, requireUserId(userId));
  }

  async registerSpeaker(principal: Principal, model: string, userId: string, name: string) {
    const req = parseSpeakerName(userId, name);
    return this.speakers.register(await this.storeOf(principal, model, req.userId), req.name);
  }

  async listSpeakers(principal: Principal, model: string, userId: string) {
    return this.speakers.list(await this.storeOf(principal, model, requireUserId(userId)));
  }

  async removeSpeaker(principal: Principal, model: string, userId: string, name: string) {
    const req = parseSpeakerName(userId, name);
    return this.speakers.remove(await this.storeOf(principal, model, req.userId), req.name);
  }

  // writes
  async store(principal: Principal, model: string, input: StoreMemoryInput) {
    const req = parseStoreMemory(input);
    return this.writer.store(await this.storeOf(principal, model, req.userId), req);
  }

  async storeTurn(principal: Principal, model: string, input: StoreTurnInput) {
    const req = parseStoreTurn(input);
    return this.writer.storeTurn(await this.storeOf(principal, model, req.userId), req);
  }

  async supersede(principal: Principal, model: string, input: SupersedeInput) {
    const req = parseSupersede(input);
    return this.superseder.supersede(await this.storeOf(principal, model, req.userId), req);
  }

  async forget(principal: Principal, model: string, userId: string, memoryId?: string | null) {
    const req = parseForget(userId, memoryId);
    return this.forgetter.forget(principal, await this.storeOf(principal, model, req.userId), req.memoryId);
  }

  // bulk imports and indexing jobs
  async bulkStore(principal: Principal, model: string, input: BulkStoreInput) {
    const req = parseBulkStore(input);
    return this.bulk.start(await this.storeOf(principal, model, req.userId), req);
  }

  /** Restores exported records into a store; a job indexes them. */
  async importMemories(principal: Principal, model: string, input: { userId: string; memories: unknown }) {
    const req = parseImport(input);
    return this.importer.import(await this.storeOf(principal, model, req.userId), req);
  }

  async bulkStatus(principal: Principal, model: string, userId: string, jobId: string) {
    const req = parseBulkRef(userId, jobId);
    return this.bulk.status(await this.storeOf(principal, model, req.userId), req.jobId, req.given);
  }

  /** The memory queue's per-account counts (its jobs take turns between accounts). */
  queueCounts() {
    return this.deps.jobs.fair(MEMORY_QUEUE);
  }

  runBulkImport(importId: string) {
    return this.bulk.run(importId);
  }

  markBulkFailed(importId: string, reason: string) {
    return this.bulk.markFailed(importId, reason);
  }

  /** Erases the memories whose `expires_at` has passed; what it erased. */
  eraseExpired() {
    return this.expiry.eraseExpired();
  }

  indexMemory(memoryId: string) {
    return this.indexer.indexMemory(memoryId);
  }

  sweepPending(olderThanMs?: number, batch?: number) {
    return sweepPending({ records: this.records, imports: this.deps.storage.imports, indexer: this.indexer, bulk: this.bulk }, olderThanMs, batch);
  }

  // retrieval
  async search(principal: Principal, model: string, input: SearchInput) {
    const req = parseSearch(input);
    return this.searcher.search(model, settled(this.storeOf(principal, model, req.userId)), req, principal.accountId);
  }

  async recall(principal: Principal, model: string, input: RecallInput) {
    const req = parseRecall(input);
    return this.recaller.recall(model, settled(this.storeOf(principal, model, req.userId)), req, principal.accountId);
  }

  // reads
  async history(principal: Principal, model: string, userId: string, limit?: number | null) {
    const req = parseHistory(userId, limit);
    return this.reader.history(await this.storeOf(principal, model, req.userId), req.limit);
  }

  async list(principal: Principal, model: string, input: { userId: string; limit?: number | null; cursor?: string | null }) {
    const req = parseList(input);
    return this.reader.list(await this.storeOf(principal, model, req.userId), req);
  }

  async stats(principal: Principal, model: string, userId: string) {
    return this.reader.stats(await this.storeOf(principal, model, requireUserId(userId)));
  }

  /** A memory of the principal's account in the model's pool, by id alone; null when there is none. */
  async byId(principal: Principal, model: string, memoryId: string) {
    if (!isUuid(memoryId)) return null;
    return this.reader.byId(principal, memoryNamespace(model), memoryId.toLowerCase());
  }

  async versions(principal: Principal, model: string, userId: string, memoryId: string) {
    const req = parseMemoryRef(userId, memoryId);
    return this.reader.versions(await this.storeOf(principal, model, req.userId), req.memoryId, req.given);
  }

  async get(principal: Principal, model: string, userId: string, memoryId: string) {
    const req = parseMemoryRef(userId, memoryId);
    return this.reader.get(await this.storeOf(principal, model, req.userId), req.memoryId, req.given);
  }
}
