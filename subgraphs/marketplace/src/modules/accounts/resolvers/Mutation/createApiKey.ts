import { resolve as run } from '../../../../../../../common/src/errors.js';
import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireConsoleSession } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { keyFields } from '../../views.js';

export const createApiKey = ({ d }: ResolverDeps): MutationResolvers['createApiKey'] => (_p, { input }, ctx) =>
  run(async () => {
    const accountId = requireConsoleSession(ctx).accountId;
    const created = await payload('created', async () => d.accounts.createKey(accountId, input.scopes ?? undefined, input.name, input.stores));
    return { apiKey: created.created && keyFields(created.created.record), secret: created.created?.key ?? null, userErrors: created.userErrors };
  });
