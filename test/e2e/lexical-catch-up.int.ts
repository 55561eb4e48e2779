import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LexicalIndexes } from '../../subgraphs/memory/src/domain/retrieval/lexical-indexes.js';
import { ANALYSIS_VERSION } from '../../subgraphs/memory/src/domain/retrieval/lexical-terms.js';
import { analyze } from '../../subgraphs/memory/src/domain/retrieval/analyzer.js';
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

  it('analyses again the memories an older analyser analysed, once, and keeps the result', async () => {
    const { prisma } = t.service.memoryRuntime!.deps;
    const user = `reanalyse-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const ids: string[] = [];
    for (const content of [
      'The greenhouse heater was replaced in March',
      'Anna walks her dog Bruno along the river every morning',
      '我养了一只猫', // six Han characters: Chinese since version 2; English (the store's language) before
    ]) {
      const stored = await call('/api/v1/memory/store', { user_id: user, content });
      expect(stored.body).toMatchObject({ status: 'stored' });
      ids.push(String(stored.body.id));
    }
    const [heater, dog, cat] = ids as [string, string, string];
    const columns = async (id: string) =>
      prisma.memory.findUniqueOrThrow({ where: { id }, select: { lexicalTerms: true, lexicalLang: true, lexicalVersion: true, seq: true } });
    expect(await columns(cat)).toMatchObject({ lexicalLang: 'zh', lexicalVersion: ANALYSIS_VERSION });

    // As an earlier analyser left them: the Chinese memory analysed as English, with no version;
    // the dog's terms marked, at this version, to show a current row is read as kept.
    await prisma.$executeRaw`UPDATE "memories" SET "lexical_lang" = 'en', "lexical_terms" = '我养了一只猫', "lexical_version" = NULL WHERE "id" = ${cat}::uuid`;
    await prisma.$executeRaw`UPDATE "memories" SET "lexical_terms" = 'kept marker' WHERE "id" = ${dog}::uuid`;
    const seqBefore = (await columns(cat)).seq;

    const indexes = new LexicalIndexes(driverReads(prisma), new PostgresRecordStore(prisma));
    const index = await indexes.forStore((await prisma.store.findFirstOrThrow({ where: { name: user } })).id);
    expect(index.size).toBe(3);
    expect(index.languageShare('zh')).toBeCloseTo(1 / 3);
    expect(await columns(cat)).toEqual({ lexicalLang: 'zh', lexicalTerms: analyze('我养了一只猫', 'zh').join(' '), lexicalVersion: ANALYSIS_VERSION, seq: seqBefore });
    expect(await columns(dog)).toMatchObject({ lexicalTerms: 'kept marker', lexicalVersion: ANALYSIS_VERSION });
    expect(await columns(heater)).toMatchObject({ lexicalLang: 'en', lexicalVersion: ANALYSIS_VERSION });
  });

  it('keeps no terms analysed from a memory that changed after it was read', async () => {
    const { prisma } = t.service.memoryRuntime!.deps;
    const user = `changed-${suffix()}`;
    expect((await call('/api/v1/memory/collection', { user_id: user })).status).toBeLessThan(300);
    const stored = await call('/api/v1/memory/store', { user_id: user, content: 'The boat is moored at pier seven' });
    expect(stored.body).toMatchObject({ status: 'stored' });
    const id = String(stored.body.id);
    const read = await prisma.memory.findUniqueOrThrow({ where: { id }, select: { seq: true, lexicalTerms: true } });
    // The memory changes (its seq moves on) between the read and the write-back.
    await prisma.$executeRaw`UPDATE "memories" SET "content" = 'The boat is moored at pier nine' WHERE "id" = ${id}::uuid`;
    const records = new PostgresRecordStore(prisma);
    await records.keepAnalysedTerms([{ id, seq: read.seq.toString(), terms: 'stale', lang: 'en' }], ANALYSIS_VERSION);
    expect((await prisma.memory.findUniqueOrThrow({ where: { id }, select: { lexicalTerms: true } })).lexicalTerms).toBe(read.lexicalTerms);
    // Read again at its new seq, it is kept.
    const now = await prisma.memory.findUniqueOrThrow({ where: { id }, select: { seq: true } });
    await records.keepAnalysedTerms([{ id, seq: now.seq.toString(), terms: 'boat moor pier nine', lang: 'en' }], ANALYSIS_VERSION);
    expect((await prisma.memory.findUniqueOrThrow({ where: { id }, select: { lexicalTerms: true } })).lexicalTerms).toBe('boat moor pier nine');
  });
});
