import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { createHttpServer } from '../http.js';
import { logger } from '../logger.js';
import { registerMetrics } from './metrics-endpoint.js';

/**
 * `/metrics` for a process that serves nothing else (a worker), on its own port: the same plugin as
 * every server's, on the service's host.
 */
export async function serveMetrics(config: Config, port: number): Promise<FastifyInstance> {
  const app = createHttpServer(logger.child({ server: 'metrics' }));
  registerMetrics(app, { token: config.telemetry.metricsToken });
  await app.listen({ host: config.http.host, port });
  return app;
}
