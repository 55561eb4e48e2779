import { openDatabase } from '../../../common/src/db/client.js';
import { JobQueue } from '../../../common/src/jobs.js';
import { AccountManager } from './domain/accounts.js';
import { connectPrincipalBus } from './domain/principal-bus.js';
import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { createMarketplaceDomain } from './index.js';
import { startMarketplaceWorker } from './jobs/worker.js';

// `npm run start:marketplace-worker`: metering batches, webhook deliveries and the upkeep sweep.
const config = configOrExit();
const prisma = await openDatabase(config.database.url);
const queue = new JobQueue({ url: config.redis.url }, config.redis.queuePrefix);
// Subscription and token changes made here reach the edge's key cache at once.
const accounts = new AccountManager(prisma);
const principalBus = connectPrincipalBus(accounts, config.database.url);
const domain = createMarketplaceDomain({ prisma, accounts, queue, config, payments: config.marketplace.paymentProvider });
const worker = startMarketplaceWorker(domain, {
  connection: { url: config.redis.url },
  prefix: config.redis.queuePrefix,
  sweepIntervalMs: config.marketplace.sweepMs,
  lockMs: config.marketplace.webhooks.lockMs,
});
onShutdown(async () => {
  await worker.close();
  await queue.close();
  await principalBus.close();
  await prisma.$disconnect();
});
logger.info('marketplace worker is running');
