import type { FastifyRequest } from 'fastify';
import { badText } from '../../../../common/src/input-text.js';
import type { AccountManager } from '../modules/accounts/providers/accounts-manager.js';
import { OAuthError, type IntrospectionCaller, type OAuthServer } from '../modules/oauth/providers/oauth-server.js';

/**
 * The parameters of a token or revocation request. RFC 6749 §3.2: a parameter sent more than once
 * (which the form parser hands over as an array) makes the request invalid.
 */
export function singleParams(body: unknown): Record<string, string> {
  const params = (body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') throw new OAuthError('invalid_request', `The parameter ${name} must be sent once.`);
  }
  return params as Record<string, string>;
}

const BASIC = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i;

/**
 * `client_secret_basic` (RFC 6749 §2.3.1: base64 of the form-encoded id and secret joined by `:`) or
 * `client_secret_post` (or none, for public clients). A malformed Basic header is a failed client
 * authentication, not an absent one; so is one whose decoded id or secret holds text no client's can
 * (a NUL, `%00`, or a lone surrogate): the edge's input guard sees the header only base64-encoded.
 */
export function clientCredentials(req: FastifyRequest, body: Record<string, string>): { id?: string; secret?: string } {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string' || !/^Basic(\s|$)/i.test(auth)) return { id: body.client_id, secret: body.client_secret };
  const malformed = new OAuthError('invalid_client', 'The Basic credentials are malformed.', 401);
  const encoded = BASIC.exec(auth)?.[1];
  if (!encoded) throw malformed;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 1) throw malformed;
  let id: string, secret: string;
  try {
    [id, secret] = [decodeURIComponent(decoded.slice(0, i)), decodeURIComponent(decoded.slice(i + 1))];
  } catch {
    throw malformed;
  }
  if (badText(id) || badText(secret)) throw malformed;
  return { id, secret };
}

/**
 * The caller of the introspection endpoint (RFC 7662 §2.1 requires one): a confidential client by
 * `client_secret_basic` or `client_secret_post`, or an account by an API key (`Authorization: Bearer`
 * or `X-API-Key`). A public client has nothing to authenticate with and is refused.
 */
export async function introspectionCaller(
  req: FastifyRequest,
  body: Record<string, string>,
  oauth: OAuthServer,
  accounts: AccountManager,
): Promise<IntrospectionCaller> {
  const auth = req.headers.authorization;
  const basic = typeof auth === 'string' && /^Basic(\s|$)/i.test(auth);
  if (basic || body.client_id !== undefined || body.client_secret !== undefined) {
    const creds = clientCredentials(req, body);
    const client = await oauth.authenticateClient(creds.id, creds.secret);
    if (!client.secretHash) throw new OAuthError('invalid_client', 'A public client cannot introspect tokens: it has no secret to authenticate with.', 401);
    return { clientId: client.id };
  }
  const bearer = typeof auth === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
  const header = req.headers['x-api-key'];
  const key = bearer ?? (typeof header === 'string' ? header.trim() : undefined);
  const principal = key ? await accounts.authenticate(key) : null;
  if (!principal) {
    throw new OAuthError('invalid_client', 'Authenticate as the client (client_secret_basic or client_secret_post) or with an API key of the account.', 401);
  }
  return { accountId: principal.accountId };
}
