import { z } from 'zod';
import {
  BulkImportStatusDocument,
  GetMemoryDocument,
  HistoryDocument,
  ListMemoriesDocument,
  MemoryVersionsDocument,
  RecallDocument,
  SearchMemoriesDocument,
} from '../../../rest-adapter/src/generated/operations.js';
import { compact } from '../../../rest-adapter/src/route.js';
import { bulkView, memoryView, recallView, recordView, turnView, usageView } from '../../../rest-adapter/src/routes/memory-views.js';
import { defineTool, READ_ONLY } from '../tool.js';
import { bulkShape, memoryIdArg, memoryShape, recordShape, turnShape, usageShape, userIdArg } from './shapes.js';
import { memoryLine, plural, recordLine, turnLines } from './text.js';

const dateBound = (what: string) => z.string().optional().describe(`${what}: RFC 3339 or YYYY-MM-DD (UTC; a date-only upper bound includes that whole day).`);

/** The search filters the service knows; a key it does not know is refused here rather than silently widening the search. */
const filtersArg = z
  .strictObject({
    categories: z.array(z.string()).optional().describe('Only memories of these categories.'),
    event_from: dateBound('Earliest event date (memories without an event date never match an event bound)'),
    event_to: dateBound('Latest event date'),
    time_from: dateBound('Stored at or after'),
    time_to: dateBound('Stored at or before'),
    min_importance: z.number().min(0).max(1).optional().describe('Drop memories whose learned importance (0-1, 0.5 to start) is below this.'),
  })
  .optional()
  .describe('Optional narrowing, applied before ranking, so the results are the best matches within it.');

const asOfArg = z
  .string()
  .optional()
  .describe('Optional. Answer from what the store held at this instant (RFC 3339), e.g. "what did we know on 1 March": memories stored by then and not yet superseded then.');

export const readTools = [
  defineTool({
    name: 'search',
    title: 'Search memories',
    description: [
      'Semantic search in one store: finds the memories whose meaning is closest to the query, in any language (a German memory answers an English question).',
      'Use it to look for specific memories, for example to find the id of a memory to supersede or forget, or to check what is known about a topic. To gather context for answering the user, prefer recall.',
      'Returns `memories` best first (keep that order: it is the service\'s ranking, not similarity alone), each {id, content, category, similarity, importance, created_at, event_date?, speaker?, is_superseded, superseded_by}, and `usage` (tokens billed).',
    ].join(' '),
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: {
      user_id: userIdArg,
      query: z.string().describe('What to look for, as a question or a description, in any language.'),
      max_results: z.number().int().min(1).max(100).optional().describe('How many memories to return, 1-100 (default 10).'),
      speaker: z.string().optional().describe('Only memories tagged with this speaker: "me" or a registered name (an unregistered name is a not_found_error).'),
      filters: filtersArg,
      cache_ttl: z
        .enum(['5m', '1h'])
        .optional()
        .describe('Optional answer cache: the first call is billed 2x (5m) or 3x (1h) the query tokens, repeats of the same search within the time 0.1x; any write to the store clears it.'),
      as_of: asOfArg,
    },
    output: { memories: z.array(memoryShape), usage: usageShape },
    operation: SearchMemoriesDocument,
    variables: (a) => ({
      input: {
        userId: a.user_id,
        query: a.query,
        maxResults: a.max_results ?? null,
        speaker: a.speaker ?? null,
        filters: a.filters ? compact(a.filters) : null,
        cacheControl: a.cache_ttl ? { ttl: a.cache_ttl } : null,
        asOf: a.as_of ?? null,
      },
    }),
    result: (d) => ({ memories: d.search.memories.map(memoryView), usage: usageView(d.search.usage) }),
    summary: (r) =>
      r.memories.length === 0
        ? 'No memories match.'
        : [`${plural(r.memories.length, 'memory', 'memories')}, best first:`, ...r.memories.map((m, i) => memoryLine(m, i + 1))].join('\n'),
  }),
  defineTool({
    name: 'recall',
    title: 'Recall context for a question',
    description: [
      'Gathers what the store knows that bears on a question, sized to go straight into your context: recent conversation turns (short-term memory), the best-matching long-term memories, and their context (the matching sentence of a long memory, and memories stored just before and after the best matches). Any language.',
      'Use it before answering a user whenever past knowledge may matter. The answer is bounded: about 1,200 tokens and never more than 1,700 (about 600 on the tablet-1-mini engine), whatever the size of the store; memories that do not fit are left out, never cut.',
      'Recall counts as using a memory: the memories it leads with gain importance, which lifts them slightly in later rankings.',
      'Returns {short_term: {turns, count}, long_term: {memories, count}, context: {atoms, neighbours, count}, usage, budget: {target_tokens, max_tokens}}.',
    ].join(' '),
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: {
      user_id: userIdArg,
      query: z.string().describe('The question or topic, in any language.'),
      as_of: asOfArg,
    },
    output: {
      short_term: z.object({ turns: z.array(turnShape), count: z.number().int() }),
      long_term: z.object({ memories: z.array(memoryShape), count: z.number().int() }),
      context: z.object({
        atoms: z.array(z.object({ memory_id: z.string(), text: z.string(), similarity: z.number() })),
        neighbours: z.array(z.object({ id: z.string(), content: z.string(), category: z.string(), created_at: z.string(), neighbour_of: z.string() })),
        count: z.number().int(),
      }),
      usage: usageShape,
      budget: z.object({ target_tokens: z.number().int(), max_tokens: z.number().int() }),
    },
    operation: RecallDocument,
    variables: (a) => ({ input: { userId: a.user_id, query: a.query, asOf: a.as_of ?? null } }),
    result: (d) => recallView(d.recall),
    summary: (r) => {
      const parts: string[] = [];
      parts.push(
        r.long_term.memories.length
          ? [`Long-term memories, best first:`, ...r.long_term.memories.map((m, i) => memoryLine(m, i + 1))].join('\n')
          : 'No long-term memories match.',
      );
      if (r.context.atoms.length) parts.push(['Matching sentences of long memories:', ...r.context.atoms.map((a) => `- ${a.text} (memory ${a.memory_id})`)].join('\n'));
      if (r.context.neighbours.length) {
        parts.push(['Stored next to the best matches:', ...r.context.neighbours.map((n) => `- ${n.content} (id ${n.id}, next to ${n.neighbour_of})`)].join('\n'));
      }
      if (r.short_term.turns.length) parts.push(['Recent conversation, most recent first:', ...r.short_term.turns.map(turnLines)].join('\n'));
      parts.push(`(${r.usage.output_tokens} tokens; budget ${r.budget.target_tokens}, at most ${r.budget.max_tokens})`);
      return parts.join('\n\n');
    },
  }),
  defineTool({
    name: 'memory_versions',
    title: "A memory's versions",
    description:
      'The history of a fact: the chain of memories that superseded one another through the given one, oldest first, each with when it was stored and when it was replaced. Use it to see what was believed before a correction. Returns {user_id, memory_id, versions: [{id, content, category, created_at, superseded_at, superseded_by, is_superseded}], count}.',
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: { user_id: userIdArg, memory_id: memoryIdArg('any version of the memory') },
    output: {
      user_id: z.string(),
      memory_id: z.string(),
      versions: z.array(
        z.object({
          id: z.string(),
          content: z.string(),
          category: z.string(),
          created_at: z.string(),
          superseded_at: z.string().nullable(),
          superseded_by: z.string().nullable(),
          is_superseded: z.boolean(),
        }),
      ),
      count: z.number().int(),
    },
    operation: MemoryVersionsDocument,
    variables: (a) => ({ userId: a.user_id, memoryId: a.memory_id }),
    result: (d) => ({
      user_id: d.memoryVersions.userId,
      memory_id: d.memoryVersions.memoryId,
      versions: d.memoryVersions.versions.map((v) => ({
        id: v.id,
        content: v.content,
        category: v.category,
        created_at: v.createdAt,
        superseded_at: v.supersededAt ?? null,
        superseded_by: v.supersededBy ?? null,
        is_superseded: v.isSuperseded,
      })),
      count: d.memoryVersions.count,
    }),
    summary: (r) =>
      [`${r.count === 1 ? '1 version' : `${r.count} versions`}, oldest first:`, ...r.versions.map((v, i) => `${i + 1}. ${v.content} (id ${v.id}, stored ${v.created_at}${v.superseded_at ? `, replaced ${v.superseded_at}` : ', current'})`)].join('\n'),
  }),
  defineTool({
    name: 'get_memory',
    title: 'Get one memory',
    description:
      'Fetches one memory record by id, with its full original text, including a superseded one. Returns {user_id, memory: {id, content, category, source_type, created_at, event_date, is_superseded}}. An id not in this store is a not_found_error.',
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: { user_id: userIdArg, memory_id: memoryIdArg('the memory') },
    output: { user_id: z.string(), memory: recordShape },
    operation: GetMemoryDocument,
    variables: (a) => ({ userId: a.user_id, memoryId: a.memory_id }),
    result: (d) => ({ user_id: d.memory.userId, memory: recordView(d.memory.memory) }),
    summary: (r) => recordLine(r.memory),
  }),
  defineTool({
    name: 'list_memories',
    title: 'List memories',
    description:
      'Pages through every memory record of a store, oldest first, superseded ones included (marked). Use it to review or export a store, not to answer questions (search and recall rank by meaning). Returns {memories, count, next_cursor}; pass next_cursor back as cursor for the next page; null means this was the last page.',
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: {
      user_id: userIdArg,
      limit: z.number().int().min(1).max(500).optional().describe('Page size, 1-500 (default 100).'),
      cursor: z.string().optional().describe('next_cursor of the previous page; omit for the first page.'),
    },
    output: { memories: z.array(recordShape), count: z.number().int(), next_cursor: z.string().nullable() },
    operation: ListMemoriesDocument,
    variables: (a) => ({ userId: a.user_id, limit: a.limit ?? null, cursor: a.cursor ?? null }),
    result: (d) => ({ memories: d.memories.memories.map(recordView), count: d.memories.count, next_cursor: d.memories.nextCursor ?? null }),
    summary: (r) =>
      [
        r.memories.length ? `${plural(r.count, 'memory', 'memories')}, oldest first:` : 'No memories on this page.',
        ...r.memories.map(recordLine),
        r.next_cursor ? `More: call again with cursor ${r.next_cursor}` : 'This is the last page.',
      ].join('\n'),
  }),
  defineTool({
    name: 'history',
    title: 'Recent conversation turns',
    description:
      'The most recent conversation turns kept in short-term memory by store_turn, most recent first (a store keeps its 50 latest). Returns {turns: [{id, user_msg, assistant_msg, created_at, memory_id}], count}.',
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: {
      user_id: userIdArg,
      limit: z.number().int().min(1).max(50).optional().describe('How many turns, 1-50 (default 20).'),
    },
    output: { turns: z.array(turnShape), count: z.number().int() },
    operation: HistoryDocument,
    variables: (a) => ({ userId: a.user_id, limit: a.limit ?? null }),
    result: (d) => ({ turns: d.history.turns.map(turnView), count: d.history.count }),
    summary: (r) => (r.turns.length ? [`${plural(r.count, 'turn')}, most recent first:`, ...r.turns.map(turnLines)].join('\n') : 'No conversation turns.'),
  }),
  defineTool({
    name: 'bulk_store_status',
    title: 'Progress of an import',
    description:
      'Progress of an import started with bulk_store. Returns {status, job_id, user_id, category, chunks_total, chunks_done, progress, error, created_at}; status goes queued, running, then done (every chunk searchable) or failed (with error).',
    scope: 'memory:read',
    annotations: READ_ONLY,
    input: { user_id: userIdArg, job_id: z.string().describe('job_id returned by bulk_store.') },
    output: bulkShape,
    operation: BulkImportStatusDocument,
    variables: (a) => ({ userId: a.user_id, jobId: a.job_id }),
    result: (d) => bulkView(d.bulkImport),
    summary: (r) => `Import ${r.job_id}: ${r.status}, ${r.chunks_done} of ${r.chunks_total} chunks (${r.progress}%)${r.error ? `; error: ${r.error}` : ''}.`,
  }),
];
