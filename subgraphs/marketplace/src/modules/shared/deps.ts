import type { AccountManager } from '../accounts/providers/accounts-manager.js';
import type { AlertManager } from '../alerts/providers/alerts-manager.js';
import type { Billing } from '../billing/providers/billing-manager.js';
import type { Catalogue } from '../catalogue/providers/catalogue-manager.js';
import type { OAuthServer } from '../oauth/providers/oauth-server.js';
import type { SubscriptionManager } from '../subscriptions/providers/subscriptions-manager.js';
import type { UsageReports } from '../usage/providers/usage-manager.js';
import type { WebhookManager } from '../webhooks/providers/webhook-manager.js';
import type { Resolvers } from '../../generated/resolvers.js';
import type { LoaderStores, loadersFor } from './loaders.js';
import type { nodeResolver } from './node.js';

export interface MarketplaceDomain {
  /** What the loaders read. */
  stores: LoaderStores;
  accounts: AccountManager;
  catalogue: Catalogue;
  subscriptions: SubscriptionManager;
  usage: UsageReports;
  billing: Billing;
  webhooks: WebhookManager;
  alerts: AlertManager;
  oauth: OAuthServer;
}

/**
 * What the modules' resolvers are built from, once per schema: the domain's managers, the
 * per-request loaders and the `node(id:)` lookup, each shared by every module.
 */
export interface ResolverDeps {
  d: MarketplaceDomain;
  loaders: ReturnType<typeof loadersFor>;
  node: ReturnType<typeof nodeResolver>;
}

/** A feature of the subgraph: its slice of the schema and the resolvers of that slice. */
export interface MarketplaceModule {
  name: string;
  /** The module's SDL (`module.graphql`): its types and the fields it adds to `Query`, `Mutation` and `Account`. */
  typeDefs: string;
  resolvers: (deps: ResolverDeps) => Resolvers;
}
