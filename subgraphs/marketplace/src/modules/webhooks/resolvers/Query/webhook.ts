import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { endpointFields } from '../../views.js';

export const webhook = ({ d }: ResolverDeps): QueryResolvers['webhook'] => (_p, args, ctx) =>
  run(async () => endpointFields(await d.webhooks.get(requireScope(ctx, 'webhooks:read').accountId, args.id)));
