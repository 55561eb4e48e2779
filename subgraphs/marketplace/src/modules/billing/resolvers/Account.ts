import { connectionOfPage } from '../../../../../../common/src/connections.js';
import { resolve as run } from '../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../common/src/authorization.js';
import type { AccountResolvers } from '../../../generated/resolvers.js';
import type { ResolverDeps } from '../../shared/deps.js';
import { pageArgs } from '../../shared/pagination.js';
import { invoiceFields } from '../views.js';

/** `Account.invoices`. */
export const Account = ({ d }: ResolverDeps): AccountResolvers => ({
  invoices: (_a, args, ctx) =>
    run(async () => {
      const p = await d.billing.list(requireScope(ctx, 'billing:read').accountId, { ...pageArgs(args), subscriptionId: args.subscriptionId, status: args.status });
      return connectionOfPage({ ...p, data: p.data.map(invoiceFields) }, args.after);
    }),
});
