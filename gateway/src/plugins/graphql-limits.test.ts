import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSupergraph } from '../supergraph.js';
import { BODY_BYTES_PER_REQUEST, documentedRanges, expandedFieldCount, GRAPHQL_LIMITS, GraphQLLimits, requestsCharged } from './graphql-limits.js';

const limits = new GraphQLLimits(loadSupergraph().apiSchemaSdl);

/** `fragment F0 on Query { ...F1 ...F1 }` … `fragment Fn on Query { models { id } }`: 2^n × 2 fields in a short text. */
function fanOut(depth: number, root = '{ ...F0 }'): string {
  const fragments = Array.from({ length: depth }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  return [root, ...fragments, `fragment F${depth} on Query { models { id } }`].join('\n');
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as { code: string; fields: Record<string, unknown> };
  }
  throw new Error('not refused');
};

describe('expandedFieldCount', () => {
  it('counts the fields of the largest operation with every fragment spread expanded', () => {
    expect(expandedFieldCount(parse('{ models { id } viewer { id name } }'))).toBe(5);
    expect(expandedFieldCount(parse('query A { models { id } } query B { ...V ...V } fragment V on Query { viewer { id } }'))).toBe(4);
    expect(expandedFieldCount(parse(fanOut(16)))).toBe(2 ** 16 * 2);
  });

  it('counts each fragment once, so a fan-out of 2^60 fields is counted without expanding it', () => {
    expect(expandedFieldCount(parse(fanOut(60)))).toBe(2 ** 60 * 2);
  });

  it('counts nothing for a fragment cycle or an unknown fragment (validation refuses those)', () => {
    expect(expandedFieldCount(parse('{ ...A } fragment A on Query { models { id } ...B } fragment B on Query { ...A ...Missing }'))).toBe(2);
  });
});

describe('GraphQLLimits', () => {
  it('refuses a fragment fan-out with QUERY_TOO_COMPLEX instead of letting it run uncosted', () => {
    const err = refusal(() => limits.cost(fanOut(16), undefined, undefined));
    expect(err).toMatchObject({ code: 'QUERY_TOO_COMPLEX', fields: { limit: 'expandedFields', max: GRAPHQL_LIMITS.expandedFields, found: 2 ** 17 } });
    expect(limits.staticCheck(fanOut(16))).toMatchObject({ code: 'QUERY_TOO_COMPLEX', fields: { limit: 'expandedFields' } });
    // Aliased copies of it, too.
    const aliased = fanOut(12, `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: viewer { id } ...F0`).join(' ')} }`);
    expect(refusal(() => limits.cost(aliased, undefined, undefined))).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
  });

  it('prices a document by the variables it runs with: a page asked for through a variable is counted', () => {
    const query = 'query Keys($n: Int) { viewer { a: keys(first: $n) { edges { node { id } } } b: keys(first: $n) { edges { node { id } } } } }';
    const small = limits.cost(query, { n: 1 }, undefined);
    expect(small).toBeLessThan(2);
    // Two pages of 100: within each argument's range, over the cost.
    expect(refusal(() => limits.cost(query, { n: 100 }, undefined))).toMatchObject({ code: 'QUERY_TOO_COMPLEX', fields: { limit: 'cost' } });
  });

  it('reads each page argument\'s range from the schema\'s descriptions', () => {
    const ranges = documentedRanges(buildSchema(loadSupergraph().apiSchemaSdl));
    expect(ranges.get('Account.keys.first')).toEqual({ min: 1, max: 100 });
    expect(ranges.get('Store.memories.first')).toEqual({ min: 1, max: 500 });
    expect(ranges.get('Query.memories.limit')).toEqual({ min: 1, max: 500 });
  });

  it('answers a page argument outside its range as bad input naming it, before the cost', () => {
    const literal = refusal(() => limits.cost('{ viewer { keys(first: 500) { edges { node { id } } } } }', undefined, undefined));
    expect(literal).toMatchObject({ code: 'INVALID_REQUEST', fields: { param: 'first', min: 1, max: 100 } });
    expect((literal as unknown as Error).message).toMatch(/`first` of `Account.keys` must be an integer from 1 to 100/);
    const query = 'query Keys($n: Int) { viewer { keys(first: $n) { edges { node { id } } } } }';
    expect(refusal(() => limits.cost(query, { n: 1000 }, undefined))).toMatchObject({ code: 'INVALID_REQUEST', fields: { param: 'first', max: 100 } });
    expect(refusal(() => limits.cost(query, { n: 0 }, undefined))).toMatchObject({ code: 'INVALID_REQUEST', fields: { param: 'first', min: 1 } });
    // In a fragment, and on a nested connection with its own range.
    const nested = 'query S($n: Int) { viewer { ...V } } fragment V on Account { store(id: "default") { memories(first: $n) { edges { cursor } } } }';
    expect(limits.cost(nested, { n: 300 }, undefined)).toBeGreaterThan(0);
    expect(refusal(() => limits.cost(nested, { n: 501 }, undefined))).toMatchObject({ code: 'INVALID_REQUEST', fields: { param: 'first', max: 500 } });
    expect(refusal(() => limits.cost('{ memories(userId: "default", limit: 900) { count } }', undefined, undefined))).toMatchObject({
      code: 'INVALID_REQUEST',
      fields: { param: 'limit', max: 500 },
    });
  });

  it('refuses variables that do not fit the operation as bad input, not as an uncosted document', () => {
    const query = 'query Keys($n: Int!) { viewer { keys(first: $n) { edges { node { id } } } } }';
    expect(refusal(() => limits.cost(query, { n: 'many' }, undefined))).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(refusal(() => limits.cost(query, {}, undefined))).toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('never returns a cost for a document it could not check', () => {
    expect(refusal(() => limits.cost('{ models { id', undefined, undefined))).toMatchObject({ code: 'QUERY_TOO_COMPLEX', fields: { limit: 'cost' } });
    expect(limits.staticCheck('{ models { id')).toBeUndefined();
  });

  it('keeps the introspection query GraphQL tools send within every limit', () => {
    expect(limits.staticCheck(INTROSPECTION)).toBeUndefined();
  });
});

describe('requestsCharged', () => {
  it('charges whole requests for the cost, and one more per started megabyte of body beyond the first', () => {
    expect(requestsCharged(0.2, 200)).toBe(1);
    expect(requestsCharged(10.9, BODY_BYTES_PER_REQUEST)).toBe(10);
    expect(requestsCharged(1, BODY_BYTES_PER_REQUEST + 1)).toBe(2);
    expect(requestsCharged(1, 8 * BODY_BYTES_PER_REQUEST)).toBe(8);
  });
});

const INTROSPECTION = `query IntrospectionQuery { __schema { queryType { name } mutationType { name } types { ...FullType } directives { name args { ...InputValue } } } }
fragment FullType on __Type { kind name fields(includeDeprecated: true) { name args { ...InputValue } type { ...TypeRef } } inputFields { ...InputValue } interfaces { ...TypeRef } enumValues(includeDeprecated: true) { name } possibleTypes { ...TypeRef } }
fragment InputValue on __InputValue { name type { ...TypeRef } defaultValue }
fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`;
