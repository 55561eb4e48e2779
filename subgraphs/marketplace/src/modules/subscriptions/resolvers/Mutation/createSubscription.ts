import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const createSubscription = ({ d }: ResolverDeps): MutationResolvers['createSubscription'] => (_p, { input }, ctx) =>
  payload('subscription', async () =>
    d.subscriptions.create(requireScope(ctx, 'subscriptions:write').accountId, {
      apiId: input.apiId,
      planId: input.planId,
      metadata: (input.metadata ?? null) as Record<string, unknown> | null,
    }),
  );
