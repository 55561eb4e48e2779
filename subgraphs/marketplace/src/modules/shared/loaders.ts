import DataLoader from 'dataloader';
import type { GraphContext } from '../../../../../common/src/principal.js';
import type { SubscriptionManager } from '../subscriptions/providers/subscriptions-manager.js';
import type { AccountStore } from '../accounts/providers/accounts-store.js';
import type { CatalogueStore } from '../catalogue/providers/catalogue-store.js';

/** What the loaders read: accounts and plans by id. */
export interface LoaderStores {
  accounts: AccountStore;
  catalogue: CatalogueStore;
}

type AccountRow = Awaited<ReturnType<AccountStore['findAccountsByIds']>>[number];

export interface Loaders {
  account: DataLoader<string, AccountRow | null>;
  /** A plan's name and its API's name, by plan id (one query per page of subscriptions). */
  plan: DataLoader<string, { name: string; apiName: string } | null>;
  /** Whether the caller's account may use an API now (one query per page of listings). */
  subscribed: DataLoader<string, boolean>;
}

/** Per-request loaders: one query per kind of row however many fields of a request ask for it. */
export function loadersFor(stores: LoaderStores, subscriptions: SubscriptionManager) {
  const perRequest = new WeakMap<GraphContext, Loaders>();
  return (ctx: GraphContext): Loaders => {
    let loaders = perRequest.get(ctx);
    if (!loaders) {
      loaders = {
        account: new DataLoader(async (ids) => {
          const rows = await stores.accounts.findAccountsByIds(ids);
          const byId = new Map(rows.map((r) => [r.id, r]));
          return ids.map((id) => byId.get(id) ?? null);
        }),
        plan: new DataLoader(async (ids) => {
          const rows = await stores.catalogue.findPlansWithApiName(ids);
          const byId = new Map(rows.map((r) => [r.id, { name: r.name, apiName: r.api.name }]));
          return ids.map((id) => byId.get(id) ?? null);
        }),
        subscribed: new DataLoader(async (apiIds) => {
          const accountId = ctx.principal?.accountId;
          if (!accountId) return apiIds.map(() => false);
          const live = await subscriptions.accessibleApis(accountId, apiIds);
          return apiIds.map((id) => live.has(id));
        }),
      };
      perRequest.set(ctx, loaders);
    }
    return loaders;
  };
}
