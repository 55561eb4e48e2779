import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketStart, parseInstant, resolvePeriod } from './usage-manager.js';

describe('usage periods', () => {
  it('honours timezone offsets in from and to', () => {
    const i = parseInstant('2026-11-01T00:00:00+05:30', 'from');
    expect(i.at.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(i.offsetMinutes).toBe(330);
    expect(parseInstant('2026-11-01T00:00:00-0800', 'to').at.toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(parseInstant('2026-11-01', 'from').at.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(() => parseInstant('yesterday', 'from')).toThrow(/ISO 8601/);
    expect(() => parseInstant('2026-13-01', 'from')).toThrow();
  });

  it('includes the whole day of a date-only `to` and rejects an empty period', () => {
    const p = resolvePeriod('2026-11-01', '2026-11-02');
    expect(p.to.toISOString()).toBe('2026-11-03T00:00:00.000Z');
    expect(() => resolvePeriod('2026-11-05', '2026-11-01')).toThrow(/before/);
  });

  it('buckets in the caller’s local time', () => {
    const at = new Date('2026-11-01T20:00:00Z'); // 01:30 on 2 Nov at +05:30
    expect(bucketStart(at, 'day', 330).toISOString()).toBe('2026-11-01T18:30:00.000Z');
    expect(bucketLabel(bucketStart(at, 'day', 330), 'day', 330)).toEqual({ date: '2026-11-02', start: '2026-11-02T00:00:00+05:30' });
    expect(bucketStart(at, 'day', 0).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    // ISO weeks start on Monday; 1 Nov 2026 is a Sunday
    expect(bucketStart(at, 'week', 0).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(bucketStart(at, 'month', -480).toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(bucketLabel(bucketStart(at, 'hour', 0), 'hour', 0).date).toBe('2026-11-01T20:00:00Z');
  });
});
