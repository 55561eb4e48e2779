import { resolve as run } from '../../../../common/src/errors.js';
import { requireScope } from '../../../../common/src/authorization.js';
import { MODELS } from '../domain/models.js';
import type { MemoryManager } from '../domain/memory-manager.js';
import type { Resolvers } from '../generated/resolvers.js';
import { bulkImport } from './types.js';

/** Query resolvers: every read needs `memory:read`. */
export function createQueryResolvers(memory: MemoryManager): NonNullable<Resolvers['Query']> {
  return {
    models: () => MODELS.map((m) => ({ ...m })),
    search: (_p, { input }, ctx) => run(() => memory.search(requireScope(ctx, 'memory:read'), ctx.model, input)),
    recall: (_p, { input }, ctx) => run(() => memory.recall(requireScope(ctx, 'memory:read'), ctx.model, input)),
    history: (_p, args, ctx) => run(() => memory.history(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.limit)),
    memories: (_p, args, ctx) => run(() => memory.list(requireScope(ctx, 'memory:read'), ctx.model, args)),
    memoryVersions: (_p, args, ctx) => run(() => memory.versions(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.memoryId)),
    memory: (_p, args, ctx) => run(() => memory.get(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.memoryId)),
    stats: (_p, args, ctx) => run(() => memory.stats(requireScope(ctx, 'memory:read'), ctx.model, args.userId)),
    speakers: (_p, args, ctx) => run(() => memory.listSpeakers(requireScope(ctx, 'memory:read'), ctx.model, args.userId)),
    bulkImport: (_p, args, ctx) => run(async () => bulkImport(await memory.bulkStatus(requireScope(ctx, 'memory:read'), ctx.model, args.userId, args.jobId))),
  };
}
