import { AppError, ErrorCode, resolve as run } from '../../../../common/src/errors.js';
import type { GraphContext, Principal } from '../../../../common/src/principal.js';
import type { AccountManager } from '../domain/accounts.js';
import type { Catalogue } from '../domain/catalogue.js';
import type { PrismaClient } from '../../../../common/src/db/client.js';
import type { Resolvers } from '../generated/resolvers.js';
import { loadersFor } from './loaders.js';

function requireScope(ctx: GraphContext, scope: string): Principal {
  if (!ctx.principal) throw new AppError(ErrorCode.Unauthenticated, 'A valid API key is required.');
  if (!ctx.principal.scopes.includes(scope)) {
    throw new AppError(ErrorCode.InsufficientScope, `This request needs the scope ${scope}.`, { required_scope: scope });
  }
  return ctx.principal;
}

function requirePrincipal(ctx: GraphContext): Principal {
  if (!ctx.principal) throw new AppError(ErrorCode.Unauthenticated, 'A valid API key is required.');
  return ctx.principal;
}

export function createResolvers(deps: { accounts: AccountManager; catalogue: Catalogue; prisma: PrismaClient }): Resolvers {
  const loaders = loadersFor(deps.prisma);
  const account = async (id: string, ctx: GraphContext) => {
    const a = await loaders(ctx).account.load(id);
    if (!a) throw new AppError(ErrorCode.NotFound, 'Account not found.');
    return a;
  };
  return {
    Account: {
      __resolveReference: (ref, ctx) =>
        run(async () => (ref.id === requirePrincipal(ctx).accountId ? { id: ref.id } : null)) as never,
      name: (a, _args, ctx) => run(async () => (await account(a.id, ctx)).name),
      tier: (a, _args, ctx) => run(async () => (await account(a.id, ctx)).tier),
      apiKeys: (a) =>
        run(async () =>
          (await deps.accounts.listKeys(a.id)).map((k) => ({
            id: k.id,
            prefix: k.prefix,
            scopes: k.scopes,
            createdAt: k.createdAt.toISOString(),
            lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
          })),
        ),
    },
    ApiListing: {
      category: (api) => api.categorySlug,
      pricing: (api) => ({
        model: api.pricingModel,
        basePrice: api.basePrice,
        plans: (api.plans ?? []).map((p) => ({ id: p.id, name: p.name, monthlyLimit: p.monthlyLimit })),
      }),
      // Subscriptions arrive with the subscriptions API; until then no account holds one.
      subscribed: () => false,
      createdAt: (api) => api.createdAt.toISOString(),
    },
    Query: {
      viewer: (_p, _a, ctx) => run(async () => ({ id: requirePrincipal(ctx).accountId })),
      apis: (_p, args, ctx) =>
        run(async () => {
          requireScope(ctx, 'marketplace:read');
          return deps.catalogue.list(args);
        }),
    },
  };
}
