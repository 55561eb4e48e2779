import { z } from 'zod';
import {
  BulkImportStatusDocument,
  BulkStoreDocument,
  CreateStoreDocument,
  ForgetDocument,
  ImportMemoriesDocument,
  ModelsDocument,
  StoreMemoryDocument,
  StoreTurnDocument,
  SupersedeDocument,
} from '../generated/operations.js';
import { settled } from '../../../common/src/memory-user-errors.js';
import { compact, defineRoute } from '../route.js';
import {
  BulkImport,
  CreateStoreResponse,
  ForgetResponse,
  ImportResponse,
  ModelsResponse,
  notFound,
  StoreResponse,
  StoreTurnResponse,
  SupersedeResponse,
} from './memory-schemas.js';
import { restStatus, bulkView, settledBulkStore } from './memory-views.js';
import { body, text, optionalString, idAsGiven, metadata } from './memory-requests.js';

/** Models, stores, and writing memories: single, by turn, in bulk, superseding and forgetting. */
export const storingRoutes = [
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
    responses: { 200: CreateStoreResponse, ...notFound },
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
      metadata: metadata(),
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
    input: body({ user_msg: optionalString('user_msg'), assistant_msg: optionalString('assistant_msg'), metadata: metadata() }),
    variables: (b) => ({ input: { userId: b.user_id, userMsg: b.user_msg ?? null, assistantMsg: b.assistant_msg ?? null, metadata: b.metadata ?? null } }),
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
    input: body({ content: text('content'), category: optionalString('category'), timestamp: optionalString('timestamp'), metadata: metadata() }),
    variables: (b) => ({ input: { userId: b.user_id, content: b.content, category: b.category ?? null, timestamp: b.timestamp ?? null, metadata: b.metadata ?? null } }),
    response: (d) => bulkView(settledBulkStore(d.bulkStore)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/memory/import',
    summary:
      'Restores exported memories into a store: up to 1,000 records a call, as JSON `{user_id, memories}` or as the NDJSON an export wrote (`Content-Type: application/x-ndjson`, `user_id` in the query).',
    responses: { 200: ImportResponse, ...notFound },
    surface: 'memory',
    auth: 'key',
    scope: 'memory:write',
    idempotent: true,
    ndjsonBody: 'memories',
    operation: ImportMemoriesDocument,
    input: body({ memories: z.array(z.unknown(), { error: '`memories` is required and must be an array of records.' }) }),
    variables: (b) => ({ input: { userId: b.user_id, memories: b.memories } }),
    response: (d) => {
      const r = settled(d.importMemories, ['jobId', 'userId', 'status', 'imported', 'skipped', 'refused']);
      return { job_id: r.jobId, user_id: r.userId, status: r.status, imported: r.imported, skipped: r.skipped, refused: r.refused.map((x) => ({ index: x.index, id: x.id ?? null, reason: x.reason })) };
    },
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
];
