import { z } from 'zod';
import type { PrismaClient } from '../../../../common/src/db/client.js';
import type { Prisma } from '../../../../common/src/db/generated/client.js';
import { invalid } from '../../../../common/src/errors.js';

export const API_STATUSES = ['active', 'beta', 'deprecated'] as const;
export type ApiSortKey = 'popular' | 'newest' | 'name';

export interface ListApisInput {
  limit?: number | null;
  offset?: number | null;
  after?: string | null;
  category?: string | null;
  sort?: ApiSortKey | null;
  status?: string | null;
}

const Cursor = z.object({ s: z.enum(['popular', 'newest', 'name']), v: z.union([z.string(), z.number()]), id: z.string() });
type Cursor = z.infer<typeof Cursor>;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(raw: string, sort: ApiSortKey): Cursor {
  try {
    const c = Cursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (c.s !== sort) throw new Error('sort differs');
    return c;
  } catch {
    throw invalid('`after` is not a cursor from a previous page of this listing with the same sort.', { param: 'after' });
  }
}

function checkLimit(limit: number | null | undefined): number {
  if (limit === undefined || limit === null) return 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalid('`limit` must be an integer from 1 to 100.', { param: 'limit' });
  }
  return limit;
}

function checkOffset(offset: number | null | undefined): number {
  if (offset === undefined || offset === null) return 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalid('`offset` must be a non-negative integer.', { param: 'offset' });
  return offset;
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

/** The marketplace catalogue: listing with offset or stable keyset cursors. */
export class Catalogue {
  constructor(private readonly prisma: PrismaClient) {}

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
    const hasMore = rows.length > limit;
    const data = rows.slice(0, limit);
    const last = data.at(-1);
    const nextCursor =
      hasMore && last
        ? encodeCursor({
            s: sort,
            v: sort === 'popular' ? last.popularity : sort === 'newest' ? last.createdAt.toISOString() : last.name,
            id: last.id,
          })
        : null;
    return { data, total, hasMore, limit, offset, nextCursor };
  }
}
