import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalid } from '../../../common/src/errors.js';
import { findBadInput } from '../../../common/src/input-text.js';
import { sendOnSurface, surfaceAt } from '../surfaces.js';

/**
 * One check at the edge for every surface: body (JSON or form), query string, path parameters and
 * headers may hold no text that Postgres refuses (NUL, lone surrogates) and no JSON nested deeper than
 * `MAX_JSON_DEPTH`. It runs before authentication, limits and replay windows, so nothing behind it
 * (fingerprints, resolvers, SQL) ever sees such input; the refusal is a 400 in the surface's shape.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
    const bad =
      findBadInput(req.params, 'path') ?? findBadInput(req.query, 'query') ?? findBadInput(req.headers, 'header') ?? findBadInput(req.body, '');
    if (!bad) return;
    const err = invalid(`\`${bad.path}\` ${bad.reason}.`, { param: bad.path });
    const surface = surfaceAt(req.url);
    if (surface.oauthInputErrors) {
      return reply.code(400).header('cache-control', 'no-store').send({ error: 'invalid_request', error_description: err.message });
    }
    return sendOnSurface(reply, req, err, surface);
  });
}
