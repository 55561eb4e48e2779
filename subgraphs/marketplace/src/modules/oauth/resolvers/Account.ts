import { connectionFromList } from '../../../../../../common/src/connections.js';
import { resolve as run } from '../../../../../../common/src/errors.js';
import { requireOwner } from '../../../../../../common/src/authorization.js';
import type { AccountResolvers } from '../../../generated/resolvers.js';
import type { ResolverDeps } from '../../shared/deps.js';

/** `Account.authorizedApps`. */
export const Account = ({ d }: ResolverDeps): AccountResolvers => ({
  authorizedApps: (a, args, ctx) =>
    run(async () => {
      requireOwner(ctx);
      const apps = (await d.oauth.authorizedApps(a.id)).map((app) => ({ ...app, id: app.clientId, lastAuthorizedAt: app.lastAuthorizedAt.toISOString() }));
      // Most recently authorised first: the key sorts later times first, then by client id.
      const newestFirst = (app: (typeof apps)[number]) => `${String(9e15 - Date.parse(app.lastAuthorizedAt)).padStart(16, '0')}|${app.clientId}`;
      return connectionFromList('authorizedApps', apps, newestFirst, args);
    }),
});
