import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { parse, type GraphQLSchema } from 'graphql';
import type { PrismaClient } from '../../../common/src/db/client.js';
import { AccountManager } from './domain/accounts.js';
import { Catalogue } from './domain/catalogue.js';
import { createResolvers } from './resolvers/index.js';
import { marketplaceTypeDefs } from './schema.js';

export { AccountManager, hashKey } from './domain/accounts.js';
export { Catalogue } from './domain/catalogue.js';
export { seedCatalogue } from './domain/seed.js';
export { marketplaceTypeDefs } from './schema.js';

export interface MarketplaceSubgraph {
  schema: GraphQLSchema;
  accounts: AccountManager;
  catalogue: Catalogue;
}

export function createMarketplaceSubgraph(deps: { prisma: PrismaClient; accounts?: AccountManager }): MarketplaceSubgraph {
  const accounts = deps.accounts ?? new AccountManager(deps.prisma);
  const catalogue = new Catalogue(deps.prisma);
  const schema = buildSubgraphSchema({
    typeDefs: parse(marketplaceTypeDefs),
    resolvers: createResolvers({ accounts, catalogue, prisma: deps.prisma }) as GraphQLResolverMap<unknown>,
  });
  return { schema, accounts, catalogue };
}
