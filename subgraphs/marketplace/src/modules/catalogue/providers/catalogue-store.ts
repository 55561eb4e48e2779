import { Prisma, type PrismaClient } from '../../../../../../common/src/db/client.js';
import { grantsAccessAt } from '../../subscriptions/providers/subscriptions-store.js';

type ApiSort = 'popular' | 'newest' | 'name';

/** Where a page of a listing starts: after the last row of the previous one, in the sort order. */
export interface ApiCursor {
  s: ApiSort;
  v: string | number;
  id: string;
}

/** Which listed APIs a listing shows: a category, and a status (active and beta when none). */
export interface ApiFilter {
  category?: string | null;
  status?: string | null;
}

export interface SearchRow {
  id: string;
  name: string;
  description: string;
  popularity: number;
  score: number;
  total: bigint;
}

/** Where a page of search hits starts: after the hit of that score, popularity and id. */
export interface SearchAfter {
  s: number;
  p: number;
  id: string;
}

/** Keyset condition "strictly after the cursor" for each sort order (ties broken by id). */
function afterCursor(c: ApiCursor): Prisma.ApiListingWhereInput {
  switch (c.s) {
    case 'popular':
      return { OR: [{ popularity: { lt: Number(c.v) } }, { popularity: Number(c.v), id: { gt: c.id } }] };
    case 'newest': {
      const at = new Date(String(c.v));
      return { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { gt: c.id } }] };
    }
    case 'name':
      return { OR: [{ name: { gt: String(c.v) } }, { name: String(c.v), id: { gt: c.id } }] };
  }
}

const ORDER: Record<ApiSort, Prisma.ApiListingOrderByWithRelationInput[]> = {
  popular: [{ popularity: 'desc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { id: 'asc' }],
  name: [{ name: 'asc' }, { id: 'asc' }],
};

const CATEGORY_ORDER: Prisma.CategoryOrderByWithRelationInput[] = [{ name: 'asc' }, { slug: 'asc' }];

function listingFilter(input: ApiFilter): Prisma.ApiListingWhereInput {
  return {
    ...(input.category ? { categorySlug: input.category } : {}),
    ...(input.status ? { status: input.status } : { status: { in: ['active', 'beta'] } }),
  };
}

/** The catalogue: categories, listed APIs and their plans, full-text search, and the seed (`catalogue-manager.ts`, `seed.ts`). */
export class CatalogueStore {
  constructor(private readonly db: PrismaClient) {}

  /** An API with its plans, cheapest first. */
  findApi(id: string) {
    return this.db.apiListing.findUnique({ where: { id }, include: { plans: { orderBy: { price: 'asc' } } } });
  }

  /** Every category, by name. */
  findCategories() {
    return this.db.category.findMany({ orderBy: CATEGORY_ORDER });
  }

  countCategories() {
    return this.db.category.count();
  }

  /** A page of the categories by name, after the category of that name and slug when one is given. */
  findCategoryPage(after: { v: string; id: string } | undefined, offset: number, limit: number) {
    const where: Prisma.CategoryWhereInput = after ? { OR: [{ name: { gt: after.v } }, { name: after.v, slug: { gt: after.id } }] } : {};
    return this.db.category.findMany({ where, orderBy: CATEGORY_ORDER, skip: offset, take: limit + 1 });
  }

  /** How many active or beta APIs each of these categories lists. */
  countListedApisByCategory(slugs: string[]) {
    return this.db.apiListing.groupBy({
      by: ['categorySlug'],
      where: { categorySlug: { in: slugs }, status: { in: ['active', 'beta'] } },
      _count: { _all: true },
    });
  }

  /**
   * A page of the active and beta APIs matching a prefix tsquery, best first (`ts_rank_cd`, then
   * popularity, then id), each with the count of every hit (before `after` narrows them down).
   */
  searchApis(tsq: string, category: string | null, after: SearchAfter | undefined, limit: number, offset: number) {
    const afterHit = after
      ? Prisma.sql`WHERE hits.score < ${after.s}::float8
                      OR (hits.score = ${after.s}::float8 AND (hits.popularity < ${after.p}
                      OR (hits.popularity = ${after.p} AND hits.id > ${after.id})))`
      : Prisma.empty;
    return this.db.$queryRaw<SearchRow[]>`
      SELECT * FROM (
        SELECT a.id, a.name, a.description, a.popularity,
               ts_rank_cd(a.search_vector, query, 32)::float8 AS score,
               count(*) OVER () AS total
          FROM apis a, to_tsquery('english', ${tsq}) query
         WHERE a.search_vector @@ query
           AND a.status IN ('active', 'beta')
           AND (${category}::text IS NULL OR a.category = ${category}::text)
      ) hits
      ${afterHit}
      ORDER BY hits.score DESC, hits.popularity DESC, hits.id
      LIMIT ${limit + 1} OFFSET ${offset}`;
  }

  /** How many active or beta APIs match a prefix tsquery. */
  async countSearchMatches(tsq: string, category: string | null): Promise<number> {
    const [row] = await this.db.$queryRaw<Array<{ n: bigint }>>`
      SELECT count(*) AS n FROM apis a, to_tsquery('english', ${tsq}) query
       WHERE a.search_vector @@ query AND a.status IN ('active', 'beta')
         AND (${category}::text IS NULL OR a.category = ${category}::text)`;
    return Number(row?.n ?? 0);
  }

  /** Sets an API's version; the API is returned with its plans. */
  setApiVersion(apiId: string, version: string) {
    return this.db.apiListing.update({ where: { id: apiId }, data: { version }, include: { plans: true } });
  }

  /** The accounts with a subscription to the API that grants access at `now`, each once. */
  findAccountsWithAccess(apiId: string, now: Date) {
    return this.db.subscription.findMany({
      where: { apiId, ...grantsAccessAt(now) },
      select: { accountId: true },
      distinct: ['accountId'],
    });
  }

  countApis(filter: ApiFilter) {
    return this.db.apiListing.count({ where: listingFilter(filter) });
  }

  /** A page of the listing in a sort order, with each API's plans; after the cursor when one is given. */
  findApiPage(filter: ApiFilter, sort: ApiSort, cursor: ApiCursor | undefined, offset: number, limit: number) {
    const where = cursor ? { AND: [listingFilter(filter), afterCursor(cursor)] } : listingFilter(filter);
    return this.db.apiListing.findMany({ where, orderBy: ORDER[sort], skip: offset, take: limit + 1, include: { plans: true } });
  }

  /** Plans by id, each with its name and its API's name (the GraphQL loaders). */
  findPlansWithApiName(ids: readonly string[]) {
    return this.db.plan.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true, api: { select: { name: true } } } });
  }

  upsertCategory(c: Prisma.CategoryCreateManyInput) {
    return this.db.category.upsert({ where: { slug: c.slug }, create: c, update: c });
  }

  upsertApi(data: Prisma.ApiListingCreateManyInput) {
    return this.db.apiListing.upsert({ where: { id: data.id }, create: data, update: data });
  }

  upsertPlan(plan: Prisma.PlanCreateManyInput) {
    return this.db.plan.upsert({ where: { id: plan.id }, create: plan, update: plan });
  }

  /** Inserts APIs, skipping ids that exist. */
  insertApis(data: Prisma.ApiListingCreateManyInput[]) {
    return this.db.apiListing.createMany({ skipDuplicates: true, data });
  }

  /** Inserts plans, skipping ids that exist. */
  insertPlans(data: Prisma.PlanCreateManyInput[]) {
    return this.db.plan.createMany({ skipDuplicates: true, data });
  }

  /**
   * Merges the GIN index's pending list and refreshes the planner's statistics of the APIs (after a
   * bulk load, which leaves the planner costing index scans high).
   */
  vacuumApis() {
    return this.db.$executeRawUnsafe('VACUUM ANALYZE apis');
  }
}
