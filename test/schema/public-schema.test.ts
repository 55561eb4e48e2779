import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakingChanges, currentApiSchema, DECLARED, readDeclared, SNAPSHOT, undeclared } from './public-schema.js';

describe('the public GraphQL schema', () => {
  it('has no breaking change against the snapshot that is not declared', async () => {
    const breaking = await breakingChanges(readFileSync(SNAPSHOT, 'utf8'), currentApiSchema());
    const { undeclared: missing, stale } = undeclared(breaking, readDeclared());
    expect(
      missing.map((c) => c.message),
      `Breaking changes to the public schema: declare each in ${DECLARED} with a reason, or undo it`,
    ).toEqual([]);
    expect(stale.map((d) => d.message), `Declared breaking changes that no longer happen: remove them from ${DECLARED}`).toEqual([]);
    for (const d of readDeclared()) expect(d.reason.trim(), `a reason for "${d.message}"`).not.toBe('');
  });

  it('tells a breaking change from an additive one', async () => {
    const before = 'type Query { a: String! b(x: Int): [Int!]! }';
    expect(await breakingChanges(before, 'type Query { a: String! b(x: Int, y: Int): [Int!]! c: Int }')).toEqual([]);
    const breaking = await breakingChanges(before, 'type Query { a: Int! b(x: Int!): [Int!]! }');
    expect(breaking.map((c) => c.path).sort()).toEqual(['Query.a', 'Query.b.x']);
    const declared = [{ message: breaking[0]!.message, reason: 'test' }, { message: 'Field `Query.gone` was removed', reason: 'test' }];
    const { undeclared: missing, stale } = undeclared(breaking, declared);
    expect(missing).toHaveLength(breaking.length - 1);
    expect(stale.map((d) => d.message)).toEqual(['Field `Query.gone` was removed']);
  });
});
