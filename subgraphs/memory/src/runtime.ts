import { queuedMemoryEvents } from './jobs/memory-events.js';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Config } from '../../../common/src/config.js';
import type { PrismaClient } from '../../../common/src/db/client.js';
import { Redis } from 'ioredis';
import { IdempotencyStore } from '../../../common/src/idempotency.js';
import { JobQueue } from '../../../common/src/jobs.js';
import { logger } from '../../../common/src/logger.js';
import { redisAnswers, type ReadinessChecks } from '../../../common/src/readiness.js';
import { createEmbedder, type Embedder } from './embedding/index.js';
import type { MemoryDeps } from './domain/memory-manager.js';
import { postgresStorage } from './storage/index.js';
import { LanguageShifts } from './domain/retrieval/language-shift.js';
import { SearchCache } from './domain/search-cache.js';
import { startEmbeddedMilvus, type EmbeddedMilvus } from './engines/embedded-milvus.js';
import { STANDALONE_GRACEFUL_MS } from './engines/milvus-standalone.js';
import { MilvusVectorIndex } from './storage/vector-index.js';
import { RedisWriteClock } from './storage/write-clock.js';

export interface MemoryRuntime {
  /** The vector index as Milvus (for tools and tests that read it in Milvus' terms). */
  /** The domain's dependencies, and the Postgres client its stores were built on (for tests and tools). */
  deps: MemoryDeps & { vectors: MilvusVectorIndex; prisma: PrismaClient };
  /** The embedded Milvus this runtime started (none with MILVUS_ADDRESS). */
  milvusLite?: EmbeddedMilvus;
  /** What the memory service needs to answer: Postgres (records), Milvus (vectors), Redis (jobs, cache). */
  readiness: ReadinessChecks;
  close(): Promise<void>;
}

/**
 * What the vector index may rely on from the engine. The embedded standalone server (2.3.5)
 * misplaces upserted rows in a partition-key collection, and its Bounded reads are at most
 * STANDALONE_GRACEFUL_MS stale; a Milvus server's at most its default `proxy.gracefulTime` (5 s),
 * and whether it has the partition key is decided by its version. Milvus Lite always reads Strong,
 * and takes one write at a time; a server takes tenants' writes side by side.
 */
export function vectorEngine(milvus: Config['milvus']): Pick<Parameters<typeof MilvusVectorIndex.connect>[0], 'partitionKey' | 'consistency' | 'concurrentWrites'> {
  // Reading Strong throughout: no window after this process's own writes (MILVUS_READS=strong).
  // `shared` has the window of `session`; the runtime adds the clock every replica writes to.
  const session = (ms: number) => (milvus.reads === 'strong' ? {} : { strongAfterWriteMs: ms });
  if (milvus.address) return { consistency: session(5000 + 500), concurrentWrites: true };
  if (milvus.engine === 'standalone') return { partitionKey: false, consistency: session(STANDALONE_GRACEFUL_MS + 500), concurrentWrites: true };
  return { partitionKey: true, consistency: {} };
}

/** Connects the memory domain to its services: Milvus (Lite or a server), the embedder, the queue. */
export async function createMemoryRuntime(config: Config, prisma: PrismaClient, opts: { embedder?: Embedder } = {}): Promise<MemoryRuntime> {
  const milvusLite = config.milvus.address ? undefined : await startEmbeddedMilvus(config.milvus);
  // Cache, replay erasure and the shared write clock fail fast when Redis is down rather than queue commands.
  const redis = new Redis(config.redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 2000, lazyConnect: true });
  redis.on('error', (err) => logger.debug({ err }, 'memory redis connection error'));
  await redis.connect().catch((err) => logger.warn({ err }, 'Redis is not reachable yet; search caching is off until it is'));
  const engine = vectorEngine(config.milvus);
  const storage = postgresStorage(prisma);
  const vectors = MilvusVectorIndex.connect({
    address: config.milvus.address ?? milvusLite!.address,
    // MILVUS_TOKEN (or user and password) is a Milvus server's; the embedded one has its own.
    token: config.milvus.address ? config.milvus.token : milvusLite!.token,
    collection: config.milvus.collection,
    dimensions: config.embedding.dimensions,
    indexType: config.milvus.indexType,
    ...engine,
    // MILVUS_READS=shared: every replica's writes are known to every reader, through Redis.
    consistency:
      config.milvus.reads === 'shared' && engine.consistency?.strongAfterWriteMs !== undefined
        ? { ...engine.consistency, shared: { clock: new RedisWriteClock(redis, config.redis.queuePrefix), writer: `${os.hostname()}:${process.pid}:${randomUUID()}` } }
        : engine.consistency,
    // Milvus is rebuildable from Postgres: a new (or lost) collection means every record is indexed
    // again by the worker's pending sweep.
    onCreated: async () => {
      const count = await storage.records.requeueIndexed();
      if (count) logger.warn({ count }, 'vector collection was created; memories queued for re-indexing');
    },
  });
  const embedder = opts.embedder ?? (await createEmbedder(config.embedding));
  const languageShifts = LanguageShifts.load(config.embedding, embedder.modelId);
  if (!languageShifts) logger.info({ model: embedder.modelId }, 'no language centroids for this model: cross-lingual queries are ranked by their raw vectors');
  // Milvus being down does not stop the service: writes are kept in Postgres and indexed later
  // (`stored (async)`), and the collection is set up on first use once Milvus answers.
  await vectors.ensureCollection().catch((err) => logger.warn({ err }, 'Milvus is not reachable yet; continuing without it'));
  const jobs = new JobQueue({ url: config.redis.url, maxRetriesPerRequest: null }, config.redis.queuePrefix);
  const cache = new SearchCache(redis, config.redis.queuePrefix);
  return {
    // The edge's replay window lives in the same Redis under the same prefix: `forget` erases from it.
    deps: {
      prisma,
      storage,
      vectors,
      embedder,
      jobs,
      indexing: config.indexing,
      cache,
      replays: new IdempotencyStore(redis, config.redis.queuePrefix),
      events: queuedMemoryEvents(jobs),
      // The local tokenizer counts in well under a millisecond; an OpenAI-compatible server would be asked.
      countTokensOnWrite: config.embedding.provider === 'onnx',
      crossLingual: languageShifts && { shifts: languageShifts, embedder },
    },
    milvusLite,
    readiness: {
      postgres: async () => prisma.$queryRaw`SELECT 1`.then(() => true),
      milvus: () => vectors.healthy(),
      redis: redisAnswers(redis),
    },
    async close() {
      await jobs.close();
      redis.disconnect();
      await vectors.close();
      if (!opts.embedder) await embedder.close();
      await milvusLite?.stop();
    },
  };
}
