import { logger } from '../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../common/src/process.js';
import { traceProcess } from '../../common/src/telemetry/tracing.js';

// `npm run start:edge`: the edge. Subgraphs with a configured URL are reached over HTTP; the others
// run in this process. With both URLs set it loads no subgraph code and opens no database: credentials
// and the OAuth endpoints go to the marketplace server (service.ts). The memory queue's worker runs
// separately (`npm run start:worker`).
const config = configOrExit();
// Tracing (when configured) starts before the edge's modules load: they are instrumented as they load.
const tracing = await traceProcess(config, 'edge');
const { startService } = await import('./service.js');
const service = await startService(config, { worker: false });
onShutdown(async () => {
  await service.close();
  await tracing?.shutdown();
});
await service.edge.app.listen({ host: config.http.host, port: config.http.port });
logger.info({ port: config.http.port }, 'edge is serving');
