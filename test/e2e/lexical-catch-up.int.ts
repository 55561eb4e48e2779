import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LexicalIndexes } from '../../subgraphs/memory/src/domain/retrieval/lexical-indexes.js';
import { driverReads } from '../../common/src/db/client.js';
import { PostgresRecordStore } from '../../subgraphs/memory/src/storage/record-store.js';
import { postMemory, startTestService, suffix, type TestService } from '../testkit/service.js';

// A search's lexical side reads the store's changes and its speaker names in one round trip: the
// names must be as fresh as the changes, whether or not any memory changed since the last search.
let t: TestService;
let apiKey: string;

const call = (path: string, body: unknown) => postMemory(t.baseUrl, apiKey, path, body);

beforeAll(async () => {
  t = await startTestService();
  apiKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

describe('lexical catch-up', () => {
  it("brings a store's speaker names with its changes, fresh on every call", async () => {
    const { prisma } = t.service.memoryRuntime!.deps;
    const user = `catch-up-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const store = await prisma.store.findFirstOrThrow({ where: { name: user } });
    const indexes = new LexicalIndexes(driverReads(prisma), new PostgresRecordStore(prisma));

    // An empty store: no memories, no speakers.
    const empty = await indexes.withSpeakers(store.id);
    expect(empty.index.size).toBe(0);
    expect(empty.speakers).toEqual([]);

    const stored = await call('/api/v1/memory/store', { user_id: user, content: 'The greenhouse heater was replaced in March' });
    expect(stored.body).toMatchObject({ status: 'stored' });
    const one = await indexes.withSpeakers(store.id);
    expect(one.index.has(String(stored.body.id))).toBe(true);
    expect(one.speakers).toEqual([]);

    // Speakers registered while no memory changes still arrive with the next catch-up.
    for (const name of ['Caroline', 'Melanie']) expect((await call('/api/v1/memory/speakers', { user_id: user, name })).status).toBeLessThan(300);
    const named = await indexes.withSpeakers(store.id);
    expect(named.index).toBe(one.index);
    expect(named.index.size).toBe(1);
    expect([...named.speakers].sort()).toEqual(['Caroline', 'Melanie']);

    // And with changes: the new memory is indexed, a removed speaker is gone.
    const tagged = await call('/api/v1/memory/store', { user_id: user, content: 'Melanie ran a charity race last Saturday', metadata: { speaker: 'Melanie' } });
    expect(tagged.body).toMatchObject({ status: 'stored' });
    expect((await call('/api/v1/memory/speakers/remove', { user_id: user, name: 'Caroline' })).body).toMatchObject({ status: 'removed' });
    const after = await indexes.withSpeakers(store.id);
    expect(after.index.size).toBe(2);
    expect(after.index.speakerAt(after.index.positionOf(String(tagged.body.id))!)).toBe('Melanie');
    expect(after.speakers).toEqual(['Melanie']);
    // Calls made together each get an answer as of their own call.
    const [a, b] = await Promise.all([indexes.withSpeakers(store.id), indexes.forStore(store.id)]);
    expect(a.speakers).toEqual(['Melanie']);
    expect(b).toBe(after.index);
  });
});
