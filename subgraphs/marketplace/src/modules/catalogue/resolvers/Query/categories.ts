import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const categories = ({ d }: ResolverDeps): QueryResolvers['categories'] => (_p, _a, ctx) =>
  run(async () => {
    requireScope(ctx, 'marketplace:read');
    return d.catalogue.categories();
  });
