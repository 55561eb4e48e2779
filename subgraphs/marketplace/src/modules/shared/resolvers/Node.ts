import type { NodeResolvers } from '../../../generated/resolvers.js';

export const Node: NodeResolvers = {
  __resolveType: (o) => (o as unknown as { __typename: 'Account' }).__typename,
};
