import { describe, expect, it } from 'vitest';
import { cosine, mergeHits, RecentWrites } from './recent-writes.js';
import type { VectorRow } from './vector-index.js';

const row = (id: string, vector: number[], extra: Partial<VectorRow> = {}): VectorRow => ({
  id,
  parentId: id,
  kind: 'memory',
  tenant: 't',
  storeId: 's',
  category: 'general',
  speaker: '',
  importance: 0.5,
  eventTs: 0,
  createdTs: 0,
  superseded: false,
  vector,
  ...extra,
});
const all = () => true;

describe('cosine', () => {
  it('is the cosine of the angle, whatever the lengths', () => {
    expect(cosine([1, 0], [2, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 3])).toBeCloseTo(0);
    expect(cosine([1, 1], [1, 0])).toBeCloseTo(Math.SQRT1_2);
    expect(cosine([0, 0], [1, 0])).toBe(0);
  });
});

describe('mergeHits', () => {
  it('keeps the best by score, a row in both once as the fresh list has it', () => {
    const indexed = [
      { id: 'a', parentId: 'a', kind: 'memory', score: 0.9 },
      { id: 'b', parentId: 'b', kind: 'memory', score: 0.5 },
    ];
    const fresh = [
      { id: 'c', parentId: 'c', kind: 'memory', score: 0.7 },
      { id: 'b', parentId: 'p', kind: 'atom', score: 0.5 },
    ];
    expect(mergeHits(indexed, fresh, 2).map((h) => h.id)).toEqual(['a', 'c']);
    expect(mergeHits(indexed, fresh, 5).find((h) => h.id === 'b')).toEqual(fresh[1]);
    expect(mergeHits(indexed, fresh, 5)).toHaveLength(3);
  });
});

describe('RecentWrites', () => {
  it('answers the rows of a store written within the window, closest first, as the predicate allows', () => {
    const recent = new RecentWrites(1000);
    recent.add([row('a', [1, 0]), row('b', [0, 1]), row('c', [1, 1]), row('x', [1, 0], { storeId: 'other' }), row('d', [1, 0.1], { kind: 'atom' })], 0);
    const hits = recent.closest('t', 's', [1, 0], (r) => r.kind === 'memory', 2, 500)!;
    expect(hits.map((h) => h.id)).toEqual(['a', 'c']);
    expect(hits[0]!.score).toBeCloseTo(1);
    expect(recent.closest('t', 's', [1, 0], all, 10, 500)!.map((h) => h.id)).toEqual(['a', 'd', 'c', 'b']);
    // Past the window the index answers for them.
    expect(recent.closest('t', 's', [1, 0], all, 10, 1001)).toEqual([]);
    expect(recent.closest('unknown', 's', [1, 0], all, 10, 0)).toEqual([]);
  });

  it('answers the latest version of a row written twice', () => {
    const recent = new RecentWrites(1000);
    recent.add([row('a', [1, 0])], 0);
    recent.add([row('a', [0, 1])], 10);
    const hits = recent.closest('t', 's', [0, 1], all, 10, 20)!;
    expect(hits).toHaveLength(1);
    expect(hits[0]!.score).toBeCloseTo(1);
  });

  it('has no answer for a tenant with a delete within the window, and keeps the rows written after it', () => {
    const recent = new RecentWrites(1000);
    recent.add([row('a', [1, 0])], 0);
    recent.deleted('t', 100);
    recent.add([row('b', [0, 1])], 200);
    expect(recent.closest('t', 's', [1, 0], all, 10, 300)).toBeUndefined();
    expect(recent.closest('t', 's', [1, 0], all, 10, 1100)).toBeUndefined();
    // The delete is older than the window: `a` is past it too, `b` (written after the delete) is not.
    expect(recent.closest('t', 's', [1, 0], all, 10, 1101)!.map((h) => h.id)).toEqual(['b']);
    // Other tenants are not affected.
    recent.add([row('z', [1, 0], { tenant: 'u' })], 300);
    expect(recent.closest('u', 's', [1, 0], all, 10, 400)!.map((h) => h.id)).toEqual(['z']);
  });

  it('has no answer for a tenant that wrote more rows than it keeps, until those are past the window', () => {
    const recent = new RecentWrites(1000, 3);
    recent.add([row('a', [1, 0]), row('b', [1, 0]), row('c', [1, 0])], 0);
    expect(recent.closest('t', 's', [1, 0], all, 10, 10)).toHaveLength(3);
    recent.add([row('d', [1, 0])], 20);
    expect(recent.closest('t', 's', [1, 0], all, 10, 30)).toBeUndefined();
    expect(recent.closest('t', 's', [1, 0], all, 10, 1021)!.map((h) => h.id)).toEqual([]);
  });
});
