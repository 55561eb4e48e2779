import { readFileSync } from 'node:fs';
import type { MarketplaceModule } from '../shared/deps.js';
import { apiUsage } from './resolvers/Query/apiUsage.js';
import { realtimeUsage } from './resolvers/Query/realtimeUsage.js';
import { usage } from './resolvers/Query/usage.js';

/** Usage reports: per period, per API, and the last minute. */
export const usageModule: MarketplaceModule = {
  name: 'usage',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    Query: {
      usage: usage(deps),
      apiUsage: apiUsage(deps),
      realtimeUsage: realtimeUsage(deps),
    },
  }),
};
