import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const updateSubscription = ({ d }: ResolverDeps): MutationResolvers['updateSubscription'] => (_p, args, ctx) =>
  payload('subscription', async () => d.subscriptions.changePlan(requireScope(ctx, 'subscriptions:write').accountId, args.id, args.planId));
