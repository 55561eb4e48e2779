import { readFileSync } from 'node:fs';
import type { MarketplaceModule } from '../shared/deps.js';
import { Account } from './resolvers/Account.js';
import { ApiKey } from './resolvers/ApiKey.js';
import { createApiKey } from './resolvers/Mutation/createApiKey.js';
import { revokeApiKey } from './resolvers/Mutation/revokeApiKey.js';
import { viewer } from './resolvers/Query/viewer.js';

/** The account (`viewer`, the `Account` entity) and its API keys. */
export const accountsModule: MarketplaceModule = {
  name: 'accounts',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    Account: Account(deps),
    ApiKey,
    Query: {
      viewer,
    },
    Mutation: {
      createApiKey: createApiKey(deps),
      revokeApiKey: revokeApiKey(deps),
    },
  }),
};
