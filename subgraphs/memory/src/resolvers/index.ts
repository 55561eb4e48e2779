import { GraphQLScalarType } from 'graphql';
import { DateTimeScalar } from '../../../../common/src/date-time.js';
import { checkFirst, connectionFromList, connectionOf } from '../../../../common/src/connections.js';
import { resolve as run } from '../../../../common/src/errors.js';
import { fromGlobalId, toGlobalId } from '../../../../common/src/global-id.js';
import { memoryUserErrorOf, type MemoryFieldHints } from '../../../../common/src/memory-user-errors.js';
import type { UserError } from '../../../../common/src/user-errors.js';
import { MODELS } from '../domain/models.js';
import { MAX_LIST_LIMIT } from '../domain/requests.js';
import { requirePrincipal, requireScope } from '../../../../common/src/authorization.js';
import type { MemoryManager } from '../domain/memory-manager.js';
import type {
  BulkImportStatus,
  CreateStoreStatus,
  ForgetStatus,
  Resolvers,
  SpeakerStatus,
  SupersedeStatus,
} from '../generated/resolvers.js';

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

const bulkImport = <T extends { status: string }>(b: T) => ({ ...b, status: b.status as BulkImportStatus });
const speakerResult = <T extends { status: string }>(r: T) => ({ ...r, status: r.status as SpeakerStatus });

/**
 * A mutation's answer: its result with `userErrors: []`, or, when the caller's input is at fault,
 * null result fields and the user error (common/src/memory-user-errors.ts). Any other failure
 * (scope, rate limits, an unknown model, outages) stays a GraphQL error.
 */
function payload<T extends object>(work: () => Promise<T>, hints?: MemoryFieldHints): Promise<T & { userErrors: UserError[] }> {
  return run(async () => {
    try {
      return { ...(await work()), userErrors: [] };
    } catch (err) {
      const userError = memoryUserErrorOf(err, hints);
      if (!userError) throw err;
      return { userErrors: [userError] } as unknown as T & { userErrors: UserError[] };
    }
  });
}

/** Thin resolvers: check the scope (`memory:read` for reads, `memory:write` for every write), translate arguments, call the manager. */
export function createResolvers(memory: MemoryManager): Resolvers {
  return {
    JSON: JSONScalar,
    DateTime: DateTimeScalar,
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
      memoryStores: (account, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'memory:read');
          return connectionFromList('stores', await memory.listStores(account.id, ctx.model), (s) => s.userId, args);
        }),
      store: (account, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'memory:read');
          return (await memory.listStores(account.id, ctx.model)).find((s) => s.userId === args.id) ?? null;
        }),
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
          return name === undefined ? null : ((await memory.listStores(principal.accountId, ctx.model)).find((s) => s.userId === name) ?? null);
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
    Query: {
      models: () => MODELS.map((m) => ({ ...m })),
      search: (_p, { input }, ctx) => run(() => memory.search(requireScope(ctx, 'memory:read'), ctx.model, input)),
      recall: (_p, { input }, ctx) => run(() => memory.recall(requireScope(ctx, 'memory:read'), ctx.model, input)),
      history: (_p, args, ctx) => run(() => memory.history(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.limit)),
      memories: (_p, args, ctx) => run(() => memory.list(requireScope(ctx, 'memory:read'), ctx.model, args)),
      memory: (_p, args, ctx) => run(() => memory.get(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.memoryId)),
      stats: (_p, args, ctx) => run(() => memory.stats(requireScope(ctx, 'memory:read'), ctx.model, args.userId)),
      speakers: (_p, args, ctx) => run(() => memory.listSpeakers(requireScope(ctx, 'memory:read'), ctx.model, args.userId)),
      bulkImport: (_p, args, ctx) => run(async () => bulkImport(await memory.bulkStatus(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.jobId))),
    },
    Mutation: {
      createStore: (_p, args, ctx) =>
        payload(async () => {
          const r = await memory.createStore(requireScope(ctx, 'memory:write'), ctx.model, args.userId);
          return { ...r, status: r.status as CreateStoreStatus };
        }),
      storeMemory: (_p, { input }, ctx) =>
        payload(async () => {
          const r = await memory.store(requireScope(ctx, 'memory:write'), ctx.model, input);
          return r;
        }, { speaker: 'metadata.speaker' }),
      storeTurn: (_p, { input }, ctx) =>
        payload(async () => {
          const r = await memory.storeTurn(requireScope(ctx, 'memory:write'), ctx.model, input);
          return r;
        }),
      bulkStore: (_p, { input }, ctx) => payload(async () => bulkImport(await memory.bulkStore(requireScope(ctx, 'memory:write'), ctx.model, input))),
      supersede: (_p, { input }, ctx) =>
        payload(async () => {
          const r = await memory.supersede(requireScope(ctx, 'memory:write'), ctx.model, input);
          return { ...r, status: r.status as SupersedeStatus, indexStatus: r.indexStatus };
        }),
      forget: (_p, args, ctx) =>
        payload(async () => {
          const r = await memory.forget(requireScope(ctx, 'memory:write'), ctx.model, args.userId, args.memoryId);
          return { ...r, status: r.status as ForgetStatus };
        }, { notFound: 'memoryId' }),
      registerSpeaker: (_p, args, ctx) =>
        payload(async () => speakerResult(await memory.registerSpeaker(requireScope(ctx, 'memory:write'), ctx.model, args.userId, args.name)), { speaker: 'name' }),
      removeSpeaker: (_p, args, ctx) =>
        payload(async () => speakerResult(await memory.removeSpeaker(requireScope(ctx, 'memory:write'), ctx.model, args.userId, args.name)), { speaker: 'name' }),
    },
  };
}
