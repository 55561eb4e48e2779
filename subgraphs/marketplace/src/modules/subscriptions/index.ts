import { readFileSync } from 'node:fs';
import type { MarketplaceModule } from '../shared/deps.js';
import { Account } from './resolvers/Account.js';
import { ApiSubscription } from './resolvers/ApiSubscription.js';
import { cancelSubscription } from './resolvers/Mutation/cancelSubscription.js';
import { createSubscription } from './resolvers/Mutation/createSubscription.js';
import { updateSubscription } from './resolvers/Mutation/updateSubscription.js';
import { subscription } from './resolvers/Query/subscription.js';
import { subscriptions } from './resolvers/Query/subscriptions.js';

/** Subscriptions to the plans of listed APIs. */
export const subscriptionsModule: MarketplaceModule = {
  name: 'subscriptions',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    Account: Account(deps),
    ApiSubscription: ApiSubscription(deps),
    Query: {
      subscription: subscription(deps),
      subscriptions: subscriptions(deps),
    },
    Mutation: {
      createSubscription: createSubscription(deps),
      updateSubscription: updateSubscription(deps),
      cancelSubscription: cancelSubscription(deps),
    },
  }),
};
