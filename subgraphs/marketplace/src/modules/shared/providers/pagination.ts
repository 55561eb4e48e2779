import { z } from 'zod';
import { cursorCodec, storableDateString } from '../../../../../../common/src/cursor.js';
import { invalid } from '../../../../../../common/src/errors.js';

/** `limit` of every list: 1 to 100, 20 by default (spec "Limits"). */
export function checkLimit(limit: number | null | undefined): number {
  if (limit === undefined || limit === null) return 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalid('`limit` must be an integer from 1 to 100.', { param: 'limit' });
  }
  return limit;
}

export function checkOffset(offset: number | null | undefined): number {
  if (offset === undefined || offset === null) return 0;
  // Bounded by what Postgres takes as an OFFSET without overflow.
  if (!Number.isInteger(offset) || offset < 0 || offset > 2_147_483_647) {
    throw invalid('`offset` must be an integer from 0 to 2147483647.', { param: 'offset' });
  }
  return offset;
}

/** What a caller may send to page a list: `limit` and either `offset` or `after` (a `next_cursor`). */
export interface PageInput {
  limit?: number | null;
  offset?: number | null;
  after?: string | null;
}

/** One page of a list: the rows, the list's size, and where the next page starts. */
export interface Page<T> {
  data: T[];
  total: number;
  hasMore: boolean;
  limit: number;
  offset: number;
  /** `after` of the next page; null on the last one. */
  nextCursor: string | null;
  /** Each row's cursor (`after` of the page that follows it), for the connections' edges. */
  cursors: string[];
}

/**
 * A page from rows read with `take: limit + 1`: the extra row only says whether there is more, and
 * the last row kept gives the cursor.
 */
export function pageOf<T>(rows: T[], total: number, limit: number, offset: number, cursorOf: (last: T) => string): Page<T> {
  const hasMore = rows.length > limit;
  const data = hasMore ? rows.slice(0, limit) : rows;
  return { data, total, hasMore, limit, offset, nextCursor: hasMore ? cursorOf(data.at(-1)!) : null, cursors: data.map(cursorOf) };
}

type KeyRow = { id: string; createdAt: Date };

/**
 * Keyset pages of a list ordered newest first (`created_at` descending, ties by id): the cursor holds
 * the last row's key, so rows created while a client pages never shift or repeat what it sees (an
 * offset would). Each list names its own kind, and a cursor of one list is refused by another.
 */
export function newestFirstPages(kind: string) {
  const message = `\`after\` is not a cursor from a previous page of this ${kind} listing.`;
  const codec = cursorCodec(z.object({ k: z.literal(kind), t: storableDateString, id: z.string().min(1).max(128) }), 'after', message);
  return {
    /** Order of the list (an index on the owner, `created_at DESC, id` serves it). */
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] as Array<{ createdAt?: 'desc'; id?: 'asc' }>,

    /** The checked `limit` and `offset`, and the keyset condition of `after` (which overrides `offset`). */
    read(input: PageInput) {
      const limit = checkLimit(input.limit);
      if (!input.after) return { limit, offset: checkOffset(input.offset), after: undefined };
      const c = codec.decode(input.after);
      const at = new Date(c.t);
      return { limit, offset: 0, after: { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { gt: c.id } }] } };
    },

    page<T extends KeyRow>(rows: T[], total: number, read: { limit: number; offset: number }): Page<T> {
      return pageOf(rows, total, read.limit, read.offset, (last) => codec.encode({ k: kind, t: last.createdAt.toISOString(), id: last.id }));
    },
  };
}
