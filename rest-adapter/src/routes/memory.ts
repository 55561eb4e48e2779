import { z } from 'zod';
import {
  BulkImportStatusDocument,
  BulkStoreDocument,
  CreateStoreDocument,
  ForgetDocument,
  GetMemoryDocument,
  HistoryDocument,
  ListMemoriesDocument,
  ModelsDocument,
  RecallDocument,
  RegisterSpeakerDocument,
  RemoveSpeakerDocument,
  SearchMemoriesDocument,
  SpeakersDocument,
  StatsDocument,
  StoreMemoryDocument,
  StoreTurnDocument,
  SupersedeDocument,
  type BulkImportFieldsFragment,
  type BulkStoreMutation,
  type RegisterSpeakerMutation,
  type MemoryFieldsFragment,
  type MemoryRecordFieldsFragment,
  type RecallQuery,
  type TurnFieldsFragment,
  type UsageFieldsFragment,
} from '../generated/operations.js';
import { settled } from '../../../common/src/memory-user-errors.js';
import { compact, defineRoute } from '../route.js';
import {
  BulkImport,
  CreateStoreResponse,
  ForgetResponse,
  GetResponse,
  HistoryResponse,
  ListResponse,
  ModelsResponse,
  notFound,
  RecallResponse,
  SearchResponse,
  SpeakerResponse,
  SpeakersResponse,
  StatsResponse,
  StoreResponse,
  StoreTurnResponse,
  SupersedeResponse,
} from './memory-schemas.js';

// Request shapes from spec/memory-service.md. Extra body fields are accepted on every request.
const userId = z.string({ error: '`user_id` is required and must be a string.' });
const body = <T extends z.ZodRawShape>(shape: T) => z.looseObject({ user_id: userId, ...shape });
const text = (field: string) => z.string({ error: `\`${field}\` is required and must be a string.` });
const optionalString = (field: string) => z.string({ error: `\`${field}\` must be a string.` }).nullish();
const optionalInt = (field: string) => z.number({ error: `\`${field}\` must be an integer.` }).int(`\`${field}\` must be an integer.`).nullish();
/** An id field passed on as given, so the domain answers a malformed one with its own error. */
/** `stored_async` in the schema (no GraphQL name has spaces) is `stored (async)` in REST. */
export const restStatus = <S extends string>(s: S) => (s === 'stored_async' ? 'stored (async)' : s);
const idAsGiven = (v: unknown) => (v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));

export const memoryView = (m: MemoryFieldsFragment) => ({
  id: m.id,
  content: m.content,
  category: m.category,
  similarity: m.similarity,
  importance: m.importance,
  ...compact({ time_bucket: m.timeBucket }),
  is_superseded: m.isSuperseded,
  superseded_by: m.supersededBy ?? null,
  ...compact({ created_at: m.createdAt, event_date: m.eventDate, speaker: m.speaker }),
});

export const usageView = (u: UsageFieldsFragment) => ({
  input_tokens: u.inputTokens,
  output_tokens: u.outputTokens,
  query_tokens: u.queryTokens,
  billing_multiplier: u.billingMultiplier,
  cache: u.cache,
});

export const turnView = (t: TurnFieldsFragment) => ({
  id: t.id,
  user_msg: t.userMsg,
  assistant_msg: t.assistantMsg,
  created_at: t.createdAt,
  memory_id: t.memoryId ?? null,
});

export const bulkView = (b: BulkImportFieldsFragment) => ({
  status: b.status,
  job_id: b.jobId,
  user_id: b.userId,
  category: b.category,
  chunks_total: b.chunksTotal,
  chunks_done: b.chunksDone,
  progress: b.progress,
  error: b.error ?? null,
  created_at: b.createdAt,
});

/** `bulkStore`'s answer, once it has no user errors, as the import it queued. */
export const settledBulkStore = (b: BulkStoreMutation['bulkStore']): BulkImportFieldsFragment =>
  settled(b, ['jobId', 'userId', 'status', 'category', 'chunksTotal', 'chunksDone', 'progress', 'createdAt']);

export const speakerView = (s: RegisterSpeakerMutation['registerSpeaker']) => {
  const r = settled(s, ['userId', 'name', 'status']);
  return { user_id: r.userId, name: r.name, status: r.status };
};

export const recallView = (r: RecallQuery['recall']) => ({
  short_term: { turns: r.shortTerm.turns.map(turnView), count: r.shortTerm.count },
  long_term: { memories: r.longTerm.memories.map(memoryView), count: r.longTerm.count },
  context: {
    atoms: r.context.atoms.map((a) => ({ memory_id: a.memoryId, text: a.text, similarity: a.similarity })),
    neighbours: r.context.neighbours.map((n) => ({
      id: n.id,
      content: n.content,
      category: n.category,
      created_at: n.createdAt,
      neighbour_of: n.neighbourOf,
    })),
    count: r.context.count,
  },
  usage: usageView(r.usage),
  budget: { target_tokens: r.budget.targetTokens, max_tokens: r.budget.maxTokens },
});

export const recordView = (r: MemoryRecordFieldsFragment) => ({
  id: r.id,
  content: r.content,
  category: r.category,
  source_type: r.sourceType ?? null,
  created_at: r.createdAt ?? null,
  event_date: r.eventDate ?? null,
  is_superseded: r.isSuperseded,
});

export const memoryRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/v1/models',
    summary: 'Lists the models that read memory (no key needed).',
    responses: { 200: ModelsResponse },
    surface: 'memory',
    auth: 'none',
    scope: null,
    operation: ModelsDocument,
    input: z.object({}).loose(),
    variables: () => ({}),
    response: (d) => ({ models: d.models.map((m) => ({ id: m.id, name: m.name, available: m.available, memory: m.memory, description: m.description })) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/collection',
    summary: 'Creates a store (idempotent: an existing store answers as created).',
    responses: { 200: CreateStoreResponse },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    operation: CreateStoreDocument,
    input: body({}),
    variables: (b) => ({ userId: b.user_id }),
    response: (d) => {
      const r = settled(d.createStore, ['userId', 'status', 'createdAt']);
      return { user_id: r.userId, status: r.status, created_at: r.createdAt };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/store',
    summary: 'Stores one memory.',
    responses: { 200: StoreResponse, ...notFound },
    idempotent: true,
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    operation: StoreMemoryDocument,
    input: body({
      content: z.string({ error: '`content` is required and must be a string.' }),
      metadata: z.record(z.string(), z.unknown(), { error: '`metadata` must be an object.' }).nullish(),
    }).meta({ example: { user_id: 'u_123', content: 'Prefers window seats on long flights.', metadata: { event_date: '2026-03-14T09:12:00Z', speaker: 'me' } } }),
    variables: (b) => ({ input: { userId: b.user_id, content: b.content, metadata: b.metadata ?? null } }),
    response: (d) => {
      const r = settled(d.storeMemory, ['id', 'status']);
      return {
        id: r.id,
        status: restStatus(r.status),
        ...compact({ note: r.note, duplicate_of: r.duplicateOf, expected_searchable_in_ms: r.expectedSearchableInMs }),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/store-turn',
    summary: 'Stores one user and assistant exchange into short-term and long-term memory.',
    responses: { 200: StoreTurnResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    idempotent: true,
    operation: StoreTurnDocument,
    input: body({ user_msg: optionalString('user_msg'), assistant_msg: optionalString('assistant_msg') }),
    variables: (b) => ({ input: { userId: b.user_id, userMsg: b.user_msg ?? null, assistantMsg: b.assistant_msg ?? null } }),
    response: (d) => {
      const r = settled(d.storeTurn, ['status', 'turnId', 'memoryId', 'duplicate']);
      return {
        status: restStatus(r.status),
        turn_id: r.turnId,
        memory_id: r.memoryId,
        duplicate: r.duplicate,
        ...compact({ expected_searchable_in_ms: r.expectedSearchableInMs }),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/bulk-store',
    summary: 'Ingests a large text, chunked and embedded in the background.',
    responses: { 200: BulkImport, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    idempotent: true,
    operation: BulkStoreDocument,
    input: body({ content: text('content'), category: optionalString('category'), timestamp: optionalString('timestamp') }),
    variables: (b) => ({ input: { userId: b.user_id, content: b.content, category: b.category ?? null, timestamp: b.timestamp ?? null } }),
    response: (d) => bulkView(settledBulkStore(d.bulkStore)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/bulk-store/status',
    summary: 'Reports the progress of a bulk import.',
    responses: { 200: BulkImport, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: BulkImportStatusDocument,
    input: body({ job_id: text('job_id') }),
    variables: (b) => ({ userId: b.user_id, jobId: b.job_id }),
    response: (d) => bulkView(d.bulkImport),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/supersede',
    summary: 'Replaces an out-of-date memory with new content.',
    responses: { 200: SupersedeResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    idempotent: true,
    operation: SupersedeDocument,
    input: body({ old_memory_id: z.unknown().optional(), new_content: text('new_content') }),
    variables: (b) => ({ input: { userId: b.user_id, oldMemoryId: idAsGiven(b.old_memory_id), newContent: b.new_content } }),
    response: (d) => {
      const r = settled(d.supersede, ['oldMemoryId', 'newMemoryId', 'status', 'indexStatus']);
      return { old_memory_id: r.oldMemoryId, new_memory_id: r.newMemoryId, status: r.status, index_status: restStatus(r.indexStatus) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/forget',
    summary: 'Deletes one memory, or every memory of the store when `memory_id` is omitted.',
    responses: { 200: ForgetResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    operation: ForgetDocument,
    input: body({ memory_id: z.unknown().optional() }),
    // Omitted erases the whole store; any value present (even null) must be a valid id.
    variables: (b) => ({ userId: b.user_id, memoryId: 'memory_id' in b ? idAsGiven(b.memory_id) ?? 'null' : null }),
    response: (d) => {
      const r = settled(d.forget, ['status', 'deleted']);
      return { status: r.status, deleted: r.deleted };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/speakers',
    summary: 'Registers a speaker (a person whose words memories can be tagged with).',
    responses: { 200: SpeakerResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    operation: RegisterSpeakerDocument,
    input: body({ name: text('name') }),
    variables: (b) => ({ userId: b.user_id, name: b.name }),
    response: (d) => speakerView(d.registerSpeaker),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/speakers/list',
    summary: 'Lists the registered speakers of a store.',
    responses: { 200: SpeakersResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: SpeakersDocument,
    input: body({}),
    variables: (b) => ({ userId: b.user_id }),
    response: (d) => ({
      user_id: d.speakers.userId,
      speakers: d.speakers.speakers.map((s) => ({ name: s.name, created_at: s.createdAt })),
      count: d.speakers.count,
      limit: d.speakers.limit,
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/speakers/remove',
    summary: 'Removes a registered speaker.',
    responses: { 200: SpeakerResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    operation: RemoveSpeakerDocument,
    input: body({ name: text('name') }),
    variables: (b) => ({ userId: b.user_id, name: b.name }),
    response: (d) => speakerView(d.removeSpeaker),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/search',
    summary: 'Semantic search: the best matching memories, best first.',
    responses: { 200: SearchResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: SearchMemoriesDocument,
    input: body({
      query: text('query'),
      max_results: optionalInt('max_results'),
      speaker: optionalString('speaker'),
      filters: z.unknown().optional(),
      cache_control: z.unknown().optional(),
    }).meta({ example: { user_id: 'u_123', query: 'seat preference', max_results: 5, filters: { categories: ['preference'] }, cache_control: { ttl: '5m' } } }),
    variables: (b) => ({
      input: {
        userId: b.user_id,
        query: b.query,
        maxResults: b.max_results ?? null,
        speaker: b.speaker ?? null,
        filters: b.filters ?? null,
        cacheControl: b.cache_control ?? null,
      },
    }),
    response: (d) => ({ memories: d.search.memories.map(memoryView), usage: usageView(d.search.usage) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/recall',
    summary: 'Short-term turns, long-term matches and their context in one bounded call.',
    responses: { 200: RecallResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: RecallDocument,
    input: body({ query: text('query') }),
    variables: (b) => ({ input: { userId: b.user_id, query: b.query } }),
    response: (d) => recallView(d.recall),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/history',
    summary: 'Recent short-term turns.',
    responses: { 200: HistoryResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: HistoryDocument,
    input: body({ limit: optionalInt('limit') }),
    variables: (b) => ({ userId: b.user_id, limit: b.limit ?? null }),
    response: (d) => ({ turns: d.history.turns.map(turnView), count: d.history.count }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/list',
    summary: 'Pages through the raw memories of a store.',
    responses: { 200: ListResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: ListMemoriesDocument,
    input: body({ limit: optionalInt('limit'), cursor: optionalString('cursor') }),
    variables: (b) => ({ userId: b.user_id, limit: b.limit ?? null, cursor: b.cursor ?? null }),
    response: (d) => ({ memories: d.memories.memories.map(recordView), count: d.memories.count, next_cursor: d.memories.nextCursor ?? null }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/stats',
    summary: 'Counts of the memories, turns and speakers of a store.',
    responses: { 200: StatsResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: StatsDocument,
    input: body({}),
    variables: (b) => ({ userId: b.user_id }),
    response: (d) => ({
      user_id: d.stats.userId,
      total_memories: d.stats.totalMemories,
      short_term_turns: d.stats.shortTermTurns,
      superseded_memories: d.stats.supersededMemories,
      pending_memories: d.stats.pendingMemories,
      speakers: d.stats.speakers,
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/get',
    summary: 'Fetches one memory.',
    responses: { 200: GetResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:read',
    operation: GetMemoryDocument,
    input: body({ memory_id: z.string({ error: '`memory_id` is required and must be a string.' }) }),
    variables: (b) => ({ userId: b.user_id, memoryId: b.memory_id }),
    response: (d) => ({ user_id: d.memory.userId, memory: recordView(d.memory.memory) }),
  }),
];
