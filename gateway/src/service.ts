import type { Config } from '../../common/src/config.js';
import { openDatabase, type PrismaClient } from '../../common/src/db/client.js';
import { logger } from '../../common/src/logger.js';
import type { Embedder } from '../../subgraphs/memory/src/embedding/index.js';
import { createMemorySubgraph, type MemorySubgraph } from '../../subgraphs/memory/src/index.js';
import { startMemoryWorker, type MemoryWorker } from '../../subgraphs/memory/src/jobs/index-memory.js';
import { createMemoryRuntime, type MemoryRuntime } from '../../subgraphs/memory/src/runtime.js';
import {
  AccountManager,
  createMarketplaceSubgraph,
  seedCatalogue,
  type MarketplaceSubgraph,
} from '../../subgraphs/marketplace/src/index.js';
import { buildEdge, type Edge } from './edge.js';
import { createGateway } from './gateway.js';

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
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Run the memory queue's worker in this process (the single-process default). */
  worker?: boolean;
  /** Share an already loaded embedder (tests load the model once per file). */
  embedder?: Embedder;
  /** Interval of the sweep that enqueues memories left pending; 0 turns it off. */
  sweepIntervalMs?: number;
}

/**
 * The edge with both subgraphs. A subgraph whose URL is configured is reached over HTTP; otherwise
 * it runs in this process (the embedded default).
 */
export async function startService(config: Config, opts: ServiceOptions = {}): Promise<Service> {
  const prisma = await openDatabase(config.database.url);
  const accounts = new AccountManager(prisma);

  let marketplace: MarketplaceSubgraph | undefined;
  if (!config.subgraphs.marketplace.url) {
    marketplace = createMarketplaceSubgraph({ prisma, accounts });
    await seedCatalogue(prisma);
  }

  let memoryRuntime: MemoryRuntime | undefined;
  let memory: MemorySubgraph | undefined;
  let worker: MemoryWorker | undefined;
  if (!config.subgraphs.memory.url) {
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
  const edge = await buildEdge({
    gateway,
    authenticate: (key) => accounts.authenticate(key),
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
    async close() {
      const step = async (name: string, fn: () => Promise<unknown>) => {
        logger.debug({ step: name }, 'closing');
        await fn();
      };
      await step('edge', () => edge.app.close());
      await step('gateway', () => edge.apollo.stop().catch(() => undefined));
      if (worker) await step('worker', () => worker.close());
      await step('memory runtime', async () => memoryRuntime?.close());
      await step('postgres', () => prisma.$disconnect());
      logger.debug('closed');
    },
  };
}
