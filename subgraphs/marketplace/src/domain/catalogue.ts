import { createHash } from 'node:crypto';
import { z } from 'zod';
import { Prisma, type PrismaClient } from '../../../../common/src/db/client.js';
import { cursorCodec, storableDateString } from '../../../../common/src/cursor.js';
import { invalid, notFound } from '../../../../common/src/errors.js';
import type { EventLog } from './events.js';
import { checkLimit, checkOffset, pageOf, type Page, type PageInput } from './pagination.js';

export const API_STATUSES = ['active', 'beta', 'deprecated'] as const;
export type ApiSortKey = 'popular' | 'newest' | 'name';

export interface ListApisInput extends PageInput {
  category?: string | null;
  sort?: ApiSortKey | null;
  status?: string | null;
}

// Each sort order's key has its own type, so a forged cursor cannot put text where a number or a
// date goes. Ids are the catalogue's slugs.
const cursorId = z.string().min(1).max(128);
const Cursor = z.discriminatedUnion('s', [
  z.object({ s: z.literal('popular'), v: z.number().int().min(-2_147_483_648).max(2_147_483_647), id: cursorId }),
  z.object({ s: z.literal('newest'), v: storableDateString, id: cursorId }),
  z.object({ s: z.literal('name'), v: z.string().max(512), id: cursorId }),
]);
type Cursor = z.infer<typeof Cursor>;

const NOT_A_CURSOR = '`after` is not a cursor from a previous page of this listing with the same sort.';
const cursors = cursorCodec(Cursor, 'after', NOT_A_CURSOR);

export const encodeCursor = cursors.encode;

export function decodeCursor(raw: string, sort: ApiSortKey): Cursor {
  const c = cursors.decode(raw);
  if (c.s !== sort) throw invalid(NOT_A_CURSOR, { param: 'after' });
  return c;
}

/** Keyset condition "strictly after the cursor" for each sort order (ties broken by id). */
function afterCursor(c: Cursor): Prisma.ApiListingWhereInput {
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

const ORDER: Record<ApiSortKey, Prisma.ApiListingOrderByWithRelationInput[]> = {
  popular: [{ popularity: 'desc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { id: 'asc' }],
  name: [{ name: 'asc' }, { id: 'asc' }],
};

type CategoryRow = { slug: string; name: string; description: string; icon: string };
const CATEGORY_ORDER: Prisma.CategoryOrderByWithRelationInput[] = [{ name: 'asc' }, { slug: 'asc' }];
// The last category's name and slug: a page after it stays right while categories are added.
const categoryCursors = cursorCodec(
  z.object({ k: z.literal('category'), v: z.string().max(512), id: cursorId }),
  'after',
  '`after` is not a cursor from a previous page of the categories.',
);

export interface SearchInput extends PageInput {
  q?: string | null;
  category?: string | null;
}

// A search cursor holds the last hit's sort key (score, popularity, id) and a hash of the query it
// belongs to: scores are a property of the query, so the cursor of one search is refused by another.
const SearchCursor = z.object({
  k: z.literal('search'),
  q: z.string().regex(/^[0-9a-f]{16}$/),
  s: z.number().min(0).max(1),
  p: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  id: cursorId,
});
const NOT_A_SEARCH_CURSOR = '`after` is not a cursor from a previous page of this search.';
const searchCursors = cursorCodec(SearchCursor, 'after', NOT_A_SEARCH_CURSOR);
const queryHash = (tsq: string) => createHash('sha256').update(tsq).digest('hex').slice(0, 16);

/**
 * The words of a search as a prefix tsquery (`word:*` joined by AND): every word must match a
 * lexeme of the name, description or tags, and a partly typed last word still finds its API.
 */
export function searchQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  return words.slice(0, 16).map((w) => `${w}:*`).join(' & ');
}

interface SearchRow {
  id: string;
  name: string;
  description: string;
  popularity: number;
  score: number;
  total: bigint;
}

export interface SearchHit {
  id: string;
  name: string;
  description: string;
  relevanceScore: number;
}

/** The marketplace catalogue: listing with offset or stable keyset cursors, full-text search. */
export class Catalogue {
  private events: EventLog | undefined;

  constructor(private readonly prisma: PrismaClient) {}

  /** Events of catalogue changes (`api.updated`) go to this log. */
  useEvents(events: EventLog): void {
    this.events = events;
  }

  async get(id: string) {
    const api = await this.prisma.apiListing.findUnique({ where: { id }, include: { plans: { orderBy: { price: 'asc' } } } });
    if (!api) throw notFound(`No API with id ${id}.`, { param: 'api_id' });
    return api;
  }

  /** Every category, by name (the unpaged GraphQL field kept for existing clients). */
  async categories() {
    return this.withApiCounts(await this.prisma.category.findMany({ orderBy: CATEGORY_ORDER }));
  }

  /** One page of the categories, by name: `limit` with `offset` or `after`, like every list. */
  async categoryPage(input: PageInput): Promise<Page<CategoryRow & { apiCount: number }>> {
    const limit = checkLimit(input.limit);
    const cursor = input.after ? categoryCursors.decode(input.after) : undefined;
    const offset = cursor ? 0 : checkOffset(input.offset);
    const where: Prisma.CategoryWhereInput = cursor ? { OR: [{ name: { gt: cursor.v } }, { name: cursor.v, slug: { gt: cursor.id } }] } : {};
    const [total, rows] = await Promise.all([
      this.prisma.category.count(),
      this.prisma.category.findMany({ where, orderBy: CATEGORY_ORDER, skip: offset, take: limit + 1 }),
    ]);
    const page = pageOf(rows, total, limit, offset, (last) => categoryCursors.encode({ k: 'category', v: last.name, id: last.slug }));
    return { ...page, data: await this.withApiCounts(page.data) };
  }

  private async withApiCounts(rows: CategoryRow[]) {
    if (!rows.length) return [];
    const counts = await this.prisma.apiListing.groupBy({
      by: ['categorySlug'],
      where: { categorySlug: { in: rows.map((c) => c.slug) }, status: { in: ['active', 'beta'] } },
      _count: { _all: true },
    });
    const bySlug = new Map(counts.map((c) => [c.categorySlug, c._count._all]));
    return rows.map((c) => ({ ...c, apiCount: bySlug.get(c.slug) ?? 0 }));
  }

  /**
   * Full-text search (Postgres tsvector, GIN index) over names, tags and descriptions. The
   * relevance score is `ts_rank_cd` normalised to 0..1 (rank / (rank + 1)). Pages by offset or by a
   * keyset cursor on (score, popularity, id), the order of the hits.
   */
  async search(input: SearchInput): Promise<Page<SearchHit>> {
    const q = (input.q ?? '').trim();
    if (!q) throw invalid('`q` is required.', { param: 'q' });
    if (q.length > 200) throw invalid('`q` must be at most 200 characters.', { param: 'q' });
    const limit = checkLimit(input.limit);
    const tsq = searchQuery(q);
    const cursor = input.after ? searchCursors.decode(input.after) : undefined;
    if (cursor && (!tsq || cursor.q !== queryHash(tsq))) throw invalid(NOT_A_SEARCH_CURSOR, { param: 'after' });
    const offset = cursor ? 0 : checkOffset(input.offset);
    if (!tsq) return { data: [], total: 0, hasMore: false, limit, offset, nextCursor: null, cursors: [] };
    const category = input.category ?? null;
    const after = cursor
      ? Prisma.sql`WHERE hits.score < ${cursor.s}::float8
                      OR (hits.score = ${cursor.s}::float8 AND (hits.popularity < ${cursor.p}
                      OR (hits.popularity = ${cursor.p} AND hits.id > ${cursor.id})))`
      : Prisma.empty;
    // The count runs over every hit, before the cursor narrows them down.
    const rows = await this.prisma.$queryRaw<SearchRow[]>`
      SELECT * FROM (
        SELECT a.id, a.name, a.description, a.popularity,
               ts_rank_cd(a.search_vector, query, 32)::float8 AS score,
               count(*) OVER () AS total
          FROM apis a, to_tsquery('english', ${tsq}) query
         WHERE a.search_vector @@ query
           AND a.status IN ('active', 'beta')
           AND (${category}::text IS NULL OR a.category = ${category}::text)
      ) hits
      ${after}
      ORDER BY hits.score DESC, hits.popularity DESC, hits.id
      LIMIT ${limit + 1} OFFSET ${offset}`;
    const total = rows.length ? Number(rows[0]!.total) : offset > 0 || cursor ? await this.countMatches(tsq, category) : 0;
    const page = pageOf(rows, total, limit, offset, (last) => searchCursors.encode({ k: 'search', q: queryHash(tsq), s: last.score, p: last.popularity, id: last.id }));
    return {
      ...page,
      data: page.data.map((r) => ({ id: r.id, name: r.name, description: r.description, relevanceScore: Math.round(r.score * 1e6) / 1e6 })),
    };
  }

  private async countMatches(tsq: string, category: string | null): Promise<number> {
    const [row] = await this.prisma.$queryRaw<Array<{ n: bigint }>>`
      SELECT count(*) AS n FROM apis a, to_tsquery('english', ${tsq}) query
       WHERE a.search_vector @@ query AND a.status IN ('active', 'beta')
         AND (${category}::text IS NULL OR a.category = ${category}::text)`;
    return Number(row?.n ?? 0);
  }

  /**
   * Publishes a new version of a listed API; every account with access to it receives `api.updated`.
   */
  async publishVersion(apiId: string, version: string) {
    const before = await this.get(apiId);
    if (!/^\d+\.\d+\.\d+/.test(version)) throw invalid('`version` must look like 1.2.3.', { param: 'version' });
    const api = await this.prisma.apiListing.update({ where: { id: apiId }, data: { version }, include: { plans: true } });
    if (before.version !== version && this.events) {
      const now = new Date();
      const subs = await this.prisma.subscription.findMany({
        where: { apiId, OR: [{ status: { not: 'cancelled' } }, { accessUntil: { gt: now } }] },
        select: { accountId: true },
        distinct: ['accountId'],
      });
      for (const s of subs) {
        await this.events.emit(s.accountId, 'api.updated', {
          id: api.id,
          object: 'api',
          name: api.name,
          version: api.version,
          previous_version: before.version,
        });
      }
    }
    return api;
  }

  async list(input: ListApisInput) {
    const limit = checkLimit(input.limit);
    const sort: ApiSortKey = input.sort ?? 'popular';
    const cursor = input.after ? decodeCursor(input.after, sort) : undefined;
    const offset = cursor ? 0 : checkOffset(input.offset);
    if (input.status && !(API_STATUSES as readonly string[]).includes(input.status)) {
      throw invalid(`\`status\` must be one of ${API_STATUSES.join(', ')}.`, { param: 'status' });
    }
    const filter: Prisma.ApiListingWhereInput = {
      ...(input.category ? { categorySlug: input.category } : {}),
      ...(input.status ? { status: input.status } : { status: { in: ['active', 'beta'] } }),
    };
    const where = cursor ? { AND: [filter, afterCursor(cursor)] } : filter;
    const [total, rows] = await Promise.all([
      this.prisma.apiListing.count({ where: filter }),
      this.prisma.apiListing.findMany({ where, orderBy: ORDER[sort], skip: offset, take: limit + 1, include: { plans: true } }),
    ]);
    return pageOf(rows, total, limit, offset, (last) =>
      encodeCursor({
        s: sort,
        v: sort === 'popular' ? last.popularity : sort === 'newest' ? last.createdAt.toISOString() : last.name,
        id: last.id,
      } as Cursor),
    );
  }
}
