import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { traceProcess } from '../../../common/src/telemetry/tracing.js';

// `npm run start:marketplace`: the marketplace subgraph as its own server (scale-out), with the
// internal API and the OAuth endpoints the edge relies on (server.ts).
const config = configOrExit();
// Tracing (when configured) starts before the subgraph's modules load: they are instrumented as they load.
const tracing = await traceProcess(config, 'marketplace');
const { startMarketplaceServer } = await import('./server.js');
const server = await startMarketplaceServer(config);
onShutdown(async () => {
  await server.close();
  await tracing?.shutdown();
});
await server.app.listen({ host: config.http.host, port: config.subgraphs.marketplace.port });
logger.info({ port: config.subgraphs.marketplace.port }, 'marketplace subgraph is serving');
