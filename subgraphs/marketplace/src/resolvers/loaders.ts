import DataLoader from 'dataloader';
import type { PrismaClient } from '../../../../common/src/db/client.js';
import type { GraphContext } from '../../../../common/src/principal.js';

type AccountRow = Awaited<ReturnType<PrismaClient['account']['findMany']>>[number];

export interface Loaders {
  account: DataLoader<string, AccountRow | null>;
}

/** Per-request loaders: one query per kind of row however many fields of a request ask for it. */
export function loadersFor(prisma: PrismaClient) {
  const perRequest = new WeakMap<GraphContext, Loaders>();
  return (ctx: GraphContext): Loaders => {
    let loaders = perRequest.get(ctx);
    if (!loaders) {
      loaders = {
        account: new DataLoader(async (ids) => {
          const rows = await prisma.account.findMany({ where: { id: { in: [...ids] } } });
          const byId = new Map(rows.map((r) => [r.id, r]));
          return ids.map((id) => byId.get(id) ?? null);
        }),
      };
      perRequest.set(ctx, loaders);
    }
    return loaders;
  };
}
