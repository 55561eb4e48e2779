// How the memory routes render GraphQL answers in the REST shapes of spec/memory-service.md.
import {
  type BulkImportFieldsFragment,
  type BulkStoreMutation,
  type ExportRecordFieldsFragment,
  type RegisterSpeakerMutation,
  type MemoryFieldsFragment,
  type MemoryRecordFieldsFragment,
  type RecallQuery,
  type TurnFieldsFragment,
  type UsageFieldsFragment,
} from '../generated/operations.js';
import { settled } from '../../../common/src/memory-user-errors.js';
import { compact } from '../route.js';

/** `stored_async` in the schema (no GraphQL name has spaces) is `stored (async)` in REST. */
export const restStatus = <S extends string>(s: S) => (s === 'stored_async' ? 'stored (async)' : s);

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

export const usageView = (u: UsageFieldsFragment) => ({
  input_tokens: u.inputTokens,
  output_tokens: u.outputTokens,
  query_tokens: u.queryTokens,
  billing_multiplier: u.billingMultiplier,
  cache: u.cache,
});

export const turnView = (t: TurnFieldsFragment) => ({
  id: t.id,
  user_msg: t.userMsg,
  assistant_msg: t.assistantMsg,
  created_at: t.createdAt,
  memory_id: t.memoryId ?? null,
});

export const bulkView = (b: BulkImportFieldsFragment) => ({
  status: b.status,
  job_id: b.jobId,
  user_id: b.userId,
  category: b.category,
  chunks_total: b.chunksTotal,
  chunks_done: b.chunksDone,
  progress: b.progress,
  error: b.error ?? null,
  created_at: b.createdAt,
});

/** `bulkStore`'s answer, once it has no user errors, as the import it queued. */
export const settledBulkStore = (b: BulkStoreMutation['bulkStore']): BulkImportFieldsFragment =>
  settled(b, ['jobId', 'userId', 'status', 'category', 'chunksTotal', 'chunksDone', 'progress', 'createdAt']);

export const speakerView = (s: RegisterSpeakerMutation['registerSpeaker']) => {
  const r = settled(s, ['userId', 'name', 'status']);
  return { user_id: r.userId, name: r.name, status: r.status };
};

export const recallView = (r: RecallQuery['recall']) => ({
  short_term: { turns: r.shortTerm.turns.map(turnView), count: r.shortTerm.count },
  long_term: { memories: r.longTerm.memories.map(memoryView), count: r.longTerm.count },
  context: {
    atoms: r.context.atoms.map((a) => ({ memory_id: a.memoryId, text: a.text, similarity: a.similarity })),
    neighbours: r.context.neighbours.map((n) => ({
      id: n.id,
      content: n.content,
      category: n.category,
      created_at: n.createdAt,
      neighbour_of: n.neighbourOf,
    })),
    count: r.context.count,
  },
  usage: usageView(r.usage),
  budget: { target_tokens: r.budget.targetTokens, max_tokens: r.budget.maxTokens },
});

export const exportView = (r: ExportRecordFieldsFragment) => ({
  id: r.id,
  content: r.content,
  category: r.category,
  speaker: r.speaker ?? null,
  event_date: r.eventDate ?? null,
  created_at: r.createdAt ?? null,
  importance: r.importance,
  is_superseded: r.isSuperseded,
  superseded_by: r.supersededBy ?? null,
  expires_at: r.expiresAt ?? null,
  source_type: r.sourceType ?? null,
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
