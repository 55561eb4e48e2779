import { connectionOfPage } from '../../../../../../../common/src/connections.js';
import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { pageArgs } from '../../../shared/pagination.js';

export const catalogue = ({ d }: ResolverDeps): QueryResolvers['catalogue'] => (_p, args, ctx) =>
  run(async () => {
    requireScope(ctx, 'marketplace:read');
    return connectionOfPage(await d.catalogue.list({ ...pageArgs(args), category: args.category, sort: args.sort, status: args.status }), args.after);
  });
