import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_AUTHENTICATE_PATH, sameToken, type AuthenticateResponse } from '../../../../common/src/internal-api.js';
import { INTERNAL_HEADERS, type Principal } from '../../../../common/src/principal.js';
import type { AccountManager } from '../domain/accounts.js';
import type { OAuthServer } from '../domain/oauth.js';

export interface InternalRoutesDeps {
  accounts: AccountManager;
  oauth: OAuthServer;
  internalToken: string;
  /** Whether invalidations reach the edges now (the Redis relay is connected). */
  relayReady: () => boolean;
}

/** API keys (`mk_…`) and OAuth access tokens (`mat_…`), both looked up by hash. */
export function authenticateCredential(accounts: AccountManager, oauth: OAuthServer, credential: string): Promise<Principal | null> {
  return credential.startsWith('mat_') ? oauth.authenticate(credential) : accounts.authenticate(credential);
}

/**
 * `POST /internal/authenticate`: the edge's credential lookup. Only the edge may ask (the internal
 * token, compared in constant time). The answer says how long the edge may keep it: as long as this
 * server keeps it itself, and not at all while a change could fail to reach the edge.
 */
export function internalRoutes(deps: InternalRoutesDeps) {
  return (app: FastifyInstance) => {
    app.post(INTERNAL_AUTHENTICATE_PATH, {
      // Before the body is read: nobody else gets the server to parse anything.
      onRequest: async (req, reply) => {
        if (!sameToken(req.headers[INTERNAL_HEADERS.token], deps.internalToken)) {
          return reply.code(401).send({ error: 'unauthenticated', message: 'Only the edge may call the internal API.' });
        }
      },
    }, async (req, reply) => {
      const credential = (req.body as { credential?: unknown } | undefined)?.credential;
      if (typeof credential !== 'string') return reply.code(400).send({ error: 'invalid_request', message: 'credential must be a string.' });
      const principal = await authenticateCredential(deps.accounts, deps.oauth, credential);
      const until = deps.relayReady() ? deps.accounts.cachedUntil(createHash('sha256').update(credential).digest('hex')) : undefined;
      const answer: AuthenticateResponse = { principal, maxAgeMs: until ? Math.max(0, until - Date.now()) : 0 };
      return reply.header('cache-control', 'no-store').send(answer);
    });
  };
}
