import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { z } from 'zod';
import { OAUTH_ENDPOINTS } from '../../common/src/oauth-endpoints.js';
import { SCOPES } from '../../common/src/principal.js';
import { pathParamsSchema, responsesOf, type RestRoute, type Surface } from './route.js';
import { errorEnvelope, MarketplaceError, MemoryError } from './schemas.js';
import { RATE_LIMIT_HEADERS, ref, registerEdgePaths, type OpenApiOptions } from './openapi-edge-paths.js';
import { routes } from './routes/index.js';

export type { OpenApiOptions } from './openapi-edge-paths.js';

type Json = Record<string, unknown>;

const SCOPE_TEXT: Record<string, string> = {
  'marketplace:read': 'List and search APIs',
  'marketplace:write': 'Submit and manage own APIs',
  'subscriptions:read': 'View subscriptions',
  'subscriptions:write': 'Create, change and cancel subscriptions',
  'usage:read': 'Usage reports and alerts',
  'webhooks:read': 'List webhook endpoints and deliveries',
  'webhooks:write': 'Create and delete webhook endpoints, retry deliveries',
  'billing:read': 'Invoices and billing information',
  'memory:read': 'Search and read memories',
  'memory:write': 'Store, change and erase memories',
};

const VERSION_HEADERS = {
  'Service-Version': ref('headers', 'ServiceVersion'),
  Deprecation: ref('headers', 'Deprecation'),
  Sunset: ref('headers', 'Sunset'),
};

function operationId(route: RestRoute): string {
  const def = route.operation.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return def?.name?.value ?? route.path;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'Success',
  201: 'Created',
  400: 'Invalid request (body, query or `Service-Version`)',
  401: 'Missing, invalid or revoked key',
  403: 'The key or token lacks the scope, or the plan does not include this',
  404: 'Not found',
  409: 'Conflict, or the same `Idempotency-Key` is still being processed',
  413: 'Request body too large',
  415: 'Body is not JSON',
  422: 'The same `Idempotency-Key` was used with a different request',
  429: 'Rate limited: wait `Retry-After` seconds',
  500: 'Internal error',
  503: 'A part of the service is briefly unavailable: retry after `Retry-After` seconds',
};

function headersFor(surface: Surface, code: number, idempotent: boolean): Record<string, unknown> {
  const headers: Record<string, unknown> = { ...RATE_LIMIT_HEADERS };
  if (surface === 'marketplace') Object.assign(headers, VERSION_HEADERS);
  if (code === 429 || code === 503) headers['Retry-After'] = ref('headers', 'RetryAfter');
  if (code < 300 && idempotent) headers['Idempotent-Replayed'] = ref('headers', 'IdempotentReplayed');
  return headers;
}

/** `MemoryError404`: the shared error answers, one component each, which the operations refer to. */
const errorResponseName = (surface: Surface, code: number) => `${surface === 'memory' ? 'Memory' : 'Marketplace'}Error${code}`;

function responsesFor(route: RestRoute): RouteConfig['responses'] {
  const out: RouteConfig['responses'] = {};
  for (const [status, schema] of Object.entries(responsesOf(route))) {
    const code = Number(status);
    if (schema === errorEnvelope(route.surface)) {
      out[status] = { $ref: `#/components/responses/${errorResponseName(route.surface, code)}` };
      continue;
    }
    out[status] = {
      description: STATUS_TEXT[code] ?? 'Success',
      headers: headersFor(route.surface, code, !!route.idempotent) as ResponseConfig['headers'],
      // A streaming route's success is one line's schema, in its stream's media type.
      content: { [route.stream && code < 300 ? route.stream.contentType : 'application/json']: { schema } },
    };
  }
  return out;
}

function errorResponses(registry: OpenAPIRegistry): void {
  // Only referred to from the shared responses: registered as JSON Schema, zod's own rendering.
  for (const [name, schema] of [['MemoryError', MemoryError], ['MarketplaceError', MarketplaceError]] as const) {
    // The `id` in its metadata puts the schema under `$defs`, behind a `$ref`.
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12' }) as { $defs?: Record<string, Json> };
    registry.registerComponent('schemas', name, json.$defs![name]!);
  }
  const used = new Set<string>();
  for (const route of routes) {
    for (const [status, schema] of Object.entries(responsesOf(route))) {
      const code = Number(status);
      const name = errorResponseName(route.surface, code);
      if (schema !== errorEnvelope(route.surface) || used.has(name)) continue;
      used.add(name);
      registry.registerComponent('responses', name, {
        description: STATUS_TEXT[code] ?? 'Error',
        headers: headersFor(route.surface, code, false) as never,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.surface === 'memory' ? 'MemoryError' : 'MarketplaceError'}` } } },
      });
    }
  }
}

function routeConfig(route: RestRoute): RouteConfig {
  const params = pathParamsSchema(route.path);
  const parameters = [];
  if (route.surface === 'memory') parameters.push(ref('parameters', 'ServiceModel'));
  else parameters.push(ref('parameters', 'ServiceVersion'));
  if (route.idempotent) parameters.push(ref('parameters', 'IdempotencyKey'));
  const hasBody = route.method === 'POST';
  const scopes = route.scope ? [route.scope] : [];
  const security: Array<Record<string, string[]>> =
    route.auth === 'none'
      ? []
      : route.surface === 'memory'
        ? [{ apiKey: scopes }, { bearer: scopes }, { oauth2: scopes }]
        : [{ bearer: scopes }, { oauth2: scopes }, { apiKey: scopes }];
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: route.path.replace(/:(\w+)/g, '{$1}'),
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.surface],
    security,
    ...(route.scope ? { 'x-required-scope': route.scope } : {}),
    parameters,
    request: {
      ...(params ? { params } : {}),
      ...(hasBody
        ? {
            body: {
              required: !route.input.safeParse(undefined).success,
              content: {
                'application/json': { schema: route.input },
                // The NDJSON an export wrote, one record a line (`user_id` then in the query).
                ...(route.ndjsonBody ? { 'application/x-ndjson': { schema: { type: 'string', description: `One JSON document a line: the items of \`${route.ndjsonBody}\`.` } } } : {}),
              },
            },
            ...(route.ndjsonBody ? { query: z.object({ user_id: z.string().optional().meta({ description: 'The store, with an NDJSON body.' }) }) } : {}),
          }
        : { query: route.input as z.ZodObject }),
    },
    responses: responsesFor(route),
  };
}

function components(registry: OpenAPIRegistry, options: OpenApiOptions): void {
  const header = (name: string, description: string, schema: Json) => registry.registerComponent('headers', name, { description, schema });
  header('RateLimitLimit', 'Requests allowed in the current window for this account and tier.', { type: 'integer' });
  header('RateLimitRemaining', 'Requests left in the current window.', { type: 'integer' });
  header('RateLimitReset', 'Seconds until the window resets.', { type: 'integer' });
  header('RequestId', 'The request id, also in every error body; quote it to support.', { type: 'string' });
  header('RetryAfter', 'Seconds to wait before retrying.', { type: 'string' });
  header('IdempotentReplayed', '`true` when the answer replays an earlier request with the same `Idempotency-Key`.', { type: 'string', enum: ['true'] });
  header('ServiceVersion', 'The dated version that answered.', { type: 'string', enum: options.serviceVersions });
  header('Deprecation', 'Set when the pinned version is deprecated: `@` and the Unix time it was (RFC 9745).', { type: 'string', example: '@1772323200' });
  header('Sunset', 'When the pinned version stops answering (RFC 8594), an HTTP date.', { type: 'string' });

  registry.registerComponent('parameters', 'ServiceModel', {
    name: 'X-Service-Model',
    in: 'header',
    required: false,
    description: 'The engine that reads memory (see `GET /api/v1/models`).',
    schema: { type: 'string', default: 'tablet-1' },
  });
  registry.registerComponent('parameters', 'ServiceVersion', {
    name: 'Service-Version',
    in: 'header',
    required: false,
    description: 'Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400.',
    schema: { type: 'string', enum: options.serviceVersions },
  });
  registry.registerComponent('parameters', 'IdempotencyKey', {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
  });

  registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description:
      'An API key (`mk_...`) or an OAuth access token (`mat_...`) in `X-API-Key`, on either surface. Sent with `Authorization: Bearer` too, both must hold the same credential (otherwise 400).',
  });
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: '`Authorization: Bearer` with an API key or an OAuth access token, on either surface (the spelling of the marketplace spec and of OAuth clients).',
  });
  registry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description: 'Authorization code flow with PKCE (S256); a user may untick scopes but never add any.',
    flows: {
      authorizationCode: {
        authorizationUrl: OAUTH_ENDPOINTS.authorize.path,
        tokenUrl: OAUTH_ENDPOINTS.token.path,
        refreshUrl: OAUTH_ENDPOINTS.token.path,
        scopes: Object.fromEntries(SCOPES.map((s) => [s, SCOPE_TEXT[s] ?? s])),
      },
    },
  });
  if (options.metricsToken) registry.registerComponent('securitySchemes', 'metricsToken', { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' });
}

/** OpenAPI 3.1 description of the REST surfaces and the edge's own endpoints, from their zod declarations. */
export function openApiDocument(options: OpenApiOptions = { serviceVersions: [] }): Json {
  const registry = new OpenAPIRegistry();
  components(registry, options);
  for (const route of routes) registry.registerPath(routeConfig(route));
  errorResponses(registry);
  registerEdgePaths(registry, options);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Memory Marketplace REST API',
      version: '1.3.0',
      description:
        'Long-term memory for AI agents (`/api/v1`) and an API marketplace (`/v1`). Both take an API key or an OAuth access token in `X-API-Key` or `Authorization: Bearer`. The same data is in GraphQL at `/graphql`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'memory', description: 'Memory service (`/api/v1`)' },
      { name: 'marketplace', description: 'Marketplace platform (`/v1`)' },
      { name: 'oauth', description: 'OAuth 2.0 authorization server' },
      { name: 'meta', description: 'Probes and metrics' },
    ],
  }) as unknown as Json;
}
