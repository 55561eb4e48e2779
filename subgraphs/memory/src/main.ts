import { createPrisma } from '../../../common/src/db/client.js';
import { migrate } from '../../../common/src/db/migrate.js';
import { projectRoot } from '../../../common/src/config.js';
import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { serveSubgraph } from '../../../common/src/subgraph-server.js';
import { createMemorySubgraph } from './index.js';
import { createMemoryRuntime } from './runtime.js';
import path from 'node:path';

// `npm run start:memory`: the memory subgraph as its own server (scale-out).
const config = configOrExit();
await migrate(config.database.url, path.join(projectRoot, 'prisma/migrations'));
const prisma = createPrisma(config.database.url);
const runtime = await createMemoryRuntime(config, prisma);
const { schema } = createMemorySubgraph(runtime.deps);
const { app, apollo } = await serveSubgraph({
  name: 'memory',
  schema,
  internalToken: config.subgraphs.internalToken,
  health: async () => Boolean((await runtime.deps.vectors.client.hasCollection({ collection_name: config.milvus.collection })).value),
});
onShutdown(async () => {
  await app.close();
  await apollo.stop();
  await runtime.close();
  await prisma.$disconnect();
});
await app.listen({ host: config.http.host, port: config.subgraphs.memory.port });
logger.info({ port: config.subgraphs.memory.port }, 'memory subgraph is serving');
