import { logger } from './common/src/logger.js';
import { configOrExit, onShutdown } from './common/src/process.js';
import { startService } from './gateway/src/service.js';

// `npm start`: the edge, both subgraphs, the worker and Milvus Lite in one process tree.
const config = configOrExit();
const service = await startService(config, { worker: true });
onShutdown(() => service.close());
await service.edge.app.listen({ host: config.http.host, port: config.http.port });
logger.info({ port: config.http.port }, 'memory-marketplace is serving');
