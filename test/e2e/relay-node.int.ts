import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../common/src/global-id.js';
import { SCOPES } from '../../common/src/principal.js';
import { startTestService, type TestService } from '../testkit/service.js';

// Relay's object identification on the whole service: every `Node` has a `globalId`, `node(id:)` and
// `nodes(ids:)` answer any of them from either subgraph, only within the caller's account and scopes.
// Read with Apollo Client, as a frontend would: a connection paged with `relayStylePagination` and
// an object refetched by its global id into the same normalised cache entry.
let t: TestService;
let apiKey: string;

beforeAll(async () => {
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  ({ apiKey } = await t.createAccount([...SCOPES]));
});
afterAll(() => t?.close());

function client(key: string): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: `${t.baseUrl}/graphql`, headers: { 'x-api-key': key } }),
    cache: new InMemoryCache({
      possibleTypes: { Node: ['Account', 'ApiKey', 'ApiListing', 'ApiSubscription', 'WebhookEndpoint', 'Store', 'MemoryRecord'] },
      typePolicies: { Account: { fields: { memoryStores: relayStylePagination() } } },
    }),
  });
}

async function raw<T>(key: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: T; errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }> };
}

const STORES = gql`
  query Stores($after: String) {
    viewer {
      id
      memoryStores(first: 2, after: $after) {
        edges {
          cursor
          node {
            id
            globalId
            userId
            totalMemories
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

const NODE = gql`
  query Node($id: ID!) {
    node(id: $id) {
      __typename
      globalId
      ... on Store {
        id
        userId
        totalMemories
      }
      ... on MemoryRecord {
        id
        content
      }
      ... on ApiSubscription {
        id
        status
      }
      ... on WebhookEndpoint {
        id
        url
      }
      ... on ApiKey {
        id
        prefix
      }
      ... on ApiListing {
        id
        name
      }
      ... on Account {
        id
        name
      }
    }
  }
`;

interface StoresData {
  viewer: {
    id: string;
    memoryStores: { edges: Array<{ cursor: string; node: { id: string; globalId: string; userId: string; totalMemories: number } }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  };
}

describe('Relay: Node, node(id:) and nodes(ids:)', () => {
  it('pages a connection with relayStylePagination and refetches a node into the same cache entry', async () => {
    const apollo = client(apiKey);
    for (const name of ['relay-a', 'relay-b', 'relay-c']) {
      await apollo.mutate({ mutation: gql`mutation ($n: String!) { createStore(userId: $n) { userId status } }`, variables: { n: name } });
    }
    const first = await apollo.query<StoresData>({ query: STORES });
    expect(first.data!.viewer.memoryStores.edges.map((e) => e.node.userId)).toEqual(['default', 'relay-a']);
    expect(first.data!.viewer.memoryStores.edges).toHaveLength(2);
    expect(first.data!.viewer.memoryStores.pageInfo.hasNextPage).toBe(true);
    // The next page from the server (the cached field answers any `after` from the cache otherwise).
    const more = await apollo.query<StoresData>({ query: STORES, variables: { after: first.data!.viewer.memoryStores.pageInfo.endCursor }, fetchPolicy: 'network-only' });
    // relayStylePagination merges the second page into the cached connection.
    const merged = apollo.readQuery<StoresData>({ query: STORES })!;
    const names = merged.viewer.memoryStores.edges.map((e) => e.node.userId);
    expect(names).toEqual(expect.arrayContaining(['relay-a', 'relay-b', 'relay-c']));
    // The account's `default` store and the three, each once; the second page says it is the last.
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(4);
    expect(more.data!.viewer.memoryStores.pageInfo.hasNextPage).toBe(false);

    const store = merged.viewer.memoryStores.edges.find((e) => e.node.userId === 'relay-b')!.node;
    expect(store.globalId).toBe(toGlobalId('Store', 'relay-b'));
    expect(store.globalId).not.toBe(store.id);
    // A memory written after the page was read: the refetch by global id updates the cached store.
    await apollo.mutate({ mutation: gql`mutation ($i: StoreMemoryInput!) { storeMemory(input: $i) { id status } }`, variables: { i: { userId: 'relay-b', content: 'The relay test remembers this.' } } });
    const refetched = await apollo.query<{ node: { __typename: string; id: string; userId: string; totalMemories: number } }>({ query: NODE, variables: { id: store.globalId }, fetchPolicy: 'network-only' });
    expect(refetched.data!.node).toMatchObject({ __typename: 'Store', id: 'relay-b', userId: 'relay-b', totalMemories: 1 });
    const cached = apollo.readQuery<StoresData>({ query: STORES })!;
    expect(cached.viewer.memoryStores.edges.find((e) => e.node.userId === 'relay-b')!.node.totalMemories).toBe(1);
    expect(apollo.cache.identify({ __typename: 'Store', id: 'relay-b' })).toBe('Store:relay-b');
  });

  it('answers every kind of node from either subgraph by its global id', async () => {
    const made = await raw<{ createSubscription: { subscription: { id: string; globalId: string } } }>(
      apiKey,
      'mutation { createSubscription(input: { apiId: "memory-api", planId: "memory-api-free" }) { subscription { id globalId } userErrors { code } } }',
    );
    const subscription = made.data!.createSubscription.subscription;
    const hook = await raw<{ createWebhook: { webhookEndpoint: { id: string; globalId: string } } }>(
      apiKey,
      'mutation { createWebhook(input: { url: "https://127.0.0.1/relay-hook", events: ["invoice.paid"] }) { webhookEndpoint { id globalId } userErrors { code } } }',
    );
    const endpoint = hook.data!.createWebhook.webhookEndpoint;
    const memory = await raw<{ storeMemory: { id: string } }>(apiKey, 'mutation { storeMemory(input: { userId: "relay-a", content: "A node of its own." }) { id } }');
    const memoryId = memory.data!.storeMemory.id;
    const viewer = await raw<{ viewer: { id: string; globalId: string; keys: { edges: Array<{ node: { id: string; globalId: string } }> } } }>(
      apiKey,
      '{ viewer { id globalId keys(first: 1) { edges { node { id globalId } } } } }',
    );
    const key = viewer.data!.viewer.keys.edges[0]!.node;

    const apollo = client(apiKey);
    const node = async (id: string) => (await apollo.query<{ node: Record<string, unknown> | null }>({ query: NODE, variables: { id } })).data!.node;
    expect(await node(viewer.data!.viewer.globalId)).toMatchObject({ __typename: 'Account', id: viewer.data!.viewer.id });
    expect(await node(key.globalId)).toMatchObject({ __typename: 'ApiKey', id: key.id, prefix: expect.any(String) });
    expect(await node(subscription.globalId)).toMatchObject({ __typename: 'ApiSubscription', id: subscription.id, status: 'active' });
    expect(await node(endpoint.globalId)).toMatchObject({ __typename: 'WebhookEndpoint', id: endpoint.id, url: 'https://127.0.0.1/relay-hook' });
    expect(await node(toGlobalId('ApiListing', 'memory-api'))).toMatchObject({ __typename: 'ApiListing', id: 'memory-api' });
    expect(await node(toGlobalId('MemoryRecord', memoryId))).toMatchObject({ __typename: 'MemoryRecord', id: memoryId, content: 'A node of its own.' });
    // Not a global id, or one of no type: no such object.
    expect(await node('not a global id')).toBeNull();
    expect(await node(toGlobalId('Nothing', 'x'))).toBeNull();

    const many = await raw<{ nodes: Array<{ __typename: string; globalId: string } | null> }>(apiKey, 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename globalId } }', {
      ids: [subscription.globalId, toGlobalId('Store', 'relay-a'), toGlobalId('ApiSubscription', 'sub_missing')],
    });
    expect(many.errors).toBeUndefined();
    expect(many.data!.nodes).toEqual([
      { __typename: 'ApiSubscription', globalId: subscription.globalId },
      { __typename: 'Store', globalId: toGlobalId('Store', 'relay-a') },
      null,
    ]);
  });

  it("answers another account's objects as null, never with their data", async () => {
    const owner = await raw<{ createSubscription: { subscription: { globalId: string } } }>(
      apiKey,
      'mutation { createSubscription(input: { apiId: "weather-api", planId: "weather-api-free" }) { subscription { globalId } userErrors { code message } } }',
    );
    const mine = await raw<{ viewer: { globalId: string; keys: { edges: Array<{ node: { globalId: string } }> } } }>(apiKey, '{ viewer { globalId keys(first: 1) { edges { node { globalId } } } } }');
    const memory = await raw<{ storeMemory: { id: string } }>(apiKey, 'mutation { storeMemory(input: { userId: "relay-c", content: "Private to its account." }) { id } }');
    const { apiKey: other } = await t.createAccount([...SCOPES]);
    const ids = [
      mine.data!.viewer.globalId,
      mine.data!.viewer.keys.edges[0]!.node.globalId,
      owner.data?.createSubscription.subscription?.globalId ?? toGlobalId('ApiSubscription', 'sub_x'),
      toGlobalId('MemoryRecord', memory.data!.storeMemory.id),
      toGlobalId('Store', 'relay-c'),
    ];
    for (const id of ids) {
      const answer = await raw<{ node: unknown }>(other, 'query ($id: ID!) { node(id: $id) { __typename globalId ... on MemoryRecord { content } ... on Store { userId totalMemories } } }', { id });
      expect(answer.data?.node ?? null).toBeNull();
      expect(JSON.stringify(answer)).not.toContain('Private to its account');
    }
  });

  it("needs the scope the object's own field needs", async () => {
    const { apiKey: memoryOnly } = await t.createAccount(['memory:read']);
    const answer = await raw<{ node: unknown }>(memoryOnly, 'query ($id: ID!) { node(id: $id) { globalId } }', { id: toGlobalId('ApiListing', 'memory-api') });
    expect(answer.data?.node ?? null).toBeNull();
    expect(answer.errors![0]!.extensions).toMatchObject({ code: 'insufficient_scope', required_scope: 'marketplace:read' });
    const tooMany = await raw<{ nodes: unknown }>(apiKey, 'query ($ids: [ID!]!) { nodes(ids: $ids) { globalId } }', { ids: Array.from({ length: 101 }, (_, i) => `x${i}`) });
    expect(tooMany.errors![0]!.extensions).toMatchObject({ code: 'invalid_parameter', param: 'ids' });
  });
});
