import { connectionOfPage } from '../../../../../../common/src/connections.js';
import { resolve as run } from '../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../common/src/authorization.js';
import type { AccountResolvers } from '../../../generated/resolvers.js';
import type { ResolverDeps } from '../../shared/deps.js';
import { pageArgs } from '../../shared/pagination.js';

/** `Account.subscriptions`. */
export const Account = ({ d }: ResolverDeps): AccountResolvers => ({
  subscriptions: (_a, args, ctx) =>
    run(async () => {
      const p = await d.subscriptions.list(requireScope(ctx, 'subscriptions:read').accountId, { ...pageArgs(args), status: args.status, apiId: args.apiId });
      return connectionOfPage(p, args.after);
    }),
});
