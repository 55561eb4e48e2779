import path from 'node:path';
import type { Worker } from 'bullmq';
import { projectRoot, type Config } from '../../common/src/config.js';
import { createPrisma, type PrismaClient } from '../../common/src/db/client.js';
import { migrate } from '../../common/src/db/migrate.js';
import { closeWithin } from '../../common/src/jobs.js';
import { logger } from '../../common/src/logger.js';
import { createMemorySubgraph, type MemorySubgraph } from '../../subgraphs/memory/src/index.js';
import { createMemoryWorker } from '../../subgraphs/memory/src/jobs/index-memory.js';
import { createMemoryRuntime, type MemoryRuntime } from '../../subgraphs/memory/src/runtime.js';
import type { Embedder } from '../../subgraphs/memory/src/embedding/index.js';
import { createMarketplaceSubgraph, seedCatalogue, type MarketplaceSubgraph } from '../../subgraphs/marketplace/src/index.js';
import { buildEdge, type Edge } from './edge.js';
import { createGateway } from './gateway.js';

export interface Service {
  edge: Edge;
  prisma: PrismaClient;
  memory?: MemorySubgraph;
  marketplace: MarketplaceSubgraph;
  memoryRuntime?: MemoryRuntime;
  worker?: Worker;
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
  await migrate(config.database.url, path.join(projectRoot, 'prisma/migrations'));
  const prisma = createPrisma(config.database.url);
  const marketplace = createMarketplaceSubgraph({ prisma });
  await seedCatalogue(prisma);

  let memoryRuntime: MemoryRuntime | undefined;
  let memory: MemorySubgraph | undefined;
  let worker: Worker | undefined;
  let sweep: NodeJS.Timeout | undefined;
  if (!config.subgraphs.memory.url) {
    memoryRuntime = await createMemoryRuntime(config, prisma, { embedder: opts.embedder });
    memory = createMemorySubgraph(memoryRuntime.deps);
    if (opts.worker) {
      worker = createMemoryWorker(memory.memory, { connection: { url: config.redis.url }, prefix: config.redis.queuePrefix });
      const interval = opts.sweepIntervalMs ?? 60_000;
      if (interval > 0) {
        const m = memory.memory;
        sweep = setInterval(() => void m.sweepPending().catch((err) => logger.warn({ err }, 'pending sweep failed')), interval);
        sweep.unref();
      }
    }
  }

  const gateway = createGateway(
    {
      memory: { schema: memory?.schema, url: config.subgraphs.memory.url },
      marketplace: { schema: marketplace.schema, url: config.subgraphs.marketplace.url },
    },
    config.subgraphs.internalToken,
  );
  const edge = await buildEdge({
    gateway,
    authenticate: (key) => marketplace.accounts.authenticate(key),
    health: async () => {
      const db = await prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false);
      const vectors = memoryRuntime
        ? await memoryRuntime.deps.vectors.client.hasCollection({ collection_name: config.milvus.collection }).then((r) => Boolean(r.value)).catch(() => false)
        : true;
      return { postgres: db, milvus: vectors };
    },
  });

  return {
    edge,
    prisma,
    memory,
    marketplace,
    memoryRuntime,
    worker,
    async close() {
      if (sweep) clearInterval(sweep);
      const step = async (name: string, fn: () => Promise<unknown>) => {
        logger.debug({ step: name }, 'closing');
        await fn();
      };
      await step('edge', () => edge.app.close());
      await step('gateway', () => edge.apollo.stop().catch(() => undefined));
      if (worker) await step('worker', () => closeWithin(worker!, 5000));
      await step('memory runtime', async () => memoryRuntime?.close());
      await step('postgres', () => prisma.$disconnect());
      logger.debug('closed');
    },
  };
}
