import { z } from 'zod';

// The bodies of the OAuth 2.0 endpoints (common/src/oauth-endpoints.ts), as their RFCs define them.

export const TokenResponse = z
  .looseObject({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.int().meta({ description: 'Seconds; access tokens live 1 hour.' }),
    refresh_token: z.string(),
    scope: z.string().meta({ description: 'Space-separated.' }),
  })
  .meta({ id: 'TokenResponse' });

export const IntrospectionResponse = z
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

export const OAuthError = z
  .looseObject({ error: z.string().meta({ example: 'invalid_grant' }), error_description: z.string() })
  .meta({ id: 'OAuthError', description: 'RFC 6749 section 5.2.' });

export const clientAuth = {
  client_id: z.string().optional().meta({ description: 'With `client_secret`, unless the client authenticates with HTTP Basic.' }),
  client_secret: z.string().optional(),
};

export const AuthorizeQuery = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.literal('code'),
  scope: z.string().meta({ description: 'Space-separated scopes; required.' }),
  state: z.string().meta({ description: 'Random value against CSRF, returned with the code.' }),
  code_challenge: z.string().optional().meta({ description: 'PKCE (RFC 7636); required of public clients.' }),
  code_challenge_method: z.literal('S256').optional(),
  resource: z.string().optional().meta({ description: 'RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself; anything else is `invalid_target`.' }),
});

export const ClientRegistration = z
  .object({
    redirect_uris: z.array(z.string()).meta({ description: 'https, or http on localhost, 127.0.0.1 or [::1]; no fragment; 1 to 10.' }),
    client_name: z.string().optional().meta({ description: 'Shown on the consent page, marked as unverified; at most 100 characters.' }),
    token_endpoint_auth_method: z.enum(['none', 'client_secret_basic', 'client_secret_post']).optional().meta({ description: '`none`: a public client, PKCE required. Default `client_secret_basic`.' }),
    grant_types: z.array(z.enum(['authorization_code', 'refresh_token'])).optional(),
    response_types: z.array(z.literal('code')).optional(),
    scope: z.string().optional().meta({ description: 'Space-separated; the consent page decides what is granted.' }),
  })
  .meta({ id: 'ClientRegistration', description: 'RFC 7591 section 2; other members are ignored.' });

export const RegisteredClient = z
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

export const ProtectedResourceMetadata = z
  .looseObject({
    resource: z.string(),
    authorization_servers: z.array(z.string()),
    scopes_supported: z.array(z.string()),
    bearer_methods_supported: z.array(z.literal('header')),
    resource_name: z.string(),
    resource_documentation: z.string(),
  })
  .meta({ id: 'ProtectedResourceMetadata', description: 'RFC 9728 section 2.' });

/** RFC 8414 section 2. */
export const AuthorizationServerMetadata = z.looseObject({
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
});
