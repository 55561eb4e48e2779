import { randomUUID } from 'node:crypto';
import { CompactionState } from '@zilliz/milvus2-sdk-node';
import { contentHash, tenantOf } from '../subgraphs/memory/src/domain/memory-manager.js';
import { memoryNamespace } from '../subgraphs/memory/src/domain/models.js';
import { analyzeMemory, lexicalColumns } from '../subgraphs/memory/src/domain/retrieval/lexical-indexes.js';
import { packVectors } from '../subgraphs/memory/src/domain/stored-vectors.js';
import { memoryText } from './corpus.js';
import { EmbeddingCache } from './embedding-cache.js';
import { ok, type Stack } from './harness.js';
import type { BenchSettings } from './settings.js';

export interface SeedItem {
  content: string;
  vector: Float32Array;
  eventDate?: Date;
}

/**
 * Fills a store with memories whose vectors were computed beforehand (the embedding cache): the same
 * Postgres record and vector-index row a write through the API makes, without embedding again.
 * Used only to reach large store sizes; every measured write goes through the API.
 */
export async function seedStore(stack: Stack, userId: string, items: SeedItem[], batch = 1000): Promise<void> {
  const { prisma, vectors, embedder, countTokensOnWrite } = stack.service.memoryRuntime!.deps;
  const namespace = memoryNamespace('tablet-1');
  const store = await prisma.store.findUniqueOrThrow({
    where: { accountId_namespace_name: { accountId: stack.principal.accountId, namespace, name: userId } },
  });
  for (let i = 0; i < items.length; i += batch) {
    const now = Date.now();
    const rows = items.slice(i, i + batch).map((item) => ({ id: randomUUID(), item }));
    await prisma.memory.createMany({
      data: await Promise.all(rows.map(async ({ id, item }) => ({
        id,
        storeId: store.id,
        content: item.content,
        contentHash: contentHash(item.content),
        eventDate: item.eventDate ?? null,
        sourceType: 'api',
        embeddingModel: embedder.modelId,
        indexState: 'indexed',
        vectors: packVectors([item.vector]),
        createdAt: new Date(now),
        tokenCount: countTokensOnWrite ? await embedder.countTokens(item.content) : null,
        ...lexicalColumns(analyzeMemory(item.content, 'en')),
      }))),
    });
    await vectors.upsert(
      rows.map(({ id, item }) => ({
        id,
        parentId: id,
        kind: 'memory',
        tenant: tenantOf(store),
        storeId: store.id,
        category: 'general',
        speaker: '',
        importance: 0.5,
        eventTs: item.eventDate?.getTime() ?? 0,
        createdTs: now,
        superseded: false,
        vector: item.vector,
      })),
    );
  }
  await vectors.client.flush({ collection_names: [vectors.collection] });
  await compacted(stack);
  await indexBuilt(stack);
}

/**
 * Merges the small segments a fast seed leaves (one per flush of each insert batch) as the server's
 * own background compaction does over a store's life: a search visits every segment, so a freshly
 * seeded collection of many small ones is slower than the same rows written over time. Milvus Lite
 * does not compact.
 */
async function compacted(stack: Stack, timeoutMs = 600_000): Promise<void> {
  const { vectors } = stack.service.memoryRuntime!.deps;
  if (vectors.indexType !== 'HNSW') return;
  const res = await vectors.client.compact({ collection_name: vectors.collection });
  if (res.status.error_code !== 'Success') return;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { state } = await vectors.client.getCompactionState({ compactionID: res.compactionID });
    // The SDK answers the enum's name ("Completed"), not its number.
    if (String(state) === CompactionState[CompactionState.Completed] || Number(state) === CompactionState.Completed) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Waits until the server's index covers every flushed row (HNSW builds in the background; until then
 * the newest segments are searched by brute force), so a size is measured in its steady state, as a
 * store that grew over time is. Milvus Lite has nothing to wait for.
 */
async function indexBuilt(stack: Stack, timeoutMs = 600_000): Promise<void> {
  const { vectors } = stack.service.memoryRuntime!.deps;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await vectors.client.describeIndex({ collection_name: vectors.collection });
    const pending = (res.index_descriptions ?? []).reduce((n, d) => n + Number(d.pending_index_rows ?? 0), 0);
    if (pending === 0 || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * A new store `userId` holding the first `size` memories of the bench corpus, their vectors taken
 * from the embedding cache (embedded once, on first use). Returns the cache.
 */
export async function seedCorpusStore(stack: Stack, settings: BenchSettings, userId: string, size: number): Promise<EmbeddingCache> {
  ok(await stack.memory('/api/v1/memory/collection', { user_id: userId }), 'collection');
  const cache = EmbeddingCache.open(settings.cacheDir, stack.config.embedding, stack.embedder);
  const corpus = Array.from({ length: size }, (_, i) => memoryText(i));
  const vectors = await cache.passages(corpus);
  await seedStore(stack, userId, corpus.map((content, i) => ({ content, vector: vectors[i]! })));
  return cache;
}
