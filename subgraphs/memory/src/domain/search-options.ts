import { createHash } from 'node:crypto';
import { z } from 'zod';
import { cursorCodec, isStorableDate, MAX_YEAR, MIN_YEAR, storableDateString } from '../../../../common/src/cursor.js';
import { invalid } from '../../../../common/src/errors.js';

/** Narrowing applied before ranking. Epoch-millisecond bounds are inclusive. */
export interface SearchFilters {
  categories?: string[];
  eventFrom?: number;
  eventTo?: number;
  timeFrom?: number;
  timeTo?: number;
  minImportance?: number;
  /**
   * Point in time (`as_of`, epoch ms): only what the store held then, memories created at or before
   * it and superseded, if at all, after it. Set from the request's `as_of`, never from `filters`.
   */
  asOf?: number;
}

export interface CacheControl {
  ttl: '5m' | '1h';
  ttlSeconds: number;
  /** Billing multiplier of the call that writes the cache. */
  writeMultiplier: number;
}

/** Billing multiplier of a call answered from the cache. */
export const CACHE_HIT_MULTIPLIER = 0.1;

const CACHE_TTLS = { '5m': { ttlSeconds: 300, writeMultiplier: 2 }, '1h': { ttlSeconds: 3600, writeMultiplier: 3 } } as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * A bound of a date window: RFC 3339, or `YYYY-MM-DD` (UTC), which as an upper bound includes the
 * whole day.
 */
export function parseBound(value: unknown, field: string, end: boolean): number {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    let ms = Number.NaN;
    if (day) {
      // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
      const check = new Date(new Date(0).setUTCFullYear(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      if (check.getUTCDate() === Number(day[3]) && check.getUTCMonth() === Number(day[2]) - 1) {
        ms = end ? check.getTime() + 86_400_000 - 1 : check.getTime();
      }
    } else if (RFC3339.test(value)) {
      ms = Date.parse(value);
    }
    if (isStorableDate(new Date(ms))) return ms;
  }
  throw invalid(`\`filters.${field}\` must be an RFC 3339 date-time or a YYYY-MM-DD date (years ${MIN_YEAR} to ${MAX_YEAR}).`, { param: `filters.${field}` });
}

/** Known keys are checked; unknown keys are dropped silently (the spec: a misspelt key widens). */
export function parseFilters(raw: unknown): SearchFilters {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('`filters` must be an object.', { param: 'filters' });
  const f = raw as Record<string, unknown>;
  const out: SearchFilters = {};
  if (f.categories !== undefined && f.categories !== null) {
    if (!Array.isArray(f.categories) || f.categories.some((c) => typeof c !== 'string' || !c.trim())) {
      throw invalid('`filters.categories` must be an array of category names.', { param: 'filters.categories' });
    }
    out.categories = [...new Set(f.categories as string[])];
  }
  for (const [key, prop, end] of [
    ['event_from', 'eventFrom', false],
    ['event_to', 'eventTo', true],
    ['time_from', 'timeFrom', false],
    ['time_to', 'timeTo', true],
  ] as const) {
    if (f[key] !== undefined && f[key] !== null) out[prop] = parseBound(f[key], key, end);
  }
  if (f.min_importance !== undefined && f.min_importance !== null) {
    const v = f.min_importance;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) {
      throw invalid('`filters.min_importance` must be a number from 0 to 1.', { param: 'filters.min_importance' });
    }
    out.minImportance = v;
  }
  return out;
}

export function parseCacheControl(raw: unknown): CacheControl | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('`cache_control` must be an object.', { param: 'cache_control' });
  const keys = Object.keys(raw);
  const extra = keys.filter((k) => k !== 'ttl');
  if (extra.length) {
    throw invalid(`\`cache_control\` accepts only the key \`ttl\`; not ${extra.map((k) => `\`${k}\``).join(', ')}.`, {
      param: `cache_control.${extra[0]}`,
    });
  }
  const ttl = (raw as { ttl?: unknown }).ttl;
  if (ttl !== '5m' && ttl !== '1h') {
    throw invalid('`cache_control.ttl` must be `5m` or `1h`.', { param: 'cache_control.ttl' });
  }
  return { ttl, ...CACHE_TTLS[ttl] };
}

/** Keyset cursor of `list`: the sort key of the last row and a tag of its store, opaque to clients. */
const listCursors = cursorCodec(
  z.tuple([storableDateString, z.uuid(), z.string().regex(/^[0-9a-f]{16}$/)]),
  'cursor',
  '`cursor` is not a cursor this service returned.',
);

/** Names a store in its cursors without showing its id. */
function storeTag(storeId: string): string {
  return createHash('sha256').update(`list-cursor:${storeId}`).digest('hex').slice(0, 16);
}

export interface ListCursor {
  createdAt: Date;
  id: string;
  /** The store whose page wrote the cursor (a tag of its id). */
  store: string;
}

export function encodeCursor(storeId: string, createdAt: Date, id: string): string {
  return listCursors.encode([createdAt.toISOString(), id, storeTag(storeId)]);
}

export function decodeCursor(cursor: string): ListCursor {
  const [t, id, store] = listCursors.decode(cursor);
  return { createdAt: new Date(t), id, store };
}

/** A cursor is a position in the store that wrote it: another store's is refused, not read as a position here. */
export function checkCursorStore(cursor: ListCursor, storeId: string): void {
  if (cursor.store !== storeTag(storeId)) {
    throw invalid('`cursor` comes from a page of another store: pass the `next_cursor` of this store\'s previous page.', { param: 'cursor' });
  }
}
