import { describe, expect, it } from 'vitest';
import { runsMutation, storeOf } from './graphql-idempotency.js';

describe('GraphQL idempotency helpers', () => {
  it('recognises the operation a request runs', () => {
    expect(runsMutation({ query: 'mutation { a }' })).toBe(true);
    expect(runsMutation({ query: '{ a }' })).toBe(false);
    expect(runsMutation({ query: 'query Q { a } mutation M { b }', operationName: 'M' })).toBe(true);
    expect(runsMutation({ query: 'query Q { a } mutation M { b }', operationName: 'Q' })).toBe(false);
    expect(runsMutation({ query: 'query Q { a } mutation M { b }' })).toBe(false);
    expect(runsMutation({ query: 'not graphql' })).toBe(false);
    expect(runsMutation(undefined)).toBe(false);
  });

  it('finds the store a mutation writes to', () => {
    expect(storeOf({ input: { userId: 'notes', content: 'x' } })).toBe('notes');
    expect(storeOf({ userId: 'top' })).toBe('top');
    expect(storeOf({ input: { content: 'x' } })).toBeUndefined();
    expect(storeOf(null)).toBeUndefined();
  });
});
