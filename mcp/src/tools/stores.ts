import { z } from 'zod';
import { CreateStoreDocument, StatsDocument } from '../../../rest-adapter/src/generated/operations.js';
import { StoresDocument } from '../generated/operations.js';
import { settled } from '../../../common/src/memory-user-errors.js';
import { defineTool, READ_ONLY } from '../tool.js';
import { userIdArg } from './shapes.js';
import { plural } from './text.js';

export const storeTools = [
  defineTool({
    name: 'list_stores',
    title: 'List memory stores',
    description:
      'Lists the memory stores of your account, with how many memories each holds. Use it to find out which stores exist before reading or writing, or to pick the store of a user you have served before. Every account has a store named "default". Returns `stores`: [{user_id, created_at, total_memories}].',
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: {},
    output: {
      stores: z.array(z.object({ user_id: z.string(), created_at: z.string(), total_memories: z.number().int() })),
    },
    operation: StoresDocument,
    variables: () => ({}),
    result: (d) => ({
      stores: d.viewer.stores.map((s) => ({ user_id: s.userId, created_at: s.createdAt, total_memories: s.totalMemories })),
    }),
    summary: (r) =>
      r.stores.length === 0
        ? 'No stores.'
        : [`${plural(r.stores.length, 'store')}:`, ...r.stores.map((s) => `- ${s.user_id}: ${plural(s.total_memories, 'memory', 'memories')} (created ${s.created_at})`)].join('\n'),
  }),
  defineTool({
    name: 'create_store',
    title: 'Create a memory store',
    description:
      'Creates a memory store, named by `user_id`. A store must exist before memories are stored in it or read from it (every other tool answers not_found_error for a missing store). Safe to repeat: an existing store is left as it is and the answer says `exists`. Returns {user_id, status: created | exists, created_at}.',
    scope: 'memory:write',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    input: { user_id: userIdArg },
    output: { user_id: z.string(), status: z.string(), created_at: z.string() },
    operation: CreateStoreDocument,
    variables: (a) => ({ userId: a.user_id }),
    result: (d) => {
      const r = settled(d.createStore, ['userId', 'status', 'createdAt']);
      return { user_id: r.userId, status: r.status, created_at: r.createdAt };
    },
    summary: (r) => (r.status === 'created' ? `Created the store "${r.user_id}".` : `The store "${r.user_id}" already exists (created ${r.created_at}).`),
  }),
  defineTool({
    name: 'stats',
    title: 'Store statistics',
    description:
      'Counts of one store: memories (superseded ones included), short-term conversation turns, superseded memories, memories stored but not yet searchable (pending), and registered speakers. Returns {user_id, total_memories, short_term_turns, superseded_memories, pending_memories, speakers}.',
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: { user_id: userIdArg },
    output: {
      user_id: z.string(),
      total_memories: z.number().int(),
      short_term_turns: z.number().int(),
      superseded_memories: z.number().int(),
      pending_memories: z.number().int(),
      speakers: z.number().int(),
    },
    operation: StatsDocument,
    variables: (a) => ({ userId: a.user_id }),
    result: (d) => ({
      user_id: d.stats.userId,
      total_memories: d.stats.totalMemories,
      short_term_turns: d.stats.shortTermTurns,
      superseded_memories: d.stats.supersededMemories,
      pending_memories: d.stats.pendingMemories,
      speakers: d.stats.speakers,
    }),
    summary: (r) =>
      `Store "${r.user_id}": ${plural(r.total_memories, 'memory', 'memories')} (${r.superseded_memories} superseded, ${r.pending_memories} not yet searchable), ${plural(r.short_term_turns, 'short-term turn')}, ${plural(r.speakers, 'registered speaker')}.`,
  }),
];
