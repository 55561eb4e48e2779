import { GraphQLScalarType } from 'graphql';
import { resolve as run } from '../../../../common/src/errors.js';
import { MODELS } from '../domain/models.js';
import { requirePrincipal, type MemoryManager } from '../domain/memory-manager.js';
import type { Resolvers } from '../generated/resolvers.js';

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
});

/** Thin resolvers: translate arguments, call the manager. */
export function createResolvers(memory: MemoryManager): Resolvers {
  return {
    JSON: JSONScalar,
    Account: {
      __resolveReference: (ref, ctx) =>
        run(async () => {
          const principal = requirePrincipal(ctx.principal);
          return ref.id === principal.accountId ? { id: ref.id } : null;
        }) as never,
      stores: (account, _args, ctx) => run(() => memory.listStores(account.id, ctx.model)),
    },
    Query: {
      models: () => MODELS.map((m) => ({ ...m })),
      search: (_p, { input }, ctx) => run(() => memory.search(requirePrincipal(ctx.principal), ctx.model, input)),
      memory: (_p, args, ctx) => run(() => memory.get(requirePrincipal(ctx.principal), ctx.model, args.userId, args.memoryId)),
    },
    Mutation: {
      createStore: (_p, args, ctx) => run(() => memory.createStore(requirePrincipal(ctx.principal), ctx.model, args.userId)),
      storeMemory: (_p, { input }, ctx) => run(() => memory.store(requirePrincipal(ctx.principal), ctx.model, input)),
    },
  };
}
