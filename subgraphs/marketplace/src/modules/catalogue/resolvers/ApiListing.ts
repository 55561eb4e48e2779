import { resolve as run } from '../../../../../../common/src/errors.js';
import type { ApiListingResolvers, PricingModel } from '../../../generated/resolvers.js';
import type { ResolverDeps } from '../../shared/deps.js';
import { globalIdOf } from '../../shared/node.js';

export const ApiListing = ({ loaders }: ResolverDeps): ApiListingResolvers => ({
  globalId: globalIdOf('ApiListing'),
  category: (api) => api.categorySlug,
  pricing: (api) => ({
    model: api.pricingModel as PricingModel,
    basePrice: api.basePrice,
    plans: (api.plans ?? []).map((p) => ({ id: p.id, name: p.name, monthlyLimit: p.monthlyLimit })),
  }),
  subscribed: (api, _args, ctx) => run(async () => (ctx.principal ? loaders(ctx).subscribed.load(api.id) : false)),
  createdAt: (api) => api.createdAt.toISOString(),
});
