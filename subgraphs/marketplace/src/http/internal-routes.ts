import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_AUTHENTICATE_PATH, sameToken, type AuthenticateResponse } from '../../../../common/src/internal-api.js';
import { INTERNAL_HEADERS, type Principal } from '../../../../common/src/principal.js';
import type { AccountManager } from '../modules/accounts/providers/accounts-manager.js';
import type { OAuthServer } from '../modules/oauth/providers/oauth-server.js';
import type { ConsoleSessions } from '../modules/accounts/providers/console-sessions.js';
import { SESSION_PREFIX } from '../../../../common/src/console-session.js';

export interface InternalRoutesDeps {
  accounts: AccountManager;
  oauth: OAuthServer;
  sessions: ConsoleSessions;
  internalToken: string;
  /** Whether invalidations reach the edges now (the Redis relay is connected). */
  relayReady: () => boolean;
}

/**
 * API keys (`mk_…`), OAuth access tokens (`mat_…`) and console sessions (`mcs_…`, which the edge
 * takes only from its cookie on `/graphql`), each looked up by hash.
 */
export function authenticateCredential(accounts: AccountManager, oauth: OAuthServer, sessions: ConsoleSessions, credential: string): Promise<Principal | null> {
  if (credential.startsWith('mat_')) return oauth.authenticate(credential);
  if (credential.startsWith(SESSION_PREFIX)) return sessions.authenticate(credential);
  return accounts.authenticate(credential);
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
      const principal = await authenticateCredential(deps.accounts, deps.oauth, deps.sessions, credential);
      const until = deps.relayReady() ? deps.accounts.cachedUntil(createHash('sha256').update(credential).digest('hex')) : undefined;
      const answer: AuthenticateResponse = { principal, maxAgeMs: until ? Math.max(0, until - Date.now()) : 0 };
      return reply.header('cache-control', 'no-store').send(answer);
    });
  };
}
