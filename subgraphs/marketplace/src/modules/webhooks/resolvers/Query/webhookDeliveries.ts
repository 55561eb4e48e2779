import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { pageFields } from '../../../shared/pagination.js';
import { deliveryFields } from '../../views.js';

export const webhookDeliveries = ({ d }: ResolverDeps): QueryResolvers['webhookDeliveries'] => (_p, args, ctx) =>
  run(async () => {
    const p = await d.webhooks.deliveries(requireScope(ctx, 'webhooks:read').accountId, args.id, args);
    return { data: p.data.map(deliveryFields), ...pageFields(p) };
  });
