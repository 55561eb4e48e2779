import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { MEDIA_TYPES, type DeclaredEndpoint, type DeclaredResponse } from '../../common/src/http-endpoint.js';
import { OAUTH_ENDPOINTS, PROTECTED_RESOURCE_ENDPOINTS } from '../../common/src/oauth-endpoints.js';
import { PROBE_ENDPOINTS } from '../../common/src/probe-endpoints.js';

/** What the document says about the edge in front of the routes, handed over by the edge. */
export interface OpenApiOptions {
  /** The dated versions `Service-Version` accepts, newest first. */
  serviceVersions: string[];
  /** Whether `/metrics` asks for a bearer token. */
  metricsToken?: boolean;
}

export const ref = (kind: 'headers' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });

export const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': ref('headers', 'RateLimitLimit'),
  'X-RateLimit-Remaining': ref('headers', 'RateLimitRemaining'),
  'X-RateLimit-Reset': ref('headers', 'RateLimitReset'),
  'X-Request-Id': ref('headers', 'RequestId'),
};

/** The endpoints the edge serves outside the routes table, in the document's order. */
const EDGE_ENDPOINTS: readonly DeclaredEndpoint[] = [
  PROBE_ENDPOINTS.health,
  PROBE_ENDPOINTS.ready,
  PROBE_ENDPOINTS.metrics,
  OAUTH_ENDPOINTS.metadata,
  PROTECTED_RESOURCE_ENDPOINTS.mcp,
  PROTECTED_RESOURCE_ENDPOINTS.edge,
  OAUTH_ENDPOINTS.register,
  OAUTH_ENDPOINTS.authorize,
  OAUTH_ENDPOINTS.consent,
  OAUTH_ENDPOINTS.token,
  OAUTH_ENDPOINTS.revoke,
  OAUTH_ENDPOINTS.introspect,
];

const HEADERS: Record<NonNullable<DeclaredResponse['headers']>[number], Record<string, unknown>> = {
  'rate-limit': RATE_LIMIT_HEADERS,
  'retry-after': { 'Retry-After': ref('headers', 'RetryAfter') },
  location: { Location: { schema: { type: 'string' } } },
};

function responseConfig(r: DeclaredResponse): ResponseConfig {
  const headers = r.headers?.length ? Object.assign({}, ...r.headers.map((h) => HEADERS[h])) : undefined;
  const type = r.body ? MEDIA_TYPES[r.body.kind] : undefined;
  const schema = r.body && r.orMarketplaceEnvelope ? { anyOf: [schemaRef(r.body.schema), { $ref: '#/components/schemas/MarketplaceError' }] } : r.body?.schema;
  return {
    description: r.description,
    ...(headers ? { headers: headers as ResponseConfig['headers'] } : {}),
    ...(type ? { content: { [type]: { schema } } as ResponseConfig['content'] } : {}),
  };
}

/** A registered schema (one with an `id`) by reference, as the generator writes it. */
function schemaRef(schema: z.ZodType): { $ref: string } {
  const id = (schema.meta() as { id?: string } | undefined)?.id;
  if (!id) throw new Error('only a schema with an id can be offered as one of several bodies');
  return { $ref: `#/components/schemas/${id}` };
}

function routeConfig(e: DeclaredEndpoint, options: OpenApiOptions): RouteConfig {
  const responses = Object.entries(e.responses).filter(([status]) => !(e.metricsToken && !options.metricsToken && status === '401'));
  const body = e.request?.body;
  return {
    method: e.method.toLowerCase() as RouteConfig['method'],
    path: e.path,
    operationId: e.operationId,
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    tags: [e.tag],
    security: e.metricsToken && options.metricsToken ? [{ metricsToken: [] }] : [],
    ...(e.versioned ? { parameters: [ref('parameters', 'ServiceVersion')] } : {}),
    ...(e.request
      ? {
          request: {
            ...(e.request.query ? { query: e.request.query } : {}),
            ...(body ? { body: { required: true, content: { [MEDIA_TYPES[body.kind]]: { schema: body.schema } } } } : {}),
          },
        }
      : {}),
    responses: Object.fromEntries(responses.map(([status, r]) => [status, responseConfig(r)])),
  };
}

/** The routes the edge serves outside the routes table: probes, metrics, OAuth, from their declarations. */
export function registerEdgePaths(registry: OpenAPIRegistry, options: OpenApiOptions): void {
  for (const e of EDGE_ENDPOINTS) registry.registerPath(routeConfig(e, options));
}
