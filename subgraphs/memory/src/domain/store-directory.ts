import { notFound } from '../../../../common/src/errors.js';
import { fieldToCall } from '../../../../common/src/remedy.js';
import { reachesStore, type Principal } from '../../../../common/src/principal.js';
import { memoryNamespace } from './models.js';
import type { StoreRow } from '../storage/record-store.js';
import type { StoreRows } from '../storage/store-rows.js';

export const DEFAULT_STORE = 'default';

/** Stores: named memory collections of an account, per memory pool (the request's model). */
export class StoreDirectory {
  constructor(private readonly rows: StoreRows) {}

  /** The account's stores the principal reaches (a key may be limited to some). */
  async list(principal: Principal, model: string) {
    const namespace = memoryNamespace(model);
    const { accountId } = principal;
    if (reachesStore(principal, DEFAULT_STORE)) await this.ensureDefault(accountId, namespace);
    const stores = (await this.rows.listWithCounts(accountId, namespace)).filter((s) => reachesStore(principal, s.name));
    return stores.map((s) => ({ userId: s.name, createdAt: s.createdAt.toISOString(), totalMemories: s._count.memories }));
  }

  async create(principal: Principal, model: string, name: string) {
    // A key limited to some stores neither sees nor makes any other.
    if (!reachesStore(principal, name)) throw this.missing(name);
    const namespace = memoryNamespace(model);
    const existing = await this.rows.find(principal.accountId, namespace, name);
    if (existing) return { userId: name, status: 'exists', createdAt: existing.createdAt.toISOString() };
    const created = await this.rows.ensure(principal.accountId, namespace, name);
    return { userId: name, status: 'created', createdAt: created.createdAt.toISOString() };
  }

  private async ensureDefault(accountId: string, namespace: string): Promise<StoreRow> {
    // Read first: the store nearly always exists, and an upsert would be a write on every request.
    const existing = await this.rows.find(accountId, namespace, DEFAULT_STORE);
    if (existing) return existing;
    return this.rows.ensure(accountId, namespace, DEFAULT_STORE);
  }

  /** The store a request names; `default` always exists, any other must have been created. */
  async require(principal: Principal, model: string, name: string): Promise<StoreRow> {
    // A store the key may not reach answers exactly as a store that does not exist.
    if (!reachesStore(principal, name)) throw this.missing(name);
    const namespace = memoryNamespace(model);
    if (name === DEFAULT_STORE) return this.ensureDefault(principal.accountId, namespace);
    const store = await this.rows.find(principal.accountId, namespace, name);
    if (!store) throw this.missing(name);
    return store;
  }

  private missing(name: string) {
    return notFound(`Store '${name}' does not exist. Create it with ${fieldToCall('mutation', 'createStore', { userId: name })}.`, { user_id: name });
  }
}
