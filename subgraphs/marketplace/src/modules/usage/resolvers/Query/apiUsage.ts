import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { apiUsageFields } from '../../views.js';

export const apiUsage = ({ d }: ResolverDeps): QueryResolvers['apiUsage'] => (_p, args, ctx) =>
  run(async () => apiUsageFields(await d.usage.forApi(requireScope(ctx, 'usage:read').accountId, args.apiId, args)));
