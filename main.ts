import { loadConfig } from './common/src/config.js';
import { logger } from './common/src/logger.js';
import { startService } from './gateway/src/service.js';

// `npm start`: the edge, both subgraphs, the worker and Milvus Lite in one process tree.
const config = loadConfig();
const service = await startService(config, { worker: true });
await service.edge.app.listen({ host: config.http.host, port: config.http.port });
logger.info({ port: config.http.port }, 'memory-marketplace is serving');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    service.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
