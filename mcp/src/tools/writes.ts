import { z } from 'zod';
import { invalid } from '../../../common/src/errors.js';
import { settled } from '../../../common/src/memory-user-errors.js';
import {
  BulkStoreDocument,
  ForgetDocument,
  StoreMemoryDocument,
  StoreTurnDocument,
  SupersedeDocument,
} from '../../../rest-adapter/src/generated/operations.js';
import { compact } from '../../../rest-adapter/src/route.js';
import { bulkView, restStatus, settledBulkStore } from '../../../rest-adapter/src/routes/memory-views.js';
import { ADDITIVE_WRITE, defineTool } from '../tool.js';
import { bulkShape, idempotencyKeyArg, memoryIdArg, userIdArg } from './shapes.js';
import { plural } from './text.js';

const speakerArg = z
  .string()
  .optional()
  .describe('Optional speaker tag: "me" (you, the agent) or a person\'s name registered in this store with register_speaker. An unregistered name is refused and nothing is stored.');

const eventDateArg = z
  .string()
  .optional()
  .describe('Optional. When the content happened (RFC 3339, e.g. 2024-05-01T18:00:00Z), if it is not when it is stored; search can filter on it.');

const expiresAtArg = z
  .string()
  .optional()
  .describe('Optional. When the memory stops being true or useful (RFC 3339, in the future, e.g. a one-off code or a temporary arrangement): from then it answers nowhere and is erased.');

export const writeTools = [
  defineTool({
    name: 'store',
    title: 'Store a memory',
    description: [
      'Stores one long-term memory in a store: a fact, preference, event or decision worth remembering later. Write it so it stands on its own ("Anna\'s dog is called Bruno", not "it is called Bruno").',
      'Any language: search and recall find it from a question in any other language.',
      'At most 32,000 characters; use bulk_store for longer documents. Something already stored (the same text, or a near-identical rephrasing) is not stored twice: the answer is `duplicate` with `duplicate_of`. To correct a fact use supersede rather than storing a contradiction.',
      'Returns {id, status, note?, duplicate_of?}: status `stored` (searchable now), `stored (async)` (kept, searchable within moments) or `duplicate` (id empty). `note` says what was dropped, if anything.',
    ].join(' '),
    scope: 'memory:write',
    annotations: ADDITIVE_WRITE,
    input: {
      user_id: userIdArg,
      content: z.string().describe('The memory text.'),
      event_date: eventDateArg,
      speaker: speakerArg,
      expires_at: expiresAtArg,
      idempotency_key: idempotencyKeyArg,
    },
    output: { id: z.string(), status: z.string(), note: z.string().optional(), duplicate_of: z.string().optional() },
    operation: StoreMemoryDocument,
    variables: (a) => {
      const metadata = compact({ event_date: a.event_date, speaker: a.speaker, expires_at: a.expires_at });
      return { input: { userId: a.user_id, content: a.content, metadata: Object.keys(metadata).length ? metadata : null } };
    },
    result: (d) => {
      const r = settled(d.storeMemory, ['id', 'status']);
      return { id: r.id, status: restStatus(r.status), ...compact({ note: r.note, duplicate_of: r.duplicateOf }) };
    },
    summary: (r) =>
      (r.status === 'duplicate' ? `Not stored: it duplicates memory ${r.duplicate_of}.` : `Stored memory ${r.id} (${r.status}).`) +
      (r.note ? ` Note: ${r.note}` : ''),
  }),
  defineTool({
    name: 'store_turn',
    title: 'Store a conversation turn',
    description: [
      "Records one exchange of the conversation: the user's message and your reply. The exchange is kept in short-term memory (the 50 most recent turns of the store, which recall and history return) and is also stored as one long-term memory (category `conversation`).",
      'Use it to keep the conversation itself; use store for distilled facts. Give user_msg, assistant_msg or both.',
      'Returns {status, turn_id, memory_id, duplicate}: status of the long-term memory (`stored` or `stored (async)`); when the same exchange was stored before, `duplicate` is true and memory_id is the earlier memory.',
    ].join(' '),
    scope: 'memory:write',
    annotations: ADDITIVE_WRITE,
    input: {
      user_id: userIdArg,
      user_msg: z.string().optional().describe("The user's message."),
      assistant_msg: z.string().optional().describe('Your reply.'),
      expires_at: expiresAtArg,
      idempotency_key: idempotencyKeyArg,
    },
    output: { status: z.string(), turn_id: z.string(), memory_id: z.string(), duplicate: z.boolean() },
    operation: StoreTurnDocument,
    variables: (a) => ({
      input: { userId: a.user_id, userMsg: a.user_msg ?? null, assistantMsg: a.assistant_msg ?? null, metadata: a.expires_at ? { expires_at: a.expires_at } : null },
    }),
    result: (d) => {
      const r = settled(d.storeTurn, ['status', 'turnId', 'memoryId', 'duplicate']);
      return { status: restStatus(r.status), turn_id: r.turnId, memory_id: r.memoryId, duplicate: r.duplicate };
    },
    summary: (r) =>
      `Stored turn ${r.turn_id}; long-term memory ${r.memory_id} (${r.duplicate ? 'the same exchange was already stored' : r.status}).`,
  }),
  defineTool({
    name: 'bulk_store',
    title: 'Import a long text',
    description: [
      'Queues a long text (a document, notes, a transcript) to be split into chunks of whole sentences (at most 1,000 characters each) and stored as many memories by a background job. Use it for content longer than store takes (32,000 characters) or to backfill a store.',
      'Up to 2,000,000 characters, but one MCP request is limited to 1 MB of JSON (about 1,000,000 characters of plain English text, fewer in scripts that take more bytes a character); send larger imports in parts.',
      'Returns the import {status: queued, job_id, user_id, category, chunks_total, chunks_done, progress, error, created_at}. The chunks become searchable as the job runs: follow it with bulk_store_status until status is `done`.',
    ].join(' '),
    scope: 'memory:write',
    annotations: ADDITIVE_WRITE,
    input: {
      user_id: userIdArg,
      content: z.string().describe('The text to import.'),
      category: z.string().optional().describe('Category of every chunk (default "general"); search can filter on categories.'),
      timestamp: z.string().optional().describe('Optional. When the content happened (RFC 3339); becomes every chunk\'s event date.'),
      idempotency_key: idempotencyKeyArg,
    },
    output: bulkShape,
    operation: BulkStoreDocument,
    variables: (a) => ({ input: { userId: a.user_id, content: a.content, category: a.category ?? null, timestamp: a.timestamp ?? null } }),
    result: (d) => bulkView(settledBulkStore(d.bulkStore)),
    summary: (r) => `Import ${r.job_id} ${r.status}: ${plural(r.chunks_total, 'chunk')} into "${r.user_id}" (category ${r.category}). Check it with bulk_store_status.`,
  }),
  defineTool({
    name: 'supersede',
    title: 'Replace an out-of-date memory',
    description: [
      'Replaces a memory that is no longer true with new content, for example when the user moved or changed their mind. The old memory stops appearing in search and recall at once (get_memory and list_memories still show it, marked superseded); the new memory keeps its category and speaker.',
      'Find the old memory\'s id with search first. Returns {old_memory_id, new_memory_id, status: superseded, index_status}; index_status is `stored` or `stored (async)` for the new memory. An unknown or already superseded old_memory_id is an invalid_request_error.',
    ].join(' '),
    scope: 'memory:write',
    annotations: ADDITIVE_WRITE,
    input: {
      user_id: userIdArg,
      old_memory_id: memoryIdArg('the memory to replace'),
      new_content: z.string().describe('The text that replaces it.'),
      idempotency_key: idempotencyKeyArg,
    },
    output: { old_memory_id: z.string(), new_memory_id: z.string(), status: z.string(), index_status: z.string() },
    operation: SupersedeDocument,
    variables: (a) => ({ input: { userId: a.user_id, oldMemoryId: a.old_memory_id, newContent: a.new_content } }),
    result: (d) => {
      const r = settled(d.supersede, ['oldMemoryId', 'newMemoryId', 'status', 'indexStatus']);
      return { old_memory_id: r.oldMemoryId, new_memory_id: r.newMemoryId, status: r.status, index_status: restStatus(r.indexStatus) };
    },
    summary: (r) => `Memory ${r.old_memory_id} superseded by ${r.new_memory_id} (${r.index_status}).`,
  }),
  defineTool({
    name: 'forget',
    title: 'Erase memories',
    description: [
      'Permanently erases memories; nothing erased can be recovered.',
      'With memory_id: erases that one memory (and the conversation turn made from it, if any).',
      'With erase_all: true (and no memory_id): erases EVERY memory, every short-term turn and every import of the store. Do this only when the user explicitly asks to wipe that store; the store itself and its registered speakers remain.',
      'To correct a fact, use supersede instead. Returns {status, deleted}: `forgotten` with deleted 1, or `emptied` with the number of memories erased. A memory_id not in the store is a not_found_error.',
    ].join(' '),
    scope: 'memory:write',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    input: {
      user_id: userIdArg,
      memory_id: memoryIdArg('the one memory to erase').optional(),
      erase_all: z
        .boolean()
        .optional()
        .describe('true erases the whole store\'s memories, irreversibly. Give either this or memory_id, never both.'),
    },
    output: { status: z.string(), deleted: z.number().int() },
    operation: ForgetDocument,
    variables: (a) => {
      // The REST surface empties the store when `memory_id` is omitted; a tool asks for it explicitly,
      // so a forgotten argument never erases a whole store.
      if (a.memory_id !== undefined && a.erase_all) throw invalid('Give memory_id or erase_all: true, not both.', { param: 'erase_all' });
      if (a.memory_id === undefined && a.erase_all !== true) {
        throw invalid('Give memory_id to erase one memory, or erase_all: true to erase every memory of the store.', { param: 'memory_id' });
      }
      return { userId: a.user_id, memoryId: a.memory_id ?? null };
    },
    result: (d) => {
      const r = settled(d.forget, ['status', 'deleted']);
      return { status: r.status, deleted: r.deleted };
    },
    summary: (r) => (r.status === 'emptied' ? `Store emptied: ${r.deleted} memories erased.` : `Memory erased (${r.deleted}).`),
  }),
];
