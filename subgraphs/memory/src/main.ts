import { openDatabase } from '../../../common/src/db/client.js';
import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { serveSubgraph } from '../../../common/src/subgraph-server.js';
import { createMemorySubgraph } from './index.js';
import { createMemoryRuntime } from './runtime.js';

// `npm run start:memory`: the memory subgraph as its own server (scale-out).
const config = configOrExit();
const prisma = await openDatabase(config.database.url);
const runtime = await createMemoryRuntime(config, prisma);
const { schema } = createMemorySubgraph(runtime.deps);
const { app, apollo } = await serveSubgraph({
  name: 'memory',
  schema,
  internalToken: config.subgraphs.internalToken,
  readiness: runtime.readiness,
});
onShutdown(async () => {
  await app.close();
  await apollo.stop();
  await runtime.close();
  await prisma.$disconnect();
});
await app.listen({ host: config.http.host, port: config.subgraphs.memory.port });
logger.info({ port: config.subgraphs.memory.port }, 'memory subgraph is serving');
