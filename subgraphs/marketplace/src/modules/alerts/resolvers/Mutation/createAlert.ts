import { payload } from '../../../../../../../common/src/user-errors.js';
import { requireScope } from '../../../../../../../common/src/authorization.js';
import type { MutationResolvers } from '../../../../generated/resolvers.js';
import type { ResolverDeps } from '../../../shared/deps.js';
import { alertFields } from '../../views.js';

export const createAlert = ({ d }: ResolverDeps): MutationResolvers['createAlert'] => (_p, { input }, ctx) =>
  payload('alert', async () => alertFields(await d.alerts.create(requireScope(ctx, 'usage:read').accountId, input)));
