import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode, invalid, notFound } from '../../../../common/src/errors.js';
import { graphqlMessage, memoryErrorOfUserError, memoryUserErrorOf, restMessage, type MemoryFieldHints } from '../../../../common/src/memory-user-errors.js';
import type { PrismaClient } from '../../../../common/src/db/client.js';
import type { Principal } from '../../../../common/src/principal.js';
import { MODELS } from '../domain/models.js';
import type { StoreRow } from '../storage/record-store.js';
import { parseBulkStore, parseForget, parseSpeakerName, parseStoreMemory, parseStoreTurn, parseSupersede } from '../domain/requests.js';
import { Speakers } from '../domain/speakers.js';
import { PostgresSpeakerStore } from '../storage/speaker-store.js';
import { StoreDirectory } from '../domain/store-directory.js';
import { PostgresStoreRows } from '../storage/store-rows.js';

const caught = async (work: () => unknown): Promise<AppError> => {
  try {
    await work();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('no error');
};

const STORE: StoreRow = { id: 's1', accountId: 'a1', namespace: 'shared', name: 'alice', createdAt: new Date(0) };
/** Just enough of Prisma for the speaker and store failures: nothing registered, no such store, a full store. */
const prisma = (speakers: number) => {
  const tx = {
    $queryRaw: async () => [],
    speaker: { findUnique: async () => null, count: async () => speakers, deleteMany: async () => ({ count: 0 }) },
    store: { findUnique: async () => null },
  };
  return { ...tx, $transaction: async (fn: (t: typeof tx) => unknown) => fn(tx) } as unknown as PrismaClient;
};
const principal = { accountId: 'a1' } as Principal;
const model = MODELS[0]!.id;
const long = 'x'.repeat(32_001);

/** Every failure of the caller's input the memory mutations answer, with the mutation's arguments and hints. */
const CASES: Array<[name: string, failure: () => unknown, args: Record<string, unknown>, hints: MemoryFieldHints, field: string | null]> = [
  ['storeMemory: bad user id', () => parseStoreMemory({ userId: '', content: 'x' }), { input: { userId: '', content: 'x' } }, { speaker: 'metadata.speaker' }, 'userId'],
  ['storeMemory: empty content', () => parseStoreMemory({ userId: 'a', content: ' ' }), { input: { userId: 'a', content: ' ' } }, { speaker: 'metadata.speaker' }, 'content'],
  ['storeMemory: long content', () => parseStoreMemory({ userId: 'a', content: long }), { input: { userId: 'a', content: long } }, {}, 'content'],
  ['storeMemory: metadata', () => parseStoreMemory({ userId: 'a', content: 'x', metadata: [] }), { input: { userId: 'a', content: 'x', metadata: [] } }, {}, 'metadata'],
  ['storeMemory: event date', () => parseStoreMemory({ userId: 'a', content: 'x', metadata: { event_date: 'soon' } }), { input: { userId: 'a', content: 'x', metadata: { event_date: 'soon' } } }, {}, 'metadata.event_date'],
  ['storeMemory: speaker type', () => parseStoreMemory({ userId: 'a', content: 'x', metadata: { speaker: 7 } }), { input: { userId: 'a', content: 'x', metadata: { speaker: 7 } } }, { speaker: 'metadata.speaker' }, 'metadata.speaker'],
  ['storeMemory: unregistered speaker', () => new Speakers(new PostgresSpeakerStore(prisma(0))).resolve(STORE, 'bob', 'write'), { input: { userId: 'alice', content: 'x', metadata: { speaker: 'bob' } } }, { speaker: 'metadata.speaker' }, 'metadata.speaker'],
  ['storeMemory: unknown store', () => new StoreDirectory(new PostgresStoreRows(prisma(0))).require(principal, model, 'nobody'), { input: { userId: 'nobody', content: 'x' } }, { speaker: 'metadata.speaker' }, 'userId'],
  ['storeTurn: no message', () => parseStoreTurn({ userId: 'a' }), { input: { userId: 'a', userMsg: null, assistantMsg: null } }, {}, 'userMsg'],
  ['storeTurn: message type', () => parseStoreTurn({ userId: 'a', assistantMsg: 5 }), { input: { userId: 'a', assistantMsg: 5 } }, {}, 'assistantMsg'],
  ['bulkStore: category', () => parseBulkStore({ userId: 'a', content: 'x', category: 'a b' }), { input: { userId: 'a', content: 'x', category: 'a b' } }, {}, 'category'],
  ['bulkStore: timestamp', () => parseBulkStore({ userId: 'a', content: 'x', timestamp: 'now' }), { input: { userId: 'a', content: 'x', timestamp: 'now' } }, {}, 'timestamp'],
  ['bulkStore: store gone meanwhile', () => Promise.reject(notFound("Store 'alice' does not exist.")), { input: { userId: 'alice', content: 'x' } }, {}, null],
  ['supersede: old id', () => parseSupersede({ userId: 'a', oldMemoryId: 'nope', newContent: 'x' }), { input: { userId: 'a', oldMemoryId: 'nope', newContent: 'x' } }, {}, 'oldMemoryId'],
  ['supersede: new content', () => parseSupersede({ userId: 'a', oldMemoryId: '00000000-0000-4000-8000-000000000000', newContent: '' }), { input: { userId: 'a', newContent: '' } }, {}, 'newContent'],
  ['supersede: not in store', () => Promise.reject(invalid("Memory '0' is not in store 'a'.", { param: 'old_memory_id' })), { input: { userId: 'a' } }, {}, 'oldMemoryId'],
  ['forget: memory id', () => parseForget('a', 'nope'), { userId: 'a', memoryId: 'nope' }, { notFound: 'memoryId' }, 'memoryId'],
  ['forget: no such memory', () => Promise.reject(notFound("Memory '0' was not found in store 'a'.")), { userId: 'a', memoryId: '0' }, { notFound: 'memoryId' }, 'memoryId'],
  ['registerSpeaker: bad name', () => parseSpeakerName('a', ' x'), { userId: 'a', name: ' x' }, { speaker: 'name' }, 'name'],
  ['registerSpeaker: me', () => parseSpeakerName('a', 'me'), { userId: 'a', name: 'me' }, { speaker: 'name' }, 'name'],
  ['registerSpeaker: the 51st', () => new Speakers(new PostgresSpeakerStore(prisma(50))).register(STORE, 'zed'), { userId: 'alice', name: 'zed' }, { speaker: 'name' }, 'name'],
  ['removeSpeaker: not registered', () => new Speakers(new PostgresSpeakerStore(prisma(0))).remove(STORE, 'zed'), { userId: 'alice', name: 'zed' }, { speaker: 'name' }, 'name'],
];

describe('memory user errors', () => {
  it.each(CASES)('%s: a user error in GraphQL words, and REST gets the very error it answered before', async (_name, failure, args, hints, field) => {
    const err = await caught(failure);
    const userError = memoryUserErrorOf(err, hints)!;
    expect(userError.field).toBe(field);
    expect(userError.message).not.toMatch(/\/api\/v1|bulk-store|`[a-z]+_[a-z_]+`(?!\.)/);
    const back = memoryErrorOfUserError(userError, args);
    expect(back.code).toBe(err.code);
    expect(back.message).toBe(err.message);
    // The same fields in the same order: the REST envelope is byte for byte what it was.
    expect(Object.entries(back.fields)).toEqual(Object.entries(err.fields));
  });

  it('words the speaker limit, an unknown store and an unregistered speaker for GraphQL', async () => {
    const full = memoryUserErrorOf(await caught(() => new Speakers(new PostgresSpeakerStore(prisma(50))).register(STORE, 'zed')), { speaker: 'name' });
    expect(full).toEqual({ code: 'invalid_request', field: 'name', limit: 50, message: "Store 'alice' already has 50 speakers, the most a store can have; remove one first." });
    const store = memoryUserErrorOf(await caught(() => new StoreDirectory(new PostgresStoreRows(prisma(0))).require(principal, model, 'nobody')));
    expect(store).toEqual({ code: 'not_found', field: 'userId', limit: null, message: 'Store \'nobody\' does not exist. Create it with the mutation `createStore(userId: "nobody")`.' });
    const speaker = memoryUserErrorOf(await caught(() => new Speakers(new PostgresSpeakerStore(prisma(0))).resolve(STORE, 'bob', 'write')), { speaker: 'metadata.speaker' });
    expect(speaker?.message).toBe("Speaker 'bob' is not registered in store 'alice'; register it with the mutation `registerSpeaker`.");
    expect(graphqlMessage('`user_id` or `user_msg`; use bulk-store for large content')).toBe('`userId` or `userMsg`; use `bulkStore` for large content');
    expect(restMessage(graphqlMessage('`old_memory_id` is required.'))).toBe('`old_memory_id` is required.');
  });

  it('leaves failures that are not the input as errors: scope, rate limits, outages, an unknown model', () => {
    expect(memoryUserErrorOf(new AppError(ErrorCode.InsufficientScope, 'no'))).toBeUndefined();
    expect(memoryUserErrorOf(new AppError(ErrorCode.RateLimited, 'slow down'))).toBeUndefined();
    expect(memoryUserErrorOf(new AppError(ErrorCode.Unavailable, 'down'))).toBeUndefined();
    expect(memoryUserErrorOf(new AppError(ErrorCode.InvalidRequest, "Unknown model 'x'.", { model: 'x' }))).toBeUndefined();
    expect(memoryUserErrorOf(new Error('boom'))).toBeUndefined();
  });
});
