import type { CatalogueStore } from './catalogue-store.js';
import { seedCatalogueData } from './seed-data.js';

/** Loads the seed catalogue; idempotent (existing rows are updated in place). */
export async function seedCatalogue(store: CatalogueStore): Promise<{ categories: number; apis: number }> {
  const { categories, apis } = seedCatalogueData();
  for (const c of categories) {
    await store.upsertCategory(c);
  }
  for (const { plans, category, createdAt, ...api } of apis) {
    const data = { ...api, categorySlug: category, createdAt: new Date(createdAt) };
    await store.upsertApi(data);
    for (const p of plans) {
      const plan = { ...p, apiId: api.id };
      await store.upsertPlan(plan);
    }
  }
  return { categories: categories.length, apis: apis.length };
}

const WORDS = ['geo', 'vision', 'ledger', 'weather', 'translate', 'invoice', 'route', 'speech', 'fraud', 'search', 'sms', 'quote', 'image', 'graph', 'sentiment', 'stock'];

/**
 * Adds `count` generated APIs (ids `gen-api-<n>`) with two plans each, for benchmarks of the
 * catalogue at scale. Idempotent per id; the seed categories must exist (`seedCatalogue`).
 */
export async function seedManyApis(store: CatalogueStore, count: number, opts: { startAt?: number } = {}): Promise<number> {
  await seedCatalogue(store);
  const start = opts.startAt ?? 0;
  const slugs = seedCatalogueData().categories.map((c) => c.slug);
  const base = Date.parse('2025-01-01T00:00:00Z');
  for (let from = start; from < start + count; from += 1000) {
    const ids = Array.from({ length: Math.min(1000, start + count - from) }, (_, i) => from + i);
    await store.insertApis(
      ids.map((n) => {
        const a = WORDS[n % WORDS.length]!;
        const b = WORDS[(n * 7 + 3) % WORDS.length]!;
        return {
          id: `gen-api-${n}`,
          name: `${a[0]!.toUpperCase()}${a.slice(1)} ${b} API ${n}`,
          description: `Generated ${a} and ${b} service number ${n} for catalogue benchmarks.`,
          categorySlug: slugs[n % slugs.length]!,
          version: '1.0.0',
          pricingModel: n % 3 === 0 ? 'free' : 'subscription',
          basePrice: n % 3 === 0 ? 0 : 10 + (n % 90),
          tags: [a, b],
          endpointsCount: 1 + (n % 20),
          avgLatencyMs: 20 + (n % 400),
          uptime: 99 + (n % 100) / 100,
          popularity: (n * 2654435761) % 100000,
          status: n % 10 === 0 ? 'beta' : 'active',
          createdAt: new Date(base + n * 60_000),
        };
      }),
    );
    await store.insertPlans(
      ids.flatMap((n) => [
        { id: `gen-api-${n}-free`, apiId: `gen-api-${n}`, name: 'Free', monthlyLimit: 1000, price: 0, tier: 'free' },
        { id: `gen-api-${n}-pro`, apiId: `gen-api-${n}`, name: 'Pro', monthlyLimit: 100000, price: 29, tier: 'pro' },
      ]),
    );
  }
  // A bulk load leaves new entries in the GIN index's pending list, which makes the planner cost
  // index scans high and scan the table instead; VACUUM merges them and ANALYZE refreshes the stats.
  await store.vacuumApis();
  return count;
}
