import { describe, expect, it } from 'vitest';
import { restSuite, storeAll } from '../testkit/transports.js';

// A store holding facts in several languages, asked in one of them, through REST with the real
// model: the fact that answers comes first, not the ones sharing the question's language or names.
const rest = restSuite();

describe('a store of mixed languages through REST', () => {
  it('answers a German question about Anna’s dog with the English fact, above the Italian cat and the German ones sharing its words', async () => {
    const facts = [
      'Anna ha un gatto di nome Luna',
      'Anna arbeitet als Architektin in Hamburg',
      "Anna's dog is called Bruno",
      // German, and sharing the question's words: ranked first by raw similarity and by words.
      'Annas Bruder heißt Felix',
      "Anna s'appelle Anna Müller",
      'アンナの犬はとても大きいです',
    ];
    const { userId, ids } = await storeAll(rest.client, 'mixed', facts);
    const res = await rest.client.search({ user_id: userId, query: 'Wie heißt Annas Hund?', max_results: 10 });
    if (!res.ok) throw new Error(`search failed: ${res.message}`);
    const found = res.data.memories as Array<{ id: string; content: string; similarity: number }>;
    expect(found.map((m) => m.content)[0]).toBe("Anna's dog is called Bruno");
    expect(found.map((m) => m.id).sort()).toEqual([...ids].sort());
  });
});
