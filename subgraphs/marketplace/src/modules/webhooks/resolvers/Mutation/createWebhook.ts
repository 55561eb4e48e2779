import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { endpointFields } from '../../views.js';

export const createWebhook = ({ d }: ResolverDeps): MutationResolvers['createWebhook'] => (_p, { input }, ctx) =>
  payload('webhookEndpoint', async () => {
    const { endpoint, secret } = await d.webhooks.register(requireScope(ctx, 'webhooks:write').accountId, input);
    return endpointFields(endpoint, secret);
  });
