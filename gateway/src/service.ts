import type { Config } from '../../common/src/config.js';
// Type-only: erased at run time. The composition root loads a subgraph's code (dynamic import) only
// when that subgraph runs in this process, and the database client only when one does: an edge whose
// subgraphs are both remote loads neither (import-boundary.test.ts, lazy-subgraphs.test.ts).
import type { PrismaClient } from '../../common/src/db/client.js';
import type { Embedder, MemoryRuntime, MemorySubgraph, MemoryWorker } from '../../subgraphs/memory/src/index.js';
import type { AccountManager, ConsoleSessions, MarketplaceSubgraph, MarketplaceWorker, OAuthServer } from '../../subgraphs/marketplace/src/index.js';
import { logger } from '../../common/src/logger.js';
import { JobQueue } from '../../common/src/jobs.js';
import { Meter } from './plugins/metering.js';
import { Redis } from 'ioredis';
import { IdempotencyStore } from '../../common/src/idempotency.js';
import { buildEdge, type Edge } from './edge.js';
import { RateLimits } from './plugins/rate-limit.js';
import { createGateway } from './gateway.js';
import { loadSupergraph } from './supergraph.js';
import { GraphQLLimits } from './plugins/graphql-limits.js';
import type { Authenticator } from './auth.js';
import { RemoteAuthenticator } from './remote-auth.js';
import { oauthProxy, type RouteProvider } from './oauth-proxy.js';
import { subgraphReady } from './subgraph-readiness.js';
import { redisAnswers } from '../../common/src/readiness.js';
import { MEMORY_QUEUE, METERING_QUEUE, WEBHOOK_QUEUE } from '../../common/src/job-definitions.js';
import { watchAccountBacklog, watchQueueDepth } from '../../common/src/telemetry/metrics.js';

export interface Service {
  edge: Edge;
  /** Present when a subgraph runs in this process (the database is opened only then). */
  prisma?: PrismaClient;
  /** Accounts and keys; present when the marketplace runs in this process. */
  accounts?: AccountManager;
  /** The OAuth 2.0 authorization server; present when the marketplace runs in this process. */
  oauth?: OAuthServer;
  /** Console sign-ins; present when the marketplace runs in this process. */
  sessions?: ConsoleSessions;
  /** Resolves the credentials of every request: in process, or asking the marketplace server. */
  authenticator: Authenticator;
  /** Present when the memory subgraph runs in this process. */
  memory?: MemorySubgraph;
  /** Present when the marketplace subgraph runs in this process. */
  marketplace?: MarketplaceSubgraph;
  memoryRuntime?: MemoryRuntime;
  worker?: MemoryWorker;
  /** Present when the marketplace subgraph and the workers run in this process. */
  marketplaceWorker?: MarketplaceWorker;
  /** The marketplace's queues (metering, webhook deliveries). */
  queue: JobQueue;
  meter: Meter;
  close(): Promise<void>;
}

/** The single-process default: both subgraphs here, with the database and the marketplace's domain. */
export type InProcessService = Service & Required<Pick<Service, 'prisma' | 'accounts' | 'oauth' | 'sessions' | 'marketplace'>>;

export function inProcess(service: Service): InProcessService {
  if (!service.prisma || !service.accounts || !service.oauth || !service.sessions || !service.marketplace) {
    throw new Error('the marketplace does not run in this process (MARKETPLACE_SUBGRAPH_URL is set)');
  }
  return service as InProcessService;
}

export interface ServiceOptions {
  /** Run the memory queue's worker in this process (the single-process default). */
  worker?: boolean;
  /** Share an already loaded embedder (tests load the model once per file). */
  embedder?: Embedder;
  /** Interval of the sweep that enqueues memories left pending; 0 turns it off. */
  sweepIntervalMs?: number;
  /** Interval of the marketplace upkeep sweep (tiers, renewals, deliveries); 0 turns it off. */
  marketplaceSweepMs?: number;
  /** Run the marketplace's workers here (default: as `worker`). */
  marketplaceWorker?: boolean;
  /** A remote marketplace: cache its credential answers (default), or ask it on every request. */
  cacheCredentials?: boolean;
}

/**
 * The composition root: the edge with both subgraphs. A subgraph whose URL is configured is reached
 * over HTTP; otherwise it runs in this process (the embedded default), and the edge calls the
 * marketplace's domain directly for credentials and serves the OAuth endpoints itself.
 */
export async function startService(config: Config, opts: ServiceOptions = {}): Promise<Service> {
  const marketplaceUrl = config.subgraphs.marketplace.url;
  const memoryUrl = config.subgraphs.memory.url;
  const prisma = marketplaceUrl && memoryUrl ? undefined : await (await import('../../common/src/db/client.js')).openDatabase(config.database.url);

  const queue = new JobQueue({ url: config.redis.url }, config.redis.queuePrefix);
  const meter = new Meter(queue, config.marketplace.meteringFlushMs);
  // The edge's own Redis connection (limits, replay window): commands fail fast while Redis is down
  // instead of queueing behind a request.
  const redis = new Redis(config.redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (err) => logger.debug({ err: err.message }, 'edge redis unavailable'));

  let accounts: AccountManager | undefined;
  let oauth: OAuthServer | undefined;
  let sessions: ConsoleSessions | undefined;
  let marketplace: MarketplaceSubgraph | undefined;
  let marketplaceWorker: MarketplaceWorker | undefined;
  let authenticator: Authenticator;
  let oauthEndpoints: RouteProvider;
  if (!marketplaceUrl) {
    const m = await import('../../subgraphs/marketplace/src/index.js');
    const db = prisma!;
    const stores = m.createMarketplaceStores(db);
    accounts = new m.AccountManager(stores.accounts);
    oauth = new m.OAuthServer(stores.oauth, accounts, { maxUnusedDynamicClients: config.marketplace.oauthMaxUnusedClients });
    sessions = new m.ConsoleSessions(stores.accounts);
    const principalBus = m.connectPrincipalBus(accounts, config.database.url);
    const [acc, oa, se] = [accounts, oauth, sessions];
    // Direct calls: no hop on the hot path.
    authenticator = { authenticate: (key) => m.authenticateCredential(acc, oa, se, key), close: () => principalBus.close() };
    const logins = new m.LoginLimits(redis, config.redis.queuePrefix);
    const registrations = new m.RegistrationLimits(redis, config.redis.queuePrefix);
    const oauthPages = m.oauthRoutes({ oauth, accounts, issuer: config.marketplace.oauthIssuer, logins, registrations });
    const sessionRoutes = m.consoleSessionRoutes({ accounts, sessions, logins });
    oauthEndpoints = async (app) => {
      await oauthPages(app);
      await sessionRoutes(app);
    };
    marketplace = m.createMarketplaceSubgraph({ prisma: db, accounts, payments: config.marketplace.paymentProvider, queue, config });
    await m.seedCatalogue(stores.catalogue);
    if (opts.marketplaceWorker ?? opts.worker) {
      marketplaceWorker = m.startMarketplaceWorker(marketplace, {
        connection: { url: config.redis.url },
        prefix: config.redis.queuePrefix,
        sweepIntervalMs: opts.marketplaceSweepMs ?? config.marketplace.sweepMs,
        lockMs: config.marketplace.webhooks.lockMs,
      });
    }
  } else {
    const origin = new URL(marketplaceUrl).origin;
    authenticator = new RemoteAuthenticator({
      origin,
      internalToken: config.subgraphs.internalToken,
      redisUrl: config.redis.url,
      queuePrefix: config.redis.queuePrefix,
      cache: opts.cacheCredentials,
    });
    oauthEndpoints = oauthProxy(origin, config.subgraphs.internalToken);
  }

  let memoryRuntime: MemoryRuntime | undefined;
  let memory: MemorySubgraph | undefined;
  let worker: MemoryWorker | undefined;
  if (!memoryUrl) {
    const { createMemoryRuntime, createMemorySubgraph, startMemoryWorker } = await import('../../subgraphs/memory/src/index.js');
    memoryRuntime = await createMemoryRuntime(config, prisma!, { embedder: opts.embedder });
    memory = createMemorySubgraph(memoryRuntime.deps);
    if (opts.worker) {
      worker = startMemoryWorker(memory.memory, {
        connection: { url: config.redis.url },
        prefix: config.redis.queuePrefix,
        sweepIntervalMs: opts.sweepIntervalMs ?? 60_000,
      });
    }
  }

  const gateway = createGateway(
    {
      memory: { schema: memory?.schema, url: memoryUrl },
      marketplace: { schema: marketplace?.schema, url: marketplaceUrl },
    },
    config.subgraphs.internalToken,
  );
  // The depth of the queues this process works on, in its metrics.
  const unwatchQueues = watchQueueDepth(queue, [...(worker ? [MEMORY_QUEUE] : []), ...(marketplaceWorker ? [METERING_QUEUE, WEBHOOK_QUEUE] : [])]);
  // The memory queue's backlog by account (its jobs take turns between accounts).
  const unwatchAccounts = watchAccountBacklog(queue, worker ? [MEMORY_QUEUE] : []);
  const runtime = memoryRuntime;
  const edge = await buildEdge({
    gateway,
    rateLimits: new RateLimits(redis, config.rateLimit, config.redis.queuePrefix),
    graphqlLimits: new GraphQLLimits(loadSupergraph().apiSchemaSdl),
    idempotency: new IdempotencyStore(redis, config.redis.queuePrefix),
    // API keys (`mk_…`) and OAuth access tokens (`mat_…`).
    authenticate: authenticator.authenticate,
    extraRoutes: oauthEndpoints,
    meter,
    metricsToken: config.telemetry.metricsToken,
    trustedProxies: config.http.trustedProxies,
    publicOrigin: config.marketplace.oauthIssuer,
    // What runs here is asked directly; a remote subgraph is asked whether it is ready itself.
    readiness: {
      ...(prisma ? { postgres: async () => prisma.$queryRaw`SELECT 1`.then(() => true) } : {}),
      ...(runtime ? { milvus: () => runtime.deps.vectors.healthy() } : {}),
      // Limits, the replay window, queues and the relay of revocations.
      redis: redisAnswers(redis),
      ...(memoryUrl ? { memory: () => subgraphReady(memoryUrl) } : {}),
      ...(marketplaceUrl ? { marketplace: () => subgraphReady(marketplaceUrl) } : {}),
    },
  });

  return {
    edge,
    prisma,
    accounts,
    oauth,
    sessions,
    authenticator,
    memory,
    marketplace,
    memoryRuntime,
    worker,
    marketplaceWorker,
    queue,
    meter,
    async close() {
      const step = async (name: string, fn: () => Promise<unknown>) => {
        logger.debug({ step: name }, 'closing');
        await fn();
      };
      await step('edge', () => edge.app.close());
      await step('meter', () => meter.close());
      unwatchQueues();
      unwatchAccounts();
      if (marketplaceWorker) await step('marketplace worker', () => marketplaceWorker.close());
      await step('queues', () => queue.close());
      await step('authenticator', () => authenticator.close());
      await step('gateway', () => edge.apollo.stop().catch(() => undefined));
      if (worker) await step('worker', () => worker.close());
      await step('memory runtime', async () => memoryRuntime?.close());
      if (prisma) await step('postgres', () => prisma.$disconnect());
      await step('redis', () => redis.quit().catch(() => redis.disconnect()));
      logger.debug('closed');
    },
  };
}
