import { resolve as run } from '../../../../common/src/errors.js';
import { memoryUserErrorOf, type MemoryFieldHints } from '../../../../common/src/memory-user-errors.js';
import type { UserError } from '../../../../common/src/user-errors.js';
import { requireScope } from '../../../../common/src/authorization.js';
import type { MemoryManager } from '../domain/memory-manager.js';
import type { BulkImportStatus, CreateStoreStatus, ForgetStatus, Resolvers, SpeakerStatus, SupersedeStatus } from '../generated/resolvers.js';
import { bulkImport } from './types.js';

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

/** Mutation resolvers: every write needs `memory:write`. */
export function createMutationResolvers(memory: MemoryManager): NonNullable<Resolvers['Mutation']> {
  return {
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
    importMemories: (_p, { input }, ctx) =>
      payload(async () => {
        const r = await memory.importMemories(requireScope(ctx, 'memory:write'), ctx.model, input);
        return { ...r, status: r.status as BulkImportStatus };
      }),
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
  };
}
