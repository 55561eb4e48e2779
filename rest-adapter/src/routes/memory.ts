import { z } from 'zod';
import {
  CreateStoreDocument,
  GetMemoryDocument,
  ModelsDocument,
  SearchMemoriesDocument,
  StoreMemoryDocument,
  type MemoryFieldsFragment,
  type MemoryRecordFieldsFragment,
} from '../generated/operations.js';
import { compact, defineRoute } from '../route.js';

// Request shapes from spec/memory-service.md. Extra body fields are accepted on every request.
const userId = z.string({ error: '`user_id` is required and must be a string.' });
const body = <T extends z.ZodRawShape>(shape: T) => z.looseObject({ user_id: userId, ...shape });

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
    surface: 'memory',
    auth: 'none',
    operation: ModelsDocument,
    input: z.object({}).loose(),
    variables: () => ({}),
    response: (d) => ({ models: d.models }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/collection',
    surface: 'memory',
    auth: 'key',
    operation: CreateStoreDocument,
    input: body({}),
    variables: (b) => ({ userId: b.user_id }),
    response: (d) => ({ user_id: d.createStore.userId, status: d.createStore.status, created_at: d.createStore.createdAt }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/store',
    surface: 'memory',
    auth: 'key',
    operation: StoreMemoryDocument,
    input: body({
      content: z.string({ error: '`content` is required and must be a string.' }),
      metadata: z.record(z.string(), z.unknown(), { error: '`metadata` must be an object.' }).nullish(),
    }),
    variables: (b) => ({ input: { userId: b.user_id, content: b.content, metadata: b.metadata ?? null } }),
    response: (d) => ({
      id: d.storeMemory.id,
      status: d.storeMemory.status,
      ...compact({ note: d.storeMemory.note, duplicate_of: d.storeMemory.duplicateOf }),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/search',
    surface: 'memory',
    auth: 'key',
    operation: SearchMemoriesDocument,
    input: body({
      query: z.string({ error: '`query` is required and must be a string.' }),
      max_results: z.number({ error: '`max_results` must be an integer.' }).int('`max_results` must be an integer.').nullish(),
    }),
    variables: (b) => ({ input: { userId: b.user_id, query: b.query, maxResults: b.max_results ?? null } }),
    response: (d) => ({ memories: d.search.memories.map(memoryView) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/get',
    surface: 'memory',
    auth: 'key',
    operation: GetMemoryDocument,
    input: body({ memory_id: z.string({ error: '`memory_id` is required and must be a string.' }) }),
    variables: (b) => ({ userId: b.user_id, memoryId: b.memory_id }),
    response: (d) => ({ user_id: d.memory.userId, memory: recordView(d.memory.memory) }),
  }),
];
