import type { VectorRow } from './vector-index.js';

/**
 * Which rows of a store a vector search may answer with. The index turns it into a Milvus boolean
 * expression (`filterExpression`) and, for the rows this process has just written or holds itself,
 * into the same test on a row (`rowMatcher`).
 */
export interface VectorFilter {
  /** Only memories' own rows, no atom sentences. */
  memoriesOnly?: boolean;
  /** Leave out the rows of superseded memories. */
  excludeSuperseded?: boolean;
  speaker?: string | null;
  categories?: readonly string[];
  /** Event date bounds (epoch ms); either one leaves out rows without an event date. */
  eventFrom?: number;
  eventTo?: number;
  /** Creation time bounds (epoch ms). */
  timeFrom?: number;
  timeTo?: number;
  /** Only the rows of these memories (their own and their atoms'). */
  parentIds?: readonly string[];
}

/** Escapes a value for a double-quoted Milvus string literal. */
export function quote(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** The rows of these memories, as a Milvus expression. */
export function parentsIn(ids: readonly string[]): string {
  return `parent_id in [${ids.map(quote).join(',')}]`;
}

/** The filter as a Milvus boolean expression ('' when it leaves every row). */
export function filterExpression(f: VectorFilter): string {
  const expr: string[] = [];
  if (f.memoriesOnly) expr.push('kind == "memory"');
  if (f.excludeSuperseded) expr.push('superseded == false');
  if (f.speaker) expr.push(`speaker == ${quote(f.speaker)}`);
  if (f.categories) expr.push(`category in [${f.categories.map(quote).join(',')}]`);
  if (f.eventFrom !== undefined || f.eventTo !== undefined) expr.push('event_ts != 0');
  if (f.eventFrom !== undefined) expr.push(`event_ts >= ${f.eventFrom}`);
  if (f.eventTo !== undefined) expr.push(`event_ts <= ${f.eventTo}`);
  if (f.timeFrom !== undefined) expr.push(`created_ts >= ${f.timeFrom}`);
  if (f.timeTo !== undefined) expr.push(`created_ts <= ${f.timeTo}`);
  if (f.parentIds) expr.push(parentsIn(f.parentIds));
  return expr.join(' and ');
}

/**
 * The filter as a test on a row (store and tenant are checked apart). The set of `parentIds` is
 * built on the first row tested: a search that never tests a row never builds it.
 */
export function rowMatcher(f: VectorFilter): (row: VectorRow) => boolean {
  const { memoriesOnly, excludeSuperseded, speaker, categories, eventFrom, eventTo, timeFrom, timeTo, parentIds } = f;
  const dated = eventFrom !== undefined || eventTo !== undefined;
  let parents: Set<string> | undefined;
  return (r) =>
    (!memoriesOnly || r.kind === 'memory') &&
    (!excludeSuperseded || !r.superseded) &&
    (!speaker || r.speaker === speaker) &&
    (!categories || categories.includes(r.category)) &&
    (!dated || r.eventTs !== 0) &&
    (eventFrom === undefined || r.eventTs >= eventFrom) &&
    (eventTo === undefined || r.eventTs <= eventTo) &&
    (timeFrom === undefined || r.createdTs >= timeFrom) &&
    (timeTo === undefined || r.createdTs <= timeTo) &&
    (!parentIds || (parents ??= new Set(parentIds)).has(r.parentId));
}
