import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const subscriptions = ({ d }: ResolverDeps): QueryResolvers['subscriptions'] => (_p, args, ctx) =>
  run(async () => d.subscriptions.list(requireScope(ctx, 'subscriptions:read').accountId, args));
