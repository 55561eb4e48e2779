import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../../common/src/errors.js';
import { surfaceAt } from '../surfaces.js';

/** Dated versions of `/v1` (spec "Versioning"). */
export const CURRENT_VERSION = '2026-03-01';
export const VERSIONS: Record<string, { deprecatedAt?: Date; sunset?: Date }> = {
  '2026-03-01': {},
  // Superseded by 2026-03-01 on its release; end of life 2026-12-31 (the last day it answers).
  '2026-01-01': { deprecatedAt: new Date('2026-03-01T00:00:00Z'), sunset: new Date('2026-12-31T23:59:59Z') },
};
export const V0_REMOVED_ON = '2026-06-30';

/**
 * `Service-Version` pinning on `/v1`, `/oauth` and `/graphql`: the resolved version is echoed; a
 * deprecated one answers with `Deprecation` (RFC 9745) and `Sunset` (RFC 8594); an unknown one is a
 * 400, answered by `reject` in the surface's error shape. `/v0` answers 410 Gone.
 */
export function registerVersioning(app: FastifyInstance, reject: (req: FastifyRequest, reply: FastifyReply, err: AppError) => FastifyReply): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!surfaceAt(req.url).versioned) return;
    const raw = req.headers['service-version'];
    const wanted = typeof raw === 'string' && raw.trim() ? raw.trim() : CURRENT_VERSION;
    const version = VERSIONS[wanted];
    if (!version) {
      return reject(
        req,
        reply,
        new AppError(ErrorCode.InvalidRequest, `Unknown Service-Version ${JSON.stringify(wanted)}; supported: ${Object.keys(VERSIONS).join(', ')} (YYYY-MM-DD).`, {
          param: 'Service-Version',
          details: [{ field: 'Service-Version', message: `supported versions: ${Object.keys(VERSIONS).join(', ')}` }],
        }),
      );
    }
    reply.header('service-version', wanted);
    if (version.deprecatedAt) reply.header('deprecation', `@${Math.floor(version.deprecatedAt.getTime() / 1000)}`);
    if (version.sunset) reply.header('sunset', version.sunset.toUTCString());
    if (version.deprecatedAt) reply.header('link', `<https://docs.memory-marketplace.dev/versions/${CURRENT_VERSION}>; rel="deprecation"; type="text/html"`);
  });

  const gone = async (req: FastifyRequest, reply: FastifyReply) =>
    reject(
      req,
      reply,
      new AppError(ErrorCode.Gone, `API version v0 was removed on ${V0_REMOVED_ON}. Use /v1 (current dated version ${CURRENT_VERSION}).`, {
        removed_on: V0_REMOVED_ON,
        current_version: 'v1',
      }),
    );
  app.all('/v0', gone);
  app.all('/v0/*', gone);
}
