import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { usageSummaryFields } from '../../views.js';

export const usage = ({ d }: ResolverDeps): QueryResolvers['usage'] => (_p, args, ctx) =>
  run(async () => usageSummaryFields(await d.usage.summary(requireScope(ctx, 'usage:read').accountId, args)));
