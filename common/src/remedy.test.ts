import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { fieldToCall, rewriteFieldMentions, rootFieldOf, snakeCaseJson } from './remedy.js';

describe('fields named in messages', () => {
  it('writes a field as a GraphQL client would call it, and reads it back', () => {
    const text = `Store 'a"b' does not exist. Create it with ${fieldToCall('mutation', 'createStore', { userId: 'a"b' })}.`;
    expect(text).toBe('Store \'a"b\' does not exist. Create it with the mutation `createStore(userId: "a\\"b")`.');
    const seen: unknown[] = [];
    rewriteFieldMentions(text, (m) => void seen.push(m));
    expect(seen).toEqual([{ kind: 'mutation', field: 'createStore', args: { userId: 'a"b' } }]);
    expect(snakeCaseJson({ userId: 'alice', name: 'Bob' })).toBe('{"user_id": "alice", "name": "Bob"}');
    expect(rootFieldOf(parse('mutation CreateStore($u: String!) { createStore(userId: $u) { userId } }'))).toBe('createStore');
  });

});
