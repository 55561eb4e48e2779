import type { MemoryRecordResolvers } from '../../../generated/resolvers.js';

export const MemoryRecord: MemoryRecordResolvers = { globalId: (m) => m.globalId };
