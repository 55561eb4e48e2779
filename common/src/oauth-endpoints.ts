import { z } from 'zod';
import { declareEndpoints, type DeclaredResponse } from './http-endpoint.js';
import {
  AuthorizationServerMetadata,
  AuthorizeQuery,
  clientAuth,
  ClientRegistration,
  IntrospectionResponse,
  OAuthError,
  ProtectedResourceMetadata,
  RegisteredClient,
  TokenResponse,
} from './oauth-schemas.js';

const json = (schema: z.ZodType) => ({ kind: 'json' as const, schema });
const html = { kind: 'html' as const, schema: z.string() };

/**
 * The errors of the token endpoints: RFC 6749's, or the marketplace envelope for an unknown
 * `Service-Version` (`/oauth/*` honours it as `/v1` does; the browser's pages send no such header).
 */
const TOKEN_ERRORS: Record<number, DeclaredResponse> = {
  400: {
    description: 'RFC 6749 error (`invalid_grant`, `invalid_request`, ...), or the marketplace envelope for an unknown `Service-Version`',
    body: json(OAuthError),
    orMarketplaceEnvelope: true,
  },
  401: { description: 'Client authentication failed (`invalid_client`)', body: json(OAuthError) },
};

/**
 * The HTTP endpoints the marketplace's server answers outside GraphQL, declared once: OAuth 2.0
 * (RFC 8414 metadata, authorization with consent, token, revocation, introspection, dynamic client
 * registration) and the console's sign-in. The marketplace registers its handlers by these names,
 * the edge passes these routes on to a remote marketplace, and the OpenAPI document describes them.
 */
export const OAUTH_ENDPOINTS = declareEndpoints({
  metadata: {
    method: 'GET',
    path: '/.well-known/oauth-authorization-server',
    operationId: 'oauthMetadata',
    summary: 'OAuth 2.0 authorization server metadata (RFC 8414).',
    tag: 'oauth',
    responses: { 200: { description: 'Metadata', body: json(AuthorizationServerMetadata) } },
  },
  authorize: {
    method: 'GET',
    path: '/oauth/authorize',
    operationId: 'oauthAuthorize',
    summary: 'Starts the authorization code flow: the sign-in and consent page (a browser redirect).',
    tag: 'oauth',
    request: { query: AuthorizeQuery },
    responses: {
      200: { description: 'The sign-in and consent page', body: html },
      302: { description: 'Back to `redirect_uri` with `error` (a bad request from a trusted client)', headers: ['location'] },
      400: { description: 'The request cannot be completed (unknown client or redirect URI)', body: html },
    },
  },
  consent: {
    method: 'POST',
    path: '/oauth/authorize',
    operationId: 'oauthConsent',
    summary: 'The consent form: signs the user in and redirects to `redirect_uri` with a `code`.',
    tag: 'oauth',
    request: {
      body: {
        kind: 'form',
        schema: AuthorizeQuery.extend({
          email: z.string(),
          password: z.string(),
          grant_scope: z.array(z.string()).optional().meta({ description: 'The scopes the user leaves ticked (a subset of `scope`).' }),
          decision: z.enum(['approve', 'deny']),
        }),
      },
    },
    responses: {
      302: { description: 'To `redirect_uri` with `code` and `state`, or with `error`', headers: ['location'] },
      400: { description: 'The request cannot be completed', body: html },
      401: { description: 'Wrong e-mail or password: the page again', body: html },
      429: { description: 'Too many failed sign-ins', headers: ['retry-after'], body: html },
    },
  },
  token: {
    method: 'POST',
    path: '/oauth/token',
    operationId: 'oauthToken',
    summary: 'Exchanges an authorization code (with its PKCE verifier) or a refresh token for tokens.',
    description: 'Each refresh returns a new refresh token and invalidates the previous one.',
    tag: 'oauth',
    versioned: true,
    request: {
      body: {
        kind: 'form',
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
    responses: { 200: { description: 'Tokens', body: json(TokenResponse) }, ...TOKEN_ERRORS },
  },
  revoke: {
    method: 'POST',
    path: '/oauth/revoke',
    operationId: 'oauthRevoke',
    summary: 'Revokes an access or refresh token (RFC 7009).',
    tag: 'oauth',
    versioned: true,
    request: { body: { kind: 'form', schema: z.object({ token: z.string(), token_type_hint: z.string().optional(), ...clientAuth }) } },
    responses: { 200: { description: 'Revoked (or already unknown)', body: json(z.object({})) }, ...TOKEN_ERRORS },
  },
  introspect: {
    method: 'POST',
    path: '/oauth/introspect',
    operationId: 'oauthIntrospect',
    summary: 'Token introspection (RFC 7662): whether a token is active, and its scope, client, expiry and account.',
    description:
      'The caller authenticates as a confidential client (HTTP Basic or `client_id` and `client_secret` in the body) and learns about the tokens issued to it, or sends an API key (`Authorization: Bearer` or `X-API-Key`) and learns about its own account\'s keys and tokens. Anything else, or an unknown, expired, spent or revoked token, is `{"active": false}`.',
    tag: 'oauth',
    versioned: true,
    request: {
      body: {
        kind: 'form',
        schema: z.object({
          token: z.string(),
          token_type_hint: z.enum(['access_token', 'refresh_token']).optional().meta({ description: 'A hint only: every kind is recognised.' }),
          ...clientAuth,
        }),
      },
    },
    responses: { 200: { description: 'What the token is', body: json(IntrospectionResponse) }, ...TOKEN_ERRORS },
  },
  register: {
    method: 'POST',
    path: '/oauth/register',
    operationId: 'oauthRegister',
    summary: 'Dynamic client registration (RFC 7591), open to anyone: how an MCP host gets a client id.',
    description:
      'A public client (`token_endpoint_auth_method: none`) must use PKCE. 20 registrations per client address and hour; a client that has not exchanged a code within 7 days is removed.',
    tag: 'oauth',
    request: { body: json(ClientRegistration) },
    responses: {
      201: { description: 'Registered', body: json(RegisteredClient) },
      400: { description: '`invalid_redirect_uri` or `invalid_client_metadata`', body: json(OAuthError) },
      429: { description: 'Too many registrations from this address', headers: ['retry-after'], body: json(OAuthError) },
      503: { description: 'Too many registered clients wait to be used', headers: ['retry-after'], body: json(OAuthError) },
    },
  },
});

/** The protected resource the OAuth server issues tokens for besides the whole edge: the MCP endpoint. */
export const MCP_PATH = '/mcp';

/** RFC 9728 section 3.1: a resource's metadata is at the well-known path with the resource's path after it. */
const PROTECTED_RESOURCE = '/.well-known/oauth-protected-resource';

/** Where an OAuth client learns which authorization server protects a resource (the edge answers these). */
export const PROTECTED_RESOURCE_ENDPOINTS = declareEndpoints({
  mcp: {
    method: 'GET',
    path: `${PROTECTED_RESOURCE}${MCP_PATH}`,
    operationId: 'mcpResourceMetadata',
    summary: 'Protected resource metadata of the MCP endpoint (RFC 9728): where an MCP host signs in.',
    tag: 'oauth',
    responses: { 200: { description: 'Metadata', body: json(ProtectedResourceMetadata) } },
  },
  edge: {
    method: 'GET',
    path: PROTECTED_RESOURCE,
    operationId: 'resourceMetadata',
    summary: 'Protected resource metadata of the whole edge (RFC 9728).',
    tag: 'oauth',
    responses: { 200: { description: 'Metadata', body: json(ProtectedResourceMetadata) } },
  },
});

/** The console's sign-in: a session cookie from the account's login, like the consent page's. */
export const CONSOLE_SESSION_ENDPOINTS = {
  signIn: { method: 'POST', path: '/console/session' },
  session: { method: 'GET', path: '/console/session' },
  signOut: { method: 'DELETE', path: '/console/session' },
} as const;

export type HttpEndpoint = { method: 'GET' | 'POST' | 'DELETE'; path: string };

/** Every endpoint above: what the edge passes on to the marketplace's server when it runs apart. */
export const MARKETPLACE_HTTP_ENDPOINTS: readonly HttpEndpoint[] = [...Object.values(OAUTH_ENDPOINTS), ...Object.values(CONSOLE_SESSION_ENDPOINTS)];
