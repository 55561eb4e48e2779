import { createHash } from 'node:crypto';
import { z } from 'zod';
import { cursorCodec, storableDateString } from '../../../../../../common/src/cursor.js';
import { invalid, notFound } from '../../../../../../common/src/errors.js';
import type { CatalogueStore } from './catalogue-store.js';
import type { EventLog } from '../../shared/providers/event-log.js';
import { checkLimit, checkOffset, pageOf, type Page, type PageInput } from '../../shared/providers/pagination.js';

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

type CategoryRow = { slug: string; name: string; description: string; icon: string };
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

export interface SearchHit {
  id: string;
  name: string;
  description: string;
  relevanceScore: number;
}

/** The marketplace catalogue: listing with offset or stable keyset cursors, full-text search. */
export class Catalogue {
  /** `events`: where catalogue changes (`api.updated`) are recorded. */
  constructor(
    private readonly store: CatalogueStore,
    private readonly events?: EventLog,
  ) {}

  async get(id: string) {
    const api = await this.store.findApi(id);
    if (!api) throw notFound(`No API with id ${id}.`, { param: 'api_id' });
    return api;
  }

  /** Every category, by name (the unpaged GraphQL field kept for existing clients). */
  async categories() {
    return this.withApiCounts(await this.store.findCategories());
  }

  /** One page of the categories, by name: `limit` with `offset` or `after`, like every list. */
  async categoryPage(input: PageInput): Promise<Page<CategoryRow & { apiCount: number }>> {
    const limit = checkLimit(input.limit);
    const cursor = input.after ? categoryCursors.decode(input.after) : undefined;
    const offset = cursor ? 0 : checkOffset(input.offset);
    const [total, rows] = await Promise.all([this.store.countCategories(), this.store.findCategoryPage(cursor, offset, limit)]);
    const page = pageOf(rows, total, limit, offset, (last) => categoryCursors.encode({ k: 'category', v: last.name, id: last.slug }));
    return { ...page, data: await this.withApiCounts(page.data) };
  }

  private async withApiCounts(rows: CategoryRow[]) {
    if (!rows.length) return [];
    const counts = await this.store.countListedApisByCategory(rows.map((c) => c.slug));
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
    // The count runs over every hit, before the cursor narrows them down.
    const rows = await this.store.searchApis(tsq, category, cursor, limit, offset);
    const total = rows.length ? Number(rows[0]!.total) : offset > 0 || cursor ? await this.store.countSearchMatches(tsq, category) : 0;
    const page = pageOf(rows, total, limit, offset, (last) => searchCursors.encode({ k: 'search', q: queryHash(tsq), s: last.score, p: last.popularity, id: last.id }));
    return {
      ...page,
      data: page.data.map((r) => ({ id: r.id, name: r.name, description: r.description, relevanceScore: Math.round(r.score * 1e6) / 1e6 })),
    };
  }

  /**
   * Publishes a new version of a listed API; every account with access to it receives `api.updated`.
   */
  async publishVersion(apiId: string, version: string) {
    const before = await this.get(apiId);
    if (!/^\d+\.\d+\.\d+/.test(version)) throw invalid('`version` must look like 1.2.3.', { param: 'version' });
    const api = await this.store.setApiVersion(apiId, version);
    if (before.version !== version && this.events) {
      const now = new Date();
      const subs = await this.store.findAccountsWithAccess(apiId, now);
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
    const filter = { category: input.category, status: input.status };
    const [total, rows] = await Promise.all([this.store.countApis(filter), this.store.findApiPage(filter, sort, cursor, offset, limit)]);
    return pageOf(rows, total, limit, offset, (last) =>
      encodeCursor({
        s: sort,
        v: sort === 'popular' ? last.popularity : sort === 'newest' ? last.createdAt.toISOString() : last.name,
        id: last.id,
      } as Cursor),
    );
  }
}
