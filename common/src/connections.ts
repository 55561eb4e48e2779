import { z } from 'zod';
import { cursorCodec } from './cursor.js';
import { invalid } from './errors.js';

/**
 * Relay-style connections (`first`/`after`, `edges { cursor node }`, `pageInfo`) over the services'
 * own keyset pages: `first` is the page size and `after` the cursor of the last edge seen.
 */
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: PageInfo;
  /** The list's size, where it is cheap to know. */
  totalCount?: number;
}

/** A connection that knows the size of its list. */
export type CountedConnection<T> = Connection<T> & { totalCount: number };

/** A connection over a page of the marketplace's lists (which count their rows). */
export function connectionOfPage<T>(page: { data: T[]; cursors: string[]; hasMore: boolean; total: number }, after?: string | null): CountedConnection<T> {
  return { ...connectionOf(page.data, page.cursors, { hasNextPage: page.hasMore, after }), totalCount: page.total };
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export const DEFAULT_FIRST = 20;
export const MAX_FIRST = 100;

/** `first`: 1 to 100, 20 by default. */
export function checkFirst(first: number | null | undefined, max = MAX_FIRST): number {
  if (first === undefined || first === null) return Math.min(DEFAULT_FIRST, max);
  if (!Number.isInteger(first) || first < 1 || first > max) throw invalid(`\`first\` must be an integer from 1 to ${max}.`, { param: 'first' });
  return first;
}

/** A connection from one page: its nodes with their cursors, whether more follow, and the list's size. */
export function connectionOf<T>(nodes: T[], cursors: string[], page: { hasNextPage: boolean; after?: string | null }): Connection<T> {
  const edges = nodes.map((node, i) => ({ cursor: cursors[i]!, node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      // Paging goes forwards only: what came before the cursor is the pages already read.
      hasPreviousPage: Boolean(page.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * A connection over a short list read whole (stores, keys), in the order of `keyOf` (compared as
 * strings): the cursor holds the node's key, so a page stays put when nodes before it are removed.
 */
export function connectionFromList<T>(kind: string, list: T[], keyOf: (node: T) => string, args: ConnectionArgs): CountedConnection<T> {
  const codec = cursorCodec(z.object({ k: z.literal(kind), id: z.string().min(1).max(256) }), 'after', `\`after\` is not a cursor from this ${kind} listing.`);
  const first = checkFirst(args.first);
  const all = list.map((node) => ({ node, key: keyOf(node) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let start = 0;
  if (args.after) {
    const key = codec.decode(args.after).id;
    const i = all.findIndex((n) => n.key > key);
    start = i === -1 ? all.length : i;
  }
  const page = all.slice(start, start + first);
  return {
    ...connectionOf(
      page.map((n) => n.node),
      page.map((n) => codec.encode({ k: kind, id: n.key })),
      { hasNextPage: start + first < all.length, after: args.after },
    ),
    totalCount: all.length,
  };
}
