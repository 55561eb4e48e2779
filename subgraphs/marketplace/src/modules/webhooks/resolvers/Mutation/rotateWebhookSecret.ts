import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { endpointFields } from '../../views.js';

export const rotateWebhookSecret = ({ d }: ResolverDeps): MutationResolvers['rotateWebhookSecret'] => (_p, args, ctx) =>
  payload('webhookEndpoint', async () => {
    const { endpoint, secret } = await d.webhooks.rotateSecret(requireScope(ctx, 'webhooks:write').accountId, args.id);
    return endpointFields(endpoint, secret);
  });
