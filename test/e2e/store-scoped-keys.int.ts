import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../common/src/errors.js';
import { toGlobalId } from '../../common/src/global-id.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';
import { failed, graphqlClient, ok, restClient, type Outcome } from '../testkit/transports.js';

// A key limited to named stores (`keys create --stores a,b`, GraphQL `createApiKey(input: {stores})`):
// every other store of its account answers as a store that does not exist, on every surface.
let t: TestService;
let accountId: string;
let fullKey: string;
let scopedKey: string;
const mine = `scoped-mine-${suffix()}`;
const hidden = `scoped-hidden-${suffix()}`;
let hiddenMemory: string;
let mineMemory: string;

beforeAll(async () => {
  t = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '20000' });
  ({ accountId, apiKey: fullKey } = await t.createAccount());
  const full = restClient(t.baseUrl, fullKey);
  for (const store of [mine, hidden]) ok(await full.createStore(store));
  mineMemory = String(ok(await full.store({ user_id: mine, content: 'The blue folder holds the lease.' })).id);
  hiddenMemory = String(ok(await full.store({ user_id: hidden, content: 'The red folder holds the will.' })).id);
  scopedKey = (await t.service.accounts.createKey(accountId, undefined, null, [mine])).key;
});
afterAll(() => t?.close());

/** Exactly the error that the store `ghost`, which does not exist, answered (`absent`), naming `store`. */
function asMissing(o: Outcome, store: string, absent: { ghost: string; outcome: Outcome }) {
  const f = failed(o, ErrorCode.NotFound);
  const a = failed(absent.outcome, ErrorCode.NotFound);
  expect(f.message).toBe(a.message.replaceAll(absent.ghost, store));
  expect(f.fields.user_id).toBe(store);
}

describe.each([
  ['REST', () => restClient(t.baseUrl, scopedKey)],
  ['GraphQL', () => graphqlClient(t.baseUrl, scopedKey)],
] as const)('a store-scoped key over %s', (_name, client) => {
  it('reads and writes its own store', async () => {
    const c = client();
    expect(ok(await c.store({ user_id: mine, content: `Scoped write ${suffix()}` })).status).toBe('stored');
    expect((ok(await c.search({ user_id: mine, query: 'folder lease' })).memories as Array<{ id: string }>).map((m) => m.id)).toContain(mineMemory);
    expect((ok(await c.get({ user_id: mine, memory_id: mineMemory })).memory as { id: string }).id).toBe(mineMemory);
  });

  it('finds every other store of its account missing, `default` included, and cannot create one', async () => {
    const c = client();
    const ghost = `never-${suffix()}`;
    const absent = { ghost, outcome: await c.stats({ user_id: ghost }) };
    for (const store of [hidden, 'default']) {
      asMissing(await c.stats({ user_id: store }), store, absent);
      asMissing(await c.search({ user_id: store, query: 'folder' }), store, absent);
      asMissing(await c.recall({ user_id: store, query: 'folder' }), store, absent);
      asMissing(await c.list({ user_id: store }), store, absent);
      asMissing(await c.get({ user_id: store, memory_id: hiddenMemory }), store, absent);
      asMissing(await c.versions({ user_id: store, memory_id: hiddenMemory }), store, absent);
      asMissing(await c.store({ user_id: store, content: 'leak' }), store, absent);
      asMissing(await c.forget({ user_id: store, memory_id: hiddenMemory }), store, absent);
      asMissing(await c.listSpeakers({ user_id: store }), store, absent);
      asMissing(await c.importMemories({ user_id: store, memories: [{ content: 'leak' }] }), store, absent);
    }
    const fresh = `new-${suffix()}`;
    asMissing(await c.createStore(fresh), fresh, absent);
    // Nothing was written to or erased from the hidden store.
    const full = restClient(t.baseUrl, fullKey);
    expect((ok(await full.list({ user_id: hidden })).memories as Array<{ id: string }>).map((m) => m.id)).toEqual([hiddenMemory]);
  });
});

async function graphql(key: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ query, variables }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answer's shape as it asserts it
  return (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
}

describe('a store-scoped key in the graph', () => {
  it('sees only its stores in `viewer`, and no memory of another store by `node`', async () => {
    const q = `query ($a: ID!, $b: ID!) {
      viewer { stores { userId } memoryStores(first: 50) { edges { node { userId } } } hidden: store(id: "${hidden}") { userId } own: store(id: "${mine}") { userId } }
      a: node(id: $a) { ... on MemoryRecord { id } }
      b: node(id: $b) { ... on MemoryRecord { id } }
    }`;
    const vars = { a: toGlobalId('MemoryRecord', mineMemory), b: toGlobalId('MemoryRecord', hiddenMemory) };
    const scoped = await graphql(scopedKey, q, vars);
    expect(scoped.errors).toBeUndefined();
    expect(scoped.data!.viewer.stores).toEqual([{ userId: mine }]);
    expect(scoped.data!.viewer.memoryStores.edges).toEqual([{ node: { userId: mine } }]);
    expect(scoped.data!.viewer.hidden).toBeNull();
    expect(scoped.data!.viewer.own).toEqual({ userId: mine });
    expect(scoped.data!.a).toEqual({ id: mineMemory });
    expect(scoped.data!.b).toBeNull();
    // The account's unscoped key sees them all.
    const full = await graphql(fullKey, q, vars);
    expect(full.data!.viewer.stores.map((s: { userId: string }) => s.userId)).toEqual(expect.arrayContaining(['default', mine, hidden]));
    expect(full.data!.b).toEqual({ id: hiddenMemory });
  });

  it('lists a key with its stores, and refuses an empty or malformed list', async () => {
    const keys = await t.service.accounts.listKeys(accountId);
    expect(keys.map((k) => k.stores)).toEqual(expect.arrayContaining([[], [mine]]));
    await expect(t.service.accounts.createKey(accountId, undefined, null, [])).rejects.toMatchObject({ fields: { param: 'stores' } });
    await expect(t.service.accounts.createKey(accountId, undefined, null, ['bad\u0000name'])).rejects.toMatchObject({ fields: { param: 'stores' } });
  });
});

describe('a store-scoped key through MCP', () => {
  it('lists only its stores and finds any other missing', async () => {
    const client = new Client({ name: 'scoped-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', t.baseUrl), { requestInit: { headers: { 'x-api-key': scopedKey } } }));
    try {
      const listed = (await client.callTool({ name: 'list_stores', arguments: {} })) as CallToolResult;
      expect(listed.isError).toBeFalsy();
      expect((listed.structuredContent as { stores: Array<{ user_id: string }> }).stores.map((s) => s.user_id)).toEqual([mine]);
      const search = (await client.callTool({ name: 'search', arguments: { user_id: hidden, query: 'folder' } })) as CallToolResult;
      expect(search.isError).toBe(true);
      expect(JSON.stringify(search.content)).toContain(`Store '${hidden}' does not exist`);
      const own = (await client.callTool({ name: 'search', arguments: { user_id: mine, query: 'folder lease' } })) as CallToolResult;
      expect(own.isError).toBeFalsy();
    } finally {
      await client.close();
    }
  });
});

describe('a store-scoped key exporting', () => {
  it('exports its own store and finds any other missing', async () => {
    const post = (user: string) =>
      fetch(`${t.baseUrl}/api/v1/memory/export`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': scopedKey }, body: JSON.stringify({ user_id: user }) });
    const own = await post(mine);
    expect(own.status).toBe(200);
    expect((await own.text()).split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { id: string }).id)).toContain(mineMemory);
    const other = await post(hidden);
    expect(other.status).toBe(404);
    expect(JSON.stringify(await other.json())).not.toContain('red folder');
  });
});
