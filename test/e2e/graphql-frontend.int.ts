import { graphql as execute } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, SCOPES } from '../../common/src/principal.js';
import { startTestService, type TestService } from '../testkit/service.js';

// The frontend-facing GraphQL schema: Relay connections from `viewer`, `catalogue` and the entities,
// paged with `first`/`after` to the end with no gaps or repeats.
let t: TestService;
let apiKey: string;
let accountId: string;

beforeAll(async () => {
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  ({ apiKey, accountId } = await t.createAccount([...SCOPES]));
});
afterAll(async () => {
  await t?.close();
});

interface Page<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount?: number;
}

async function graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (body.errors?.length) throw new Error(`${body.errors[0]!.extensions?.code}: ${body.errors[0]!.message}`);
  return body.data!;
}

/** Reads every page of a connection, checking the page info of each. */
async function readAll<T>(page: (after: string | null) => Promise<Page<T>>): Promise<{ nodes: T[]; pages: number; totalCount?: number }> {
  const nodes: T[] = [];
  let after: string | null = null;
  let pages = 0;
  let totalCount: number | undefined;
  for (;;) {
    const p: Page<T> = await page(after);
    pages++;
    totalCount = p.totalCount;
    expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
    expect(p.pageInfo.startCursor).toBe(p.edges[0]?.cursor ?? null);
    expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)?.cursor ?? null);
    nodes.push(...p.edges.map((e) => e.node));
    if (!p.pageInfo.hasNextPage) return { nodes, pages, totalCount };
    after = p.pageInfo.endCursor;
  }
}

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

describe('GraphQL connections', () => {
  it('pages the account keys from viewer', async () => {
    await t.service.accounts.createKey(accountId);
    await t.service.accounts.createKey(accountId);
    const q = `query Keys($after: String) { viewer { keys(first: 2, after: $after) { totalCount ${PAGE_INFO} edges { cursor node { id prefix createdAt } } } } }`;
    const all = await readAll(async (after) => (await graphql<{ viewer: { keys: Page<{ id: string; prefix: string }> } }>(q, { after })).viewer.keys);
    expect(all.pages).toBe(2);
    expect(all.totalCount).toBe(3);
    expect(new Set(all.nodes.map((k) => k.id)).size).toBe(3);
    expect(all.nodes.map((k) => k.prefix)).toContain(apiKey.slice(0, 10));
  });

  it('pages the stores and a store memories; a store is an entity with an id', async () => {
    for (const name of ['conn-c', 'conn-a', 'conn-b']) await graphql('mutation ($n: String!) { createStore(userId: $n) { status } }', { n: name });
    for (const content of ['The boiler was serviced in March.', 'Anna prefers tea to coffee.', 'The spare key is under the blue pot.']) {
      await graphql('mutation ($i: StoreMemoryInput!) { storeMemory(input: $i) { id status } }', { i: { userId: 'conn-a', content } });
    }
    const stores = await readAll(
      async (after) =>
        (
          await graphql<{ viewer: { memoryStores: Page<{ id: string; userId: string }> } }>(
            `query ($after: String) { viewer { memoryStores(first: 2, after: $after) { totalCount ${PAGE_INFO} edges { cursor node { id userId } } } } }`,
            { after },
          )
        ).viewer.memoryStores,
    );
    expect(stores.nodes.map((s) => s.id)).toEqual(['conn-a', 'conn-b', 'conn-c', 'default']);
    expect(stores.nodes.every((s) => s.id === s.userId)).toBe(true);
    expect(stores.totalCount).toBe(4);

    const memories = await readAll(async (after) => {
      const d = await graphql<{ viewer: { store: { memories: Page<{ id: string; content: string }> } } }>(
        `query ($after: String) { viewer { store(id: "conn-a") { memories(first: 2, after: $after) { ${PAGE_INFO} edges { cursor node { id content createdAt } } } } } }`,
        { after },
      );
      return d.viewer.store.memories;
    });
    expect((await graphql<{ viewer: { store: null } }>('{ viewer { store(id: "no-such-store") { id } } }')).viewer.store).toBeNull();
    expect(memories.pages).toBe(2);
    expect(memories.nodes.map((m) => m.content)).toEqual(['The boiler was serviced in March.', 'Anna prefers tea to coffee.', 'The spare key is under the blue pot.']);
  });

  it('pages the catalogue as the offset list orders it', async () => {
    const list = await graphql<{ apis: { total: number; data: Array<{ id: string }> } }>('{ apis(limit: 12) { total data { id } } }');
    const first12: string[] = [];
    let after: string | null = null;
    while (first12.length < 12) {
      const c: Page<{ id: string }> = (
        await graphql<{ catalogue: Page<{ id: string }> }>(`query ($after: String) { catalogue(first: 5, after: $after) { totalCount ${PAGE_INFO} edges { cursor node { id } } } }`, {
          after,
        })
      ).catalogue;
      expect(c.totalCount).toBe(list.apis.total);
      first12.push(...c.edges.map((e) => e.node.id));
      after = c.pageInfo.endCursor;
    }
    expect(first12.slice(0, 12)).toEqual(list.apis.data.map((a) => a.id));
  });

  it('pages webhook endpoints, each with its deliveries, and refuses a foreign cursor and a bad page size', async () => {
    for (const n of [1, 2, 3]) {
      await graphql('mutation ($i: CreateWebhookInput!) { createWebhook(input: $i) { webhookEndpoint { id } userErrors { code field } } }', { i: { url: `https://127.0.0.1/hook-${n}`, events: ['invoice.paid'] } });
    }
    const hooks = await readAll(
      async (after) =>
        (
          await graphql<{ viewer: { webhooks: Page<{ url: string; deliveries: Page<unknown> }> } }>(
            `query ($after: String) { viewer { webhooks(first: 2, after: $after) { totalCount ${PAGE_INFO} edges { cursor node { url deliveries(first: 5) { totalCount ${PAGE_INFO} edges { cursor } } } } } } }`,
            { after },
          )
        ).viewer.webhooks,
    );
    expect(hooks.nodes.map((h) => h.url)).toEqual(['https://127.0.0.1/hook-3', 'https://127.0.0.1/hook-2', 'https://127.0.0.1/hook-1']);
    expect(hooks.nodes.every((h) => h.deliveries.totalCount === 0 && h.deliveries.edges.length === 0)).toBe(true);

    const keys = (await graphql<{ viewer: { keys: Page<unknown> } }>(`{ viewer { keys(first: 1) { ${PAGE_INFO} } } }`)).viewer.keys;
    await expect(graphql('query ($a: String) { viewer { webhooks(first: 1, after: $a) { totalCount } } }', { a: keys.pageInfo.endCursor })).rejects.toThrow(/INVALID_REQUEST|after/);
    await expect(graphql('{ viewer { invoices(first: 0) { totalCount } } }')).rejects.toThrow(/`first`/);
    expect((await graphql<{ viewer: { invoices: Page<unknown>; subscriptions: Page<unknown> } }>('{ viewer { invoices(first: 5) { totalCount } subscriptions(first: 5) { totalCount } } }')).viewer).toEqual({
      invoices: { totalCount: 0 },
      subscriptions: { totalCount: 0 },
    });
  });
});

describe('GraphQL user errors', () => {
  const CREATE = `mutation ($i: CreateSubscriptionInput!) { createSubscription(input: $i) { subscription { id status } userErrors { code message field } } }`;

  it('answers refused input, unknown references and conflicts as data, and the result otherwise', async () => {
    const bad = await graphql<{ createSubscription: unknown }>(CREATE, { i: { apiId: 'memory-api', planId: 'ai-sentiment-analysis-free' } });
    expect(bad.createSubscription).toEqual({ subscription: null, userErrors: [{ code: 'invalid_request', message: expect.stringContaining('is not a plan of memory-api'), field: 'planId' }] });
    const missing = await graphql<{ createSubscription: { userErrors: Array<{ code: string; field: string }> } }>(CREATE, { i: { apiId: 'no-such-api', planId: 'x' } });
    expect(missing.createSubscription.userErrors).toEqual([expect.objectContaining({ code: 'not_found', field: 'apiId' })]);

    const made = await graphql<{ createSubscription: { subscription: { id: string; status: string }; userErrors: unknown[] } }>(CREATE, {
      i: { apiId: 'memory-api', planId: 'memory-api-free' },
    });
    expect(made.createSubscription).toEqual({ subscription: { id: expect.any(String), status: 'active' }, userErrors: [] });
    const again = await graphql<{ createSubscription: { subscription: null; userErrors: Array<{ code: string }> } }>(CREATE, { i: { apiId: 'memory-api', planId: 'memory-api-free' } });
    expect(again.createSubscription).toMatchObject({ subscription: null, userErrors: [{ code: 'conflict' }] });

    const hook = await graphql<{ createWebhook: unknown }>('mutation ($i: CreateWebhookInput!) { createWebhook(input: $i) { webhookEndpoint { id } userErrors { code field } } }', {
      i: { url: 'http://example.com/hook', events: ['invoice.paid'] },
    });
    expect(hook.createWebhook).toEqual({ webhookEndpoint: null, userErrors: [{ code: 'invalid_request', field: 'url' }] });
    const alert = await graphql<{ createAlert: unknown }>('mutation ($i: CreateAlertInput!) { createAlert(input: $i) { alert { id } userErrors { code field } } }', {
      i: { apiId: 'memory-api', threshold: 90, channels: ['webhook'] },
    });
    expect(alert.createAlert).toEqual({ alert: null, userErrors: [{ code: 'invalid_request', field: 'threshold' }] });
  });

  it('keeps failures a user cannot act on as errors', async () => {
    const { apiKey: readOnly } = await t.createAccount(['marketplace:read']);
    const res = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': readOnly },
      body: JSON.stringify({ query: CREATE, variables: { i: { apiId: 'memory-api', planId: 'memory-api-free' } } }),
    });
    const body = (await res.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe('insufficient_scope');
  });
});

describe('GraphQL entities', () => {
  it('resolves a Store and a MemoryRecord of the account by key, and nothing of another account', async () => {
    await graphql('mutation { createStore(userId: "entities") { status } }');
    const stored = await graphql<{ storeMemory: { id: string } }>('mutation ($i: StoreMemoryInput!) { storeMemory(input: $i) { id } }', {
      i: { userId: 'entities', content: 'The lighthouse keeper retired in 1998.' },
    });
    const memoryId = stored.storeMemory.id;
    const entities = async (key: string) =>
      execute({
        schema: t.service.memory!.schema,
        source: `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Store { id totalMemories } ... on MemoryRecord { id content } } }`,
        variableValues: { r: [{ __typename: 'Store', id: 'entities' }, { __typename: 'MemoryRecord', id: memoryId }, { __typename: 'MemoryRecord', id: 'not-a-uuid' }] },
        contextValue: { requestId: 'test', model: DEFAULT_MODEL, principal: (await t.service.accounts.authenticate(key))! },
      });
    expect((await entities(apiKey)).data?._entities).toEqual([
      { id: 'entities', totalMemories: 1 },
      { id: memoryId, content: 'The lighthouse keeper retired in 1998.' },
      null,
    ]);
    const { apiKey: other } = await t.createAccount([...SCOPES]);
    expect((await entities(other)).data?._entities).toEqual([null, null, null]);
  });
});
