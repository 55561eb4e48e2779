import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { traceProcess } from '../../../common/src/telemetry/tracing.js';

// `npm run start:memory`: the memory subgraph as its own server (scale-out).
const config = configOrExit();
// Tracing (when configured) starts before the subgraph's modules load: they are instrumented as they load.
const tracing = await traceProcess(config, 'memory');
const [{ openDatabase }, { serveSubgraph }, { createMemorySubgraph }, { createMemoryRuntime }] = await Promise.all([
  import('../../../common/src/db/client.js'),
  import('../../../common/src/subgraph-server.js'),
  import('./index.js'),
  import('./runtime.js'),
]);
const prisma = await openDatabase(config.database.url);
const runtime = await createMemoryRuntime(config, prisma);
const { schema } = createMemorySubgraph(runtime.deps);
const { app, apollo } = await serveSubgraph({
  name: 'memory',
  schema,
  internalToken: config.subgraphs.internalToken,
  readiness: runtime.readiness,
  metricsToken: config.telemetry.metricsToken,
});
onShutdown(async () => {
  await app.close();
  await apollo.stop();
  await runtime.close();
  await prisma.$disconnect();
  await tracing?.shutdown();
});
await app.listen({ host: config.http.host, port: config.subgraphs.memory.port });
logger.info({ port: config.subgraphs.memory.port }, 'memory subgraph is serving');
