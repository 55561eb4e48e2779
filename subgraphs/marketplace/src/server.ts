import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../../common/src/config.js';
import { openDatabase, type PrismaClient } from '../../../common/src/db/client.js';
import { JobQueue } from '../../../common/src/jobs.js';
import { logger } from '../../../common/src/logger.js';
import { openPrincipalRelay } from '../../../common/src/principal-relay.js';
import { redisAnswers } from '../../../common/src/readiness.js';
import { serveSubgraph } from '../../../common/src/subgraph-server.js';
import { AccountManager } from './modules/accounts/providers/accounts-manager.js';
import { OAuthServer } from './modules/oauth/providers/oauth-server.js';
import { connectPrincipalBus, type PrincipalBus } from './modules/accounts/providers/principal-bus.js';
import { internalRoutes } from './http/internal-routes.js';
import { LoginLimits } from './http/login-limits.js';
import { RegistrationLimits } from './http/registration-limits.js';
import { oauthRoutes } from './http/oauth-routes.js';
import { consoleSessionRoutes } from './http/console-session-routes.js';
import { ConsoleSessions } from './modules/accounts/providers/console-sessions.js';
import { createMarketplaceStores, createMarketplaceSubgraph, seedCatalogue } from './index.js';

export interface MarketplaceServer {
  app: FastifyInstance;
  prisma: PrismaClient;
  accounts: AccountManager;
  oauth: OAuthServer;
  principalBus: PrincipalBus;
  /** Whether principal changes reach the edges now (the Redis relay is connected). */
  relayReady(): boolean;
  close(): Promise<void>;
}

/**
 * The marketplace as its own server (scale-out): the subgraph at `/graphql`, and what the edge
 * needs from the marketplace's domain besides: credential lookup (`/internal/authenticate`), the
 * OAuth endpoints (which the edge proxies) and, over Redis, every principal change it hears from
 * Postgres, so edges without a database drop what they cached at once.
 */
export async function startMarketplaceServer(config: Config): Promise<MarketplaceServer> {
  const prisma = await openDatabase(config.database.url);
  const stores = createMarketplaceStores(prisma);
  await seedCatalogue(stores.catalogue);
  const queue = new JobQueue({ url: config.redis.url }, config.redis.queuePrefix);
  const accounts = new AccountManager(stores.accounts);
  const relay = openPrincipalRelay(config.redis.url, config.redis.queuePrefix);
  // Subscription and token changes made here (or anywhere: triggers) reach every edge's cache at once.
  const principalBus = connectPrincipalBus(accounts, config.database.url, relay);
  const oauth = new OAuthServer(stores.oauth, accounts, { maxUnusedDynamicClients: config.marketplace.oauthMaxUnusedClients });
  // Sign-in limits (shared with every replica through Redis).
  const redis = new Redis(config.redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (err) => logger.debug({ err: err.message }, 'marketplace redis unavailable'));
  const { schema } = createMarketplaceSubgraph({ prisma, accounts, queue, config, payments: config.marketplace.paymentProvider });
  const { app, apollo } = await serveSubgraph({
    name: 'marketplace',
    schema,
    internalToken: config.subgraphs.internalToken,
    // Redis carries the sign-in limits and the relay of key changes to the edges.
    readiness: { postgres: async () => prisma.$queryRaw`SELECT 1`.then(() => true), redis: redisAnswers(redis) },
    metricsToken: config.telemetry.metricsToken,
    // Its sign-in pages take the address the edge forwards; reached otherwise, from trusted proxies.
    trustedProxies: config.http.trustedProxies,
  });
  const sessions = new ConsoleSessions(stores.accounts);
  internalRoutes({ accounts, oauth, sessions, internalToken: config.subgraphs.internalToken, relayReady: relay.ready })(app);
  const logins = new LoginLimits(redis, config.redis.queuePrefix);
  const registrations = new RegistrationLimits(redis, config.redis.queuePrefix);
  await oauthRoutes({ oauth, accounts, issuer: config.marketplace.oauthIssuer, logins, registrations, internalToken: config.subgraphs.internalToken })(app);
  await consoleSessionRoutes({ accounts, sessions, logins, internalToken: config.subgraphs.internalToken })(app);
  return {
    app,
    prisma,
    accounts,
    oauth,
    principalBus,
    relayReady: relay.ready,
    async close() {
      await app.close();
      await apollo.stop();
      await queue.close();
      await principalBus.close();
      await relay.close();
      await redis.quit().catch(() => redis.disconnect());
      await prisma.$disconnect();
    },
  };
}
