import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_NEIGHBOURS } from '../../subgraphs/memory/src/domain/retrieval/hubness.js';
import { unpackVectors } from '../../subgraphs/memory/src/domain/stored-vectors.js';
import { eventually, postMemory, startTestService, suffix, type TestService } from '../testkit/service.js';

// Each memory keeps its greatest similarities to the other memories of its store, maintained as
// memories are indexed (retrieval/hubness.ts), through the real service: written one at a time
// (indexed before the write answers) and by the bulk import's jobs.
let t: TestService;
let apiKey: string;
const call = (path: string, body: unknown) => postMemory(t.baseUrl, apiKey, path, body);

beforeAll(async () => {
  // Every single write indexed before it answers, however busy the machine is.
  t = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '60000' });
  apiKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

const FACTS = [
  'Anna adopted a grey cat called Luna from the shelter in March.',
  'The quarterly report for the Rotterdam warehouse is due on Friday.',
  'Wow, that sounds amazing, tell me more!',
  'Haha, that is so great, thanks for sharing!',
  'My brother Tom is training for the Berlin marathon in September.',
  'I renewed my car insurance with a new provider last week.',
  'That is so cool, I love hearing about it!',
];

/** Each memory of the store: its kept list, and the cosines of its own vector to the others' (from the vectors Postgres keeps). */
async function listsAndCosines(user: string) {
  const { prisma, embedder } = t.service.memoryRuntime!.deps;
  const rows = await prisma.memory.findMany({ where: { store: { name: user } }, omit: { vectors: false, neighbourSimilarities: false } });
  const own = new Map(rows.map((r) => [r.id, unpackVectors(r.vectors!, embedder.dimensions)![0]!]));
  const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
  return rows.map((r) => ({
    id: r.id,
    list: r.neighbourSimilarities,
    cosines: rows.filter((o) => o.id !== r.id).map((o) => dot(own.get(r.id)!, own.get(o.id)!)).sort((a, b) => b - a),
  }));
}

describe('neighbour similarities', () => {
  it("keeps, for each memory written one at a time, its similarity to every other memory of a small store, best first", async () => {
    const user = `hubness-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    for (const content of FACTS) expect((await call('/api/v1/memory/store', { user_id: user, content })).body).toMatchObject({ status: 'stored' });
    const memories = await listsAndCosines(user);
    expect(memories).toHaveLength(FACTS.length);
    for (const { list, cosines } of memories) {
      // Fewer memories than HUB_NEIGHBOURS + 1: every other one is in the list, once (found by the
      // later of the two when it was written, and offered to the earlier).
      expect(list).toHaveLength(Math.min(HUB_NEIGHBOURS, FACTS.length - 1));
      expect([...list].sort((a, b) => b - a)).toEqual(list);
      list.forEach((s, i) => expect(s).toBeCloseTo(Math.max(0, cosines[i]!), 3));
    }
    // The three reactions are nearer to everything than any fact is: they are what the ranking holds back.
    const { prisma } = t.service.memoryRuntime!.deps;
    const contentOf = new Map((await prisma.memory.findMany({ where: { store: { name: user } } })).map((r) => [r.id, r.content]));
    const hub = (m: (typeof memories)[number]) => m.list.reduce((a, b) => a + b, 0) / HUB_NEIGHBOURS;
    const reaction = (m: (typeof memories)[number]) => [2, 3, 6].some((i) => FACTS[i] === contentOf.get(m.id));
    const lowestReaction = Math.min(...memories.filter(reaction).map(hub));
    const highestFact = Math.max(...memories.filter((m) => !reaction(m)).map(hub));
    expect(lowestReaction).toBeGreaterThan(highestFact);
  });

  it('keeps them for memories indexed together by a job (bulk import), each pair counted once per list', async () => {
    const user = `hubness-bulk-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const started = await call('/api/v1/memory/bulk-store', { user_id: user, content: FACTS.join('\n\n') });
    expect(started.body).toMatchObject({ status: 'queued' });
    await eventually(async () => {
      const r = await call('/api/v1/memory/bulk-store/status', { user_id: user, job_id: String(started.body.job_id) });
      return r.body.status === 'done' ? r : undefined;
    }, 120_000);
    const memories = await listsAndCosines(user);
    expect(memories.length).toBeGreaterThan(1);
    for (const { list, cosines } of memories) {
      expect(list).toHaveLength(Math.min(HUB_NEIGHBOURS, memories.length - 1));
      list.forEach((s, i) => expect(s).toBeCloseTo(Math.max(0, cosines[i]!), 3));
    }
  });
});
