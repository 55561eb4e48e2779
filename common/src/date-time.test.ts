import { describe, expect, it } from 'vitest';
import { DateTimeScalar } from './date-time.js';

describe('DateTime', () => {
  it('serialises instants as ISO 8601 strings in UTC', () => {
    expect(DateTimeScalar.name).toBe('DateTime');
    expect(DateTimeScalar.serialize('2026-03-01T12:00:00.000Z')).toBe('2026-03-01T12:00:00.000Z');
    expect(DateTimeScalar.serialize(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01T12:00:00.000Z');
    expect(() => DateTimeScalar.serialize('yesterday')).toThrow();
  });
});
