import { z } from 'zod';
import { badText } from '../../../../../../common/src/input-text.js';
import { SCOPES } from '../../../../../../common/src/principal.js';
import { OAuthError } from './oauth-server.js';

/** The most redirect URIs one registration may list, and the longest each may be. */
export const MAX_REDIRECT_URIS = 10;
export const MAX_REDIRECT_URI_LENGTH = 2000;
export const MAX_CLIENT_NAME_LENGTH = 100;

/** The only hosts a plain-http redirect URI may name (RFC 8252 §7.3, a native app's loopback listener). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;
const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'] as const;

function redirectUriProblem(uri: string): string | undefined {
  if (uri.length > MAX_REDIRECT_URI_LENGTH) return `is longer than ${MAX_REDIRECT_URI_LENGTH} characters`;
  if (uri.includes('#')) return 'has a fragment (RFC 6749 §3.1.2)';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.username || url.password) return 'holds user credentials';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname) ? undefined : 'uses http on a host other than localhost, 127.0.0.1 or [::1]: use https';
  return `uses ${url.protocol.replace(/:$/, '')}: only https, or http on a loopback host, is accepted`;
}

/** What a client may ask for (RFC 7591 §2); anything else it sends is ignored (§3.1 lets a server). */
const metadataSchema = z.object({
  redirect_uris: z.array(z.string()).min(1, 'redirect_uris must list at least one URI.').max(MAX_REDIRECT_URIS, `redirect_uris may list at most ${MAX_REDIRECT_URIS} URIs.`),
  client_name: z
    .string()
    .trim()
    .min(1, 'client_name must not be empty.')
    .max(MAX_CLIENT_NAME_LENGTH, `client_name may be at most ${MAX_CLIENT_NAME_LENGTH} characters.`)
    .refine((s) => !/\p{Cc}/u.test(s), 'client_name must not hold control characters.')
    .optional(),
  token_endpoint_auth_method: z.enum(AUTH_METHODS, `token_endpoint_auth_method must be one of ${AUTH_METHODS.join(', ')}.`).default('client_secret_basic'),
  grant_types: z
    .array(z.enum(GRANT_TYPES, `grant_types may hold only ${GRANT_TYPES.join(' and ')}.`))
    .refine((g) => g.includes('authorization_code'), 'grant_types must include authorization_code.')
    .default(['authorization_code']),
  response_types: z.array(z.literal('code', 'response_types may hold only code.')).min(1, 'response_types must include code.').default(['code']),
  scope: z
    .string()
    .refine((s) => s.split(' ').filter(Boolean).every((x) => (SCOPES as readonly string[]).includes(x)), `scope may hold only these scopes: ${SCOPES.join(' ')}.`)
    .optional(),
});

export type ClientMetadata = z.infer<typeof metadataSchema>;

/**
 * A registration request's metadata, checked (RFC 7591 §3.2.2): a bad redirect URI is
 * `invalid_redirect_uri`, anything else wrong `invalid_client_metadata`, both 400.
 */
export function parseClientMetadata(body: unknown): ClientMetadata {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new OAuthError('invalid_client_metadata', 'The registration request must be a JSON object.');
  const uris = (body as { redirect_uris?: unknown }).redirect_uris;
  if (Array.isArray(uris)) {
    for (const uri of uris) {
      if (typeof uri !== 'string' || badText(uri)) throw new OAuthError('invalid_redirect_uri', 'Every redirect URI must be a string.');
      const problem = redirectUriProblem(uri);
      if (problem) throw new OAuthError('invalid_redirect_uri', `The redirect URI ${JSON.stringify(uri.slice(0, 200))} ${problem}.`);
    }
  }
  const parsed = metadataSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'the request';
    const code = issue.path[0] === 'redirect_uris' ? 'invalid_redirect_uri' : 'invalid_client_metadata';
    const missing = (body as Record<string, unknown>)[String(issue.path[0])] === undefined;
    throw new OAuthError(code, issue.code === 'invalid_type' ? `${field} ${missing ? 'is required' : 'has the wrong type'}.` : issue.message);
  }
  if (parsed.data.client_name !== undefined && badText(parsed.data.client_name)) throw new OAuthError('invalid_client_metadata', 'client_name holds text that cannot be stored.');
  return parsed.data;
}
