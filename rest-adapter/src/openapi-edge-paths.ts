import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { OAUTH_ENDPOINTS } from '../../common/src/oauth-endpoints.js';

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

/** An OAuth endpoint's method, path and operation id, as `common/src/oauth-endpoints.ts` declares them. */
const endpoint = (e: { method: string; path: string; operationId: string }) => ({
  method: e.method.toLowerCase() as RouteConfig['method'],
  path: e.path,
  operationId: e.operationId,
});

const Health = z.looseObject({ ok: z.boolean(), service: z.string(), ts: z.string().meta({ format: 'date-time' }), parts: z.record(z.string(), z.boolean()) });

const TokenResponse = z
  .looseObject({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.int().meta({ description: 'Seconds; access tokens live 1 hour.' }),
    refresh_token: z.string(),
    scope: z.string().meta({ description: 'Space-separated.' }),
  })
  .meta({ id: 'TokenResponse' });

const IntrospectionResponse = z
  .looseObject({
    active: z.boolean(),
    scope: z.string().optional().meta({ description: 'Space-separated.' }),
    client_id: z.string().optional().meta({ description: 'The client the token was issued to (absent for an API key).' }),
    token_type: z.enum(['access_token', 'refresh_token', 'api_key']).optional(),
    exp: z.int().optional().meta({ description: 'Seconds since the epoch; absent for an API key, which does not expire.' }),
    iat: z.int().optional().meta({ description: 'Seconds since the epoch.' }),
    sub: z.string().optional().meta({ description: 'The account the token acts for.' }),
  })
  .meta({ id: 'TokenIntrospection', description: 'RFC 7662 section 2.2; an inactive token answers `active` alone.' });

const OAuthError = z
  .looseObject({ error: z.string().meta({ example: 'invalid_grant' }), error_description: z.string() })
  .meta({ id: 'OAuthError', description: 'RFC 6749 section 5.2.' });

const clientAuth = {
  client_id: z.string().optional().meta({ description: 'With `client_secret`, unless the client authenticates with HTTP Basic.' }),
  client_secret: z.string().optional(),
};

const AuthorizeQuery = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.literal('code'),
  scope: z.string().meta({ description: 'Space-separated scopes; required.' }),
  state: z.string().meta({ description: 'Random value against CSRF, returned with the code.' }),
  code_challenge: z.string().optional().meta({ description: 'PKCE (RFC 7636); required of public clients.' }),
  code_challenge_method: z.literal('S256').optional(),
  resource: z.string().optional().meta({ description: 'RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself; anything else is `invalid_target`.' }),
});

const ClientRegistration = z
  .object({
    redirect_uris: z.array(z.string()).meta({ description: 'https, or http on localhost, 127.0.0.1 or [::1]; no fragment; 1 to 10.' }),
    client_name: z.string().optional().meta({ description: 'Shown on the consent page, marked as unverified; at most 100 characters.' }),
    token_endpoint_auth_method: z.enum(['none', 'client_secret_basic', 'client_secret_post']).optional().meta({ description: '`none`: a public client, PKCE required. Default `client_secret_basic`.' }),
    grant_types: z.array(z.enum(['authorization_code', 'refresh_token'])).optional(),
    response_types: z.array(z.literal('code')).optional(),
    scope: z.string().optional().meta({ description: 'Space-separated; the consent page decides what is granted.' }),
  })
  .meta({ id: 'ClientRegistration', description: 'RFC 7591 section 2; other members are ignored.' });

const RegisteredClient = z
  .looseObject({
    client_id: z.string(),
    client_id_issued_at: z.int(),
    client_secret: z.string().optional().meta({ description: 'Shown once; absent for a public client.' }),
    client_secret_expires_at: z.int().optional().meta({ description: '0: never.' }),
    client_name: z.string(),
    redirect_uris: z.array(z.string()),
    grant_types: z.array(z.string()),
    response_types: z.array(z.string()),
    token_endpoint_auth_method: z.string(),
    scope: z.string().optional(),
  })
  .meta({ id: 'RegisteredClient', description: 'RFC 7591 section 3.2.1.' });

const ProtectedResourceMetadata = z
  .looseObject({
    resource: z.string(),
    authorization_servers: z.array(z.string()),
    scopes_supported: z.array(z.string()),
    bearer_methods_supported: z.array(z.literal('header')),
    resource_name: z.string(),
    resource_documentation: z.string(),
  })
  .meta({ id: 'ProtectedResourceMetadata', description: 'RFC 9728 section 2.' });

/** The routes the edge serves outside the routes table: probes, metrics, OAuth. */
export function registerEdgePaths(registry: OpenAPIRegistry, options: OpenApiOptions): void {
  const html = { 'text/html': { schema: z.string() } };
  const marketplaceErrorRef = { $ref: '#/components/schemas/MarketplaceError' };
  const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
  registry.registerPath({
    method: 'get',
    path: '/health',
    operationId: 'health',
    summary: 'Liveness: the process runs and answers (asks no dependency).',
    tags: ['meta'],
    security: [],
    responses: { 200: { description: 'Alive', headers: RATE_LIMIT_HEADERS as ResponseConfig['headers'], content: json(Health) } },
  });
  registry.registerPath({
    method: 'get',
    path: '/ready',
    operationId: 'ready',
    summary: 'Readiness: every part behind the edge (databases, Redis, Milvus, subgraphs) answers.',
    tags: ['meta'],
    security: [],
    responses: {
      200: { description: 'Ready', content: json(Health) },
      503: { description: 'A part does not answer; `parts` names it', content: json(Health) },
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    summary: 'Prometheus metrics (text exposition format).',
    tags: ['meta'],
    security: options.metricsToken ? [{ metricsToken: [] }] : [],
    responses: {
      200: { description: 'Metrics', content: { 'text/plain': { schema: z.string() } } },
      ...(options.metricsToken ? { 401: { description: 'Missing or wrong token', content: { 'text/plain': { schema: z.string() } } } } : {}),
    },
  });
  registry.registerPath({
    ...endpoint(OAUTH_ENDPOINTS.metadata),
    summary: 'OAuth 2.0 authorization server metadata (RFC 8414).',
    tags: ['oauth'],
    security: [],
    responses: {
      200: {
        description: 'Metadata',
        content: json(
          z.looseObject({
            issuer: z.string(),
            authorization_endpoint: z.string(),
            token_endpoint: z.string(),
            revocation_endpoint: z.string(),
            introspection_endpoint: z.string(),
            introspection_endpoint_auth_methods_supported: z.array(z.string()),
            registration_endpoint: z.string(),
            response_types_supported: z.array(z.string()),
            grant_types_supported: z.array(z.string()),
            code_challenge_methods_supported: z.array(z.string()),
            token_endpoint_auth_methods_supported: z.array(z.string()),
            scopes_supported: z.array(z.string()),
          }),
        ),
      },
    },
  });
  for (const [path, operationId, summary] of [
    ['/.well-known/oauth-protected-resource/mcp', 'mcpResourceMetadata', 'Protected resource metadata of the MCP endpoint (RFC 9728): where an MCP host signs in.'],
    ['/.well-known/oauth-protected-resource', 'resourceMetadata', 'Protected resource metadata of the whole edge (RFC 9728).'],
  ] as const) {
    registry.registerPath({
      method: 'get',
      path,
      operationId,
      summary,
      tags: ['oauth'],
      security: [],
      responses: { 200: { description: 'Metadata', content: json(ProtectedResourceMetadata) } },
    });
  }
  registry.registerPath({
    ...endpoint(OAUTH_ENDPOINTS.register),
    summary: 'Dynamic client registration (RFC 7591), open to anyone: how an MCP host gets a client id.',
    description:
      'A public client (`token_endpoint_auth_method: none`) must use PKCE. 20 registrations per client address and hour; a client that has not exchanged a code within 7 days is removed.',
    tags: ['oauth'],
    security: [],
    request: { body: { required: true, content: json(ClientRegistration) } },
    responses: {
      201: { description: 'Registered', content: json(RegisteredClient) },
      400: { description: '`invalid_redirect_uri` or `invalid_client_metadata`', content: json(OAuthError) },
      429: { description: 'Too many registrations from this address', headers: { 'Retry-After': ref('headers', 'RetryAfter') } as ResponseConfig['headers'], content: json(OAuthError) },
      503: { description: 'Too many registered clients wait to be used', headers: { 'Retry-After': ref('headers', 'RetryAfter') } as ResponseConfig['headers'], content: json(OAuthError) },
    },
  });
  registry.registerPath({
    ...endpoint(OAUTH_ENDPOINTS.authorize),
    summary: 'Starts the authorization code flow: the sign-in and consent page (a browser redirect).',
    tags: ['oauth'],
    security: [],
    request: { query: AuthorizeQuery },
    responses: {
      200: { description: 'The sign-in and consent page', content: html },
      302: { description: 'Back to `redirect_uri` with `error` (a bad request from a trusted client)', headers: { Location: { schema: { type: 'string' } } } },
      400: { description: 'The request cannot be completed (unknown client or redirect URI)', content: html },
    },
  });
  registry.registerPath({
    ...endpoint(OAUTH_ENDPOINTS.consent),
    summary: 'The consent form: signs the user in and redirects to `redirect_uri` with a `code`.',
    tags: ['oauth'],
    security: [],
    request: {
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: AuthorizeQuery.extend({
              email: z.string(),
              password: z.string(),
              grant_scope: z.array(z.string()).optional().meta({ description: 'The scopes the user leaves ticked (a subset of `scope`).' }),
              decision: z.enum(['approve', 'deny']),
            }),
          },
        },
      },
    },
    responses: {
      302: { description: 'To `redirect_uri` with `code` and `state`, or with `error`', headers: { Location: { schema: { type: 'string' } } } },
      400: { description: 'The request cannot be completed', content: html },
      401: { description: 'Wrong e-mail or password: the page again', content: html },
      429: { description: 'Too many failed sign-ins', headers: { 'Retry-After': ref('headers', 'RetryAfter') } as ResponseConfig['headers'], content: html },
    },
  });
  // `/oauth/*` honours `Service-Version` as `/v1` does: an unknown one answers in the marketplace
  // envelope (documented on the JSON endpoints; the browser's pages send no such header).
  const tokenErrors = {
    400: {
      description: 'RFC 6749 error (`invalid_grant`, `invalid_request`, ...), or the marketplace envelope for an unknown `Service-Version`',
      content: { 'application/json': { schema: { anyOf: [{ $ref: '#/components/schemas/OAuthError' }, marketplaceErrorRef] } } },
    },
    401: { description: 'Client authentication failed (`invalid_client`)', content: json(OAuthError) },
  };
  registry.registerPath({
    ...endpoint(OAUTH_ENDPOINTS.token),
    summary: 'Exchanges an authorization code (with its PKCE verifier) or a refresh token for tokens.',
    description: 'Each refresh returns a new refresh token and invalidates the previous one.',
    tags: ['oauth'],
    security: [],
    parameters: [ref('parameters', 'ServiceVersion')],
    request: {
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.object({
              grant_type: z.enum(['authorization_code', 'refresh_token']),
              code: z.string().optional(),
              redirect_uri: z.string().optional(),
              code_verifier: z.string().optional(),
              refresh_token: z.string().optional(),
              resource: z.string().optional().meta({ description: 'RFC 8707, as at `/oauth/authorize`.' }),
              ...clientAuth,
            }),
          },
        },
      },
    },
    responses: {
      200: {
        description: 'Tokens',
        content: json(TokenResponse),
      },
      ...tokenErrors,
    },
  });
  registry.registerPath({
    ...endpoint(OAUTH_ENDPOINTS.revoke),
    summary: 'Revokes an access or refresh token (RFC 7009).',
    tags: ['oauth'],
    security: [],
    parameters: [ref('parameters', 'ServiceVersion')],
    request: {
      body: {
        required: true,
        content: { 'application/x-www-form-urlencoded': { schema: z.object({ token: z.string(), token_type_hint: z.string().optional(), ...clientAuth }) } },
      },
    },
    responses: { 200: { description: 'Revoked (or already unknown)', content: json(z.object({})) }, ...tokenErrors },
  });
  registry.registerPath({
    ...endpoint(OAUTH_ENDPOINTS.introspect),
    summary: 'Token introspection (RFC 7662): whether a token is active, and its scope, client, expiry and account.',
    description:
      'The caller authenticates as a confidential client (HTTP Basic or `client_id` and `client_secret` in the body) and learns about the tokens issued to it, or sends an API key (`Authorization: Bearer` or `X-API-Key`) and learns about its own account\'s keys and tokens. Anything else, or an unknown, expired, spent or revoked token, is `{"active": false}`.',
    tags: ['oauth'],
    security: [],
    parameters: [ref('parameters', 'ServiceVersion')],
    request: {
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.object({
              token: z.string(),
              token_type_hint: z.enum(['access_token', 'refresh_token']).optional().meta({ description: 'A hint only: every kind is recognised.' }),
              ...clientAuth,
            }),
          },
        },
      },
    },
    responses: { 200: { description: 'What the token is', content: json(IntrospectionResponse) }, ...tokenErrors },
  });
}
