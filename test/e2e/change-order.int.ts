import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LexicalIndexes } from '../../subgraphs/memory/src/domain/retrieval/lexical-indexes.js';
import { driverReads } from '../../common/src/db/client.js';
import { PostgresRecordStore as MemoryRecords } from '../../subgraphs/memory/src/storage/record-store.js';
import { postMemory, startTestService, suffix, type TestService } from '../testkit/service.js';

// Catch-ups read a store's changes in change order (`memories.seq`), which the reads select as text
// (the driver's form of `int8`): the order must be the column's, numeric, not the text's, or a change
// numbered 1000 is read before one numbered 999.
let t: TestService;
let apiKey: string;

const call = (path: string, body: unknown) => postMemory(t.baseUrl, apiKey, path, body);

beforeAll(async () => {
  t = await startTestService();
  apiKey = (await t.createAccount()).apiKey;
});
afterAll(() => t?.close());

describe('change order', () => {
  it("reads a store's changes in numeric order (99 before 100), and its memories in store order", async () => {
    const { prisma } = t.service.memoryRuntime!.deps;
    const user = `order-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const store = await prisma.store.findFirstOrThrow({ where: { name: user } });
    const write = async (content: string) => {
      const r = await call('/api/v1/memory/store', { user_id: user, content });
      expect(r.body).toMatchObject({ status: 'stored' });
      return String(r.body.id);
    };

    const first = await write(`The boiler was serviced on Tuesday ${suffix()}`);
    const second = await write(`The gutters were cleaned on Friday ${suffix()}`);
    // Change numbers 99 and 100 (only this store's rows are read): in text, "100" comes first.
    await prisma.$executeRaw`UPDATE "memories" SET "seq" = CASE WHEN "id" = ${first}::uuid THEN 99 ELSE 100 END WHERE "store_id" = ${store.id}::uuid`;
    const index = await new LexicalIndexes(driverReads(prisma), new MemoryRecords(prisma)).forStore(store.id);
    expect(index.positionOf(first)).toBe(0);
    expect(index.positionOf(second)).toBe(1);

    // Store order (list, recall's neighbours) by `(created_at, id)`.
    const records = new MemoryRecords(prisma);
    const [a, b] = await Promise.all([first, second].map((id) => prisma.memory.findUniqueOrThrow({ where: { id } })));
    expect(await records.idsFrom(store.id, undefined, 'asc', 10, true)).toEqual([first, second]);
    expect(await records.neighbours([a!, b!])).toEqual([[b], [a]]);
  });

  it("offers a recall's neighbours nearest first, before then after, up to the span, skipping superseded ones", async () => {
    const { prisma } = t.service.memoryRuntime!.deps;
    const user = `span-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const ids: string[] = [];
    for (const content of ['The boiler was serviced', 'The gutters were cleaned', 'The roof was inspected', 'The chimney was swept', 'The windows were washed', 'The shed was painted']) {
      const r = await call('/api/v1/memory/store', { user_id: user, content: `${content} ${suffix()}` });
      expect(r.body).toMatchObject({ status: 'stored' });
      ids.push(String(r.body.id));
    }
    const records = new MemoryRecords(prisma);
    const rows = await Promise.all(ids.map((id) => prisma.memory.findUniqueOrThrow({ where: { id } })));
    const idsOf = (lists: Array<Array<{ id: string }>>) => lists.map((list) => list.map((r) => r.id));
    // Around the third: one before, one after, two before, two after.
    expect(idsOf(await records.neighbours([rows[2]!], 2))).toEqual([[ids[1], ids[3], ids[0], ids[4]]]);
    // At the store's start there is nothing before; the span is per side.
    expect(idsOf(await records.neighbours([rows[0]!, rows[5]!], 2))).toEqual([[ids[1], ids[2]], [ids[4], ids[3]]]);
    expect(idsOf(await records.neighbours([rows[2]!, rows[3]!], 3))).toEqual([
      [ids[1], ids[3], ids[0], ids[4], ids[5]],
      [ids[2], ids[4], ids[1], ids[5], ids[0]],
    ]);
    // A superseded memory is no neighbour: the next live one takes its place.
    await prisma.memory.update({ where: { id: ids[1]! }, data: { isSuperseded: true } });
    expect(idsOf(await records.neighbours([rows[2]!], 2))).toEqual([[ids[0], ids[3], ids[4]]]);
  });
});
