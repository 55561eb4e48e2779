import type { Config } from '../../common/src/config.js';
import { openDatabase, type PrismaClient } from '../../common/src/db/client.js';
import { logger } from '../../common/src/logger.js';
// Type-only: erased at run time. The memory subgraph's code is loaded (dynamic import) only when it
// runs in this process, so an edge with a remote memory subgraph loads none of it.
import type { Embedder, MemoryRuntime, MemorySubgraph, MemoryWorker } from '../../subgraphs/memory/src/index.js';
// Still static: key and token authentication run on the marketplace's domain (see docs/decisions.md).
import {
  AccountManager,
  OAuthServer,
  connectPrincipalBus,
  createMarketplaceSubgraph,
  seedCatalogue,
  startMarketplaceWorker,
  type MarketplaceSubgraph,
  type MarketplaceWorker,
} from '../../subgraphs/marketplace/src/index.js';
import { JobQueue } from '../../common/src/jobs.js';
import { Meter } from './plugins/metering.js';
import { LoginLimits } from './login-limits.js';
import { oauthRoutes } from './oauth-routes.js';
import { Redis } from 'ioredis';
import { IdempotencyStore } from '../../common/src/idempotency.js';
import { buildEdge, type Edge } from './edge.js';
import { RateLimits } from './plugins/rate-limit.js';
import { createGateway } from './gateway.js';
import { composeSupergraph } from './compose.js';
import { GraphQLLimits } from './plugins/graphql-limits.js';

export interface Service {
  edge: Edge;
  prisma: PrismaClient;
  /** Accounts and keys: the edge authenticates every request with them. */
  accounts: AccountManager;
  /** Present when the memory subgraph runs in this process. */
  memory?: MemorySubgraph;
  /** Present when the marketplace subgraph runs in this process. */
  marketplace?: MarketplaceSubgraph;
  memoryRuntime?: MemoryRuntime;
  worker?: MemoryWorker;
  /** Present when the marketplace subgraph and the workers run in this process. */
  marketplaceWorker?: MarketplaceWorker;
  /** The OAuth 2.0 authorization server (clients, codes, tokens). */
  oauth: OAuthServer;
  /** The marketplace's queues (metering, webhook deliveries). */
  queue: JobQueue;
  meter: Meter;
  close(): Promise<void>;
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
}

/**
 * The edge with both subgraphs. A subgraph whose URL is configured is reached over HTTP; otherwise
 * it runs in this process (the embedded default).
 */
export async function startService(config: Config, opts: ServiceOptions = {}): Promise<Service> {
  const prisma = await openDatabase(config.database.url);
  const accounts = new AccountManager(prisma);

  const queue = new JobQueue({ url: config.redis.url }, config.redis.queuePrefix);
  const oauth = new OAuthServer(prisma, accounts);
  const principalBus = connectPrincipalBus(accounts, config.database.url);
  const meter = new Meter(queue, config.marketplace.meteringFlushMs);

  let marketplace: MarketplaceSubgraph | undefined;
  let marketplaceWorker: MarketplaceWorker | undefined;
  if (!config.subgraphs.marketplace.url) {
    marketplace = createMarketplaceSubgraph({ prisma, accounts, payments: config.marketplace.paymentProvider, queue, config });
    await seedCatalogue(prisma);
    if (opts.marketplaceWorker ?? opts.worker) {
      marketplaceWorker = startMarketplaceWorker(marketplace, {
        connection: { url: config.redis.url },
        prefix: config.redis.queuePrefix,
        sweepIntervalMs: opts.marketplaceSweepMs ?? config.marketplace.sweepMs,
        lockMs: config.marketplace.webhooks.lockMs,
      });
    }
  }

  let memoryRuntime: MemoryRuntime | undefined;
  let memory: MemorySubgraph | undefined;
  let worker: MemoryWorker | undefined;
  if (!config.subgraphs.memory.url) {
    const { createMemoryRuntime, createMemorySubgraph, startMemoryWorker } = await import('../../subgraphs/memory/src/index.js');
    memoryRuntime = await createMemoryRuntime(config, prisma, { embedder: opts.embedder });
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
      memory: { schema: memory?.schema, url: config.subgraphs.memory.url },
      marketplace: { schema: marketplace?.schema, url: config.subgraphs.marketplace.url },
    },
    config.subgraphs.internalToken,
  );
  // The edge's own Redis connection (limits, replay window): commands fail fast while Redis is down
  // instead of queueing behind a request.
  const redis = new Redis(config.redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (err) => logger.debug({ err: err.message }, 'edge redis unavailable'));
  const edge = await buildEdge({
    gateway,
    rateLimits: new RateLimits(redis, config.rateLimit, config.redis.queuePrefix),
    graphqlLimits: new GraphQLLimits(composeSupergraph().apiSchemaSdl),
    idempotency: new IdempotencyStore(redis, config.redis.queuePrefix),
    // API keys (`mk_…`) and OAuth access tokens (`mat_…`), both looked up by hash.
    authenticate: (key) => (key.startsWith('mat_') ? oauth.authenticate(key) : accounts.authenticate(key)),
    extraRoutes: oauthRoutes(oauth, accounts, config.marketplace.oauthIssuer, new LoginLimits(redis, config.redis.queuePrefix)),
    meter,
    health: async () => ({
      postgres: await prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false),
      milvus: memoryRuntime ? await memoryRuntime.deps.vectors.healthy() : true,
    }),
  });

  return {
    edge,
    prisma,
    accounts,
    memory,
    marketplace,
    memoryRuntime,
    worker,
    marketplaceWorker,
    oauth,
    queue,
    meter,
    async close() {
      const step = async (name: string, fn: () => Promise<unknown>) => {
        logger.debug({ step: name }, 'closing');
        await fn();
      };
      await step('edge', () => edge.app.close());
      await step('meter', () => meter.close());
      if (marketplaceWorker) await step('marketplace worker', () => marketplaceWorker.close());
      await step('queues', () => queue.close());
      await step('principal bus', () => principalBus.close());
      await step('gateway', () => edge.apollo.stop().catch(() => undefined));
      if (worker) await step('worker', () => worker.close());
      await step('memory runtime', async () => memoryRuntime?.close());
      await step('postgres', () => prisma.$disconnect());
      await step('redis', () => redis.quit().catch(() => redis.disconnect()));
      logger.debug('closed');
    },
  };
}
