import type { ModelProfile } from '../models.js';
import { rerank } from '../reranker.js';
import type { Candidate } from './candidates.js';

/** The order a model answers in: the reranker's, or raw similarity (`tablet-1-mini`). */
export function rankCandidates<T extends Candidate>(candidates: T[], profile: ModelProfile): T[] {
  if (!profile.rerank) return [...candidates].sort((a, b) => b.similarity - a.similarity);
  return rerank(
    candidates.map((c) => ({
      ...c,
      timestamp: (c.record.eventDate ?? c.record.createdAt).getTime(),
      isSuperseded: c.record.isSuperseded,
    })),
  );
}
