import { logger } from '../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../common/src/process.js';
import { startService } from './service.js';

// `npm run start:edge`: the edge. Subgraphs with a configured URL are reached over HTTP; the others
// run in this process. The memory queue's worker runs separately (`npm run start:worker`).
const config = configOrExit();
const service = await startService(config, { worker: false });
onShutdown(() => service.close());
await service.edge.app.listen({ host: config.http.host, port: config.http.port });
logger.info({ port: config.http.port }, 'edge is serving');
