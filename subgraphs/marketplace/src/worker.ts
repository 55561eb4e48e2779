import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { traceProcess } from '../../../common/src/telemetry/tracing.js';

// `npm run start:marketplace-worker`: metering batches, webhook deliveries and the upkeep sweep. Its
// metrics are served on MARKETPLACE_WORKER_METRICS_PORT.
const config = configOrExit();
// Tracing (when configured) starts before the worker's modules load: they are instrumented as they load.
const tracing = await traceProcess(config, 'marketplace-worker');
const [{ openDatabase }, { JobQueue }, { METERING_QUEUE, WEBHOOK_QUEUE }, { watchQueueDepth }, { serveMetrics }, { AccountManager }, { connectPrincipalBus }, { AccountStore, createMarketplaceDomain }, { startMarketplaceWorker }] =
  await Promise.all([
    import('../../../common/src/db/client.js'),
    import('../../../common/src/jobs.js'),
    import('../../../common/src/job-definitions.js'),
    import('../../../common/src/telemetry/metrics.js'),
    import('../../../common/src/telemetry/metrics-server.js'),
    import('./modules/accounts/providers/accounts-manager.js'),
    import('./modules/accounts/providers/principal-bus.js'),
    import('./index.js'),
    import('./jobs/worker.js'),
  ]);
const prisma = await openDatabase(config.database.url);
const queue = new JobQueue({ url: config.redis.url }, config.redis.queuePrefix);
// Subscription and token changes made here reach the edge's key cache at once.
const accounts = new AccountManager(new AccountStore(prisma));
const principalBus = connectPrincipalBus(accounts, config.database.url);
const domain = createMarketplaceDomain({ prisma, accounts, queue, config, payments: config.marketplace.paymentProvider });
const worker = startMarketplaceWorker(domain, {
  connection: { url: config.redis.url },
  prefix: config.redis.queuePrefix,
  sweepIntervalMs: config.marketplace.sweepMs,
  lockMs: config.marketplace.webhooks.lockMs,
});
const unwatchQueues = watchQueueDepth(queue, [METERING_QUEUE, WEBHOOK_QUEUE]);
const metrics = await serveMetrics(config, config.telemetry.workerMetricsPorts.marketplace);
onShutdown(async () => {
  await metrics.close();
  unwatchQueues();
  await worker.close();
  await queue.close();
  await principalBus.close();
  await prisma.$disconnect();
  await tracing?.shutdown();
});
logger.info({ metricsPort: config.telemetry.workerMetricsPorts.marketplace }, 'marketplace worker is running');
