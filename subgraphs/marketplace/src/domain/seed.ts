import type { PrismaClient } from '../../../../common/src/db/client.js';
import { SEED_APIS, SEED_CATEGORIES } from './seed-data.js';

/** Loads the seed catalogue; idempotent (existing rows are updated in place). */
export async function seedCatalogue(prisma: PrismaClient): Promise<{ categories: number; apis: number }> {
  for (const c of SEED_CATEGORIES) {
    await prisma.category.upsert({ where: { slug: c.slug }, create: c, update: c });
  }
  for (const { plans, category, createdAt, ...api } of SEED_APIS) {
    const data = { ...api, categorySlug: category, createdAt: new Date(createdAt) };
    await prisma.apiListing.upsert({ where: { id: api.id }, create: data, update: data });
    for (const p of plans) {
      const plan = { ...p, apiId: api.id };
      await prisma.plan.upsert({ where: { id: p.id }, create: plan, update: plan });
    }
  }
  return { categories: SEED_CATEGORIES.length, apis: SEED_APIS.length };
}
