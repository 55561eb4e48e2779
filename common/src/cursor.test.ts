import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorCodec, isStorableDate, storableDateString } from './cursor.js';
import { AppError } from './errors.js';

describe('cursorCodec', () => {
  const codec = cursorCodec(z.tuple([storableDateString, z.uuid()]), 'cursor', 'not a cursor');
  const id = '00000000-0000-4000-8000-000000000000';

  it('round-trips what it wrote', () => {
    expect(codec.decode(codec.encode(['2026-01-01T00:00:00.000Z', id]))).toEqual(['2026-01-01T00:00:00.000Z', id]);
  });

  it('refuses forged, extreme and oversized cursors with a 400 naming the parameter', () => {
    const forged = [
      'not base64!',
      'x'.repeat(600),
      Buffer.from('not json').toString('base64url'),
      codec.encode(['0000-01-01T00:00:00.000Z', id]),
      codec.encode(['+275760-09-13T00:00:00.000Z', id]),
      codec.encode(['2026-01-01T00:00:00.000Z', 'a\u0000']),
    ];
    for (const raw of forged) {
      expect(() => codec.decode(raw)).toThrow(AppError);
      try {
        codec.decode(raw);
      } catch (err) {
        expect((err as AppError).fields).toEqual({ param: 'cursor' });
      }
    }
  });
});

describe('isStorableDate', () => {
  it('holds years 1 to 9999 in UTC', () => {
    expect(isStorableDate(new Date('0001-01-01T00:00:00Z'))).toBe(true);
    expect(isStorableDate(new Date('9999-12-31T23:59:59Z'))).toBe(true);
    expect(isStorableDate(new Date('0000-12-31T23:59:59Z'))).toBe(false);
    expect(isStorableDate(new Date('9999-12-31T23:00:00-02:00'))).toBe(false);
    expect(isStorableDate(new Date(Number.NaN))).toBe(false);
  });
});
