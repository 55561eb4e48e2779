import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { withTimeout } from './jobs.js';
import { PROBE_ENDPOINTS } from './probe-endpoints.js';

/** One dependency's check: resolves true when the dependency answers. */
export type ReadinessCheck = () => Promise<boolean>;

/** A process's checks, by the part each names (`postgres`, `milvus`, `redis`, a remote subgraph). */
export type ReadinessChecks = Record<string, ReadinessCheck>;

/** How long one check may take before its part counts as down. */
const CHECK_TIMEOUT_MS = 3000;

/** The paths of the probes and of the metrics scrape: never metered, never counted against a budget. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(Object.values(PROBE_ENDPOINTS).map((e) => e.path));

/** Runs every check at once; one that fails, throws or does not answer in time is down. */
export async function checkParts(checks: ReadinessChecks): Promise<Record<string, boolean>> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([part, check]) => [part, await withTimeout(check(), CHECK_TIMEOUT_MS).then(Boolean, () => false)] as const),
  );
  return Object.fromEntries(results);
}

/** Redis answers a PING (a client without an offline queue fails at once while disconnected). */
export const redisAnswers =
  (redis: Redis): ReadinessCheck =>
  async () =>
    (await redis.ping()) === 'PONG';

/**
 * The two probes of every server. `GET /health` is liveness: the process runs and answers; it asks
 * no dependency, so an outage elsewhere never gets a working process restarted (always 200, `parts`
 * empty). `GET /ready` is readiness: every dependency answers (200), or 503 with the same body naming
 * the parts that do not, so load balancers and orchestrators send no traffic to it meanwhile.
 */
export function registerProbes(app: FastifyInstance, service: string, checks: ReadinessChecks): void {
  app.get(PROBE_ENDPOINTS.health.path, async () => ({ ok: true, service, ts: new Date().toISOString(), parts: {} }));
  app.get(PROBE_ENDPOINTS.ready.path, async (_req, reply) => {
    const parts = await checkParts(checks);
    const ok = Object.values(parts).every(Boolean);
    return reply.code(ok ? 200 : 503).send({ ok, service, ts: new Date().toISOString(), parts });
  });
}
