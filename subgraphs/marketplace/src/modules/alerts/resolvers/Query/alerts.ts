import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { pageFields } from '../../../shared/pagination.js';
import { alertFields } from '../../views.js';

export const alerts = ({ d }: ResolverDeps): QueryResolvers['alerts'] => (_p, args, ctx) =>
  run(async () => {
    const p = await d.alerts.list(requireScope(ctx, 'usage:read').accountId, args);
    return { data: p.data.map(alertFields), ...pageFields(p) };
  });
