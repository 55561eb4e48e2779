import type { Resolvers } from '../generated/resolvers.js';
import { accountsModule } from './accounts/index.js';
import { keyFields } from './accounts/views.js';
import { alertsModule } from './alerts/index.js';
import { billingModule } from './billing/index.js';
import { catalogueModule } from './catalogue/index.js';
import { mergeResolvers } from './merge.js';
import { oauthModule } from './oauth/index.js';
import type { MarketplaceDomain, MarketplaceModule, ResolverDeps } from './shared/deps.js';
import { sharedModule } from './shared/index.js';
import { loadersFor } from './shared/loaders.js';
import { nodeResolver } from './shared/node.js';
import { subscriptionsModule } from './subscriptions/index.js';
import { usageModule } from './usage/index.js';
import { webhooksModule } from './webhooks/index.js';
import { endpointFields } from './webhooks/views.js';

export type { MarketplaceDomain } from './shared/deps.js';

/** The subgraph's features; schema.ts builds its SDL from their slices. */
export const modules: readonly MarketplaceModule[] = [
  sharedModule,
  accountsModule,
  catalogueModule,
  subscriptionsModule,
  usageModule,
  billingModule,
  webhooksModule,
  alertsModule,
  oauthModule,
];

/** Thin resolvers: check the scope, translate arguments, call a manager in `domain/`. */
export function createResolvers(d: MarketplaceDomain): Resolvers {
  const deps: ResolverDeps = {
    d,
    loaders: loadersFor(d.stores, d.subscriptions),
    node: nodeResolver(d, keyFields, (e) => endpointFields(e)),
  };
  return mergeResolvers(modules.map((m) => m.resolvers(deps)));
}
