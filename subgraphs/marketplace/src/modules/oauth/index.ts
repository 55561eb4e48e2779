import { readFileSync } from 'node:fs';
import type { MarketplaceModule } from '../shared/deps.js';
import { Account } from './resolvers/Account.js';
import { revokeAuthorizedApp } from './resolvers/Mutation/revokeAuthorizedApp.js';
import { introspect } from './resolvers/Query/introspect.js';

/** Credentials as OAuth sees them: what the presented one may do, and the applications the account has authorised. */
export const oauthModule: MarketplaceModule = {
  name: 'oauth',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    Account: Account(deps),
    Query: {
      introspect,
    },
    Mutation: {
      revokeAuthorizedApp: revokeAuthorizedApp(deps),
    },
  }),
};
