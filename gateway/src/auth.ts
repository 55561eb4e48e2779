import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../common/src/principal.js';
import { SESSION_PREFIX, sessionTokenOf } from '../../common/src/console-session.js';

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

/**
 * The credentials to try, in order. Each REST surface has its own header (`X-API-Key` on `/api/`,
 * `Authorization: Bearer` elsewhere) and uses it whatever else is sent, so an SDK that sets both
 * headers works; the other header alone is kept so the surface can answer 401 naming the right one.
 * GraphQL and MCP (`/mcp`) accept either: both are tried, `X-API-Key` first, and the first valid one is used.
 * A session token in `X-API-Key` or `Authorization` is no session: sessions come from the cookie only.
 */
export function credentialsOf(req: FastifyRequest): Presented[] {
  const { apiKey, bearer } = presented(req);
  const path = req.url.split('?')[0]!;
  if (path === '/graphql' || path === '/mcp') {
    const headers = [apiKey, bearer].filter((c): c is Presented => !!c);
    // The console's session cookie counts on `/graphql` alone, and only when no header credential
    // is sent; the edge then requires its CSRF token (edge.ts).
    const session = path === '/graphql' && !headers.length ? sessionTokenOf(req.headers.cookie) : undefined;
    return session ? [{ scheme: 'session', value: session }] : headers;
  }
  const own = path.startsWith('/api/') ? apiKey : bearer;
  const other = path.startsWith('/api/') ? bearer : apiKey;
  const chosen = own ?? other;
  return chosen ? [chosen] : [];
}

/** The credential a request is judged by, and whose it is (unset when none is valid). */
export async function authenticateRequest(req: FastifyRequest, authenticate: Authenticate): Promise<{ credential: Credential; principal?: Principal }> {
  const candidates = credentialsOf(req);
  for (const credential of candidates) {
    if (credential.scheme !== 'session' && credential.value.startsWith(SESSION_PREFIX)) continue;
    const principal = await authenticate(credential.value);
    if (principal) return { credential, principal };
  }
  return { credential: candidates[0] };
}
