import { z } from 'zod';
import { dateTime, MemoryError } from '../schemas.js';

// Response bodies of the memory surface (spec/memory-service.md, "Resources and their fields").
// Objects are open: the spec says they "may carry additional fields".

const id = z.string().meta({ format: 'uuid' });

export const Memory = z
  .looseObject({
    id,
    content: z.string(),
    category: z.string().meta({ description: 'Cognitive category, for example `general`.' }),
    similarity: z.number().meta({ description: 'Raw embedding similarity to the query (0-1, higher is closer). Not the ranking key: keep the order given.' }),
    importance: z.number(),
    time_bucket: z.string().optional().meta({ description: 'Month bucket, `YYYY-MM`.' }),
    is_superseded: z.boolean(),
    superseded_by: z.string().nullable(),
    created_at: dateTime.optional(),
    event_date: dateTime.optional(),
    speaker: z.string().optional().meta({ description: '`me` or a registered person\'s name; absent means untagged.' }),
  })
  .meta({ id: 'Memory' });

export const MemoryRecord = z
  .looseObject({
    id,
    content: z.string(),
    category: z.string(),
    source_type: z.string().nullable(),
    created_at: dateTime.nullable(),
    event_date: dateTime.nullable(),
    is_superseded: z.boolean(),
  })
  .meta({ id: 'MemoryRecord' });

export const ExportRecord = z
  .looseObject({
    id,
    content: z.string(),
    category: z.string(),
    speaker: z.string().nullable(),
    event_date: dateTime.nullable(),
    created_at: dateTime,
    importance: z.number(),
    is_superseded: z.boolean(),
    superseded_by: z.string().nullable(),
    expires_at: dateTime.nullable(),
    source_type: z.string().nullable(),
  })
  .meta({ id: 'ExportRecord', description: 'One line of an export: a memory as `import` takes it back.' });

export const ImportResponse = z.looseObject({
  job_id: z.string().meta({ description: 'The import\'s job: its indexing progress is `bulk-store/status` with this `job_id`.' }),
  user_id: z.string(),
  status: z.string().meta({ description: '`queued`, `running` or `done` (of the indexing).' }),
  imported: z.int().meta({ description: 'Records written; searchable once the job has indexed them.' }),
  skipped: z.int().meta({ description: 'Records skipped as duplicates: imported before, twice in this call, or repeating a live memory.' }),
  refused: z.array(z.looseObject({ index: z.int(), id: z.string().nullable(), reason: z.string() })).meta({ description: 'Records refused, each with why.' }),
});

export const MemoryVersion = z
  .looseObject({
    id,
    content: z.string(),
    category: z.string(),
    created_at: dateTime,
    superseded_at: dateTime.nullable().meta({ description: 'When the next version replaced it; null for the current one.' }),
    superseded_by: z.string().nullable(),
    is_superseded: z.boolean(),
  })
  .meta({ id: 'MemoryVersion' });

export const VersionsResponse = z.looseObject({
  user_id: z.string(),
  memory_id: z.string(),
  versions: z.array(MemoryVersion).meta({ description: 'Oldest first; the last is the current version.' }),
  count: z.int(),
});

export const Usage = z
  .looseObject({
    input_tokens: z.int(),
    output_tokens: z.int(),
    query_tokens: z.int(),
    billing_multiplier: z.number(),
    cache: z.string().meta({ description: '`none`, `write` or `hit`.' }),
  })
  .meta({ id: 'Usage' });

export const Turn = z
  .looseObject({ id, user_msg: z.string(), assistant_msg: z.string(), created_at: dateTime, memory_id: z.string().nullable() })
  .meta({ id: 'Turn' });

export const BulkImport = z
  .looseObject({
    status: z.string().meta({ description: '`queued`, `running`, `done` or `failed`.' }),
    job_id: z.string(),
    user_id: z.string(),
    category: z.string(),
    chunks_total: z.int(),
    chunks_done: z.int(),
    progress: z.number(),
    error: z.string().nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'BulkImport' });

export const ModelsResponse = z.looseObject({
  models: z.array(
    z
      .looseObject({ id: z.string(), name: z.string(), available: z.boolean(), memory: z.enum(['shared', 'isolated']), description: z.string() })
      .meta({ id: 'Model' }),
  ),
});

const expectedSearchable = z
  .int()
  .min(0)
  .optional()
  .meta({ description: 'With `stored (async)`: about how many milliseconds until the memory answers searches (its account\'s place in the indexing queue and recent job durations).' });

export const StoreResponse = z
  .looseObject({
    id: z.string().meta({ description: 'Empty when the write is a duplicate.' }),
    status: z.enum(['stored', 'stored (async)', 'duplicate']),
    note: z.string().optional().meta({ description: 'Present when something non-fatal was dropped.' }),
    duplicate_of: z.string().optional().meta({ description: 'Present when `status` is `duplicate`.' }),
    expected_searchable_in_ms: expectedSearchable,
  })
  .meta({ example: { id: '7b0c8f5e-3f0e-4a51-9a55-1f4c2b1e9d10', status: 'stored' } });

export const StoreTurnResponse = z.looseObject({
  status: z.string(),
  turn_id: z.string(),
  memory_id: z.string(),
  duplicate: z.boolean(),
  expected_searchable_in_ms: expectedSearchable,
});

export const CreateStoreResponse = z.looseObject({ user_id: z.string(), status: z.string(), created_at: dateTime });

export const SupersedeResponse = z.looseObject({ old_memory_id: z.string(), new_memory_id: z.string(), status: z.string(), index_status: z.string() });

export const ForgetResponse = z.looseObject({ status: z.string(), deleted: z.int() });

export const SpeakerResponse = z.looseObject({ user_id: z.string(), name: z.string(), status: z.string() });

export const SpeakersResponse = z.looseObject({
  user_id: z.string(),
  speakers: z.array(z.looseObject({ name: z.string(), created_at: dateTime })),
  count: z.int(),
  limit: z.int(),
});

export const SearchResponse = z
  .looseObject({ memories: z.array(Memory).meta({ description: 'Best first: take them in the order given.' }), usage: Usage })
  .meta({
    example: {
      memories: [
        {
          id: '7b0c8f5e-3f0e-4a51-9a55-1f4c2b1e9d10',
          content: 'Prefers window seats on long flights.',
          category: 'preference',
          similarity: 0.83,
          importance: 0.6,
          time_bucket: '2026-03',
          is_superseded: false,
          superseded_by: null,
          created_at: '2026-03-14T09:12:00Z',
        },
      ],
      usage: { input_tokens: 0, output_tokens: 0, query_tokens: 7, billing_multiplier: 1, cache: 'none' },
    },
  });

export const RecallResponse = z.looseObject({
  short_term: z.looseObject({ turns: z.array(Turn), count: z.int() }),
  long_term: z.looseObject({ memories: z.array(Memory), count: z.int() }),
  context: z.looseObject({
    atoms: z.array(z.looseObject({ memory_id: z.string(), text: z.string(), similarity: z.number() })),
    neighbours: z.array(z.looseObject({ id: z.string(), content: z.string(), category: z.string(), created_at: dateTime, neighbour_of: z.string() })),
    count: z.int(),
  }),
  usage: Usage,
  budget: z.looseObject({ target_tokens: z.int(), max_tokens: z.int() }),
});

export const HistoryResponse = z.looseObject({ turns: z.array(Turn), count: z.int() });

export const ListResponse = z.looseObject({
  memories: z.array(MemoryRecord),
  count: z.int(),
  next_cursor: z.string().nullable().meta({ description: 'Null on the last page.' }),
});

export const StatsResponse = z.looseObject({
  user_id: z.string(),
  total_memories: z.int(),
  short_term_turns: z.int(),
  superseded_memories: z.int(),
  pending_memories: z.int(),
  speakers: z.int(),
});

export const GetResponse = z.looseObject({ user_id: z.string(), memory: MemoryRecord });

/** 404: the store (or the memory, or the speaker) does not exist. */
export const notFound = { 404: MemoryError } as const;
