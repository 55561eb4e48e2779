import { describe, expect, it } from 'vitest';
import { restSuite, storeAll } from '../testkit/transports.js';

// The hybrid ranking's diversity through the real service (REST, the real model, the vectors
// Postgres keeps): among the turns of a dialogue, one that says again what a better one said gives
// way to one of another kind; facts stored on their own rank by their scores alone.
const rest = restSuite();

describe('diversity in search', () => {
  const contents = [
    'My favourite hobby is hiking in the mountains every weekend.',
    'On weekends I love to go hiking up in the mountains.',
    'My other hobby is painting watercolours of birds.',
    'The quarterly sales report is due on Friday.',
    'I need to renew my car insurance before the end of the month.',
    'My sister studies architecture in Vienna.',
  ];
  const first = async (userId: string, query: string, n: number) => {
    const res = await rest.client.search({ user_id: userId, query, max_results: n });
    if (!res.ok) throw new Error(`search failed: ${res.message}`);
    return (res.data.memories as Array<{ id: string }>).map((m) => m.id);
  };

  it("lists a dialogue's second hobby with the first, and leaves the rewording of one out of the first three", async () => {
    // Lines dated to one moment: the turns of one session.
    const { userId, ids } = await storeAll(rest.client, 'diversity', contents, { event_date: '2026-11-01T10:00:00Z' });
    const found = await first(userId, 'What are my hobbies?', 3);
    const [hiking, reworded, painting] = ids;
    // By score alone the rewording is third; it says again what the first two places said.
    expect(new Set(found.slice(0, 2))).toEqual(new Set([hiking, painting]));
    expect(found).toHaveLength(3);
    expect(found).not.toContain(reworded);
  });

  it('ranks facts stored on their own by their scores: the rewording keeps its place', async () => {
    // Diversity (as before it was kept to dialogues) held the rewording back below the first two.
    const { userId, ids } = await storeAll(rest.client, 'diversity-facts', contents);
    const [hiking, reworded] = ids;
    expect(new Set(await first(userId, 'Where do I go hiking?', 2))).toEqual(new Set([hiking, reworded]));
  });
});
