import { resolve as run } from '../../../../../../../common/src/errors.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../deps.js';

export const node = ({ node }: ResolverDeps): QueryResolvers['node'] => (_p, args, ctx) => run(() => node(args.id, ctx)) as never;
