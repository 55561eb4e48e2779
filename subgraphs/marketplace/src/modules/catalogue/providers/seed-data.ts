import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../../../../../../common/src/config.js';

/** The seed catalogue's data: categories, APIs and their plans (`prisma/seed/catalogue.json`). */
export const SEED_CATALOGUE_FILE = path.join(projectRoot, 'prisma/seed/catalogue.json');

const category = z.strictObject({ slug: z.string().min(1), name: z.string().min(1), description: z.string(), icon: z.string() });

const plan = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  monthlyLimit: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
  tier: z.enum(['free', 'pro', 'enterprise']),
});

const api = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  category: z.string().min(1),
  version: z.string(),
  pricingModel: z.enum(['free', 'freemium', 'subscription', 'pay_as_you_go']),
  basePrice: z.number().nonnegative(),
  tags: z.array(z.string()),
  endpointsCount: z.number().int().nonnegative(),
  avgLatencyMs: z.number().nonnegative(),
  uptime: z.number(),
  popularity: z.number(),
  status: z.enum(['active', 'beta', 'deprecated']),
  createdAt: z.iso.datetime({ offset: true }),
  plans: z.array(plan),
});

const catalogue = z
  .strictObject({ categories: z.array(category), apis: z.array(api) })
  .refine((c) => c.apis.every((a) => c.categories.some((k) => k.slug === a.category)), { message: 'every API names a listed category' });

export type SeedCategory = z.infer<typeof category>;
export type SeedPlan = z.infer<typeof plan>;
export type SeedApi = z.infer<typeof api>;

/** The seed catalogue, read and checked once: a malformed file fails the seed, never half-loads it. */
export function readSeedCatalogue(file = SEED_CATALOGUE_FILE): { categories: SeedCategory[]; apis: SeedApi[] } {
  return catalogue.parse(JSON.parse(readFileSync(file, 'utf8')));
}

let cached: ReturnType<typeof readSeedCatalogue> | undefined;

/** The seed catalogue, read on first use only: a process that never seeds never reads the file. */
export function seedCatalogueData(): { categories: SeedCategory[]; apis: SeedApi[] } {
  return (cached ??= readSeedCatalogue());
}
