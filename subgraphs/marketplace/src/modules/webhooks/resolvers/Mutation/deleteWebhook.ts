import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const deleteWebhook = ({ d }: ResolverDeps): MutationResolvers['deleteWebhook'] => (_p, args, ctx) =>
  payload('deletedWebhookId', async () => (await d.webhooks.remove(requireScope(ctx, 'webhooks:write').accountId, args.id)).id);
