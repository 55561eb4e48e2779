import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationLabel } from './graphql-metrics.js';

const operation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;
const known = new Set(['SearchMemories', 'Viewer']);

describe('the operation_name label', () => {
  it("is the operation's name when it is one of ours, also as a planned subgraph fetch", () => {
    expect(operationLabel(operation('query SearchMemories { search { id } }'), known)).toBe('SearchMemories');
    expect(operationLabel(operation('query SearchMemories__memory__0 { search { id } }'), known)).toBe('SearchMemories');
  });

  it("is the root field of any other operation, never the client's own name", () => {
    expect(operationLabel(operation('query customer_4711_secret { viewer { id } }'), known)).toBe('viewer');
    expect(operationLabel(operation('{ a: search { id } b: search { id } }'), known)).toBe('search');
    expect(operationLabel(operation('query X__memory__0($r: [_Any!]!) { _entities(representations: $r) { __typename } }'), known)).toBe('_entities');
    expect(operationLabel(operation('mutation { store { id } }'), known)).toBe('store');
  });

  it('is `multiple` for several root fields or a fragment at the root', () => {
    expect(operationLabel(operation('{ viewer { id } apis { id } }'), known)).toBe('multiple');
    expect(operationLabel(operation('{ ...F } fragment F on Query { viewer { id } }'), known)).toBe('multiple');
  });
});
