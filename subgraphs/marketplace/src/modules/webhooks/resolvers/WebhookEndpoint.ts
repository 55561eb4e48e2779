import { connectionOfPage } from '../../../../../../common/src/connections.js';
import { resolve as run } from '../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../common/src/authorization.js';
import type { WebhookEndpointResolvers } from '../../../generated/resolvers.js';
import type { ResolverDeps } from '../../shared/deps.js';
import { globalIdOf } from '../../shared/node.js';
import { pageArgs } from '../../shared/pagination.js';
import { deliveryFields } from '../views.js';

export const WebhookEndpoint = ({ d }: ResolverDeps): WebhookEndpointResolvers => ({
  globalId: globalIdOf('WebhookEndpoint'),
  deliveries: (e, args, ctx) =>
    run(async () => {
      const p = await d.webhooks.deliveries(requireScope(ctx, 'webhooks:read').accountId, e.id, { ...pageArgs(args), status: args.status });
      return connectionOfPage({ ...p, data: p.data.map(deliveryFields) }, args.after);
    }),
});
