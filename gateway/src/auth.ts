import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../common/src/principal.js';
import { SESSION_PREFIX, sessionTokenOf } from '../../common/src/console-session.js';
import { surfaceAt } from './surfaces.js';

/** Looks a presented API key up; null when unknown or revoked. */
export type Authenticate = (key: string) => Promise<Principal | null>;

/**
 * Who resolves credentials for the edge: the marketplace's domain called in process (the
 * single-process default), or the marketplace server over its internal API (`remote-auth.ts`).
 */
export interface Authenticator {
  /**
   * API keys (`mk_…`), OAuth access tokens (`mat_…`) and console sessions (`mcs_…`); null when
   * unknown, expired or revoked.
   */
  authenticate: Authenticate;
  close(): Promise<void>;
}

export type Credential = { scheme: 'api-key' | 'bearer' | 'session'; value: string } | undefined;

type Presented = NonNullable<Credential>;

/** Every credential a request presents, in `X-API-Key` and in `Authorization: Bearer`. */
function presented(req: FastifyRequest): { apiKey?: Presented; bearer?: Presented } {
  const found: { apiKey?: Presented; bearer?: Presented } = {};
  const apiKey = req.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey.trim()) found.apiKey = { scheme: 'api-key', value: apiKey.trim() };
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) found.bearer = { scheme: 'bearer', value: m[1]! };
  }
  return found;
}

/** What a request presents to be judged by: one credential, none, or two headers that disagree. */
export type Presentation = { credential: Credential } | { conflict: true };

/**
 * The credential a request is judged by. Every surface (`/api/`, `/v1`, `/graphql`, `/mcp`) takes an
 * API key or an OAuth access token in `X-API-Key` or in `Authorization: Bearer`, so a standard client
 * (a bearer-token SDK, an OAuth library) works wherever it is pointed. Both headers may be sent when
 * they hold the same credential; two different credentials are a conflict the surface refuses (400),
 * never a guess at which one the caller meant.
 * A session token in `X-API-Key` or `Authorization` is no session: sessions come from the cookie only,
 * on `/graphql`, and only when no header credential is sent; the edge then requires its CSRF token (edge.ts).
 */
export function presentationOf(req: FastifyRequest): Presentation {
  const { apiKey, bearer } = presented(req);
  if (apiKey && bearer && apiKey.value !== bearer.value) return { conflict: true };
  const header = bearer ?? apiKey;
  if (header) return { credential: header };
  const session = surfaceAt(req.url).session ? sessionTokenOf(req.headers.cookie) : undefined;
  return { credential: session ? { scheme: 'session', value: session } : undefined };
}

/** The credential a request is judged by, and whose it is (unset when none is valid or two conflict). */
export async function authenticateRequest(
  req: FastifyRequest,
  authenticate: Authenticate,
): Promise<{ credential: Credential; principal?: Principal; conflict?: true }> {
  const presentation = presentationOf(req);
  if ('conflict' in presentation) return { credential: undefined, conflict: true };
  const { credential } = presentation;
  if (!credential) return { credential };
  if (credential.scheme !== 'session' && credential.value.startsWith(SESSION_PREFIX)) return { credential };
  const principal = await authenticate(credential.value);
  return principal ? { credential, principal } : { credential };
}
