import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../common/src/errors.js';
import { contentHash, timeBucket } from './memory-manager.js';
import { isUuid, parseMaxResults, parseRfc3339, requireText, requireUserId } from './validation.js';

describe('memory input rules', () => {
  it('accepts store names up to 128 printable characters', () => {
    expect(requireUserId('alice@example.com')).toBe('alice@example.com');
    expect(() => requireUserId('')).toThrow(AppError);
    expect(() => requireUserId('a'.repeat(129))).toThrow(AppError);
    expect(() => requireUserId('tab\there')).toThrow(AppError);
    expect(() => requireUserId(7)).toThrow(AppError);
  });

  it('requires non-blank text within the size limit', () => {
    expect(requireText('hi', 'content')).toBe('hi');
    expect(() => requireText('  ', 'content')).toThrow(/content/);
    expect(() => requireText('x'.repeat(33_000), 'content')).toThrow(/bulk-store/);
  });

  it('parses RFC 3339 date-times only', () => {
    expect(parseRfc3339('2024-07-04T10:00:00+02:00', 'e').toISOString()).toBe('2024-07-04T08:00:00.000Z');
    expect(parseRfc3339('2024-07-04T10:00:00.123Z', 'e').getTime()).toBe(Date.parse('2024-07-04T10:00:00.123Z'));
    for (const bad of ['2024-07-04', 'yesterday', '2024-13-40T10:00:00Z', '2024-07-04T10:00:00']) {
      expect(() => parseRfc3339(bad, 'e'), bad).toThrow(AppError);
    }
  });

  it('bounds max_results to 1-100 with a default of 10', () => {
    expect(parseMaxResults(undefined)).toBe(10);
    expect(parseMaxResults(100)).toBe(100);
    for (const bad of [0, 101, 2.5, '5']) expect(() => parseMaxResults(bad)).toThrow(AppError);
  });

  it('recognises uuids', () => {
    expect(isUuid('9b2f7c1e-3a4d-4e5f-8a6b-7c8d9e0f1a2b')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
  });

  it('hashes content so exact duplicates match across case and spacing', () => {
    expect(contentHash('  Hello   World ')).toBe(contentHash('hello world'));
    expect(contentHash('hello world')).not.toBe(contentHash('hello, world'));
  });

  it('buckets by month', () => {
    expect(timeBucket(new Date('2024-02-29T23:00:00Z'))).toBe('2024-02');
  });
});
