import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const subscription = ({ d }: ResolverDeps): QueryResolvers['subscription'] => (_p, args, ctx) =>
  run(async () => d.subscriptions.get(requireScope(ctx, 'subscriptions:read').accountId, args.id));
