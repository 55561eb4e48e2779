import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, storeAll, type MemoryClient } from '../testkit/transports.js';
import { startTestService, type TestService } from '../testkit/service.js';

// The hybrid ranking's diversity through the real service (REST, the real model, the vectors
// Postgres keeps): a memory that says again what a better one said gives way to one of another kind.
let svc: TestService;
let client: MemoryClient;

beforeAll(async () => {
  // Every write indexed before it answers, however busy the machine is.
  svc = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '60000' });
  client = restClient(svc.baseUrl, (await svc.createAccount()).apiKey);
});
afterAll(() => svc.close());

describe('diversity in search', () => {
  it('lists the second hobby and the first, and leaves the rewording of one out of the first three', async () => {
    const contents = [
      'My favourite hobby is hiking in the mountains every weekend.',
      'On weekends I love to go hiking up in the mountains.',
      'My other hobby is painting watercolours of birds.',
      'The quarterly sales report is due on Friday.',
      'I need to renew my car insurance before the end of the month.',
      'My sister studies architecture in Vienna.',
    ];
    const { userId, ids } = await storeAll(client, 'diversity', contents);
    const res = await client.search({ user_id: userId, query: 'What are my hobbies?', max_results: 3 });
    if (!res.ok) throw new Error(`search failed: ${res.message}`);
    const found = (res.data.memories as Array<{ id: string }>).map((m) => m.id);
    const [hiking, reworded, painting] = ids;
    // By score alone the rewording is third; it says again what the first two places said.
    expect(new Set(found.slice(0, 2))).toEqual(new Set([hiking, painting]));
    expect(found).toHaveLength(3);
    expect(found).not.toContain(reworded);
  });
});
