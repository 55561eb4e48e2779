import { GraphQLScalarType } from 'graphql';
import { resolve as run } from '../../../../common/src/errors.js';
import { MODELS } from '../domain/models.js';
import { requirePrincipal, requireScope } from '../../../../common/src/authorization.js';
import type { MemoryManager } from '../domain/memory-manager.js';
import type { Resolvers } from '../generated/resolvers.js';

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
});

/** Thin resolvers: check the scope (`memory:read` for reads, `memory:write` for every write), translate arguments, call the manager. */
export function createResolvers(memory: MemoryManager): Resolvers {
  return {
    JSON: JSONScalar,
    Account: {
      __resolveReference: (ref, ctx) =>
        run(async () => {
          const principal = requirePrincipal(ctx);
          return ref.id === principal.accountId ? { id: ref.id } : null;
        }) as never,
      stores: (account, _args, ctx) =>
        run(() => {
          requireScope(ctx, 'memory:read');
          return memory.listStores(account.id, ctx.model);
        }),
    },
    Query: {
      models: () => MODELS.map((m) => ({ ...m })),
      search: (_p, { input }, ctx) => run(() => memory.search(requireScope(ctx, 'memory:read'), ctx.model, input)),
      recall: (_p, { input }, ctx) => run(() => memory.recall(requireScope(ctx, 'memory:read'), ctx.model, input)),
      history: (_p, args, ctx) => run(() => memory.history(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.limit)),
      memories: (_p, args, ctx) => run(() => memory.list(requireScope(ctx, 'memory:read'), ctx.model, args)),
      memory: (_p, args, ctx) => run(() => memory.get(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.memoryId)),
      stats: (_p, args, ctx) => run(() => memory.stats(requireScope(ctx, 'memory:read'), ctx.model, args.userId)),
      speakers: (_p, args, ctx) => run(() => memory.listSpeakers(requireScope(ctx, 'memory:read'), ctx.model, args.userId)),
      bulkImport: (_p, args, ctx) => run(() => memory.bulkStatus(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.jobId)),
    },
    Mutation: {
      createStore: (_p, args, ctx) => run(() => memory.createStore(requireScope(ctx, 'memory:write'), ctx.model, args.userId)),
      storeMemory: (_p, { input }, ctx) => run(() => memory.store(requireScope(ctx, 'memory:write'), ctx.model, input)),
      storeTurn: (_p, { input }, ctx) => run(() => memory.storeTurn(requireScope(ctx, 'memory:write'), ctx.model, input)),
      bulkStore: (_p, { input }, ctx) => run(() => memory.bulkStore(requireScope(ctx, 'memory:write'), ctx.model, input)),
      supersede: (_p, { input }, ctx) => run(() => memory.supersede(requireScope(ctx, 'memory:write'), ctx.model, input)),
      forget: (_p, args, ctx) => run(() => memory.forget(requireScope(ctx, 'memory:write'), ctx.model, args.userId, args.memoryId)),
      registerSpeaker: (_p, args, ctx) => run(() => memory.registerSpeaker(requireScope(ctx, 'memory:write'), ctx.model, args.userId, args.name)),
      removeSpeaker: (_p, args, ctx) => run(() => memory.removeSpeaker(requireScope(ctx, 'memory:write'), ctx.model, args.userId, args.name)),
    },
  };
}
