import { createHash, randomUUID } from 'node:crypto';
import type { Config } from '../../../../common/src/config.js';
import type { PrismaClient } from '../../../../common/src/db/client.js';
import { AppError, ErrorCode, invalid, notFound } from '../../../../common/src/errors.js';
import { indexMemoryJob } from '../../../../common/src/job-definitions.js';
import type { JobQueue } from '../../../../common/src/jobs.js';
import { logger } from '../../../../common/src/logger.js';
import type { Principal } from '../../../../common/src/principal.js';
import { currentRequestId } from '../../../../common/src/request-context.js';
import type { Embedder } from '../embedding/index.js';
import type { VectorStore } from '../stores/vector-store.js';
import { memoryNamespace } from './models.js';
import { rerank } from './reranker.js';
import { isUuid, parseMaxResults, parseRfc3339, requireText, requireUserId } from './validation.js';

export interface MemoryDeps {
  prisma: PrismaClient;
  vectors: VectorStore;
  embedder: Embedder;
  jobs: JobQueue;
  indexing: Config['indexing'];
}

type StoreRow = { id: string; accountId: string; namespace: string; name: string; createdAt: Date };
type MemoryRow = Awaited<ReturnType<PrismaClient['memory']['findFirstOrThrow']>>;

export interface SearchHit {
  id: string;
  content: string;
  category: string;
  similarity: number;
  importance: number;
  timeBucket: string;
  isSuperseded: boolean;
  supersededBy: string | null;
  createdAt: string;
  eventDate: string | null;
  speaker: string | null;
}

export interface MemoryRecordView {
  id: string;
  content: string;
  category: string;
  sourceType: string | null;
  createdAt: string | null;
  eventDate: string | null;
  isSuperseded: boolean;
}

export interface StoreResult {
  id: string;
  status: 'stored' | 'stored (async)' | 'duplicate';
  note?: string;
  duplicateOf?: string;
}

export const DEFAULT_STORE = 'default';
const KNOWN_METADATA = new Set(['event_date', 'speaker']);

/** Normalised content hash: exact duplicates differ at most in case and spacing. */
export function contentHash(content: string): string {
  return createHash('sha256').update(content.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()).digest('hex');
}

export function timeBucket(d: Date): string {
  return d.toISOString().slice(0, 7);
}

function tenantOf(store: StoreRow): string {
  return `${store.accountId}:${store.namespace}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Rules of the memory domain: stores, writes, indexing, search and reads. */
export class MemoryManager {
  constructor(private readonly deps: MemoryDeps) {}

  // ------------------------------------------------------------------ stores

  async listStores(accountId: string, model: string) {
    const namespace = memoryNamespace(model);
    await this.ensureDefaultStore(accountId, namespace);
    const stores = await this.deps.prisma.store.findMany({
      where: { accountId, namespace },
      orderBy: { name: 'asc' },
      include: { _count: { select: { memories: true } } },
    });
    return stores.map((s) => ({ userId: s.name, createdAt: s.createdAt.toISOString(), totalMemories: s._count.memories }));
  }

  async createStore(principal: Principal, model: string, userIdInput: unknown) {
    const name = requireUserId(userIdInput);
    const namespace = memoryNamespace(model);
    const existing = await this.deps.prisma.store.findUnique({
      where: { accountId_namespace_name: { accountId: principal.accountId, namespace, name } },
    });
    if (existing) return { userId: name, status: 'exists', createdAt: existing.createdAt.toISOString() };
    const created = await this.deps.prisma.store.upsert({
      where: { accountId_namespace_name: { accountId: principal.accountId, namespace, name } },
      create: { accountId: principal.accountId, namespace, name },
      update: {},
    });
    return { userId: name, status: 'created', createdAt: created.createdAt.toISOString() };
  }

  private async ensureDefaultStore(accountId: string, namespace: string): Promise<StoreRow> {
    // Read first: the store nearly always exists, and an upsert would be a write on every request.
    const existing = await this.deps.prisma.store.findUnique({
      where: { accountId_namespace_name: { accountId, namespace, name: DEFAULT_STORE } },
    });
    if (existing) return existing;
    return this.deps.prisma.store.upsert({
      where: { accountId_namespace_name: { accountId, namespace, name: DEFAULT_STORE } },
      create: { accountId, namespace, name: DEFAULT_STORE },
      update: {},
    });
  }

  /** The store a request names; `default` always exists, any other must have been created. */
  async requireStore(principal: Principal, model: string, userIdInput: unknown): Promise<StoreRow> {
    const name = requireUserId(userIdInput);
    const namespace = memoryNamespace(model);
    if (name === DEFAULT_STORE) return this.ensureDefaultStore(principal.accountId, namespace);
    const store = await this.deps.prisma.store.findUnique({
      where: { accountId_namespace_name: { accountId: principal.accountId, namespace, name } },
    });
    if (!store) {
      throw notFound(
        `Store '${name}' does not exist. Create it with POST /api/v1/memory/collection {"user_id": "${name}"}.`,
        { user_id: name },
      );
    }
    return store;
  }

  // ------------------------------------------------------------------ writes

  async store(principal: Principal, model: string, input: { userId: unknown; content: unknown; metadata?: unknown }): Promise<StoreResult> {
    const content = requireText(input.content, 'content');
    if (input.metadata !== undefined && input.metadata !== null && (typeof input.metadata !== 'object' || Array.isArray(input.metadata))) {
      throw invalid('`metadata` must be an object.', { param: 'metadata' });
    }
    const metadata = (input.metadata ?? {}) as Record<string, unknown>;
    const notes: string[] = [];
    const dropped = Object.keys(metadata).filter((k) => !KNOWN_METADATA.has(k));
    if (dropped.length) notes.push(`Unknown metadata keys dropped: ${dropped.join(', ')}.`);
    const eventDate = metadata.event_date === undefined || metadata.event_date === null ? null : parseRfc3339(metadata.event_date, 'metadata.event_date');
    const speaker = this.checkSpeaker(metadata.speaker);

    const store = await this.requireStore(principal, model, input.userId);
    const hash = contentHash(content);
    const duplicate = await this.deps.prisma.memory.findFirst({
      where: { storeId: store.id, contentHash: hash, isSuperseded: false },
      select: { id: true },
    });
    if (duplicate) {
      if (speaker) notes.push('Speaker tag dropped: the content is a duplicate of an existing memory.');
      return { id: '', status: 'duplicate', duplicateOf: duplicate.id, ...(notes.length ? { note: notes.join(' ') } : {}) };
    }

    // The record is committed first: from here on the write is durable whatever else fails.
    const record = await this.deps.prisma.memory.create({
      data: {
        id: randomUUID(),
        storeId: store.id,
        content,
        contentHash: hash,
        speaker,
        eventDate,
        sourceType: 'api',
        embeddingModel: this.deps.embedder.modelId,
      },
    });
    const status = await this.indexNowOrLater(record, store);
    return { id: record.id, status, ...(notes.length ? { note: notes.join(' ') } : {}) };
  }

  private checkSpeaker(value: unknown): string | null {
    if (value === undefined || value === null) return null;
    if (value === 'me') return 'me';
    if (typeof value !== 'string' || !value.trim()) {
      throw invalid('`metadata.speaker` must be `me` or a registered speaker name.', { speaker: value ?? null });
    }
    throw invalid(`Speaker '${value}' is not registered in this store; register it with POST /api/v1/memory/speakers.`, {
      speaker: value,
    });
  }

  /**
   * `stored` when the memory is searchable on return; `stored (async)` when indexing was deferred:
   * content over SYNC_INDEX_MAX_CHARS, or the embedder or Milvus failing or slower than
   * SYNC_INDEX_TIMEOUT_MS. A deferred memory is indexed by a job; if even the queue is down, the
   * pending-record sweep enqueues it later.
   */
  private async indexNowOrLater(record: MemoryRow, store: StoreRow): Promise<'stored' | 'stored (async)'> {
    if (record.content.length <= this.deps.indexing.syncMaxChars) {
      try {
        await withTimeout(this.indexRecord(record, store), this.deps.indexing.syncTimeoutMs);
        return 'stored';
      } catch (err) {
        logger.warn({ err, memory_id: record.id }, 'synchronous indexing failed; deferring to a job');
      }
    }
    await this.enqueueIndex(record.id);
    return 'stored (async)';
  }

  /** True when the indexing job is queued; false when the queue is unreachable (the sweep retries). */
  async enqueueIndex(memoryId: string, opts: { replaceFinished?: boolean } = {}): Promise<boolean> {
    try {
      await withTimeout(
        this.deps.jobs.enqueue(indexMemoryJob, { memoryId }, { jobId: `index-${memoryId}`, requestId: currentRequestId(), ...opts }),
        2000,
      );
      return true;
    } catch (err) {
      logger.warn({ err, memory_id: memoryId }, 'could not enqueue indexing; the pending sweep will retry');
      return false;
    }
  }

  private async indexRecord(record: MemoryRow, store: StoreRow): Promise<void> {
    const [vector] = await this.deps.embedder.embedPassages([record.content]);
    await this.deps.vectors.upsert([
      {
        id: record.id,
        parentId: record.id,
        kind: 'memory',
        tenant: tenantOf(store),
        storeId: store.id,
        category: record.category,
        speaker: record.speaker ?? '',
        importance: record.importance,
        eventTs: record.eventDate?.getTime() ?? 0,
        createdTs: record.createdAt.getTime(),
        superseded: record.isSuperseded,
        vector: vector!,
      },
    ]);
    await this.deps.prisma.memory.updateMany({ where: { id: record.id, indexState: 'pending' }, data: { indexState: 'indexed' } });
  }

  /** The indexing job: idempotent, and a no-op for a memory forgotten meanwhile. */
  async indexMemory(memoryId: string): Promise<'indexed' | 'gone' | 'already'> {
    const record = await this.deps.prisma.memory.findUnique({ where: { id: memoryId }, include: { store: true } });
    if (!record) return 'gone';
    if (record.indexState === 'indexed') return 'already';
    await this.indexRecord(record, record.store);
    return 'indexed';
  }

  /**
   * Enqueues every record still pending after `olderThanMs` (lost jobs, queue outages, a rebuilt
   * collection), page by page, and returns how many were queued. Stops at the first failure: with the
   * queue down the next sweep tries again.
   */
  async sweepPending(olderThanMs = 30_000, batch = 500): Promise<number> {
    const before = new Date(Date.now() - olderThanMs);
    let queued = 0;
    let after: string | undefined;
    for (;;) {
      const page = await this.deps.prisma.memory.findMany({
        where: { indexState: 'pending', createdAt: { lt: before }, ...(after ? { id: { gt: after } } : {}) },
        select: { id: true },
        orderBy: { id: 'asc' },
        take: batch,
      });
      for (const p of page) {
        // A pending record whose earlier job finished is being re-indexed (e.g. a rebuilt collection).
        if (!(await this.enqueueIndex(p.id, { replaceFinished: true }))) return queued;
        queued++;
      }
      if (page.length < batch) return queued;
      after = page.at(-1)!.id;
    }
  }

  // ------------------------------------------------------------------ reads

  async search(principal: Principal, model: string, input: { userId: unknown; query: unknown; maxResults?: unknown }) {
    const query = requireText(input.query, 'query');
    const maxResults = parseMaxResults(input.maxResults);
    const store = await this.requireStore(principal, model, input.userId);
    const [vector] = await this.deps.embedder.embedQueries([query]);
    const hits = await this.deps.vectors.search({
      tenant: tenantOf(store),
      storeId: store.id,
      vector: vector!,
      limit: Math.min(maxResults * 3, 300),
      filter: 'superseded == false',
    });
    const similarity = new Map<string, number>();
    for (const h of hits) {
      const s = Math.max(0, Math.min(1, h.score));
      if ((similarity.get(h.parentId) ?? -1) < s) similarity.set(h.parentId, s);
    }
    const records = await this.deps.prisma.memory.findMany({
      where: { id: { in: [...similarity.keys()] }, storeId: store.id, isSuperseded: false },
    });
    const ranked = rerank(
      records.map((r) => ({
        record: r,
        similarity: similarity.get(r.id)!,
        importance: r.importance,
        timestamp: (r.eventDate ?? r.createdAt).getTime(),
        isSuperseded: r.isSuperseded,
      })),
    );
    return { memories: ranked.slice(0, maxResults).map((c) => this.toHit(c.record, c.similarity)) };
  }

  private toHit(r: MemoryRow, similarity: number): SearchHit {
    return {
      id: r.id,
      content: r.content,
      category: r.category,
      similarity,
      importance: r.importance,
      timeBucket: timeBucket(r.eventDate ?? r.createdAt),
      isSuperseded: r.isSuperseded,
      supersededBy: r.supersededBy,
      createdAt: r.createdAt.toISOString(),
      eventDate: r.eventDate?.toISOString() ?? null,
      speaker: r.speaker,
    };
  }

  async get(principal: Principal, model: string, userIdInput: unknown, memoryId: unknown) {
    const store = await this.requireStore(principal, model, userIdInput);
    const missing = () => notFound(`Memory '${String(memoryId)}' was not found in store '${store.name}'.`);
    if (!isUuid(memoryId)) throw missing();
    const record = await this.deps.prisma.memory.findFirst({ where: { id: memoryId, storeId: store.id } });
    if (!record) throw missing();
    return { userId: store.name, memory: this.toRecord(record) };
  }

  private toRecord(r: MemoryRow): MemoryRecordView {
    return {
      id: r.id,
      content: r.content,
      category: r.category,
      sourceType: r.sourceType,
      createdAt: r.createdAt.toISOString(),
      eventDate: r.eventDate?.toISOString() ?? null,
      isSuperseded: r.isSuperseded,
    };
  }
}

export function requirePrincipal(principal: Principal | undefined): Principal {
  if (!principal) throw new AppError(ErrorCode.Unauthenticated, 'A valid API key is required.');
  return principal;
}
