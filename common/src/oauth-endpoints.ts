/**
 * The HTTP endpoints the marketplace's server answers outside GraphQL, declared once: OAuth 2.0
 * (RFC 8414 metadata, authorization with consent, token, revocation, introspection, dynamic client
 * registration) and the console's sign-in. The marketplace registers its handlers by these names,
 * the edge passes these routes on to a remote marketplace, and the OpenAPI document describes them.
 */
export const OAUTH_ENDPOINTS = {
  metadata: { method: 'GET', path: '/.well-known/oauth-authorization-server', operationId: 'oauthMetadata' },
  authorize: { method: 'GET', path: '/oauth/authorize', operationId: 'oauthAuthorize' },
  consent: { method: 'POST', path: '/oauth/authorize', operationId: 'oauthConsent' },
  token: { method: 'POST', path: '/oauth/token', operationId: 'oauthToken' },
  revoke: { method: 'POST', path: '/oauth/revoke', operationId: 'oauthRevoke' },
  introspect: { method: 'POST', path: '/oauth/introspect', operationId: 'oauthIntrospect' },
  register: { method: 'POST', path: '/oauth/register', operationId: 'oauthRegister' },
} as const;

/** The protected resource the OAuth server issues tokens for besides the whole edge: the MCP endpoint. */
export const MCP_PATH = '/mcp';

/** The console's sign-in: a session cookie from the account's login, like the consent page's. */
export const CONSOLE_SESSION_ENDPOINTS = {
  signIn: { method: 'POST', path: '/console/session' },
  session: { method: 'GET', path: '/console/session' },
  signOut: { method: 'DELETE', path: '/console/session' },
} as const;

export type HttpEndpoint = { method: 'GET' | 'POST' | 'DELETE'; path: string };

/** Every endpoint above: what the edge passes on to the marketplace's server when it runs apart. */
export const MARKETPLACE_HTTP_ENDPOINTS: readonly HttpEndpoint[] = [...Object.values(OAUTH_ENDPOINTS), ...Object.values(CONSOLE_SESSION_ENDPOINTS)];
