import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requirePrincipal } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';

export const viewer: QueryResolvers['viewer'] = (_p, _a, ctx) => run(async () => ({ id: requirePrincipal(ctx).accountId }));
