import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { parse, type GraphQLSchema } from 'graphql';
import type { Config } from '../../../common/src/config.js';
import type { PrismaClient } from '../../../common/src/db/client.js';
import { withTimeout, type JobQueue } from '../../../common/src/jobs.js';
import { AccountManager } from './modules/accounts/providers/accounts-manager.js';
import { Billing, paymentProvider, type PaymentProvider } from './modules/billing/providers/billing-manager.js';
import { Catalogue } from './modules/catalogue/providers/catalogue-manager.js';
import { EventLog } from './modules/shared/providers/event-log.js';
import { SubscriptionManager } from './modules/subscriptions/providers/subscriptions-manager.js';
import { UsageReports } from './modules/usage/providers/usage-manager.js';
import { AlertManager } from './modules/alerts/providers/alerts-manager.js';
import { SecretBox } from './modules/shared/providers/secrets.js';
import type { AttemptScheduler } from './modules/webhooks/providers/delivery-schedule.js';
import { WebhookManager } from './modules/webhooks/providers/webhook-manager.js';
import { OAuthServer } from './modules/oauth/providers/oauth-server.js';
import { AccountStore } from './modules/accounts/providers/accounts-store.js';
import { AlertStore } from './modules/alerts/providers/alerts-store.js';
import { BillingStore } from './modules/billing/providers/billing-store.js';
import { CatalogueStore } from './modules/catalogue/providers/catalogue-store.js';
import { OAuthStore } from './modules/oauth/providers/oauth-store.js';
import { SubscriptionStore } from './modules/subscriptions/providers/subscriptions-store.js';
import { UsageStore } from './modules/usage/providers/usage-store.js';
import { WebhookStore } from './modules/webhooks/providers/webhooks-store.js';
import { restRoutePatterns } from './rest-route-patterns.js';
import { deliverWebhookJob } from '../../../common/src/job-definitions.js';
import { createResolvers } from './modules/index.js';
import { marketplaceTypeDefs } from './schema.js';

export { AccountManager, hashKey } from './modules/accounts/providers/accounts-manager.js';
export { Catalogue } from './modules/catalogue/providers/catalogue-manager.js';
export { seedCatalogue, seedManyApis } from './modules/catalogue/providers/seed.js';
export { marketplaceTypeDefs } from './schema.js';
// What the edge's composition root needs for auth, the OAuth endpoints and for running this
// subgraph and its worker in process (a remote marketplace serves them itself: server.ts).
export { OAuthServer } from './modules/oauth/providers/oauth-server.js';
export { ConsoleSessions } from './modules/accounts/providers/console-sessions.js';
export { consoleSessionRoutes } from './http/console-session-routes.js';
export { connectPrincipalBus } from './modules/accounts/providers/principal-bus.js';
export { authenticateCredential } from './http/internal-routes.js';
export { LoginLimits } from './http/login-limits.js';
export { RegistrationLimits } from './http/registration-limits.js';
export { oauthRoutes } from './http/oauth-routes.js';
export { startMarketplaceWorker, type MarketplaceWorker } from './jobs/worker.js';
// The stores the managers above take (the only code of the marketplace that queries the database).
export { AccountStore, CatalogueStore, OAuthStore };

/** The marketplace's stores, over one database client. */
export interface MarketplaceStores {
  accounts: AccountStore;
  oauth: OAuthStore;
  catalogue: CatalogueStore;
  subscriptions: SubscriptionStore;
  billing: BillingStore;
  usage: UsageStore;
  alerts: AlertStore;
  /** Events, webhook endpoints and deliveries. */
  webhooks: WebhookStore;
}

export function createMarketplaceStores(prisma: PrismaClient): MarketplaceStores {
  return {
    accounts: new AccountStore(prisma),
    oauth: new OAuthStore(prisma),
    catalogue: new CatalogueStore(prisma),
    subscriptions: new SubscriptionStore(prisma),
    billing: new BillingStore(prisma),
    usage: new UsageStore(prisma),
    alerts: new AlertStore(prisma),
    webhooks: new WebhookStore(prisma),
  };
}

export interface MarketplaceOptions {
  prisma: PrismaClient;
  accounts?: AccountManager;
  payments?: PaymentProvider | 'ledger' | 'decline';
  /** The marketplace's queues (webhook deliveries); without it events are recorded but not delivered. */
  queue?: JobQueue;
  config?: Config;
}

/** Every manager of the marketplace domain, wired together. */
export interface MarketplaceDomainSet {
  accounts: AccountManager;
  catalogue: Catalogue;
  events: EventLog;
  billing: Billing;
  subscriptions: SubscriptionManager;
  usage: UsageReports;
  alerts: AlertManager;
  webhooks: WebhookManager;
  /** The applications an account has authorised (listing and revoking grants). */
  oauth: OAuthServer;
  /** The stores the managers query through (the GraphQL loaders read them too). */
  stores: MarketplaceStores;
}

export function createMarketplaceDomain(opts: MarketplaceOptions): MarketplaceDomainSet {
  const stores = createMarketplaceStores(opts.prisma);
  const accounts = opts.accounts ?? new AccountManager(stores.accounts);
  const queue = opts.queue;
  // One job per attempt, with a stable id: a delivery's attempt is queued at most once. Bounded:
  // with Redis down the delivery stays pending and the sweep schedules it later.
  const attempts: AttemptScheduler | undefined = queue
    ? async (deliveryId, attempt, delayMs) => {
        await withTimeout(queue.enqueue(deliverWebhookJob, { deliveryId, attempt }, { jobId: `${deliveryId}-${attempt}`, delay: delayMs, replaceFinished: true }), 3000);
      }
    : undefined;
  const webhooks = new WebhookManager(
    stores.webhooks,
    new SecretBox(opts.config?.marketplace.secretsKey ?? 'local-secrets-key-change-me-please'),
    { allowedHosts: opts.config?.marketplace.webhooks.allowedHosts ?? [], timeoutMs: opts.config?.marketplace.webhooks.timeoutMs ?? 30_000 },
    attempts,
  );
  const events = new EventLog(stores.webhooks, queue ? (ids) => webhooks.scheduleNew(ids) : undefined);
  const catalogue = new Catalogue(stores.catalogue, events);
  const provider = typeof opts.payments === 'object' ? opts.payments : paymentProvider(opts.payments ?? 'ledger');
  const billing = new Billing(stores.billing, events, provider);
  const subscriptions = new SubscriptionManager(stores.subscriptions, accounts, events, billing);
  const usage = new UsageReports(stores.usage, subscriptions, restRoutePatterns);
  const alerts = new AlertManager(stores.alerts, usage, events);
  const oauth = new OAuthServer(stores.oauth, accounts, { maxUnusedDynamicClients: opts.config?.marketplace.oauthMaxUnusedClients });
  return { accounts, catalogue, events, billing, subscriptions, usage, alerts, webhooks, oauth, stores };
}

export interface MarketplaceSubgraph extends MarketplaceDomainSet {
  schema: GraphQLSchema;
}

export function createMarketplaceSubgraph(opts: MarketplaceOptions): MarketplaceSubgraph {
  const domain = createMarketplaceDomain(opts);
  const schema = buildSubgraphSchema({
    typeDefs: parse(marketplaceTypeDefs),
    resolvers: createResolvers(domain) as GraphQLResolverMap<unknown>,
  });
  return { schema, ...domain };
}
