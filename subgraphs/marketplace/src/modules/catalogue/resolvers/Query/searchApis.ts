import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const searchApis = ({ d }: ResolverDeps): QueryResolvers['searchApis'] => (_p, args, ctx) =>
  run(async () => {
    requireScope(ctx, 'marketplace:read');
    return d.catalogue.search(args);
  });
