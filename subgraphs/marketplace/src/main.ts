import { openDatabase } from '../../../common/src/db/client.js';
import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { serveSubgraph } from '../../../common/src/subgraph-server.js';
import { JobQueue } from '../../../common/src/jobs.js';
import { AccountManager } from './domain/accounts.js';
import { connectPrincipalBus } from './domain/principal-bus.js';
import { createMarketplaceSubgraph, seedCatalogue } from './index.js';

// `npm run start:marketplace`: the marketplace subgraph as its own server (scale-out).
const config = configOrExit();
const prisma = await openDatabase(config.database.url);
await seedCatalogue(prisma);
const queue = new JobQueue({ url: config.redis.url }, config.redis.queuePrefix);
// Subscription and token changes made here reach the edge's key cache at once.
const accounts = new AccountManager(prisma);
const principalBus = connectPrincipalBus(accounts, config.database.url);
const { schema } = createMarketplaceSubgraph({ prisma, accounts, queue, config, payments: config.marketplace.paymentProvider });
const { app, apollo } = await serveSubgraph({
  name: 'marketplace',
  schema,
  internalToken: config.subgraphs.internalToken,
  health: async () => prisma.$queryRaw`SELECT 1`.then(() => true),
});
onShutdown(async () => {
  await app.close();
  await apollo.stop();
  await queue.close();
  await principalBus.close();
  await prisma.$disconnect();
});
await app.listen({ host: config.http.host, port: config.subgraphs.marketplace.port });
logger.info({ port: config.subgraphs.marketplace.port }, 'marketplace subgraph is serving');
