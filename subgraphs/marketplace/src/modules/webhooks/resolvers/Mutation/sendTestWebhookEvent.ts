import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { deliveryFields } from '../../views.js';

export const sendTestWebhookEvent = ({ d }: ResolverDeps): MutationResolvers['sendTestWebhookEvent'] => (_p, args, ctx) =>
  payload('delivery', async () => deliveryFields(await d.webhooks.sendTest(requireScope(ctx, 'webhooks:write').accountId, args.id)));
