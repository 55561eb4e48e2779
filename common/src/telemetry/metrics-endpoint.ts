import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import { AppError, ErrorCode, marketplaceErrorBody, normalizeError } from '../errors.js';
import { sameToken } from '../internal-api.js';
import { httpRequestDuration, registry } from './metrics.js';
import { PROBE_ENDPOINTS } from '../probe-endpoints.js';

export const METRICS_PATH = PROBE_ENDPOINTS.metrics.path;

type Child = ReturnType<typeof httpRequestDuration.labels>;

/**
 * The request histogram's series of one route, made once per method and status: a request costs a
 * map lookup and prom-client's observe, and no label object of ours.
 */
function routeRecorder(route: string): onResponseHookHandler {
  const byMethod = new Map<string, Map<number, Child>>();
  return function recordRequest(req: FastifyRequest, reply: FastifyReply, done: () => void) {
    let byStatus = byMethod.get(req.method);
    if (!byStatus) byMethod.set(req.method, (byStatus = new Map()));
    let child = byStatus.get(reply.statusCode);
    if (!child) byStatus.set(reply.statusCode, (child = httpRequestDuration.labels(req.method, route, String(reply.statusCode))));
    child.observe(reply.elapsedTime / 1000);
    done();
  };
}

function withHook(hooks: RouteOptions['onResponse'], hook: onResponseHookHandler): onResponseHookHandler[] {
  return [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), hook];
}

/**
 * The metrics plugin of a server: every request's duration by method, route pattern (never the path
 * as sent) and status, and `GET /metrics` in Prometheus' text format. Registered before any route, so
 * that every route gets its recorder; requests no route matches count as route `unmatched`. With a
 * token, `/metrics` answers only `Authorization: Bearer <token>`.
 */
export function registerMetrics(app: FastifyInstance, opts: { token?: string } = {}): void {
  app.addHook('onRoute', (route) => {
    route.onResponse = withHook(route.onResponse, routeRecorder(route.url ?? route.path));
  });
  const unmatched = routeRecorder('unmatched');
  app.addHook('onResponse', function recordUnmatched(req, reply, done) {
    if (req.is404) return unmatched.call(this, req, reply, done);
    done();
  });

  app.get(METRICS_PATH, async (req, reply) => {
    if (opts.token && !sameToken(/^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1], opts.token)) {
      const err = normalizeError(new AppError(ErrorCode.Unauthenticated, 'Metrics need the metrics token (Authorization: Bearer).'));
      return reply.code(err.status).header('www-authenticate', 'Bearer').send(marketplaceErrorBody(err, String(req.id)));
    }
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).send(text);
  });
}
