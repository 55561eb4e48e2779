import { logger } from '../../../common/src/logger.js';
import { configOrExit, onShutdown } from '../../../common/src/process.js';
import { startMarketplaceServer } from './server.js';

// `npm run start:marketplace`: the marketplace subgraph as its own server (scale-out), with the
// internal API and the OAuth endpoints the edge relies on (server.ts).
const config = configOrExit();
const server = await startMarketplaceServer(config);
onShutdown(() => server.close());
await server.app.listen({ host: config.http.host, port: config.subgraphs.marketplace.port });
logger.info({ port: config.subgraphs.marketplace.port }, 'marketplace subgraph is serving');
