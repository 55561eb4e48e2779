import { createHash, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The console's sign-in, shared by the edge (which accepts it on `/graphql`) and the marketplace
 * (which issues it). The cookie holds an opaque random token; the database keeps only its SHA-256.
 */
export const SESSION_COOKIE = 'mm_console';
/** Session tokens start with this, like `mk_` keys and `mat_` access tokens. */
export const SESSION_PREFIX = 'mcs_';
/** The header the console sends its CSRF token in, on every request that uses the cookie. */
export const CSRF_HEADER = 'x-csrf-token';
/** Absolute lifetime of a session; signing in again starts a new one. */
export const SESSION_TTL_S = 12 * 3600;

/**
 * The CSRF token of a session: derived from the session token, which only the cookie carries
 * (HttpOnly, so no script reads it), so nothing needs storing and a page on another origin cannot
 * compute it. The label keeps it apart from the stored hash.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`console-csrf\0${sessionToken}`).digest('base64url');
}

export function csrfMatches(sessionToken: string, presented: unknown): boolean {
  if (typeof presented !== 'string' || !presented) return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The session token a request's cookies carry, if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parseCookie(cookieHeader)[SESSION_COOKIE];
  return value && value.startsWith(SESSION_PREFIX) && value.length < 200 ? value : undefined;
}

/** `Set-Cookie` for a new session, or (without a token) one that clears it. */
export function sessionCookie(token: string | undefined, secure: boolean): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: token ?? '',
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/',
    maxAge: token ? SESSION_TTL_S : 0,
  });
}

/**
 * Whether a browser says the request comes from the same site: an `Origin` naming another host, or
 * `Sec-Fetch-Site` other than `same-origin`/`none`, is refused. Clients that send neither (curl,
 * SDKs) are not browsers a page could drive.
 */
export function sameOrigin(headers: Record<string, string | string[] | undefined>): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}
