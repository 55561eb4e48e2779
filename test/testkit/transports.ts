import { print } from 'graphql';
import { ERROR_CODES, ErrorCode } from '../../common/src/errors.js';
import {
  CreateStoreDocument,
  GetMemoryDocument,
  ModelsDocument,
  SearchMemoriesDocument,
  StoreMemoryDocument,
} from '../../rest-adapter/src/generated/operations.js';
import { memoryView, recordView } from '../../rest-adapter/src/routes/memory.js';

/** The outcome of one call, the same shape whichever transport carried it. */
export type Outcome<T = Record<string, unknown>> =
  | { ok: true; data: T }
  | { ok: false; code: ErrorCode; message: string; fields: Record<string, unknown> };

export interface MemoryClient {
  readonly name: 'REST' | 'GraphQL';
  models(): Promise<Outcome>;
  createStore(userId: string): Promise<Outcome>;
  store(body: { user_id: string; content: unknown; metadata?: unknown }): Promise<Outcome>;
  search(body: { user_id: string; query: string; max_results?: number }): Promise<Outcome>;
  get(body: { user_id: string; memory_id: string }): Promise<Outcome>;
}

const byMemoryType = new Map(
  Object.entries(ERROR_CODES).map(([code, info]) => [`${info.status}:${info.memoryType}`, code as ErrorCode]),
);

export function restClient(baseUrl: string, apiKey: string | undefined, headers: Record<string, string> = {}): MemoryClient {
  const call = async (method: string, path: string, body?: unknown): Promise<Outcome> => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { ...(apiKey ? { 'x-api-key': apiKey } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.ok) return { ok: true, data: json };
    const { type, message, ...fields } = (json.error ?? {}) as Record<string, unknown>;
    return {
      ok: false,
      code: byMemoryType.get(`${res.status}:${String(type)}`) ?? ErrorCode.Internal,
      message: String(message),
      fields,
    };
  };
  return {
    name: 'REST',
    models: () => call('GET', '/api/v1/models'),
    createStore: (userId) => call('POST', '/api/v1/memory/collection', { user_id: userId }),
    store: (b) => call('POST', '/api/v1/memory/store', b),
    search: (b) => call('POST', '/api/v1/memory/search', b),
    get: (b) => call('POST', '/api/v1/memory/get', b),
  };
}

/** The same capabilities through /graphql; results are mapped onto the REST field names to compare. */
export function graphqlClient(baseUrl: string, apiKey: string | undefined, headers: Record<string, string> = {}): MemoryClient {
  const call = async <T>(doc: Parameters<typeof print>[0], variables: Record<string, unknown>, map: (d: T) => Record<string, unknown>): Promise<Outcome> => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}), ...headers },
      body: JSON.stringify({ query: print(doc), variables }),
    });
    const json = (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    const err = json.errors?.[0];
    if (err) {
      const { code, request_id: _r, ...fields } = err.extensions ?? {};
      return { ok: false, code: code as ErrorCode, message: err.message, fields };
    }
    return { ok: true, data: map(json.data as T) };
  };
  return {
    name: 'GraphQL',
    models: () => call(ModelsDocument, {}, (d: { models: unknown[] }) => ({ models: d.models })),
    createStore: (userId) =>
      call(CreateStoreDocument, { userId }, (d: { createStore: { userId: string; status: string; createdAt: string } }) => ({
        user_id: d.createStore.userId,
        status: d.createStore.status,
        created_at: d.createStore.createdAt,
      })),
    store: (b) =>
      call(
        StoreMemoryDocument,
        { input: { userId: b.user_id, content: b.content, metadata: b.metadata ?? null } },
        (d: { storeMemory: { id: string; status: string; note?: string | null; duplicateOf?: string | null } }) => ({
          id: d.storeMemory.id,
          status: d.storeMemory.status,
          ...(d.storeMemory.note ? { note: d.storeMemory.note } : {}),
          ...(d.storeMemory.duplicateOf ? { duplicate_of: d.storeMemory.duplicateOf } : {}),
        }),
      ),
    search: (b) =>
      call(
        SearchMemoriesDocument,
        { input: { userId: b.user_id, query: b.query, maxResults: b.max_results ?? null } },
        (d: { search: { memories: Parameters<typeof memoryView>[0][] } }) => ({ memories: d.search.memories.map(memoryView) }),
      ),
    get: (b) =>
      call(GetMemoryDocument, { userId: b.user_id, memoryId: b.memory_id }, (d: { memory: { userId: string; memory: Parameters<typeof recordView>[0] } }) => ({
        user_id: d.memory.userId,
        memory: recordView(d.memory.memory),
      })),
  };
}
