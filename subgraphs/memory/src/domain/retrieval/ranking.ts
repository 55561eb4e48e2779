import type { ModelProfile } from '../models.js';
import { rerank } from '../reranker.js';
import type { Candidate } from './candidates.js';

/** The order a model answers in: the reranker's, or raw similarity (`tablet-1-mini`). */
/**
 * `asOf`: the candidates are what the store held at an instant, when none of them was superseded
 * yet (no penalty for having been superseded since).
 */
export function rankCandidates<T extends Candidate>(candidates: T[], profile: ModelProfile, asOf?: number): T[] {
  if (!profile.rerank) return [...candidates].sort((a, b) => b.similarity - a.similarity);
  return rerank(
    candidates.map((c) => ({
      ...c,
      timestamp: (c.record.eventDate ?? c.record.createdAt).getTime(),
      isSuperseded: asOf === undefined && c.record.isSuperseded,
    })),
  );
}
