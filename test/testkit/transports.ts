import { afterAll, beforeAll, expect } from 'vitest';
import { print } from 'graphql';
import { AppError, ERROR_CODES, ErrorCode, wireCode } from '../../common/src/errors.js';
import { startTestService, suffix, type TestService } from './service.js';
import {
  BulkImportStatusDocument,
  BulkStoreDocument,
  CreateStoreDocument,
  ForgetDocument,
  GetMemoryDocument,
  HistoryDocument,
  ImportMemoriesDocument,
  ListMemoriesDocument,
  MemoryVersionsDocument,
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
} from '../../rest-adapter/src/generated/operations.js';
import { memoryPayloadError } from '../../common/src/memory-user-errors.js';
import { routes } from '../../rest-adapter/src/routes/index.js';
import { expectDeclaredResponse } from './response-contract.js';
import { createMemoryMarketplaceClient, type paths } from '../../sdk/typescript/src/index.js';

/** The outcome of one call, the same shape whichever transport carried it. */
export type Outcome<T = Record<string, unknown>> =
  | { ok: true; data: T }
  | { ok: false; code: ErrorCode; message: string; fields: Record<string, unknown>; status?: number; retryAfter?: string | null };

/** The data of a successful outcome; a failure throws with its code, message and fields. */
export function ok(o: Outcome): Record<string, unknown> {
  if (!o.ok) throw new Error(`expected success, got ${o.code}: ${o.message} ${JSON.stringify(o.fields)}`);
  return o.data;
}

/** Asserts a failed outcome with this code and a message. */
export function failed(o: Outcome, code: ErrorCode) {
  expect(o.ok, JSON.stringify(o)).toBe(false);
  if (o.ok) throw new Error('unreachable');
  expect(o.code).toBe(code);
  expect(o.message).toBeTruthy();
  return o;
}

/**
 * A new store (named `prefix-<suffix>`) holding `contents`, each indexed before it answered (`stored`):
 * the ids in the order given.
 */
export async function storeAll(client: MemoryClient, prefix: string, contents: string[], metadata?: Record<string, unknown>): Promise<{ userId: string; ids: string[] }> {
  const userId = `${prefix}-${suffix()}`;
  expect((await client.createStore(userId)).ok).toBe(true);
  const ids: string[] = [];
  for (const content of contents) {
    const res = await client.store({ user_id: userId, content, ...(metadata ? { metadata } : {}) });
    if (!res.ok) throw new Error(`store failed: ${res.message}`);
    expect(res.data.status).toBe('stored');
    ids.push(String(res.data.id));
  }
  return { userId, ids };
}

type Body = Record<string, unknown>;

/** Sends one operation to /graphql; the first error becomes a failed outcome, data goes through `toData`. */
export async function postGraphQL(
  baseUrl: string,
  headers: Record<string, string>,
  doc: Parameters<typeof print>[0],
  variables: Record<string, unknown>,
  toData: (data: unknown) => Record<string, unknown>,
): Promise<Outcome> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: print(doc), variables }),
  });
  const json = (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  const err = json.errors?.[0];
  if (err) {
    const { code, request_id: _r, ...fields } = err.extensions ?? {};
    // `extensions.code` is the one vocabulary's word (`not_found`): read back as the error it names.
    return { ok: false, code: Object.values(ErrorCode).find((c) => wireCode(c) === code) ?? ErrorCode.Internal, message: err.message, fields };
  }
  try {
    return { ok: true, data: toData(json.data) };
  } catch (e) {
    // A payload's user error, thrown by the REST route's mapping as the error REST answers.
    if (!(e instanceof AppError)) throw e;
    return { ok: false, code: e.code, message: e.message, fields: e.fields };
  }
}

export interface MemoryClient {
  readonly name: 'REST' | 'GraphQL';
  models(): Promise<Outcome>;
  createStore(userId: string): Promise<Outcome>;
  store(body: { user_id: string; content: unknown; metadata?: unknown }): Promise<Outcome>;
  storeTurn(body: { user_id: string; user_msg?: string; assistant_msg?: string; metadata?: unknown }): Promise<Outcome>;
  bulkStore(body: { user_id: string; content: string; category?: string; timestamp?: string; metadata?: unknown }): Promise<Outcome>;
  bulkStatus(body: { user_id: string; job_id: string }): Promise<Outcome>;
  supersede(body: { user_id: string; old_memory_id?: unknown; new_content: string }): Promise<Outcome>;
  forget(body: { user_id: string; memory_id?: unknown }): Promise<Outcome>;
  search(body: Body & { user_id: string; query: string }): Promise<Outcome>;
  recall(body: { user_id: string; query: string; as_of?: unknown }): Promise<Outcome>;
  history(body: { user_id: string; limit?: number }): Promise<Outcome>;
  list(body: { user_id: string; limit?: unknown; cursor?: string }): Promise<Outcome>;
  get(body: { user_id: string; memory_id: string }): Promise<Outcome>;
  versions(body: { user_id: string; memory_id: string }): Promise<Outcome>;
  importMemories(body: { user_id: string; memories: unknown }): Promise<Outcome>;
  stats(body: { user_id: string }): Promise<Outcome>;
  registerSpeaker(body: { user_id: string; name: string }): Promise<Outcome>;
  listSpeakers(body: { user_id: string }): Promise<Outcome>;
  removeSpeaker(body: { user_id: string; name: string }): Promise<Outcome>;
}

// Codes that share a status and type read as the first of them (e.g. 400 invalid_request_error is
// INVALID_REQUEST, not QUERY_TOO_COMPLEX, which only GraphQL answers).
const byMemoryType = new Map(
  Object.entries(ERROR_CODES)
    .reverse()
    .map(([code, info]) => [`${info.status}:${info.memoryType}`, code as ErrorCode]),
);

type Sdk = ReturnType<typeof createMemoryMarketplaceClient>;
type MemoryPath = Extract<keyof paths, `/api/v1/memory/${string}`>;

/**
 * The memory surface through the TypeScript SDK (sdk/typescript): typed paths and bodies, errors as
 * values, an automatic `Idempotency-Key` on writes. No retries, so the suite sees every 429 and 503.
 */
export function restClient(baseUrl: string, apiKey: string | undefined, headers: Record<string, string> = {}): MemoryClient {
  const sdk: Sdk = createMemoryMarketplaceClient({ baseUrl, headers: { ...(apiKey ? { 'x-api-key': apiKey } : {}), ...headers }, maxRetries: 0 });
  const outcome = async (method: string, path: string, answer: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Outcome> => {
    const { data, error, response: res } = await answer;
    const json = (data ?? error) as Record<string, unknown>;
    expectDeclaredResponse(method, path, res.status, json);
    if (res.ok) return { ok: true, data: json };
    expect(json.type).toBe('error');
    const { type, message, code: kind, ...fields } = (json.error ?? {}) as Record<string, unknown>;
    expect(typeof fields.request_id).toBe('string');
    return {
      ok: false,
      // 403 `permission_error` is either kind of refusal; a missing scope says so in `code`.
      code: kind === 'insufficient_scope' ? ErrorCode.InsufficientScope : (byMemoryType.get(`${res.status}:${String(type)}`) ?? ErrorCode.Internal),
      message: String(message),
      fields,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
    };
  };
  // Bodies go as the suite wrote them, wrong types included: the service, not the SDK, judges them.
  const post = (path: MemoryPath) => (body: unknown) => outcome('POST', path, sdk.POST(path, { body: body as never }));
  return {
    name: 'REST',
    models: () => outcome('GET', '/api/v1/models', sdk.GET('/api/v1/models')),
    createStore: (userId) => post('/api/v1/memory/collection')({ user_id: userId }),
    store: post('/api/v1/memory/store'),
    storeTurn: post('/api/v1/memory/store-turn'),
    bulkStore: post('/api/v1/memory/bulk-store'),
    bulkStatus: post('/api/v1/memory/bulk-store/status'),
    supersede: post('/api/v1/memory/supersede'),
    forget: post('/api/v1/memory/forget'),
    search: post('/api/v1/memory/search'),
    recall: post('/api/v1/memory/recall'),
    history: post('/api/v1/memory/history'),
    list: post('/api/v1/memory/list'),
    get: post('/api/v1/memory/get'),
    versions: post('/api/v1/memory/versions'),
    importMemories: post('/api/v1/memory/import'),
    stats: post('/api/v1/memory/stats'),
    registerSpeaker: post('/api/v1/memory/speakers'),
    listSpeakers: post('/api/v1/memory/speakers/list'),
    removeSpeaker: post('/api/v1/memory/speakers/remove'),
  };
}

/** The REST route's own mapping of operation data onto the REST response, so both sides compare. */
function restResponse(path: string, data: unknown, input: unknown): Record<string, unknown> {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.response(data, input) as Record<string, unknown>;
}

/** The same capabilities through /graphql; results are mapped onto the REST field names to compare. */
export function graphqlClient(baseUrl: string, apiKey: string | undefined, headers: Record<string, string> = {}): MemoryClient {
  const call = (doc: Parameters<typeof print>[0], variables: Record<string, unknown>, path: string, input: unknown = {}): Promise<Outcome> =>
    postGraphQL(baseUrl, { ...(apiKey ? { 'x-api-key': apiKey } : {}), ...headers }, doc, variables, (data) => {
      // A mutation's user error, read back as the error REST answers for it (the same mapping REST uses).
      const failure = memoryPayloadError(data, variables);
      if (failure) throw failure;
      return restResponse(path, data, input);
    });
  const m = (p: string) => `/api/v1/memory/${p}`;
  const orNull = (v: unknown) => (v === undefined ? null : v);
  return {
    name: 'GraphQL',
    models: () => call(ModelsDocument, {}, '/api/v1/models'),
    createStore: (userId) => call(CreateStoreDocument, { userId }, m('collection')),
    store: (b) => call(StoreMemoryDocument, { input: { userId: b.user_id, content: b.content, metadata: orNull(b.metadata) } }, m('store')),
    storeTurn: (b) =>
      call(
        StoreTurnDocument,
        { input: { userId: b.user_id, userMsg: orNull(b.user_msg), assistantMsg: orNull(b.assistant_msg), metadata: orNull(b.metadata) } },
        m('store-turn'),
      ),
    bulkStore: (b) =>
      call(
        BulkStoreDocument,
        { input: { userId: b.user_id, content: b.content, category: orNull(b.category), timestamp: orNull(b.timestamp), metadata: orNull(b.metadata) } },
        m('bulk-store'),
      ),
    bulkStatus: (b) => call(BulkImportStatusDocument, { userId: b.user_id, jobId: b.job_id }, m('bulk-store/status')),
    supersede: (b) =>
      call(
        SupersedeDocument,
        { input: { userId: b.user_id, oldMemoryId: b.old_memory_id === undefined ? null : String(b.old_memory_id), newContent: b.new_content } },
        m('supersede'),
      ),
    forget: (b) => call(ForgetDocument, { userId: b.user_id, memoryId: 'memory_id' in b ? String(b.memory_id) : null }, m('forget')),
    search: (b) =>
      call(
        SearchMemoriesDocument,
        {
          input: {
            userId: b.user_id,
            query: b.query,
            maxResults: orNull(b.max_results),
            speaker: orNull(b.speaker),
            filters: orNull(b.filters),
            cacheControl: orNull(b.cache_control),
            asOf: orNull(b.as_of),
          },
        },
        m('search'),
      ),
    recall: (b) => call(RecallDocument, { input: { userId: b.user_id, query: b.query, asOf: orNull(b.as_of) } }, m('recall')),
    history: (b) => call(HistoryDocument, { userId: b.user_id, limit: orNull(b.limit) }, m('history')),
    list: (b) => call(ListMemoriesDocument, { userId: b.user_id, limit: orNull(b.limit), cursor: orNull(b.cursor) }, m('list')),
    get: (b) => call(GetMemoryDocument, { userId: b.user_id, memoryId: b.memory_id }, m('get')),
    versions: (b) => call(MemoryVersionsDocument, { userId: b.user_id, memoryId: b.memory_id }, m('versions')),
    importMemories: (b) => call(ImportMemoriesDocument, { input: { userId: b.user_id, memories: b.memories } }, m('import')),
    stats: (b) => call(StatsDocument, { userId: b.user_id }, m('stats')),
    registerSpeaker: (b) => call(RegisterSpeakerDocument, { userId: b.user_id, name: b.name }, m('speakers')),
    listSpeakers: (b) => call(SpeakersDocument, { userId: b.user_id }, m('speakers/list')),
    removeSpeaker: (b) => call(RemoveSpeakerDocument, { userId: b.user_id, name: b.name }, m('speakers/remove')),
  };
}

/**
 * A test file's service and one account's REST client, started before its tests and closed after
 * them. Every write is indexed before it answers, however busy the machine is.
 */
export function restSuite(): { svc: TestService; client: MemoryClient } {
  const suite = {} as { svc: TestService; client: MemoryClient };
  beforeAll(async () => {
    suite.svc = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '60000' });
    suite.client = restClient(suite.svc.baseUrl, (await suite.svc.createAccount()).apiKey);
  });
  afterAll(() => suite.svc?.close());
  return suite;
}
