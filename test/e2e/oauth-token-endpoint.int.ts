import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testkit/service.js';

// The token and revocation endpoints on bad client credentials and scope requests, without a browser
// (the consent page's flow is in oauth.int.ts): codes are issued through the domain, as the page would.
let t: TestService;
let accountId: string;
// Never called: codes are issued directly, and the URI only has to match the client's.
const redirectUri = 'http://127.0.0.1:9/callback';

beforeAll(async () => {
  t = await startTestService();
  ({ accountId } = await t.createAccount());
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('token endpoint', () => {
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${path}`, { method: 'POST', headers, body: new URLSearchParams(form) });

  it('answers a NUL (%00) in the Basic credentials as a failed client authentication, never a 500', async () => {
    const { clientId } = await t.service.oauth.createClient(accountId, { name: 'Nul', redirectUris: [redirectUri] });
    for (const authorization of [basic('%00', 'secret'), basic(`${clientId}%00`, 'secret'), basic(clientId, 'se%00cret')]) {
      for (const [path, form] of [
        ['/oauth/token', { grant_type: 'refresh_token', refresh_token: 'mrt_x' }],
        ['/oauth/revoke', { token: 'mat_x' }],
      ] as const) {
        const res = await post(path, form, { authorization });
        expect(res.status, `${path} ${authorization}`).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
        expect(await res.json()).toMatchObject({ error: 'invalid_client' });
      }
    }
  });

  it('refuses a refresh that asks for more than the grant and leaves the refresh token and the grant intact', async () => {
    const { clientId, clientSecret } = await t.service.oauth.createClient(accountId, { name: 'Widening', redirectUris: [redirectUri] });
    const valid = await t.service.oauth.validateAuthorize({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'marketplace:read usage:read', state: 's' });
    const code = await t.service.oauth.issueCode(valid, accountId, ['marketplace:read', 'usage:read']);
    const first = await t.service.oauth.exchangeCode(clientId, { code, redirect_uri: redirectUri });
    const refresh = (scope?: string) =>
      post('/oauth/token', { grant_type: 'refresh_token', refresh_token: first.refresh_token, ...(scope ? { scope } : {}) }, { authorization: basic(clientId, clientSecret!) });

    const widened = await refresh('marketplace:read billing:read');
    expect(widened.status).toBe(400);
    expect(await widened.json()).toMatchObject({ error: 'invalid_scope' });
    // The grant stands: its access token still works, and the same refresh token still refreshes.
    expect((await fetch(`${t.baseUrl}/v1/marketplace/categories`, { headers: bearer(first.access_token) })).status).toBe(200);
    const narrowed = await refresh('usage:read');
    expect(narrowed.status).toBe(200);
    const tokens = (await narrowed.json()) as { access_token: string; scope: string };
    expect(tokens.scope).toBe('usage:read');
    expect((await fetch(`${t.baseUrl}/v1/usage`, { headers: bearer(tokens.access_token) })).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/v1/marketplace/categories`, { headers: bearer(tokens.access_token) })).status).toBe(403);
    // Spent now: presented again, it is reuse, and the grant ends (asking for more changes nothing).
    const reused = await refresh('billing:read');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await fetch(`${t.baseUrl}/v1/usage`, { headers: bearer(tokens.access_token) })).status).toBe(401);
  });
});
