import path from 'node:path';
import { projectRoot } from '../../../common/src/config.js';
import { createPrisma } from '../../../common/src/db/client.js';
import { migrate } from '../../../common/src/db/migrate.js';
import { closeWithin } from '../../../common/src/jobs.js';
import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { MemoryManager } from './domain/memory-manager.js';
import { createMemoryWorker } from './jobs/index-memory.js';
import { createMemoryRuntime } from './runtime.js';

// `npm run start:worker`: the memory queue's worker (indexing of `stored (async)` writes), plus the
// sweep that re-enqueues records left pending by a queue outage.
const config = configOrExit();
await migrate(config.database.url, path.join(projectRoot, 'prisma/migrations'));
const prisma = createPrisma(config.database.url);
const runtime = await createMemoryRuntime(config, prisma);
const memory = new MemoryManager(runtime.deps);
const worker = createMemoryWorker(memory, { connection: { url: config.redis.url }, prefix: config.redis.queuePrefix });
const sweep = setInterval(() => void memory.sweepPending().catch((err) => logger.warn({ err }, 'pending sweep failed')), 60_000);
await memory.sweepPending(0).catch((err) => logger.warn({ err }, 'pending sweep failed'));
onShutdown(async () => {
  clearInterval(sweep);
  await closeWithin(worker, 10_000);
  await runtime.close();
  await prisma.$disconnect();
});
logger.info('memory worker is running');
