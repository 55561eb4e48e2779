import { GraphQLScalarType } from 'graphql';
import { DateTimeScalar } from '../../../../common/src/date-time.js';
import { checkFirst, connectionFromList, connectionOf } from '../../../../common/src/connections.js';
import { resolve as run } from '../../../../common/src/errors.js';
import { fromGlobalId, toGlobalId } from '../../../../common/src/global-id.js';
import { MAX_LIST_LIMIT } from '../domain/requests.js';
import { requirePrincipal, requireScope } from '../../../../common/src/authorization.js';
import type { MemoryManager } from '../domain/memory-manager.js';
import type { BulkImportStatus, Resolvers } from '../generated/resolvers.js';

/**
 * The own id of a reference by either key (`id`, or `globalId` from `node(id:)`); undefined for a
 * global id of another type.
 */
function ownId(ref: { id?: string; globalId?: string }, type: string): string | undefined {
  if (typeof ref.id === 'string') return ref.id;
  const decoded = typeof ref.globalId === 'string' ? fromGlobalId(ref.globalId) : undefined;
  return decoded?.type === type ? decoded.id : undefined;
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
});

export const bulkImport = <T extends { status: string }>(b: T) => ({ ...b, status: b.status as BulkImportStatus });

/** Scalars and the entity types (references, ids, nested fields). */
export function createTypeResolvers(memory: MemoryManager): Pick<Resolvers, 'JSON' | 'DateTime' | 'Account' | 'MemoryRecord' | 'Store'> {
  return {
    JSON: JSONScalar,
    DateTime: DateTimeScalar,
    Account: {
      __resolveReference: (ref, ctx) =>
        run(async () => {
          const principal = requirePrincipal(ctx);
          return ref.id === principal.accountId ? { id: ref.id } : null;
        }) as never,
      stores: (_account, _args, ctx) => run(() => memory.listStores(requireScope(ctx, 'memory:read'), ctx.model)),
      memoryStores: (_account, args, ctx) =>
        run(async () => connectionFromList('stores', await memory.listStores(requireScope(ctx, 'memory:read'), ctx.model), (s) => s.userId, args)),
      store: (_account, args, ctx) => run(async () => (await memory.listStores(requireScope(ctx, 'memory:read'), ctx.model)).find((s) => s.userId === args.id) ?? null),
    },
    MemoryRecord: {
      // A memory of the requesting account, in the memory pool of the request's model.
      __resolveReference: (ref, ctx) =>
        run(async () => {
          const principal = requireScope(ctx, 'memory:read');
          const id = ownId(ref, 'MemoryRecord');
          return id === undefined ? null : memory.byId(principal, ctx.model, id);
        }) as never,
      globalId: (m) => toGlobalId('MemoryRecord', m.id),
    },
    Store: {
      // A store is one of the requesting account's, in the memory pool of the request's model.
      __resolveReference: (ref, ctx) =>
        run(async () => {
          const principal = requireScope(ctx, 'memory:read');
          const name = ownId(ref, 'Store');
          return name === undefined ? null : ((await memory.listStores(principal, ctx.model)).find((s) => s.userId === name) ?? null);
        }) as never,
      id: (store) => store.userId,
      globalId: (store) => toGlobalId('Store', store.userId),
      memories: (store, args, ctx) =>
        run(async () => {
          const limit = checkFirst(args.first, MAX_LIST_LIMIT);
          const page = await memory.list(requireScope(ctx, 'memory:read'), ctx.model, { userId: store.userId, limit, cursor: args.after });
          return connectionOf(page.memories, page.cursors, { hasNextPage: page.nextCursor !== null, after: args.after });
        }),
    },
  };
}
