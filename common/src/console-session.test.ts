import { describe, expect, it } from 'vitest';
import { csrfMatches, csrfTokenOf, sameOrigin, sessionCookie, sessionTokenOf, SESSION_COOKIE } from './console-session.js';

describe('console session helpers', () => {
  it('derives a CSRF token that only the session token produces', () => {
    const a = csrfTokenOf('mcs_a');
    expect(a).not.toBe(csrfTokenOf('mcs_b'));
    expect(csrfMatches('mcs_a', a)).toBe(true);
    expect(csrfMatches('mcs_a', csrfTokenOf('mcs_b'))).toBe(false);
    expect(csrfMatches('mcs_a', undefined)).toBe(false);
    expect(csrfMatches('mcs_a', '')).toBe(false);
  });

  it('reads only a token with the session prefix from the cookies', () => {
    expect(sessionTokenOf(`other=1; ${SESSION_COOKIE}=mcs_x`)).toBe('mcs_x');
    expect(sessionTokenOf(`${SESSION_COOKIE}=mk_key`)).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });

  it('sets an HttpOnly, SameSite=Strict cookie, Secure only over TLS, and clears it', () => {
    const set = sessionCookie('mcs_x', false);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).not.toMatch(/Secure/);
    expect(sessionCookie('mcs_x', true)).toMatch(/Secure/);
    expect(sessionCookie(undefined, false)).toMatch(/Max-Age=0/);
  });

  it('refuses requests a browser marks as cross-site', () => {
    expect(sameOrigin({ host: 'a.test' })).toBe(true);
    expect(sameOrigin({ host: 'a.test', origin: 'http://a.test' })).toBe(true);
    expect(sameOrigin({ host: 'a.test', origin: 'http://evil.test' })).toBe(false);
    expect(sameOrigin({ host: 'a.test', origin: 'null' })).toBe(false);
    expect(sameOrigin({ host: 'a.test', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(sameOrigin({ host: 'a.test', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });
});
