import { AppError, ErrorCode, resolve as run } from '../../../../../../../common/src/errors.js';
import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireConsoleSession } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const revokeApiKey = ({ d }: ResolverDeps): MutationResolvers['revokeApiKey'] => (_p, args, ctx) =>
  run(async () => {
    const accountId = requireConsoleSession(ctx).accountId;
    return payload('revokedApiKeyId', async () => {
      if (!(await d.accounts.revokeKey(accountId, args.id))) throw new AppError(ErrorCode.NotFound, 'No live API key with this id.', { param: 'id' });
      return args.id;
    });
  });
