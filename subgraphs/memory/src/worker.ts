import { openDatabase } from '../../../common/src/db/client.js';
import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { MemoryManager } from './domain/memory-manager.js';
import { startMemoryWorker } from './jobs/index-memory.js';
import { createMemoryRuntime } from './runtime.js';

// `npm run start:worker`: the memory queue's worker (indexing of `stored (async)` writes), plus the
// sweep that re-enqueues records left pending by a queue outage.
const config = configOrExit();
const prisma = await openDatabase(config.database.url);
const runtime = await createMemoryRuntime(config, prisma);
const worker = startMemoryWorker(new MemoryManager(runtime.deps), {
  connection: { url: config.redis.url },
  prefix: config.redis.queuePrefix,
  sweepIntervalMs: 60_000,
});
onShutdown(async () => {
  await worker.close();
  await runtime.close();
  await prisma.$disconnect();
});
logger.info('memory worker is running');
