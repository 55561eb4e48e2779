import { AppError, ErrorCode, resolve as run } from '../../../../../../../common/src/errors.js';
import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireConsoleSession } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';

export const revokeAuthorizedApp = ({ d }: ResolverDeps): MutationResolvers['revokeAuthorizedApp'] => (_p, args, ctx) =>
  run(async () => {
    const accountId = requireConsoleSession(ctx).accountId;
    return payload('revokedClientId', async () => {
      if (!(await d.oauth.revokeApp(accountId, args.clientId))) throw new AppError(ErrorCode.NotFound, 'This application holds no live grant.', { param: 'client_id' });
      return args.clientId;
    });
  });
