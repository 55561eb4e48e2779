import type { MemoryManager } from '../domain/memory-manager.js';
import type { Resolvers } from '../generated/resolvers.js';
import { createMutationResolvers } from './mutation.js';
import { createQueryResolvers } from './query.js';
import { createTypeResolvers } from './types.js';

/** Thin resolvers: check the scope (`memory:read` for reads, `memory:write` for every write), translate arguments, call the manager. */
export function createResolvers(memory: MemoryManager): Resolvers {
  return {
    ...createTypeResolvers(memory),
    Query: createQueryResolvers(memory),
    Mutation: createMutationResolvers(memory),
  };
}
