import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { pageFields } from '../../../shared/pagination.js';
import { endpointFields } from '../../views.js';

export const webhooks = ({ d }: ResolverDeps): QueryResolvers['webhooks'] => (_p, args, ctx) =>
  run(async () => {
    const p = await d.webhooks.list(requireScope(ctx, 'webhooks:read').accountId, args);
    return { data: p.data.map((e) => endpointFields(e)), ...pageFields(p) };
  });
