import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedId } from '../../subgraphs/memory/src/domain/atoms.js';
import { PostgresRecordStore as MemoryRecords } from '../../subgraphs/memory/src/storage/record-store.js';
import { DenseCandidates } from '../../subgraphs/memory/src/domain/retrieval/candidates.js';
import { unpackVectors } from '../../subgraphs/memory/src/domain/stored-vectors.js';
import { eventually, postMemory, startTestService, suffix, type TestService } from '../testkit/service.js';

// Postgres keeps each memory's vectors beside its record, as the index holds them, so ranking can
// compare a query with memories the vector search did not return without asking the index again.
let t: TestService;
let apiKey: string;

const call = (path: string, body: unknown) => postMemory(t.baseUrl, apiKey, path, body);

beforeAll(async () => {
  t = await startTestService();
  apiKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

const LONG = [
  'The quarterly review covered the new warehouse in Rotterdam and its opening schedule for the spring.',
  'Maria will lead the logistics team there, reporting to the operations director every second week.',
  'The budget for conveyor belts was raised by twelve percent after the supplier changed its prices.',
  'Everyone agreed to revisit the staffing plan once the first month of operations has been measured.',
].join(' ');

describe('vectors kept with the record', () => {
  it('keeps the same vectors as the index, atoms included, and ranks with them exactly as the index would', async () => {
    const user = `vectors-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const short = await call('/api/v1/memory/store', { user_id: user, content: `The spare key is under the blue flower pot ${suffix()}` });
    const long = await call('/api/v1/memory/store', { user_id: user, content: LONG });
    expect(short.body).toMatchObject({ status: 'stored' });
    expect(long.body).toMatchObject({ status: 'stored' });
    const ids = [String(short.body.id), String(long.body.id)];

    const { prisma, vectors, embedder } = t.service.memoryRuntime!.deps;
    const rows = await prisma.memory.findMany({ where: { id: { in: ids } }, omit: { vectors: false, neighbourSimilarities: false }, include: { store: true } });
    const store = rows[0]!.store;
    const kept = new Map(rows.map((r) => [r.id, unpackVectors(r.vectors!, embedder.dimensions)!]));
    expect(kept.get(ids[0]!)).toHaveLength(1);
    expect(kept.get(ids[1]!)!.length).toBeGreaterThan(2);

    // The index holds the same vectors under the memory's id and its atoms' derived ids.
    const indexed = await vectors.client.query({
      collection_name: vectors.collection,
      filter: `parent_id in [${ids.map((id) => JSON.stringify(id)).join(',')}]`,
      output_fields: ['id', 'parent_id', 'vector'],
      consistency_level: 'Strong' as never,
    });
    const byId = new Map((indexed.data as Array<{ id: string; vector: number[] }>).map((r) => [r.id, r.vector]));
    for (const id of ids) {
      const mine = kept.get(id)!;
      expect(byId.size).toBeGreaterThanOrEqual(mine.length);
      mine.forEach((v, i) => {
        const other = byId.get(i === 0 ? id : derivedId(id, 'atom', i - 1))!;
        expect(other).toBeDefined();
        v.forEach((x, d) => expect(x).toBeCloseTo(other[d]!, 5));
      });
    }

    // Similarity from the kept vectors equals the index's exact answer; a record without them
    // (indexed before Postgres kept vectors) is compared through the index.
    const query = (await embedder.embedQueries(['who leads logistics in the new warehouse?']))[0]!;
    const records = new MemoryRecords(prisma);
    const dense = new DenseCandidates(vectors, records);
    const fromIndex = await dense.similarities(store, query, ids);
    const withVectors = await records.liveWithVectors(store, ids);
    const fromRecords = await dense.exactSimilarities(store, query, withVectors);
    const withoutVectors = await dense.exactSimilarities(store, query, withVectors.map((r) => ({ ...r, vectors: null })));
    for (const id of ids) {
      expect(fromRecords.get(id)!.similarity).toBeCloseTo(fromIndex.get(id)!.similarity, 5);
      expect(withoutVectors.get(id)!.similarity).toBeCloseTo(fromIndex.get(id)!.similarity, 5);
    }
    // Read through the driver, records are what the client gives: every field, in the same types.
    const { store: _, ...clientRow } = rows.find((r) => r.id === ids[1])!;
    const driverRow = withVectors.find((r) => r.id === ids[1])!;
    expect({ ...driverRow, vectors: Array.from(driverRow.vectors!) }).toEqual({ ...clientRow, vectors: Array.from(clientRow.vectors!) });
    const { vectors: __, neighbourSimilarities: ___, ...plain } = clientRow;
    expect((await records.live(store, ids)).find((r) => r.id === ids[1])).toEqual(plain);
    expect(await records.live({ ...store, id: '00000000-0000-4000-8000-000000000000' }, ids)).toEqual([]);
    // Vectors of some records only, the others' fields alike.
    const some = await records.liveWithVectors(store, ids, [ids[1]!]);
    expect(some.map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const r of some) expect(r.vectors === null ? r : { ...r, vectors: Array.from(r.vectors) }).toEqual(r.id === ids[1] ? { ...driverRow, vectors: Array.from(driverRow.vectors!) } : { ...withVectors.find((x) => x.id === r.id)!, vectors: null });
    const atoms = (hits: typeof fromIndex) => hits.get(ids[1]!)!.atoms.map((a) => a.id).sort();
    expect(atoms(fromRecords)).toEqual(atoms(fromIndex));

    // Search still answers with the raw cosine.
    const found = await eventually(async () => {
      const r = await call('/api/v1/memory/search', { user_id: user, query: 'who leads logistics in the new warehouse?' });
      return (r.body.memories as Array<{ id: string; similarity: number }>).find((m) => m.id === ids[1]);
    });
    expect(found.similarity).toBeCloseTo(fromIndex.get(ids[1]!)!.similarity, 3);
  });

  it('keeps them for memories indexed by a job too (bulk import)', async () => {
    const user = `vectors-bulk-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const started = await call('/api/v1/memory/bulk-store', { user_id: user, content: `${LONG}\n\n${LONG.replace('Rotterdam', 'Antwerp')}` });
    expect(started.body).toMatchObject({ status: 'queued' });
    await eventually(async () => {
      const r = await call('/api/v1/memory/bulk-store/status', { user_id: user, job_id: String(started.body.job_id) });
      return r.body.status === 'done' ? r : undefined;
    }, 120_000);
    const rows = await t.service.memoryRuntime!.deps.prisma.memory.findMany({ where: { store: { name: user } }, omit: { vectors: false } });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(unpackVectors(r.vectors!, t.service.memoryRuntime!.deps.embedder.dimensions)!.length).toBeGreaterThanOrEqual(1);
  });
});
