import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../common/src/idempotency.js';

// Arguments shared by several tools.

export const userIdArg = z
  .string()
  .min(1)
  .describe(
    'The store to use (the REST API\'s `user_id`): 1-128 printable characters, typically one store per end user or agent. Every account has a store named "default"; others must exist first (create_store).',
  );

export const memoryIdArg = (what: string) => z.string().describe(`The id (uuid) of ${what}, as returned by store, search, recall or list_memories.`);

export const idempotencyKeyArg = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'must be 1 to 128 characters from A-Z a-z 0-9 . _ : -')
  .optional()
  .describe(
    'Optional. Derive it from what is being stored (for example the conversation id plus the turn number), never a constant. Repeating this exact call with the same key within 10 minutes returns the first answer instead of writing again; the same key with other arguments is refused.',
  );

// Structured results: the REST responses' fields (spec/memory-service.md, docs/decisions/memory-api.md,
// memory-writes.md, search.md, recall.md).

export const usageShape = z.object({
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  query_tokens: z.number().int(),
  billing_multiplier: z.number(),
  cache: z.string().describe('none, write or hit'),
});

/** A memory as search and recall return it, best first. */
export const memoryShape = z.object({
  id: z.string(),
  content: z.string(),
  category: z.string(),
  similarity: z.number().describe('Raw embedding similarity to the query (0-1); not the ranking key: keep the order given.'),
  importance: z.number(),
  time_bucket: z.string().optional(),
  is_superseded: z.boolean(),
  superseded_by: z.string().nullable(),
  created_at: z.string().optional(),
  event_date: z.string().optional(),
  speaker: z.string().optional(),
});

/** A stored memory record as get_memory and list_memories return it. */
export const recordShape = z.object({
  id: z.string(),
  content: z.string(),
  category: z.string(),
  source_type: z.string().nullable(),
  created_at: z.string().nullable(),
  event_date: z.string().nullable(),
  is_superseded: z.boolean(),
});

export const turnShape = z.object({
  id: z.string(),
  user_msg: z.string(),
  assistant_msg: z.string(),
  created_at: z.string(),
  memory_id: z.string().nullable(),
});

export const bulkShape = {
  status: z.string().describe('queued, running, done or failed'),
  job_id: z.string(),
  user_id: z.string(),
  category: z.string(),
  chunks_total: z.number().int(),
  chunks_done: z.number().int(),
  progress: z.number().int().describe('0-100'),
  error: z.string().nullable(),
  created_at: z.string(),
};

export const speakerResultShape = {
  user_id: z.string(),
  name: z.string(),
  status: z.string(),
};
