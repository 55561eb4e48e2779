import { effectiveImportance } from './importance.js';
import { timeBucket } from './memory-fields.js';
import type { MemoryRow, TurnRow } from '../storage/record-store.js';

/** A memory as search and recall answer it. */
export interface SearchHit {
  id: string;
  content: string;
  category: string;
  similarity: number;
  importance: number;
  timeBucket: string;
  isSuperseded: boolean;
  supersededBy: string | null;
  createdAt: string;
  eventDate: string | null;
  speaker: string | null;
}

/** A memory as `list` and `get` answer it. */
export interface MemoryRecordView {
  id: string;
  content: string;
  category: string;
  sourceType: string | null;
  createdAt: string | null;
  eventDate: string | null;
  isSuperseded: boolean;
  supersededBy: string | null;
  supersededAt: string | null;
  expiresAt: string | null;
  speaker: string | null;
  importance: number;
}

/** One version in a memory's supersede chain. */
export interface MemoryVersionView {
  id: string;
  content: string;
  category: string;
  createdAt: string;
  /** When the next version replaced it; null for the current one. */
  supersededAt: string | null;
  supersededBy: string | null;
  isSuperseded: boolean;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export function hitView(r: MemoryRow, similarity: number, importance: number): SearchHit {
  return {
    id: r.id,
    content: r.content,
    category: r.category,
    similarity: round4(similarity),
    importance: round4(importance),
    timeBucket: timeBucket(r.eventDate ?? r.createdAt),
    isSuperseded: r.isSuperseded,
    supersededBy: r.supersededBy,
    createdAt: r.createdAt.toISOString(),
    eventDate: r.eventDate?.toISOString() ?? null,
    speaker: r.speaker,
  };
}

export function recordView(r: MemoryRow): MemoryRecordView {
  return {
    id: r.id,
    content: r.content,
    category: r.category,
    sourceType: r.sourceType,
    createdAt: r.createdAt.toISOString(),
    eventDate: r.eventDate?.toISOString() ?? null,
    isSuperseded: r.isSuperseded,
    supersededBy: r.supersededBy,
    supersededAt: r.supersededAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    speaker: r.speaker,
    importance: round4(effectiveImportance(r.importance, r.importanceAt, Date.now())),
  };
}

export function versionView(r: MemoryRow): MemoryVersionView {
  return {
    id: r.id,
    content: r.content,
    category: r.category,
    createdAt: r.createdAt.toISOString(),
    supersededAt: r.supersededAt?.toISOString() ?? null,
    supersededBy: r.supersededBy,
    isSuperseded: r.isSuperseded,
  };
}

export function turnView(t: TurnRow) {
  return { id: t.id, userMsg: t.userMsg, assistantMsg: t.assistantMsg, createdAt: t.createdAt.toISOString(), memoryId: t.memoryId };
}
