import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownOrigin } from '../../common/src/http.js';
import { FORWARDED_HEADERS } from '../../common/src/internal-api.js';
import { INTERNAL_HEADERS } from '../../common/src/principal.js';
import { MARKETPLACE_HTTP_ENDPOINTS } from '../../common/src/oauth-endpoints.js';

/** Registers routes outside the routes table on the edge (the OAuth endpoints). */
export type RouteProvider = (app: FastifyInstance) => Promise<void> | void;


/**
 * The OAuth endpoints of a remote marketplace server, proxied. The edge adds what only it knows,
 * with the internal token so the marketplace may trust it: the caller's address (per-address sign-in
 * limits) and its own origin (the OAuth metadata's base when OAUTH_ISSUER is unset). Whatever a
 * client sends in those headers is replaced.
 */
export function oauthProxy(marketplaceOrigin: string, internalToken: string): RouteProvider {
  return async (app) => {
    await app.register(async (scope) => {
      await scope.register(replyFrom, { base: marketplaceOrigin, undici: { connections: 16, pipelining: 1 } });
      // Bodies go on as they came (form-encoded, or anything the marketplace will refuse), within
      // the edge's body limit.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      const forward = (req: FastifyRequest, headers: Record<string, string | string[] | undefined>) => ({
        ...headers,
        [INTERNAL_HEADERS.token]: internalToken,
        [FORWARDED_HEADERS.clientAddress]: req.ip,
        [FORWARDED_HEADERS.origin]: ownOrigin(app),
        [FORWARDED_HEADERS.protocol]: req.protocol,
      });
      for (const route of MARKETPLACE_HTTP_ENDPOINTS) {
        scope.route({
          method: route.method,
          url: route.path,
          // The route's own path and the query, never the request line as sent (an absolute URL
          // there must not point the proxy, and the internal token, anywhere else).
          handler: (req, reply) => {
            const query = req.url.indexOf('?');
            const target = route.path + (query === -1 ? '' : req.url.slice(query));
            // A body goes on byte for byte, whatever its type (reply-from would re-encode a JSON
            // body, which the edge keeps as bytes, as a serialised Buffer).
            const contentType = req.headers['content-type'];
            const raw = Buffer.isBuffer(req.body) && contentType ? { body: req.body, contentType } : {};
            return reply.from(target, { ...raw, rewriteRequestHeaders: (r, headers) => forward(r as FastifyRequest, headers) });
          },
        });
      }
    });
  };
}
