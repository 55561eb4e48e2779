import { describe, expect, it } from 'vitest';
import { parseClientMetadata } from './client-registration.js';

const errorOf = (body: unknown) => {
  try {
    parseClientMetadata(body);
  } catch (err) {
    return (err as { error: string }).error;
  }
  return 'accepted';
};

describe('dynamic client metadata', () => {
  it('accepts https anywhere and http only on the loopback hosts', () => {
    for (const uri of ['https://app.example.com/cb', 'http://localhost/cb', 'http://LOCALHOST:8080/cb', 'http://127.0.0.1:33418/callback', 'http://[::1]:9/cb']) {
      expect(errorOf({ redirect_uris: [uri] }), uri).toBe('accepted');
    }
    for (const uri of ['http://localhost.example.com/cb', 'http://127.0.0.2/cb', 'http://0.0.0.0/cb', 'http://[::ffff:127.0.0.1]/cb', 'https://a.example.com/cb#', 'ftp://a.example.com/', 'data:text/html,x']) {
      expect(errorOf({ redirect_uris: [uri] }), uri).toBe('invalid_redirect_uri');
    }
    expect(errorOf({ redirect_uris: Array.from({ length: 11 }, (_, i) => `https://a.example.com/${i}`) })).toBe('invalid_redirect_uri');
    expect(errorOf({ redirect_uris: [`https://a.example.com/${'x'.repeat(2000)}`] })).toBe('invalid_redirect_uri');
  });

  it("fills in RFC 7591's defaults and ignores metadata it does not use", () => {
    expect(parseClientMetadata({ redirect_uris: ['https://a.example.com/cb'], logo_uri: 'https://a.example.com/logo.png', client_name: '  Desk  ' })).toEqual({
      redirect_uris: ['https://a.example.com/cb'],
      client_name: 'Desk',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    });
  });

  it('refuses what the server does not support as invalid_client_metadata', () => {
    const ok = { redirect_uris: ['https://a.example.com/cb'] };
    for (const extra of [{ client_name: 'x'.repeat(101) }, { client_name: 7 }, { grant_types: ['implicit'] }, { response_types: [] }, { scope: 'root' }, { token_endpoint_auth_method: 'tls_client_auth' }]) {
      expect(errorOf({ ...ok, ...extra }), JSON.stringify(extra)).toBe('invalid_client_metadata');
    }
    expect(errorOf(null)).toBe('invalid_client_metadata');
    expect(errorOf({})).toBe('invalid_redirect_uri');
    expect(() => parseClientMetadata({})).toThrow('redirect_uris is required.');
  });
});
