import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownOrigin } from '../../../../common/src/http.js';
import { FORWARDED_HEADERS, sameToken } from '../../../../common/src/internal-api.js';
import { INTERNAL_HEADERS, SCOPES } from '../../../../common/src/principal.js';
import { MCP_PATH, OAUTH_ENDPOINTS } from '../../../../common/src/oauth-endpoints.js';
import { clientCredentials, introspectionCaller, singleParams } from './oauth-input.js';
import { parseClientMetadata } from '../modules/oauth/providers/client-registration.js';
import type { RegistrationLimits } from './registration-limits.js';
import type { AccountManager } from '../modules/accounts/providers/accounts-manager.js';
import type { LoginLimits } from './login-limits.js';
import { OAuthError, type AuthorizeParams, type OAuthServer, type ValidAuthorizeRequest } from '../modules/oauth/providers/oauth-server.js';

const SCOPE_TEXT: Record<string, string> = {
  'marketplace:read': 'List and search APIs',
  'marketplace:write': 'Submit and manage your own APIs',
  'subscriptions:read': 'View your subscriptions',
  'subscriptions:write': 'Create and cancel subscriptions',
  'usage:read': 'Read usage reports',
  'webhooks:read': 'List webhook endpoints',
  'webhooks:write': 'Create and delete webhook endpoints',
  'billing:read': 'Read invoices and billing information',
  'memory:read': 'Search and read your memories (search, recall, history, list, get, stats, speakers)',
  'memory:write': 'Store, change and erase your memories (including forgetting a whole store)',
};

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PARAMS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'code_challenge', 'code_challenge_method', 'resource'] as const;

/** The path of the MCP endpoint on the edge: with the origin, the resource an MCP client asks a token for. */

/**
 * RFC 8707: a `resource` must name something this server's tokens are good for: the MCP endpoint or
 * the edge as a whole (every surface takes the same tokens). Absent, the token is for the whole edge.
 */
function checkResource(resource: string | undefined, base: string, redirect: boolean): void {
  if (resource === undefined) return;
  const allowed = [base, `${base}/`, `${base}${MCP_PATH}`];
  if (!allowed.includes(resource)) {
    throw new OAuthError('invalid_target', `resource must be ${base}${MCP_PATH} or ${base}: this server issues tokens for nothing else.`, 400, redirect);
  }
}

function paramsOf(source: unknown): AuthorizeParams {
  const s = (source ?? {}) as Record<string, unknown>;
  return Object.fromEntries(PARAMS.filter((k) => typeof s[k] === 'string').map((k) => [k, s[k] as string])) as AuthorizeParams;
}

/** The login and consent page: every requested scope pre-ticked; unticking removes it. */
function consentPage(req: ValidAuthorizeRequest, params: AuthorizeParams, error?: string): string {
  const hidden = PARAMS.filter((k) => params[k] !== undefined)
    .map((k) => `<input type="hidden" name="${k}" value="${esc(params[k]!)}">`)
    .join('\n      ');
  const scopes = req.scopes
    .map(
      (s) =>
        `<li><label><input type="checkbox" name="grant_scope" value="${esc(s)}" checked> <code>${esc(s)}</code> ${esc(SCOPE_TEXT[s] ?? '')}</label></li>`,
    )
    .join('\n        ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Authorize ${esc(req.client.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.4rem 0}
input[type=email],input[type=password]{width:100%;padding:.4rem}.error{color:#b00020}button{margin-top:1rem;padding:.5rem 1rem}</style></head>
<body>
  <h1>Sign in to authorize <em>${esc(req.client.name)}</em></h1>
  ${req.client.dynamic ? `<p class="note">This application registered itself: its name is its own claim, not checked by this service. If you allow, you go back to <strong>${esc(new URL(req.redirectUri).host)}</strong>.</p>` : ''}
  ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
  <form method="post" action="${OAUTH_ENDPOINTS.consent.path}">
      ${hidden}
    <label>E-mail <input type="email" name="email" autocomplete="username" required></label>
    <label>Password <input type="password" name="password" autocomplete="current-password" required></label>
    <fieldset><legend>${esc(req.client.name)} asks to:</legend>
      <ul>
        ${scopes}
      </ul>
      <p>Untick what you do not want to allow.</p>
    </fieldset>
    <button type="submit" name="decision" value="approve">Allow</button>
    <button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
  </form>
</body></html>`;
}

function errorPage(err: OAuthError): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization error</title></head>
<body><h1>This authorization request cannot be completed</h1><p><code>${esc(err.error)}</code>: ${esc(err.description)}</p></body></html>`;
}

function redirectTo(reply: FastifyReply, uri: string, params: Record<string, string>) {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return reply.code(302).header('location', url.toString()).header('cache-control', 'no-store').send();
}

/** Errors go back to the client when the redirect URI is trusted, else they are shown. */
async function authorizeFailure(reply: FastifyReply, err: unknown, params: AuthorizeParams) {
  if (err instanceof OAuthError) {
    if (err.redirect && params.redirect_uri) {
      return redirectTo(reply, params.redirect_uri, { error: err.error, error_description: err.description, ...(params.state ? { state: params.state } : {}) });
    }
    return reply.code(err.status).type('text/html; charset=utf-8').send(errorPage(err));
  }
  throw err;
}

function tokenError(reply: FastifyReply, err: unknown) {
  if (err instanceof OAuthError) {
    if (err.status === 401) reply.header('www-authenticate', 'Basic realm="oauth"');
    return reply
      .code(err.status)
      .header('cache-control', 'no-store')
      .send({ error: err.error, error_description: err.description });
  }
  throw err;
}

export interface OAuthRoutesDeps {
  oauth: OAuthServer;
  accounts: AccountManager;
  /** OAUTH_ISSUER: the edge's public origin. */
  issuer: string | undefined;
  logins: LoginLimits;
  /** Dynamic client registrations per client address. */
  registrations: RegistrationLimits;
  /**
   * Behind the edge's proxy (the marketplace server): the caller's address and the edge's origin
   * are taken from the edge's headers, and only from a request carrying this token.
   */
  internalToken?: string;
}

/** OAuth 2.0 endpoints: authorize (login + consent page), token, revoke, and server metadata. */
export function oauthRoutes({ oauth, accounts, issuer, logins, registrations, internalToken }: OAuthRoutesDeps) {
  /** What the edge forwarded, when the request is the edge's; the connection itself otherwise. */
  const fromEdge = (req: FastifyRequest, name: string): string | undefined => {
    const value = req.headers[name];
    return internalToken && typeof value === 'string' && value && sameToken(req.headers[INTERNAL_HEADERS.token], internalToken) ? value : undefined;
  };
  const clientAddress = (req: FastifyRequest) => fromEdge(req, FORWARDED_HEADERS.clientAddress) ?? req.ip;
  return async (app: FastifyInstance) => {
    await app.register(async (scope) => {
      await scope.register(formbody);

      // From the configured issuer, never from the request's Host header, which anyone can set
      // (RFC 9700 §4.15). Unset, the edge is on loopback (config refuses otherwise): its own
      // address, as the edge forwarded it or, served in the edge's process, the bound one.
      const baseOf = (req: FastifyRequest) => issuer ?? fromEdge(req, FORWARDED_HEADERS.origin) ?? ownOrigin(app);
      scope.get(OAUTH_ENDPOINTS.metadata.path, async (req) => {
        const base = baseOf(req);
        return {
          issuer: base,
          authorization_endpoint: `${base}${OAUTH_ENDPOINTS.authorize.path}`,
          token_endpoint: `${base}${OAUTH_ENDPOINTS.token.path}`,
          revocation_endpoint: `${base}${OAUTH_ENDPOINTS.revoke.path}`,
          // RFC 7662 (POST, form-encoded); `GET /v1/auth/introspect` describes the caller's own credential.
          introspection_endpoint: `${base}${OAUTH_ENDPOINTS.introspect.path}`,
          // RFC 7591, open to anyone (docs/decisions/mcp-oauth.md): how MCP hosts sign in.
          registration_endpoint: `${base}${OAUTH_ENDPOINTS.register.path}`,
          introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
          scopes_supported: [...SCOPES],
        };
      });

      scope.get(OAUTH_ENDPOINTS.authorize.path, async (req, reply) => {
        const params = paramsOf(req.query);
        try {
          const valid = await oauth.validateAuthorize(params);
          checkResource(params.resource, baseOf(req), true);
          return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-frame-options', 'DENY').send(consentPage(valid, params));
        } catch (err) {
          return authorizeFailure(reply, err, params);
        }
      });

      scope.post(OAUTH_ENDPOINTS.consent.path, async (req, reply) => {
        const body = (req.body ?? {}) as Record<string, string | string[]>;
        const params = paramsOf(body);
        try {
          const valid = await oauth.validateAuthorize(params);
          checkResource(params.resource, baseOf(req), true);
          if (body.decision === 'deny') throw new OAuthError('access_denied', 'The user denied the request.', 400, true);
          const email = String(body.email ?? '');
          const wait = await logins.retryAfter(email, clientAddress(req));
          if (wait) {
            const page = consentPage(valid, params, `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`);
            return reply.code(429).header('retry-after', String(wait)).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
          }
          const account = await accounts.login(email, String(body.password ?? ''));
          if (!account) {
            await logins.failed(email, clientAddress(req));
            return reply.code(401).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(consentPage(valid, params, 'E-mail or password is wrong.'));
          }
          await logins.succeeded(email, clientAddress(req));
          const granted = ([] as string[]).concat(body.grant_scope ?? []);
          const code = await oauth.issueCode(valid, account.id, granted);
          return redirectTo(reply, valid.redirectUri, { code, ...(valid.state ? { state: valid.state } : {}) });
        } catch (err) {
          return authorizeFailure(reply, err, params);
        }
      });

      scope.post(OAUTH_ENDPOINTS.token.path, async (req, reply) => {
        try {
          const body = singleParams(req.body);
          if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
            throw new OAuthError('invalid_request', 'The token request must be form-encoded (application/x-www-form-urlencoded).');
          }
          const creds = clientCredentials(req, body);
          const client = await oauth.authenticateClient(creds.id, creds.secret);
          checkResource(body.resource, baseOf(req), false);
          let tokens;
          if (body.grant_type === 'authorization_code') tokens = await oauth.exchangeCode(client.id, body);
          else if (body.grant_type === 'refresh_token') tokens = await oauth.refresh(client.id, body);
          else throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
          return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
        } catch (err) {
          return tokenError(reply, err);
        }
      });

      // RFC 7591 dynamic client registration: JSON in, the registered client out (201).
      await scope.register(async (json) => {
        json.removeAllContentTypeParsers();
        json.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
        json.post(OAUTH_ENDPOINTS.register.path, { bodyLimit: 16 * 1024 }, async (req, reply) => {
          try {
            if (!/^application\/json\s*(;|$)/i.test(String(req.headers['content-type'] ?? ''))) {
              throw new OAuthError('invalid_client_metadata', 'The registration request must be JSON (application/json).');
            }
            let body: unknown;
            try {
              body = JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
            } catch {
              throw new OAuthError('invalid_client_metadata', 'The registration request is not valid JSON.');
            }
            const metadata = parseClientMetadata(body);
            const wait = await registrations.take(clientAddress(req));
            if (wait) {
              return reply
                .code(429)
                .header('retry-after', String(wait))
                .header('cache-control', 'no-store')
                .send({ error: 'temporarily_unavailable', error_description: `Too many client registrations from this address; try again in ${Math.ceil(wait / 60)} minutes.` });
            }
            const client = await oauth.registerDynamicClient(metadata);
            return reply.code(201).header('cache-control', 'no-store').header('pragma', 'no-cache').send(client);
          } catch (err) {
            if (err instanceof OAuthError && err.status === 503) reply.header('retry-after', '3600');
            return tokenError(reply, err);
          }
        });
      });

      scope.post(OAUTH_ENDPOINTS.revoke.path, async (req, reply) => {
        try {
          const body = singleParams(req.body);
          const creds = clientCredentials(req, body);
          const client = await oauth.authenticateClient(creds.id, creds.secret);
          await oauth.revoke(client.id, body.token);
          return reply.header('cache-control', 'no-store').send({});
        } catch (err) {
          return tokenError(reply, err);
        }
      });

      // RFC 7662 token introspection.
      scope.post(OAUTH_ENDPOINTS.introspect.path, async (req, reply) => {
        try {
          const body = singleParams(req.body);
          if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
            throw new OAuthError('invalid_request', 'The introspection request must be form-encoded (application/x-www-form-urlencoded).');
          }
          const caller = await introspectionCaller(req, body, oauth, accounts);
          if (!body.token) throw new OAuthError('invalid_request', 'token is required.');
          // `token_type_hint` is only a hint (RFC 7662 §2.1): every kind is looked up by its prefix.
          return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(await oauth.introspect(body.token, caller));
        } catch (err) {
          return tokenError(reply, err);
        }
      });
    });
  };
}
