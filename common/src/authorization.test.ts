import { describe, expect, it } from 'vitest';
import { requireOwner, requireScope } from './authorization.js';
import type { Principal } from './principal.js';

const key: Principal = { accountId: 'a', keyId: 'k', scopes: ['memory:read'], tier: 'free', kind: 'api_key' };
const token: Principal = { ...key, keyId: 't', kind: 'oauth', scopes: ['memory:read', 'memory:write', 'marketplace:read'] };

describe('authorization', () => {
  it('passes a caller that holds the scope and names the missing one otherwise', () => {
    expect(requireScope({ principal: key }, 'memory:read')).toBe(key);
    expect(() => requireScope({ principal: key }, 'memory:write')).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_SCOPE', fields: { required_scope: 'memory:write' } }));
    expect(() => requireScope({}, 'memory:read')).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });

  it("leaves account administration to the account's own keys, whatever a token's scopes", () => {
    expect(requireOwner({ principal: key })).toBe(key);
    expect(() => requireOwner({ principal: token })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
