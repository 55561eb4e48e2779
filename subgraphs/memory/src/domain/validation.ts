import { z } from 'zod';
import { isStorableDate, MAX_YEAR, MIN_YEAR } from '../../../../common/src/cursor.js';
import { invalid } from '../../../../common/src/errors.js';

export const MAX_CONTENT_CHARS = 32_000;
export const MAX_SEARCH_RESULTS = 100;
export const DEFAULT_SEARCH_RESULTS = 10;

// Any printable text: stores are often named after an end user or an e-mail address.
// eslint-disable-next-line no-control-regex
const USER_ID = /^[^\u0000-\u001f\u007f]{1,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireUserId(value: unknown): string {
  if (typeof value !== 'string' || !USER_ID.test(value) || !value.trim()) {
    throw invalid('`user_id` must be a string of 1 to 128 characters naming a store.', { param: 'user_id' });
  }
  return value;
}

export function requireText(value: unknown, field: string, max = MAX_CONTENT_CHARS): string {
  if (typeof value !== 'string' || !value.trim()) {
    throw invalid(`\`${field}\` must be a non-empty string.`, { param: field });
  }
  if (value.length > max) {
    throw invalid(`\`${field}\` is longer than ${max} characters; use bulk-store for large content.`, { param: field });
  }
  return value;
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** RFC 3339 date-time with a zone (`Z` or an offset). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

export function parseRfc3339(value: unknown, field: string): Date {
  if (typeof value !== 'string' || !RFC3339.test(value) || !isStorableDate(new Date(value))) {
    throw invalid(`\`${field}\` must be an RFC 3339 date-time from year ${MIN_YEAR} to ${MAX_YEAR}, e.g. 2026-03-01T12:00:00Z.`, { param: field });
  }
  return new Date(value);
}

export function parseMaxResults(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_SEARCH_RESULTS;
  const parsed = z.number().int().min(1).max(MAX_SEARCH_RESULTS).safeParse(value);
  if (!parsed.success) {
    throw invalid(`\`max_results\` must be an integer from 1 to ${MAX_SEARCH_RESULTS}.`, { param: 'max_results' });
  }
  return parsed.data;
}

/** Largest `bulk-store` blob: about 500 pages of text. */
export const MAX_BULK_CHARS = 2_000_000;

export function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(`\`${field}\` must be a string.`, { param: field });
  return value.trim() ? value : undefined;
}

/** An integer in `1..max`, `fallback` when absent. */
export function parseLimit(value: unknown, field: string, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  const parsed = z.number().int().min(1).max(max).safeParse(value);
  if (!parsed.success) throw invalid(`\`${field}\` must be an integer from 1 to ${max}.`, { param: field });
  return parsed.data;
}

const CATEGORY = /^[\p{L}\p{N}_.:-]{1,64}$/u;

export function requireCategory(value: unknown): string {
  if (typeof value !== 'string' || !CATEGORY.test(value)) {
    throw invalid('`category` must be 1 to 64 letters, digits or `_ . : -`.', { param: 'category' });
  }
  return value;
}

/** A speaker name: 1 to 64 printable characters; `me` is built in and never registered. */
export function requireSpeakerName(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  if (typeof value !== 'string' || !value.trim() || value.length > 64 || /[\u0000-\u001f\u007f]/.test(value) || value !== value.trim()) {
    throw invalid('`name` must be 1 to 64 printable characters without surrounding spaces.', { param: 'name', speaker: value ?? null });
  }
  if (value === 'me') throw invalid('`me` is built in (the agent itself) and needs no registration.', { param: 'name', speaker: value });
  return value;
}
