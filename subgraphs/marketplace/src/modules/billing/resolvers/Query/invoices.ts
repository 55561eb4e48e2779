import { resolve as run } from '../../../../../../../common/src/errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { QueryResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { pageFields } from '../../../shared/pagination.js';
import { invoiceFields } from '../../views.js';

export const invoices = ({ d }: ResolverDeps): QueryResolvers['invoices'] => (_p, args, ctx) =>
  run(async () => {
    const p = await d.billing.list(requireScope(ctx, 'billing:read').accountId, args);
    return { data: p.data.map(invoiceFields), ...pageFields(p) };
  });
