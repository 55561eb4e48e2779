import type { StoreResolvers } from '../../../generated/resolvers.js';

export const Store: StoreResolvers = { globalId: (s) => s.globalId };
