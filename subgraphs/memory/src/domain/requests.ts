import { invalid } from '../../../../common/src/errors.js';
import { decodeCursor, parseCacheControl, parseFilters, type CacheControl, type ListCursor, type SearchFilters } from './search-options.js';
import {
  isUuid,
  MAX_BULK_CHARS,
  optionalText,
  parseLimit,
  parseMaxResults,
  parseRfc3339,
  requireCategory,
  requireSpeakerName,
  requireText,
  requireUserId,
} from './validation.js';

// The memory domain's requests, parsed once where they enter it (the manager's public methods) into
// typed values; the rest of the domain never re-checks them. GraphQL has typed the arguments already
// (strings are strings); what is checked here are the rules it cannot say: lengths, formats, ranges.

export const DEFAULT_HISTORY = 20;
export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 500;
/** Short-term memory keeps this many most recent turns per store (older ones live on in long-term memory). */
export const SHORT_TERM_TURNS = 50;
const KNOWN_METADATA = new Set(['event_date', 'speaker', 'expires_at']);

export interface StoreMemoryRequest {
  userId: string;
  content: string;
  eventDate: Date | null;
  /** `me` or a speaker name still to be checked against the store's registrations. */
  speaker: string | null;
  /** From this instant the memory answers nowhere; null: never. */
  expiresAt: Date | null;
  /** Notes for the answer (dropped metadata keys). */
  notes: string[];
}

/** `metadata` as an object (absent: empty). */
function metadataOf(value: unknown): Record<string, unknown> {
  if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    throw invalid('`metadata` must be an object.', { param: 'metadata' });
  }
  return (value ?? {}) as Record<string, unknown>;
}

/** `metadata.expires_at`: an RFC 3339 instant still to come; null when absent. */
export function parseExpiry(metadata: Record<string, unknown>, now = Date.now()): Date | null {
  if (metadata.expires_at === undefined || metadata.expires_at === null) return null;
  const at = parseRfc3339(metadata.expires_at, 'metadata.expires_at');
  if (at.getTime() <= now) throw invalid('`metadata.expires_at` must be in the future.', { param: 'metadata.expires_at' });
  return at;
}

/** Metadata that takes only `expires_at` (`store-turn`, `bulk-store`): any other key is refused. */
function expiryOnly(value: unknown): Date | null {
  const metadata = metadataOf(value);
  const unknown = Object.keys(metadata).filter((k) => k !== 'expires_at');
  if (unknown.length) throw invalid(`\`metadata\` takes only \`expires_at\` here; unknown keys: ${unknown.join(', ')}.`, { param: 'metadata' });
  return parseExpiry(metadata);
}

/** `as_of`: an RFC 3339 instant; undefined when absent. */
function parseAsOf(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  return parseRfc3339(value, 'as_of').getTime();
}

export function parseStoreMemory(input: { userId: unknown; content: unknown; metadata?: unknown }): StoreMemoryRequest {
  const content = requireText(input.content, 'content');
  const metadata = metadataOf(input.metadata);
  const notes: string[] = [];
  const dropped = Object.keys(metadata).filter((k) => !KNOWN_METADATA.has(k));
  if (dropped.length) notes.push(`Unknown metadata keys dropped: ${dropped.join(', ')}.`);
  const eventDate = metadata.event_date === undefined || metadata.event_date === null ? null : parseRfc3339(metadata.event_date, 'metadata.event_date');
  const speaker = metadata.speaker;
  if (speaker !== undefined && speaker !== null && (typeof speaker !== 'string' || !speaker.trim())) {
    throw invalid('`metadata.speaker` must be `me` or a registered speaker name.', { speaker });
  }
  const expiresAt = parseExpiry(metadata);
  return { userId: requireUserId(input.userId), content, eventDate, speaker: (speaker as string | undefined) ?? null, expiresAt, notes };
}

export interface StoreTurnRequest {
  userId: string;
  userMsg?: string;
  assistantMsg?: string;
  /** The long-term memory a turn becomes: `User: …` and `Assistant: …` lines. */
  content: string;
  expiresAt: Date | null;
}

export function parseStoreTurn(input: { userId: unknown; userMsg?: unknown; assistantMsg?: unknown; metadata?: unknown }): StoreTurnRequest {
  const userMsg = optionalText(input.userMsg, 'user_msg');
  const assistantMsg = optionalText(input.assistantMsg, 'assistant_msg');
  if (!userMsg && !assistantMsg) throw invalid('`user_msg` or `assistant_msg` is required.', { param: 'user_msg' });
  const content = requireText([userMsg && `User: ${userMsg}`, assistantMsg && `Assistant: ${assistantMsg}`].filter(Boolean).join('\n'), 'user_msg');
  return { userId: requireUserId(input.userId), userMsg, assistantMsg, content, expiresAt: expiryOnly(input.metadata) };
}

export interface BulkStoreRequest {
  userId: string;
  content: string;
  category: string;
  eventDate: Date | null;
  expiresAt: Date | null;
}

export function parseBulkStore(input: { userId: unknown; content: unknown; category?: unknown; timestamp?: unknown; metadata?: unknown }): BulkStoreRequest {
  const content = requireText(input.content, 'content', MAX_BULK_CHARS);
  const category = input.category === undefined || input.category === null ? 'general' : requireCategory(input.category);
  const eventDate = input.timestamp === undefined || input.timestamp === null ? null : parseRfc3339(input.timestamp, 'timestamp');
  return { userId: requireUserId(input.userId), content, category, eventDate, expiresAt: expiryOnly(input.metadata) };
}

export interface SupersedeRequest {
  userId: string;
  oldMemoryId: string;
  newContent: string;
}

export function parseSupersede(input: { userId: unknown; oldMemoryId?: unknown; newContent: unknown }): SupersedeRequest {
  if (!isUuid(input.oldMemoryId)) {
    throw invalid('`old_memory_id` is required and must be a memory id (uuid).', { param: 'old_memory_id' });
  }
  const newContent = requireText(input.newContent, 'new_content');
  return { userId: requireUserId(input.userId), oldMemoryId: input.oldMemoryId.toLowerCase(), newContent };
}

/** One memory (`memoryId`) or the whole store (`null`). */
export function parseForget(userId: unknown, memoryId: unknown): { userId: string; memoryId: string | null } {
  const single = memoryId !== undefined && memoryId !== null;
  if (single && !isUuid(memoryId)) throw invalid('`memory_id` must be a memory id (uuid).', { param: 'memory_id' });
  return { userId: requireUserId(userId), memoryId: single ? (memoryId as string).toLowerCase() : null };
}

export interface SearchRequest {
  userId: string;
  query: string;
  maxResults: number;
  /** `me` or a speaker name still to be checked against the store's registrations; `''` is refused there. */
  speaker: string | null;
  filters: SearchFilters;
  cacheControl?: CacheControl;
}

export function parseSearch(input: {
  userId: unknown;
  query: unknown;
  maxResults?: unknown;
  speaker?: unknown;
  filters?: unknown;
  cacheControl?: unknown;
  asOf?: unknown;
}): SearchRequest {
  const query = requireText(input.query, 'query');
  const maxResults = parseMaxResults(input.maxResults);
  const filters = parseFilters(input.filters);
  const asOf = parseAsOf(input.asOf);
  if (asOf !== undefined) filters.asOf = asOf;
  const cacheControl = parseCacheControl(input.cacheControl);
  const speaker = input.speaker;
  if (speaker !== undefined && speaker !== null && typeof speaker !== 'string') {
    throw invalid('`speaker` must be `me` or a registered speaker name.', { speaker });
  }
  return { userId: requireUserId(input.userId), query, maxResults, speaker: (speaker as string | undefined) ?? null, filters, cacheControl };
}

export interface RecallRequest {
  userId: string;
  query: string;
  /** Recall what the store held at this instant (epoch ms). */
  asOf?: number;
}

export function parseRecall(input: { userId: unknown; query: unknown; asOf?: unknown }): RecallRequest {
  const query = requireText(input.query, 'query');
  return { userId: requireUserId(input.userId), query, asOf: parseAsOf(input.asOf) };
}

export interface ListRequest {
  userId: string;
  limit: number;
  after?: ListCursor;
}

export function parseList(input: { userId: unknown; limit?: unknown; cursor?: unknown }): ListRequest {
  const limit = parseLimit(input.limit, 'limit', DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT);
  if (input.cursor !== undefined && input.cursor !== null && typeof input.cursor !== 'string') {
    throw invalid('`cursor` must be a string from `next_cursor`.', { param: 'cursor' });
  }
  const after = input.cursor ? decodeCursor(input.cursor) : undefined;
  return { userId: requireUserId(input.userId), limit, after };
}

export function parseHistory(userId: unknown, limit: unknown): { userId: string; limit: number } {
  const parsed = parseLimit(limit, 'limit', DEFAULT_HISTORY, SHORT_TERM_TURNS);
  return { userId: requireUserId(userId), limit: parsed };
}

/** A memory id that cannot exist is simply not found (the caller names it in the error). */
export function parseMemoryRef(userId: unknown, memoryId: unknown): { userId: string; memoryId: string | null; given: string } {
  return { userId: requireUserId(userId), memoryId: isUuid(memoryId) ? memoryId.toLowerCase() : null, given: String(memoryId) };
}

export function parseSpeakerName(userId: unknown, name: unknown): { userId: string; name: string } {
  const parsed = requireSpeakerName(name);
  return { userId: requireUserId(userId), name: parsed };
}

export function parseBulkRef(userId: unknown, jobId: unknown): { userId: string; jobId: string | null; given: string } {
  return { userId: requireUserId(userId), jobId: isUuid(jobId) ? jobId : null, given: String(jobId) };
}

/** The most records one `import` call takes. */
export const MAX_IMPORT_RECORDS = 1000;

/** One record of an import, as `export` wrote it (snake_case keys); only `content` is required. */
export interface ImportItem {
  index: number;
  /** The record's id where it was exported: links supersede chains and makes re-imports no-ops. */
  sourceId: string | null;
  content: string;
  category: string;
  speaker: string | null;
  eventDate: Date | null;
  createdAt: Date | null;
  importance: number | null;
  isSuperseded: boolean;
  supersededBy: string | null;
  expiresAt: Date | null;
  sourceType: string | null;
}

export interface ImportRequest {
  userId: string;
  items: ImportItem[];
  /** Records refused as they are (bad fields), with why. */
  refused: Array<{ index: number; id: string | null; reason: string }>;
}

const optionalDate = (value: unknown, field: string) => (value === undefined || value === null ? null : parseRfc3339(value, field));
// eslint-disable-next-line no-control-regex
const SOURCE_ID = /^[^\u0000-\u001f\u007f]{1,128}$/;

/** One record, checked; throws the reason it is refused. */
function parseImportItem(raw: unknown, index: number): ImportItem {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('A record must be an object.');
  const r = raw as Record<string, unknown>;
  const sourceId = r.id === undefined || r.id === null ? null : typeof r.id === 'string' && SOURCE_ID.test(r.id) ? r.id : undefined;
  if (sourceId === undefined) throw invalid('`id` must be a string of 1 to 128 printable characters.');
  const supersededBy = r.superseded_by === undefined || r.superseded_by === null ? null : typeof r.superseded_by === 'string' && SOURCE_ID.test(r.superseded_by) ? r.superseded_by : undefined;
  if (supersededBy === undefined) throw invalid('`superseded_by` must be the id of another record.');
  if (r.is_superseded !== undefined && r.is_superseded !== null && typeof r.is_superseded !== 'boolean') throw invalid('`is_superseded` must be a boolean.');
  if (r.importance !== undefined && r.importance !== null && (typeof r.importance !== 'number' || !(r.importance >= 0 && r.importance <= 1))) {
    throw invalid('`importance` must be a number from 0 to 1.');
  }
  if (r.speaker !== undefined && r.speaker !== null && (typeof r.speaker !== 'string' || !r.speaker.trim() || r.speaker.length > 64)) {
    throw invalid('`speaker` must be `me` or a speaker name of 1 to 64 characters.');
  }
  if (r.source_type !== undefined && r.source_type !== null && (typeof r.source_type !== 'string' || r.source_type.length > 64)) throw invalid('`source_type` must be a short string.');
  const expiresAt = optionalDate(r.expires_at, 'expires_at');
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw invalid('The record expired at `expires_at`.');
  return {
    index,
    sourceId,
    content: requireText(r.content, 'content'),
    category: r.category === undefined || r.category === null ? 'general' : requireCategory(r.category),
    speaker: (r.speaker as string | undefined) ?? null,
    eventDate: optionalDate(r.event_date, 'event_date'),
    createdAt: optionalDate(r.created_at, 'created_at'),
    importance: (r.importance as number | undefined) ?? null,
    isSuperseded: r.is_superseded === true || supersededBy !== null,
    supersededBy,
    expiresAt,
    sourceType: (r.source_type as string | undefined) ?? null,
  };
}

export function parseImport(input: { userId: unknown; memories: unknown }): ImportRequest {
  const userId = requireUserId(input.userId);
  if (!Array.isArray(input.memories)) throw invalid('`memories` must be an array of records as `export` writes them.', { param: 'memories' });
  if (input.memories.length > MAX_IMPORT_RECORDS) {
    throw invalid(`\`memories\` holds ${input.memories.length} records; one import takes at most ${MAX_IMPORT_RECORDS}.`, { param: 'memories' });
  }
  const items: ImportItem[] = [];
  const refused: ImportRequest['refused'] = [];
  input.memories.forEach((raw, index) => {
    try {
      items.push(parseImportItem(raw, index));
    } catch (err) {
      const id = typeof (raw as { id?: unknown } | null)?.id === 'string' ? ((raw as { id: string }).id) : null;
      refused.push({ index, id, reason: (err as Error).message });
    }
  });
  return { userId, items, refused };
}
