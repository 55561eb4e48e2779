import { describe, expect, it } from 'vitest';
import { checkFirst, connectionFromList, connectionOf } from './connections.js';

describe('connections', () => {
  const list = ['delta', 'alpha', 'charlie', 'bravo', 'echo'].map((name) => ({ name }));

  it('pages a whole list in key order, each edge with its cursor', () => {
    const one = connectionFromList('stores', list, (s) => s.name, { first: 2 });
    expect(one.edges.map((e) => e.node.name)).toEqual(['alpha', 'bravo']);
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: one.edges[0]!.cursor, endCursor: one.edges[1]!.cursor });
    expect(one.totalCount).toBe(5);
    const two = connectionFromList('stores', list, (s) => s.name, { first: 2, after: one.pageInfo.endCursor });
    expect(two.edges.map((e) => e.node.name)).toEqual(['charlie', 'delta']);
    const three = connectionFromList('stores', list, (s) => s.name, { first: 2, after: two.pageInfo.endCursor });
    expect(three.edges.map((e) => e.node.name)).toEqual(['echo']);
    expect(three.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('keeps its place when the node of the cursor is removed', () => {
    const one = connectionFromList('stores', list, (s) => s.name, { first: 2 });
    const rest = list.filter((s) => s.name !== 'bravo');
    expect(connectionFromList('stores', rest, (s) => s.name, { first: 2, after: one.pageInfo.endCursor }).edges.map((e) => e.node.name)).toEqual(['charlie', 'delta']);
  });

  it('refuses a cursor of another listing and a page size out of range', () => {
    const keys = connectionFromList('keys', list, (s) => s.name, { first: 1 });
    expect(() => connectionFromList('stores', list, (s) => s.name, { after: keys.pageInfo.endCursor })).toThrow(/not a cursor/);
    expect(() => checkFirst(0)).toThrow(/`first`/);
    expect(() => checkFirst(101)).toThrow(/`first`/);
    expect(checkFirst(undefined)).toBe(20);
  });

  it('answers an empty page with null cursors', () => {
    expect(connectionOf([], [], { hasNextPage: false }).pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
  });
});
