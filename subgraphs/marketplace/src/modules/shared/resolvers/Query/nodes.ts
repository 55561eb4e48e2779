import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requirePrincipal } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../deps.js';
import { checkNodeIds } from '../../node.js';

export const nodes = ({ node }: ResolverDeps): QueryResolvers['nodes'] => (_p, args, ctx) =>
  run(async () => {
    requirePrincipal(ctx);
    checkNodeIds(args.ids);
    // Each id on its own: one the caller may not see is null, a refused scope is that item's error.
    return args.ids.map((id) => run(() => node(id, ctx)));
  }) as never;
