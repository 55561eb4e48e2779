import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MeteredProduct } from '../../common/src/job-definitions.js';
import { MCP_PATH } from '../../common/src/oauth-endpoints.js';
import { PROBE_PATHS } from '../../common/src/readiness.js';
import { sendRestError } from '../../rest-adapter/src/adapter.js';
import type { Surface as RestSurface } from '../../rest-adapter/src/route.js';
import { sendGraphQLError } from './graphql-errors.js';
import { sendMcpError } from './mcp-errors.js';

/**
 * The edge's surfaces, declared once: which one a request reached decides how it is judged (credential
 * headers, session cookie), which error envelope answers it, whether `Service-Version` applies and
 * whether it is metered. Every hook of the edge asks `surfaceAt`; none looks at URL prefixes itself.
 */
export type SurfaceName = 'memory' | 'marketplace' | 'graphql' | 'mcp' | 'oauth' | 'console' | 'probe' | 'other';

/** How a refusal is written on a surface. */
export type ErrorShape =
  /** A REST envelope (the memory or the marketplace spec's). */
  | { kind: 'rest'; envelope: RestSurface }
  /** GraphQL's `errors` array, with the status a GraphQL-over-HTTP client expects. */
  | { kind: 'graphql' }
  /** A JSON-RPC error (MCP). */
  | { kind: 'mcp' };

export interface EdgeSurface {
  name: SurfaceName;
  /** How the edge's own refusals (limits, versions, conflicting credentials, bad input) are written. */
  errors: ErrorShape;
  /**
   * Input the edge refuses before any handler is written in RFC 6749's `{error, error_description}`
   * here (the OAuth endpoints), instead of `errors`.
   */
  oauthInputErrors: boolean;
  /** Callers are judged by an API key or an access token, so two different ones conflict (400). */
  credentials: boolean;
  /** The console's session cookie is a credential here (when no header credential is sent). */
  session: boolean;
  /** `Service-Version` pinning applies (spec "Versioning"). */
  versioned: boolean;
  /** Requests count as API usage (the console's own pages and the probes do not). */
  metered: boolean;
  /** The product a metered request is usage of: the memory service (its REST surface and its MCP tools) or the platform. */
  product: MeteredProduct;
  /** Never counted against a budget; answers whatever happens to the budget's store. */
  unlimited: boolean;
}

const rest = (envelope: RestSurface): ErrorShape => ({ kind: 'rest', envelope });

const SURFACES: Record<SurfaceName, EdgeSurface> = {
  memory: { name: 'memory', errors: rest('memory'), oauthInputErrors: false, credentials: true, session: false, versioned: false, metered: true, unlimited: false, product: 'memory' },
  marketplace: { name: 'marketplace', errors: rest('marketplace'), oauthInputErrors: false, credentials: true, session: false, versioned: true, metered: true, unlimited: false, product: 'platform' },
  graphql: { name: 'graphql', errors: { kind: 'graphql' }, oauthInputErrors: false, credentials: true, session: true, versioned: true, metered: true, unlimited: false, product: 'platform' },
  mcp: { name: 'mcp', errors: { kind: 'mcp' }, oauthInputErrors: false, credentials: true, session: false, versioned: false, metered: true, unlimited: false, product: 'memory' },
  // Edge refusals on the OAuth endpoints (a version, a budget) use the marketplace's envelope, as `/v1` does.
  oauth: { name: 'oauth', errors: rest('marketplace'), oauthInputErrors: true, credentials: false, session: false, versioned: true, metered: true, unlimited: false, product: 'platform' },
  console: { name: 'console', errors: rest('marketplace'), oauthInputErrors: false, credentials: false, session: false, versioned: false, metered: false, unlimited: false, product: 'platform' },
  probe: { name: 'probe', errors: rest('marketplace'), oauthInputErrors: false, credentials: false, session: false, versioned: false, metered: false, unlimited: true, product: 'platform' },
  // Everything else the edge answers (`/v0`, discovery documents, the OpenAPI document, unknown paths).
  other: { name: 'other', errors: rest('marketplace'), oauthInputErrors: false, credentials: false, session: false, versioned: false, metered: true, unlimited: false, product: 'platform' },
};

/** The surface that serves a path, by the paths each surface owns. */
function nameOf(path: string): SurfaceName {
  if (path === '/graphql') return 'graphql';
  if (path === MCP_PATH) return 'mcp';
  if (path.startsWith('/api/')) return 'memory';
  if (path.startsWith('/v1/')) return 'marketplace';
  if (path.startsWith('/oauth/')) return 'oauth';
  if (path === '/console' || path.startsWith('/console/')) return 'console';
  if (PROBE_PATHS.has(path)) return 'probe';
  return 'other';
}

/** The surface a request's URL (path and query) reached. */
export function surfaceAt(url: string): EdgeSurface {
  return SURFACES[nameOf(url.split('?')[0]!)];
}

/** The REST envelope a surface's refusals use where only a REST body can be written (GraphQL and MCP: the marketplace's). */
export function restEnvelopeOf(surface: EdgeSurface): RestSurface {
  return surface.errors.kind === 'rest' ? surface.errors.envelope : 'marketplace';
}

/** Answers a request with an error in the shape of the surface it reached. */
export function sendOnSurface(reply: FastifyReply, req: FastifyRequest, err: unknown, surface = surfaceAt(req.url)): FastifyReply {
  switch (surface.errors.kind) {
    case 'graphql':
      return sendGraphQLError(reply, err, req);
    case 'mcp':
      return sendMcpError(reply, err, req);
    case 'rest':
      return sendRestError(reply, surface.errors.envelope, err, req);
  }
}
