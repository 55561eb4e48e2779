import type { AccountManager } from './providers/accounts-manager.js';

export const keyFields = (k: Awaited<ReturnType<AccountManager['listKeys']>>[number]) => ({
  id: k.id,
  prefix: k.prefix,
  name: k.name,
  scopes: k.scopes,
  stores: k.stores,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
});
