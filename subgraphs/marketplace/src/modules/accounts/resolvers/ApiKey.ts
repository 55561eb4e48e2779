import type { ApiKeyResolvers } from '../../../generated/resolvers.js';
import { globalIdOf } from '../../shared/node.js';

export const ApiKey: ApiKeyResolvers = { globalId: globalIdOf('ApiKey') };
