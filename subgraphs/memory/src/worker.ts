import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { traceProcess } from '../../../common/src/telemetry/tracing.js';

// `npm run start:worker`: the memory queue's worker (indexing of `stored (async)` writes), plus the
// sweep that re-enqueues records left pending by a queue outage. Its metrics are served on
// MEMORY_WORKER_METRICS_PORT.
const config = configOrExit();
// Tracing (when configured) starts before the worker's modules load: they are instrumented as they load.
const tracing = await traceProcess(config, 'memory-worker');
const [{ openDatabase }, { MEMORY_QUEUE }, { watchQueueDepth, watchAccountBacklog }, { serveMetrics }, { MemoryManager }, { startMemoryWorker }, { createMemoryRuntime }] =
  await Promise.all([
    import('../../../common/src/db/client.js'),
    import('../../../common/src/job-definitions.js'),
    import('../../../common/src/telemetry/metrics.js'),
    import('../../../common/src/telemetry/metrics-server.js'),
    import('./domain/memory-manager.js'),
    import('./jobs/index-memory.js'),
    import('./runtime.js'),
  ]);
const prisma = await openDatabase(config.database.url);
const runtime = await createMemoryRuntime(config, prisma);
const worker = startMemoryWorker(new MemoryManager(runtime.deps), {
  connection: { url: config.redis.url },
  prefix: config.redis.queuePrefix,
  sweepIntervalMs: 60_000,
});
const unwatchQueues = watchQueueDepth(runtime.deps.jobs, [MEMORY_QUEUE]);
const unwatchAccounts = watchAccountBacklog(runtime.deps.jobs, [MEMORY_QUEUE]);
const metrics = await serveMetrics(config, config.telemetry.workerMetricsPorts.memory);
onShutdown(async () => {
  await metrics.close();
  unwatchQueues();
  unwatchAccounts();
  await worker.close();
  await runtime.close();
  await prisma.$disconnect();
  await tracing?.shutdown();
});
logger.info({ metricsPort: config.telemetry.workerMetricsPorts.memory }, 'memory worker is running');
