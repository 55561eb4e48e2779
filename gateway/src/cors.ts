import type { FastifyInstance } from 'fastify';
import { OAUTH_ENDPOINTS, PROTECTED_RESOURCE_ENDPOINTS } from '../../common/src/oauth-endpoints.js';

/**
 * CORS for browser-based MCP hosts (the MCP Inspector, web agents) on another origin: the OAuth
 * discovery documents, dynamic registration, the token and revocation endpoints, and `/mcp`. Every
 * one takes its credential in a header or the body, never a cookie, so any origin may call them and
 * no credentials are allowed (`*`). The console's routes (its session cookie) and the consent page at
 * `/oauth/authorize` (a page the user's browser opens, not an API) answer no CORS at all
 * (docs/decisions/mcp-oauth.md, "Browser hosts").
 */
const DISCOVERY = [OAUTH_ENDPOINTS.metadata.path, PROTECTED_RESOURCE_ENDPOINTS.edge.path, PROTECTED_RESOURCE_ENDPOINTS.mcp.path];

/** The headers a browser MCP host sends: discovery and OAuth (the SDK adds the protocol version), and MCP. */
const OAUTH_HEADERS = ['authorization', 'content-type', 'mcp-protocol-version'];
const MCP_HEADERS = ['accept', 'authorization', 'content-type', 'last-event-id', 'mcp-protocol-version', 'mcp-session-id', 'x-api-key', 'x-service-model'];

/**
 * What a browser script may read of an answer beyond the CORS-safelisted headers: the challenge that
 * points an MCP host at the resource metadata (RFC 9728 §5.1), the session and protocol version of
 * Streamable HTTP, and when to retry.
 */
const EXPOSED = ['www-authenticate', 'mcp-session-id', 'mcp-protocol-version', 'retry-after', 'x-request-id'];

/** Seconds a browser may cache a preflight (Chromium caps it at 7,200, Firefox at 86,400). */
export const CORS_MAX_AGE_S = 86_400;

interface CorsPolicy {
  methods: string[];
  headers: string[];
}

export const CORS_POLICIES: ReadonlyMap<string, CorsPolicy> = new Map<string, CorsPolicy>([
  ...DISCOVERY.map((path): [string, CorsPolicy] => [path, { methods: ['GET'], headers: OAUTH_HEADERS }]),
  ...[OAUTH_ENDPOINTS.register.path, OAUTH_ENDPOINTS.token.path, OAUTH_ENDPOINTS.revoke.path].map((path): [string, CorsPolicy] => [path, { methods: ['POST'], headers: OAUTH_HEADERS }]),
  // GET and DELETE answer 405 (stateless, no stream, no session), which a browser host must read too.
  ['/mcp', { methods: ['GET', 'POST', 'DELETE'], headers: MCP_HEADERS }],
]);

/**
 * Answers a preflight (`OPTIONS` with `Access-Control-Request-Method`) of those paths with 204 before
 * anything else runs (no credential, no budget spent), and marks every other answer of them, errors
 * included, as readable from any origin. First of the edge's request hooks.
 */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const policy = CORS_POLICIES.get(req.url.split('?')[0]!);
    if (!policy) return;
    reply.header('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', policy.methods.join(', '))
        .header('access-control-allow-headers', policy.headers.join(', '))
        .header('access-control-max-age', String(CORS_MAX_AGE_S))
        .send();
    }
    reply.header('access-control-expose-headers', EXPOSED.join(', '));
  });
}
