import { readFileSync } from 'node:fs';
import type { MarketplaceModule } from '../shared/deps.js';
import { createAlert } from './resolvers/Mutation/createAlert.js';
import { alerts } from './resolvers/Query/alerts.js';

/** Usage alerts: a message when an API's daily usage crosses a threshold. */
export const alertsModule: MarketplaceModule = {
  name: 'alerts',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    Query: {
      alerts: alerts(deps),
    },
    Mutation: {
      createAlert: createAlert(deps),
    },
  }),
};
