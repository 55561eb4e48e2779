import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { realtimeFields } from '../../views.js';

export const realtimeUsage = ({ d }: ResolverDeps): QueryResolvers['realtimeUsage'] => (_p, _a, ctx) =>
  run(async () => {
    const p = requireScope(ctx, 'usage:read');
    // The tier as stored now, not as cached with the credential.
    return realtimeFields(await d.usage.realtime(p.accountId, await d.accounts.currentTier(p.accountId)));
  });
