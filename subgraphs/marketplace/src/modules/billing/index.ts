import { readFileSync } from 'node:fs';
import type { MarketplaceModule } from '../shared/deps.js';
import { Account } from './resolvers/Account.js';
import { invoices } from './resolvers/Query/invoices.js';

/** Invoices: one per subscription period. */
export const billingModule: MarketplaceModule = {
  name: 'billing',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    Account: Account(deps),
    Query: {
      invoices: invoices(deps),
    },
  }),
};
