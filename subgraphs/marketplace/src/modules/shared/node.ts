import { fromGlobalId, toGlobalId } from '../../../../../common/src/global-id.js';
import { AppError, ErrorCode, invalid } from '../../../../../common/src/errors.js';
import { requireOwner, requirePrincipal, requireScope } from '../../../../../common/src/authorization.js';
import type { GraphContext } from '../../../../../common/src/principal.js';
import type { AccountManager } from '../accounts/providers/accounts-manager.js';
import type { Catalogue } from '../catalogue/providers/catalogue-manager.js';
import type { SubscriptionManager } from '../subscriptions/providers/subscriptions-manager.js';
import type { WebhookManager } from '../webhooks/providers/webhook-manager.js';

/** How many global ids one `nodes` call may ask for (a page's worth). */
export const MAX_NODES = 100;

/** The types of the memory service: their owner checks the caller when it resolves them by key. */
const MEMORY_TYPES = new Set(['Store', 'MemoryRecord']);

interface NodeDomain {
  accounts: AccountManager;
  catalogue: Catalogue;
  subscriptions: SubscriptionManager;
  webhooks: WebhookManager;
}

/** Null for a row that does not exist or is not the caller's: `node` answers it as "no such object". */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.NotFound) return null;
    throw err;
  }
}

/**
 * The object a global id stands for, as its type's resolvers expect it with its `__typename`; null
 * when there is none the caller may see. Each type needs what its own field needs (`subscriptions:read`
 * for a subscription, owner credentials for a key, …), and rows are read only within the caller's
 * account. A store or memory is returned as a reference: the memory service resolves it by its
 * global id within the caller's account and memory pool (`memory:read`), as it does every reference.
 */
export function nodeResolver(d: NodeDomain, keyFields: (k: Awaited<ReturnType<AccountManager['listKeys']>>[number]) => object, endpointFields: (e: Awaited<ReturnType<WebhookManager['get']>>) => object) {
  return async (globalId: string, ctx: GraphContext): Promise<Record<string, unknown> | null> => {
    const decoded = fromGlobalId(globalId);
    if (!decoded) return null;
    const { type, id } = decoded;
    const typed = (row: object | null) => (row ? { ...row, __typename: type } : null);
    if (MEMORY_TYPES.has(type)) {
      requireScope(ctx, 'memory:read');
      return { __typename: type, globalId };
    }
    switch (type) {
      case 'Account':
        return id === requirePrincipal(ctx).accountId ? { __typename: type, id } : null;
      case 'ApiKey': {
        const principal = requireOwner(ctx);
        const key = (await d.accounts.listKeys(principal.accountId)).find((k) => k.id === id);
        return typed(key ? keyFields(key) : null);
      }
      case 'ApiSubscription':
        return typed(await orNull(() => d.subscriptions.get(requireScope(ctx, 'subscriptions:read').accountId, id)));
      case 'WebhookEndpoint': {
        const accountId = requireScope(ctx, 'webhooks:read').accountId;
        const row = await orNull(() => d.webhooks.get(accountId, id));
        return typed(row ? endpointFields(row) : null);
      }
      case 'ApiListing':
        requireScope(ctx, 'marketplace:read');
        return typed(await orNull(() => d.catalogue.get(id)));
      default:
        return null;
    }
  };
}

/** `nodes(ids:)`: each id on its own (one the caller may not see is null; a refused scope is that item's error). */
export function checkNodeIds(ids: readonly string[]): void {
  if (ids.length > MAX_NODES) throw invalid(`\`ids\` may hold at most ${MAX_NODES} global ids; it has ${ids.length}.`, { param: 'ids' });
}

/** `globalId` of an object of `type` whose own id is `id`. */
export const globalIdOf = (type: string) => (o: { id: string }) => toGlobalId(type, o.id);
