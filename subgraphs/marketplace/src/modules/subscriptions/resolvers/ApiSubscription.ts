import { resolve as run } from '../../../../../../common/src/errors.js';
import type { ApiSubscriptionResolvers } from '../../../generated/resolvers.js';
import type { ResolverDeps } from '../../shared/deps.js';
import { globalIdOf } from '../../shared/node.js';
import { iso } from '../../shared/views.js';

export const ApiSubscription = ({ loaders }: ResolverDeps): ApiSubscriptionResolvers => ({
  globalId: globalIdOf('ApiSubscription'),
  metadata: (s) => s.metadata ?? {},
  // Plans are never removed; were one missing, the id stands in for its name.
  apiName: (s, _args, ctx) => run(async () => (await loaders(ctx).plan.load(s.planId))?.apiName ?? s.apiId),
  planName: (s, _args, ctx) => run(async () => (await loaders(ctx).plan.load(s.planId))?.name ?? s.planId),
  status: (s) => s.status as 'active' | 'cancelled' | 'past_due',
  createdAt: (s) => s.createdAt.toISOString(),
  currentPeriodStart: (s) => s.currentPeriodStart.toISOString(),
  currentPeriodEnd: (s) => s.currentPeriodEnd.toISOString(),
  cancelledAt: (s) => iso(s.cancelledAt),
  accessUntil: (s) => iso(s.accessUntil),
});
