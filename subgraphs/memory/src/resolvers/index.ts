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
      recall: (_p, { input }, ctx) => run(() => memory.recall(requirePrincipal(ctx.principal), ctx.model, input)),
      history: (_p, args, ctx) => run(() => memory.history(requirePrincipal(ctx.principal), ctx.model, args.userId, args.limit)),
      memories: (_p, args, ctx) => run(() => memory.list(requirePrincipal(ctx.principal), ctx.model, args)),
      memory: (_p, args, ctx) => run(() => memory.get(requirePrincipal(ctx.principal), ctx.model, args.userId, args.memoryId)),
      stats: (_p, args, ctx) => run(() => memory.stats(requirePrincipal(ctx.principal), ctx.model, args.userId)),
      speakers: (_p, args, ctx) => run(() => memory.listSpeakers(requirePrincipal(ctx.principal), ctx.model, args.userId)),
      bulkImport: (_p, args, ctx) => run(() => memory.bulkStatus(requirePrincipal(ctx.principal), ctx.model, args.userId, args.jobId)),
    },
    Mutation: {
      createStore: (_p, args, ctx) => run(() => memory.createStore(requirePrincipal(ctx.principal), ctx.model, args.userId)),
      storeMemory: (_p, { input }, ctx) => run(() => memory.store(requirePrincipal(ctx.principal), ctx.model, input)),
      storeTurn: (_p, { input }, ctx) => run(() => memory.storeTurn(requirePrincipal(ctx.principal), ctx.model, input)),
      bulkStore: (_p, { input }, ctx) => run(() => memory.bulkStore(requirePrincipal(ctx.principal), ctx.model, input)),
      supersede: (_p, { input }, ctx) => run(() => memory.supersede(requirePrincipal(ctx.principal), ctx.model, input)),
      forget: (_p, args, ctx) => run(() => memory.forget(requirePrincipal(ctx.principal), ctx.model, args.userId, args.memoryId)),
      registerSpeaker: (_p, args, ctx) => run(() => memory.registerSpeaker(requirePrincipal(ctx.principal), ctx.model, args.userId, args.name)),
      removeSpeaker: (_p, args, ctx) => run(() => memory.removeSpeaker(requirePrincipal(ctx.principal), ctx.model, args.userId, args.name)),
    },
  };
}
