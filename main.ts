import { publishedDefaultsInUse } from './common/src/config.js';
import { logger } from './common/src/logger.js';
import { configOrExit, onShutdown } from './common/src/process.js';
import { traceProcess } from './common/src/telemetry/tracing.js';

// `npm start`: the edge, both subgraphs, the worker and the embedded Milvus in one process tree.
const config = configOrExit();
// Allowed only while everything runs on this machine (the configuration refuses them otherwise), but said.
const defaults = publishedDefaultsInUse(config);
if (defaults.length) {
  logger.warn({ settings: defaults }, `running on the published default ${defaults.join(' and ')}: fine on this machine only; set random secrets before serving anyone else`);
}
// Tracing (when configured) starts before the service's modules load: they are instrumented as they load.
const tracing = await traceProcess(config, 'all');
const { startService } = await import('./gateway/src/service.js');
const service = await startService(config, { worker: true });
onShutdown(async () => {
  await service.close();
  await tracing?.shutdown();
});
await service.edge.app.listen({ host: config.http.host, port: config.http.port });
logger.info({ port: config.http.port }, 'memory-marketplace is serving');
