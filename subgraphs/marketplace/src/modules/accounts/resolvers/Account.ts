import { connectionFromList } from '../../../../../../common/src/connections.js';
import { AppError, ErrorCode, resolve as run } from '../../../../../../common/src/errors.js';
import { requireOwner, requirePrincipal } from '../../../../../../common/src/authorization.js';
import type { GraphContext } from '../../../../../../common/src/principal.js';
import type { AccountResolvers, AccountTier } from '../../../generated/resolvers.js';
import type { ResolverDeps } from '../../shared/deps.js';
import { globalIdOf } from '../../shared/node.js';
import { keyFields } from '../views.js';

/** The account itself and its keys; the other modules add its subscriptions, webhooks, invoices and authorised apps. */
export const Account = ({ d, loaders }: ResolverDeps): AccountResolvers => {
  const account = async (id: string, ctx: GraphContext) => {
    const a = await loaders(ctx).account.load(id);
    if (!a) throw new AppError(ErrorCode.NotFound, 'Account not found.');
    return a;
  };
  return {
    __resolveReference: (ref, ctx) =>
      run(async () => (ref.id === requirePrincipal(ctx).accountId ? { id: ref.id } : null)) as never,
    globalId: globalIdOf('Account'),
    name: (a, _args, ctx) => run(async () => (await account(a.id, ctx)).name),
    tier: (a, _args, ctx) => run(async () => (await account(a.id, ctx)).tier as AccountTier),
    apiKeys: (a, _args, ctx) =>
      run(async () => {
        requireOwner(ctx);
        return (await d.accounts.listKeys(a.id)).map(keyFields);
      }),
    keys: (a, args, ctx) =>
      run(async () => {
        requireOwner(ctx);
        const keys = (await d.accounts.listKeys(a.id)).map(keyFields);
        return connectionFromList('keys', keys, (k) => `${k.createdAt}|${k.id}`, args);
      }),
  };
};
