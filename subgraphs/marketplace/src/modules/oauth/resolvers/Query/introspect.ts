import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requirePrincipal } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';

export const introspect: QueryResolvers['introspect'] = (_p, _a, ctx) =>
  run(async () => {
    const p = requirePrincipal(ctx);
    return {
      active: true,
      scopes: p.scopes,
      expiresAt: p.expiresAt ?? null,
      tokenType: p.kind === 'oauth' ? 'access_token' : 'api_key',
      accountId: p.accountId,
      clientId: p.clientId ?? null,
    };
  });
