import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownOrigin } from '../../common/src/http.js';
import { MCP_PATH, PROTECTED_RESOURCE_ENDPOINTS } from '../../common/src/oauth-endpoints.js';
import { SCOPES, type Scope } from '../../common/src/principal.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** OAUTH_ISSUER: the edge's public origin; null, the bound loopback address stands in. */
    publicOrigin: string | null;
  }
}

/** Either lets a caller use the MCP endpoint; each tool then needs its own. */
export const MCP_SCOPES: readonly Scope[] = ['memory:read', 'memory:write'];

/** The edge's public origin: OAUTH_ISSUER, or (everything on this machine) the address it is bound to. */
export function publicOriginOf(app: FastifyInstance): string {
  return app.publicOrigin ?? ownOrigin(app);
}

/** RFC 9728 §3.1: the metadata URL of a resource is the well-known path with the resource's path after it. */
export function mcpResourceMetadataUrl(req: FastifyRequest): string {
  return `${publicOriginOf(req.server)}${PROTECTED_RESOURCE_ENDPOINTS.mcp.path}`;
}

/** RFC 6750 §3 quoted-string: backslash and double quote escaped. */
const quoted = (v: string) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * The `WWW-Authenticate` challenge of a refused `/mcp` request (RFC 6750 §3, RFC 9728 §5.1): where the
 * resource metadata is, the scopes the endpoint takes, and for a presented credential what was wrong
 * with it (`invalid_token` on a 401, `insufficient_scope` on a 403).
 */
export function mcpChallenge(req: FastifyRequest, error?: 'invalid_token' | 'insufficient_scope'): string {
  const params = [...(error ? [`error=${quoted(error)}`] : []), `scope=${quoted(MCP_SCOPES.join(' '))}`, `resource_metadata=${quoted(mcpResourceMetadataUrl(req))}`];
  return `Bearer ${params.join(', ')}`;
}

/**
 * RFC 9728 protected resource metadata, from OAUTH_ISSUER (never the Host header). The MCP endpoint's
 * document is at the path-suffixed URL MCP clients try first and `/mcp`'s 401 names; the root
 * document describes the edge as a whole, which takes the same tokens on every surface.
 */
export function registerProtectedResourceMetadata(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.decorate('publicOrigin', publicOrigin ?? null);
  const document = (resource: string, scopes: readonly string[], name: string) => {
    const base = publicOriginOf(app);
    return {
      resource: `${base}${resource}`,
      authorization_servers: [base],
      scopes_supported: [...scopes],
      bearer_methods_supported: ['header'],
      resource_name: name,
      resource_documentation: `${base}/docs`,
    };
  };
  // Readable from any origin (gateway/src/cors.ts): browser MCP hosts start here.
  const headers = { 'cache-control': 'public, max-age=3600' };
  app.get(PROTECTED_RESOURCE_ENDPOINTS.mcp.path, async (_req, reply) => reply.headers(headers).send(document(MCP_PATH, MCP_SCOPES, 'Memory (MCP)')));
  app.get(PROTECTED_RESOURCE_ENDPOINTS.edge.path, async (_req, reply) => reply.headers(headers).send(document('', SCOPES, 'Memory and API marketplace')));
}
