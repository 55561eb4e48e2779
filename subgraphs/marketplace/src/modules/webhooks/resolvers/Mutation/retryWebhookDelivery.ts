import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { deliveryFields } from '../../views.js';

export const retryWebhookDelivery = ({ d }: ResolverDeps): MutationResolvers['retryWebhookDelivery'] => (_p, args, ctx) =>
  payload('delivery', async () => deliveryFields(await d.webhooks.retry(requireScope(ctx, 'webhooks:write').accountId, args.id, args.deliveryId)));
