import { connectionOfPage } from '../../../../../../common/src/connections.js';
import { resolve as run } from '../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../common/src/authorization.js';
import type { AccountResolvers } from '../../../generated/resolvers.js';
import type { ResolverDeps } from '../../shared/deps.js';
import { pageArgs } from '../../shared/pagination.js';
import { endpointFields } from '../views.js';

/** `Account.webhooks`. */
export const Account = ({ d }: ResolverDeps): AccountResolvers => ({
  webhooks: (_a, args, ctx) =>
    run(async () => {
      const p = await d.webhooks.list(requireScope(ctx, 'webhooks:read').accountId, pageArgs(args));
      return connectionOfPage({ ...p, data: p.data.map((e) => endpointFields(e)) }, args.after);
    }),
});
