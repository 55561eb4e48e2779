import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../common/src/principal.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// The memory mutations answer the caller's bad input as `userErrors` (code, field, message in GraphQL's
// words) with null result fields and no `errors`; failures that are not the input stay errors. REST
// answers the same failures exactly as before.
let t: TestService;
let apiKey: string;

beforeAll(async () => {
  t = await startTestService();
  ({ apiKey } = await t.createAccount([...SCOPES]));
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  body: { data?: Record<string, Record<string, unknown> | null> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

async function graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, key = apiKey): Promise<Answer> {
  const res = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function rest(path: string, body: unknown) {
  const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { type?: string; error?: Record<string, unknown> } & Record<string, unknown> };
}

const USER_ERRORS = 'userErrors { code message field limit }';
const STORE = `mutation ($i: StoreMemoryInput!) { storeMemory(input: $i) { id status note ${USER_ERRORS} } }`;
const REGISTER = `mutation ($u: String!, $n: String!) { registerSpeaker(userId: $u, name: $n) { userId name status ${USER_ERRORS} } }`;

/** The payload of a mutation answered with data and no `errors`. */
function payloadOf(answer: Answer, field: string): Record<string, unknown> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data![field]!;
}

describe('userErrors on the memory mutations', () => {
  it('storeMemory: invalid input is a user error naming the GraphQL field, with null data', async () => {
    const p = payloadOf(await graphql(STORE, { i: { userId: 'default', content: '   ' } }), 'storeMemory');
    expect(p).toEqual({
      id: null,
      status: null,
      note: null,
      userErrors: [{ code: 'invalid_request', field: 'content', limit: null, message: '`content` must be a non-empty string.' }],
    });
    const date = payloadOf(await graphql(STORE, { i: { userId: 'default', content: 'x', metadata: { event_date: 'tomorrow' } } }), 'storeMemory');
    expect(date.userErrors).toEqual([expect.objectContaining({ code: 'invalid_request', field: 'metadata.event_date' })]);
    const badStore = payloadOf(await graphql(STORE, { i: { userId: '', content: 'x' } }), 'storeMemory');
    expect(badStore.userErrors).toEqual([
      { code: 'invalid_request', field: 'userId', limit: null, message: '`userId` must be a string of 1 to 128 characters naming a store.' },
    ]);
  });

  it('storeMemory: an unknown store is not_found on `userId`, worded without REST routes', async () => {
    const store = `nobody-${suffix()}`;
    const p = payloadOf(await graphql(STORE, { i: { userId: store, content: 'x' } }), 'storeMemory');
    expect(p).toEqual({
      id: null,
      status: null,
      note: null,
      userErrors: [{ code: 'not_found', field: 'userId', limit: null, message: `Store '${store}' does not exist. Create it with the mutation \`createStore(userId: "${store}")\`.` }],
    });
    // REST answers it as it always did.
    const r = await rest('/api/v1/memory/store', { user_id: store, content: 'x' });
    expect(r.status).toBe(404);
    expect(r.body.error).toEqual({
      type: 'not_found_error',
      code: 'not_found',
      message: `Store '${store}' does not exist. Create it with POST /api/v1/memory/collection {"user_id": "${store}"}.`,
      request_id: expect.any(String),
      user_id: store,
    });
  });

  it('the speaker limit is a user error with `limit`; an unregistered speaker on storeMemory names `metadata.speaker`', async () => {
    const store = `speakers-${suffix()}`;
    payloadOf(await graphql('mutation ($u: String!) { createStore(userId: $u) { status userErrors { code } } }', { u: store }), 'createStore');
    for (let i = 0; i < 50; i++) {
      const p = payloadOf(await graphql(REGISTER, { u: store, n: `person ${i}` }), 'registerSpeaker');
      expect(p).toMatchObject({ status: 'registered', userErrors: [] });
    }
    const full = payloadOf(await graphql(REGISTER, { u: store, n: 'one too many' }), 'registerSpeaker');
    expect(full).toEqual({
      userId: null,
      name: null,
      status: null,
      userErrors: [{ code: 'invalid_request', field: 'name', limit: 50, message: `Store '${store}' already has 50 speakers, the most a store can have; remove one first.` }],
    });
    const r = await rest('/api/v1/memory/speakers', { user_id: store, name: 'one too many' });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({
      type: 'invalid_request_error',
      code: 'invalid_parameter',
      message: `Store '${store}' already has 50 speakers, the most a store can have; remove one first.`,
      request_id: expect.any(String),
      speaker: 'one too many',
      speaker_limit: 50,
    });

    const unregistered = payloadOf(await graphql(STORE, { i: { userId: store, content: 'x', metadata: { speaker: 'stranger' } } }), 'storeMemory');
    expect(unregistered.userErrors).toEqual([
      {
        code: 'invalid_request',
        field: 'metadata.speaker',
        limit: null,
        message: `Speaker 'stranger' is not registered in store '${store}'; register it with the mutation \`registerSpeaker\`.`,
      },
    ]);
    const removed = payloadOf(
      await graphql(`mutation ($u: String!, $n: String!) { removeSpeaker(userId: $u, name: $n) { status ${USER_ERRORS} } }`, { u: store, n: 'stranger' }),
      'removeSpeaker',
    );
    expect(removed).toMatchObject({ status: null, userErrors: [{ code: 'not_found', field: 'name' }] });
  });

  it('a success answers `userErrors: []` with its data', async () => {
    const p = payloadOf(await graphql(STORE, { i: { userId: 'default', content: `The user errors test remembers this ${suffix()}.` } }), 'storeMemory');
    expect(p.userErrors).toEqual([]);
    expect(p.id).toEqual(expect.any(String));
    expect(p.status).toMatch(/^stored/);
    const forgot = payloadOf(
      await graphql(`mutation ($u: String!, $m: String) { forget(userId: $u, memoryId: $m) { status deleted ${USER_ERRORS} } }`, { u: 'default', m: p.id }),
      'forget',
    );
    expect(forgot).toEqual({ status: 'forgotten', deleted: 1, userErrors: [] });
    const again = payloadOf(
      await graphql(`mutation ($u: String!, $m: String) { forget(userId: $u, memoryId: $m) { status deleted ${USER_ERRORS} } }`, { u: 'default', m: p.id }),
      'forget',
    );
    expect(again).toMatchObject({ status: null, deleted: null, userErrors: [{ code: 'not_found', field: 'memoryId' }] });
  });

  it('failures that are not the input stay GraphQL errors: a key without memory:write', async () => {
    const { apiKey: readOnly } = await t.createAccount(['memory:read']);
    const answer = await graphql(STORE, { i: { userId: 'default', content: 'x' } }, {}, readOnly);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('insufficient_scope');
    expect(answer.body.data ?? null).toBeNull();
  });
});
