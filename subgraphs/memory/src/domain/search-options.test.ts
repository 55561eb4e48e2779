import { describe, expect, it } from 'vitest';
import { checkCursorStore, decodeCursor, encodeCursor, parseCacheControl, parseFilters } from './search-options.js';

describe('search filters', () => {
  it('parses known keys, drops unknown ones, and treats a date-only upper bound as the whole day', () => {
    const f = parseFilters({ categories: ['a', 'a', 'b'], event_from: '2024-05-03', event_to: '2024-05-05', time_from: '2024-01-01T00:00:00+02:00', min_importance: 0.4, colour: 'red' });
    expect(f).toEqual({
      categories: ['a', 'b'],
      eventFrom: Date.UTC(2024, 4, 3),
      eventTo: Date.UTC(2024, 4, 6) - 1,
      timeFrom: Date.UTC(2023, 11, 31, 22),
      minImportance: 0.4,
    });
  });

  it('rejects bad values of known keys', () => {
    for (const bad of [{ event_from: '2024-02-30' }, { event_to: 'tomorrow' }, { min_importance: -0.1 }, { categories: [1] }, []]) {
      expect(() => parseFilters(bad)).toThrow();
    }
  });
});

describe('cache_control', () => {
  it('accepts only ttl 5m or 1h', () => {
    expect(parseCacheControl({ ttl: '5m' })).toMatchObject({ ttlSeconds: 300, writeMultiplier: 2 });
    expect(parseCacheControl({ ttl: '1h' })).toMatchObject({ ttlSeconds: 3600, writeMultiplier: 3 });
    expect(parseCacheControl(undefined)).toBeUndefined();
    for (const bad of [{}, { ttl: '1m' }, { ttl: '5m', type: 'ephemeral' }, 'ttl']) expect(() => parseCacheControl(bad)).toThrow();
  });
});

describe('list cursor', () => {
  it('round-trips and rejects foreign cursors', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const id = '6f1c1f5e-0000-4000-8000-000000000000';
    const store = '0d4b0d1e-0000-4000-8000-000000000001';
    const cursor = decodeCursor(encodeCursor(store, at, id));
    expect(cursor).toMatchObject({ createdAt: at, id });
    expect(() => checkCursorStore(cursor, store)).not.toThrow();
    // The same position written by another store's page is refused in this one.
    expect(() => checkCursorStore(cursor, '0d4b0d1e-0000-4000-8000-000000000002')).toThrow(/another store/);
    // A cursor without its store (as written before cursors named one) is not one this service returns now.
    expect(() => decodeCursor(Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url'))).toThrow();
    expect(() => decodeCursor('garbage')).toThrow();
    // Well-formed JSON whose id is no uuid is refused here, not by the database.
    expect(() => decodeCursor(Buffer.from(JSON.stringify([at.toISOString(), '-'.repeat(36)])).toString('base64url'))).toThrow();
  });
});
