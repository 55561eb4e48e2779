import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { parse, type GraphQLSchema } from 'graphql';
import type { Config } from '../../../common/src/config.js';
import type { PrismaClient } from '../../../common/src/db/client.js';
import { withTimeout, type JobQueue } from '../../../common/src/jobs.js';
import { AccountManager } from './domain/accounts.js';
import { Billing, paymentProvider, type PaymentProvider } from './domain/billing.js';
import { Catalogue } from './domain/catalogue.js';
import { EventLog } from './domain/events.js';
import { SubscriptionManager } from './domain/subscriptions.js';
import { UsageReports } from './domain/usage.js';
import { AlertManager } from './domain/alerts.js';
import { SecretBox } from './domain/secrets.js';
import { WebhookManager } from './domain/webhooks.js';
import { OAuthServer } from './domain/oauth.js';
import { deliverWebhookJob } from '../../../common/src/job-definitions.js';
import { createResolvers } from './modules/index.js';
import { marketplaceTypeDefs } from './schema.js';

export { AccountManager, hashKey } from './domain/accounts.js';
export { Catalogue } from './domain/catalogue.js';
export { seedCatalogue, seedManyApis } from './domain/seed.js';
export { marketplaceTypeDefs } from './schema.js';
// What the edge's composition root needs for auth, the OAuth endpoints and for running this
// subgraph and its worker in process (a remote marketplace serves them itself: server.ts).
export { OAuthServer } from './domain/oauth.js';
export { ConsoleSessions } from './domain/console-sessions.js';
export { consoleSessionRoutes } from './http/console-session-routes.js';
export { connectPrincipalBus } from './domain/principal-bus.js';
export { authenticateCredential } from './http/internal-routes.js';
export { LoginLimits } from './http/login-limits.js';
export { RegistrationLimits } from './http/registration-limits.js';
export { oauthRoutes } from './http/oauth-routes.js';
export { startMarketplaceWorker, type MarketplaceWorker } from './jobs/worker.js';

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
}

export function createMarketplaceDomain(opts: MarketplaceOptions): MarketplaceDomainSet {
  const { prisma } = opts;
  const accounts = opts.accounts ?? new AccountManager(prisma);
  const events = new EventLog(prisma);
  const catalogue = new Catalogue(prisma);
  catalogue.useEvents(events);
  const provider = typeof opts.payments === 'object' ? opts.payments : paymentProvider(opts.payments ?? 'ledger');
  const billing = new Billing(prisma, events, provider);
  const subscriptions = new SubscriptionManager(prisma, accounts, events, billing);
  const usage = new UsageReports(prisma, subscriptions);
  const alerts = new AlertManager(prisma, usage, events);
  const webhooks = new WebhookManager(prisma, new SecretBox(opts.config?.marketplace.secretsKey ?? 'local-secrets-key-change-me-please'), {
    allowedHosts: opts.config?.marketplace.webhooks.allowedHosts ?? [],
    timeoutMs: opts.config?.marketplace.webhooks.timeoutMs ?? 30_000,
  });
  const queue = opts.queue;
  if (queue) {
    // One job per attempt, with a stable id: a delivery's attempt is queued at most once.
    webhooks.onSchedule(async (deliveryId, attempt, delayMs) => {
      // Bounded: with Redis down the delivery stays pending and the sweep schedules it later.
      await withTimeout(queue.enqueue(deliverWebhookJob, { deliveryId, attempt }, { jobId: `${deliveryId}-${attempt}`, delay: delayMs, replaceFinished: true }), 3000);
    });
    events.onDeliveries((ids) => webhooks.scheduleNew(ids));
  }
  return { accounts, catalogue, events, billing, subscriptions, usage, alerts, webhooks, oauth: new OAuthServer(prisma, accounts, { maxUnusedDynamicClients: opts.config?.marketplace.oauthMaxUnusedClients }) };
}

export interface MarketplaceSubgraph extends MarketplaceDomainSet {
  schema: GraphQLSchema;
}

export function createMarketplaceSubgraph(opts: MarketplaceOptions): MarketplaceSubgraph {
  const domain = createMarketplaceDomain(opts);
  const schema = buildSubgraphSchema({
    typeDefs: parse(marketplaceTypeDefs),
    resolvers: createResolvers({ prisma: opts.prisma, ...domain }) as GraphQLResolverMap<unknown>,
  });
  return { schema, ...domain };
}
