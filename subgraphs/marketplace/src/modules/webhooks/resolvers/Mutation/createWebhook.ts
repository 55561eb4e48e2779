import { AppError, ErrorCode } from '../../../../../../../common/src/errors.js';
import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { endpointFields } from '../../views.js';

export const createWebhook = ({ d }: ResolverDeps): MutationResolvers['createWebhook'] => (_p, { input }, ctx) =>
  payload('webhookEndpoint', async () => {
    const principal = requireScope(ctx, 'webhooks:write');
    // Memory events carry memories' content, of every store of the account: only a caller that may
    // read every store hears them.
    if (Array.isArray(input.events) && input.events.some((e) => e.startsWith('memory.'))) {
      requireScope(ctx, 'memory:read');
      if (principal.stores?.length) {
        throw new AppError(ErrorCode.Forbidden, 'A key limited to some stores cannot subscribe to memory events, which cover every store of the account.');
      }
    }
    const { endpoint, secret } = await d.webhooks.register(principal.accountId, input);
    return endpointFields(endpoint, secret);
  });
