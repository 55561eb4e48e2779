import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedId } from '../../subgraphs/memory/src/domain/atoms.js';
import { ExactVectors } from '../../subgraphs/memory/src/domain/retrieval/exact-vectors.js';
import { driverReads } from '../../common/src/db/client.js';
import { unpackVectors } from '../../subgraphs/memory/src/domain/stored-vectors.js';
import { postMemory, startTestService, suffix, type TestService } from '../testkit/service.js';

// A small store is searched exactly over the vectors Postgres keeps, held in memory and brought up
// to date before each search: answers in exact cosine order, every acknowledged write seen at once,
// nothing forgotten or superseded returned, whichever process held the store before.
let t: TestService;
let apiKey: string;

const call = (path: string, body: unknown, model?: string) =>
  model
    ? fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json', 'x-service-model': model },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))
    : postMemory(t.baseUrl, apiKey, path, body);

beforeAll(async () => {
  // Every write indexed before it answers, however busy the machine is.
  t = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '60000' });
  apiKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

const FACTS = [
  'The spare key is under the blue flower pot by the back door.',
  'Der Zahnarzttermin ist am Dienstag um neun Uhr.',
  'La réunion avec le fournisseur a été déplacée à jeudi.',
  '猫の名前はミケで、魚が大好きです。',
  'Our Wi-Fi password was changed to harbour-lights-42 last week.',
  'El vuelo a Lisboa sale a las siete de la mañana.',
  'Invoice 1002 was paid by bank transfer on the third of March.',
  'Мы купили новый холодильник на прошлой неделе.',
];

async function newStore(facts: string[]): Promise<{ user: string; ids: string[] }> {
  const user = `exact-${suffix()}`;
  expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
  const ids: string[] = [];
  for (const content of facts) {
    const res = await call('/api/v1/memory/store', { user_id: user, content });
    expect(res.body).toMatchObject({ status: 'stored' });
    ids.push(String(res.body.id));
  }
  return { user, ids };
}

const search = async (user: string, query: string, model?: string, extra: Record<string, unknown> = {}) => {
  const res = await call('/api/v1/memory/search', { user_id: user, query, max_results: 8, ...extra }, model);
  expect(res.status).toBe(200);
  return res.body.memories as Array<{ id: string; similarity: number }>;
};

async function storeOf(user: string) {
  const { prisma } = t.service.memoryRuntime!.deps;
  return prisma.store.findFirstOrThrow({ where: { name: user } });
}

describe('exact search of a small store', () => {
  it('answers in exact cosine order over the vectors Postgres keeps', async () => {
    const { user, ids } = await newStore(FACTS);
    const { prisma, embedder } = t.service.memoryRuntime!.deps;
    for (const query of ['where is the key to the back door?', 'when does the plane to Lisbon leave?', 'what is the cat called?']) {
      const q = (await embedder.embedQueries([query]))[0]!;
      const rows = await prisma.memory.findMany({ where: { id: { in: ids } }, omit: { vectors: false } });
      const exact = rows
        .map((r) => ({ id: r.id, s: Math.max(...unpackVectors(r.vectors!, embedder.dimensions)!.map((v) => v.reduce((a, x, i) => a + x * q[i]!, 0))) }))
        .sort((a, b) => b.s - a.s);
      const found = await search(user, query, 'tablet-1-mini');
      expect(found.map((m) => m.id)).toEqual(exact.map((e) => e.id));
      found.forEach((m, i) => expect(m.similarity).toBeCloseTo(exact[i]!.s, 4));
    }
  });

  it('sees every acknowledged change at once, in a process that held the store before', async () => {
    const { user, ids } = await newStore(FACTS.slice(0, 4));
    const store = await storeOf(user);
    const { prisma, embedder } = t.service.memoryRuntime!.deps;
    // Another process's copy, loaded before the changes below.
    const other = new ExactVectors(driverReads(prisma), embedder.dimensions, embedder.modelId);
    expect((await other.forStore(store.id))!.memories.size).toBe(4);
    const query = (await embedder.embedQueries(['the password of the wireless network']))[0]!;
    const all = () => true;

    const added = await call('/api/v1/memory/store', { user_id: user, content: FACTS[4] });
    expect(added.body).toMatchObject({ status: 'stored' });
    expect((await search(user, 'the password of the wireless network'))[0]!.id).toBe(added.body.id);
    expect((await other.forStore(store.id))!.search(query, 1, all)[0]!.id).toBe(added.body.id);

    // Superseded: the old memory leaves, the new one answers.
    const superseded = await call('/api/v1/memory/supersede', { user_id: user, old_memory_id: added.body.id, new_content: 'The Wi-Fi password is now quiet-meadow-7.' });
    expect(superseded.status).toBe(200);
    const newId = String(superseded.body.new_memory_id);
    const afterSupersede = await other.forStore(store.id);
    expect(afterSupersede!.memories.has(String(added.body.id))).toBe(false);
    expect(afterSupersede!.memories.has(newId)).toBe(true);
    expect((await search(user, 'the password of the wireless network')).map((m) => m.id)).not.toContain(added.body.id);

    // Forgotten: deleted rows are not in the change log, so a search that finds one drops it.
    expect((await call('/api/v1/memory/forget', { user_id: user, memory_id: ids[0] })).status).toBe(200);
    const stale = await other.forStore(store.id);
    expect(stale!.memories.has(ids[0]!)).toBe(true);
    const found = await search(user, 'where is the key to the back door?', 'tablet-1-mini');
    expect(found.map((m) => m.id)).not.toContain(ids[0]);
    other.removed(store.id, [ids[0]!]);
    expect((await other.forStore(store.id))!.memories.has(ids[0]!)).toBe(false);

    // Vectors kept later (a job indexing it) bring a memory in; vectors gone take it out.
    await prisma.memory.update({ where: { id: ids[1]! }, data: { vectors: null } });
    expect((await other.forStore(store.id))!.memories.has(ids[1]!)).toBe(false);
    const row = await prisma.memory.findUniqueOrThrow({ where: { id: ids[2]! }, omit: { vectors: false } });
    await prisma.memory.update({ where: { id: ids[1]! }, data: { vectors: row.vectors } });
    expect((await other.forStore(store.id))!.memories.has(ids[1]!)).toBe(true);
  });

  it('applies filters and names atom sentences as the index does', async () => {
    const long = [
      'The quarterly review covered the new warehouse in Rotterdam and its opening schedule for the spring.',
      'Maria will lead the logistics team there, reporting to the operations director every second week.',
      'The budget for conveyor belts was raised by twelve percent after the supplier changed its prices.',
    ].join(' ');
    const { user, ids } = await newStore([long, FACTS[0]!, FACTS[6]!, 'Maria from next door waters the plants on Sundays.']);
    const store = await storeOf(user);
    const { prisma, embedder } = t.service.memoryRuntime!.deps;
    // A category changed after the write reaches the exact search's copy.
    await prisma.memory.updateMany({ where: { storeId: store.id }, data: { category: 'work' } });
    await prisma.memory.update({ where: { id: ids[3]! }, data: { category: 'home' } });
    const held = (await new ExactVectors(driverReads(prisma), embedder.dimensions, embedder.modelId).forStore(store.id))!;
    const q = (await embedder.embedQueries(['who leads the logistics team?']))[0]!;
    const hits = held.search(q, 3, () => true);
    expect(hits[0]).toMatchObject({ id: derivedId(ids[0]!, 'atom', 1), parentId: ids[0], kind: 'atom' });
    expect(hits.every((h, i) => i === 0 || hits[i - 1]!.score >= h.score)).toBe(true);
    const work = await search(user, 'who is Maria?', undefined, { filters: { categories: ['work'] } });
    expect(work.map((m) => m.id).sort()).toEqual(ids.slice(0, 3).sort());
    expect((await search(user, 'who is Maria?', 'tablet-1-mini', { filters: { categories: ['home'] } })).map((m) => m.id)).toEqual([ids[3]]);
  });

  it('leaves a store larger than its limit to the index', async () => {
    const { user } = await newStore(FACTS.slice(0, 3));
    const store = await storeOf(user);
    const { prisma, embedder } = t.service.memoryRuntime!.deps;
    expect(await new ExactVectors(driverReads(prisma), embedder.dimensions, embedder.modelId, 2).forStore(store.id)).toBeUndefined();
    expect(await new ExactVectors(driverReads(prisma), embedder.dimensions, embedder.modelId, 3).forStore(store.id)).toBeDefined();
    // Vectors of another model: only the index, rebuilt for this one, can answer.
    expect(await new ExactVectors(driverReads(prisma), embedder.dimensions, 'another-model').forStore(store.id)).toBeUndefined();
  });
});
