import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../../../common/src/errors.js';
import { decodeCursor, encodeCursor } from './catalogue-manager.js';

describe('catalogue cursors', () => {
  it('round-trips and is opaque', () => {
    const c = { s: 'popular' as const, v: 1234, id: 'geo-api' };
    const raw = encodeCursor(c);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(raw, 'popular')).toEqual(c);
  });

  it('rejects garbage and a cursor from another sort order', () => {
    expect(() => decodeCursor('garbage', 'popular')).toThrow(AppError);
    expect(() => decodeCursor(encodeCursor({ s: 'name', v: 'A', id: 'x' }), 'popular')).toThrow(/same sort/);
  });
});
