import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import type { GraphQLSchema } from 'graphql';
import { parse } from 'graphql';
import { MemoryManager, type MemoryDeps } from './domain/memory-manager.js';
import { createResolvers } from './resolvers/index.js';
import { memoryTypeDefs } from './schema.js';

export { MemoryManager, type MemoryDeps } from './domain/memory-manager.js';
export { MODELS } from './domain/models.js';
export { createEmbedder, type Embedder } from './embedding/index.js';
export { MilvusVectorIndex, type VectorIndex } from './storage/vector-index.js';
export { startMilvusLite, type MilvusLite } from './engines/milvus-lite.js';
export { memoryTypeDefs } from './schema.js';
// What the edge needs to run this subgraph and its worker in process (the embedded default).
export { createMemoryRuntime, type MemoryRuntime } from './runtime.js';
export { startMemoryWorker, type MemoryWorker } from './jobs/index-memory.js';

export interface MemorySubgraph {
  schema: GraphQLSchema;
  memory: MemoryManager;
}

export function createMemorySubgraph(deps: MemoryDeps): MemorySubgraph {
  const memory = new MemoryManager(deps);
  const schema = buildSubgraphSchema({
    typeDefs: parse(memoryTypeDefs),
    resolvers: createResolvers(memory) as GraphQLResolverMap<unknown>,
  });
  return { schema, memory };
}
