import { Kind, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY_TOOLS } from './index.js';

const tool = (name: string) => MEMORY_TOOLS.find((t) => t.name === name)!;

describe('memory tools', () => {
  it('have unique snake_case names', () => {
    const names = MEMORY_TOOLS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('need memory:read to run a query and memory:write to run a mutation, as the resolvers do', () => {
    for (const t of MEMORY_TOOLS) {
      const operation = t.operation.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      expect(t.scope, t.name).toBe(operation.operation === 'mutation' ? 'memory:write' : 'memory:read');
      expect(!!t.annotations.readOnlyHint, t.name).toBe(operation.operation === 'query');
    }
  });

  it('describe every argument for the model', () => {
    for (const t of MEMORY_TOOLS) {
      expect(t.description.length, t.name).toBeGreaterThan(80);
      const schema = z.toJSONSchema(z.object(t.input)) as { properties?: Record<string, { description?: string }> };
      for (const [arg, property] of Object.entries(schema.properties ?? {})) expect(property.description, `${t.name}.${arg}`).toBeTruthy();
    }
  });

  it('take an idempotency key on the writes the spec marks idempotent, and only there', () => {
    const withKey = MEMORY_TOOLS.filter((t) => 'idempotency_key' in t.input).map((t) => t.name).sort();
    expect(withKey).toEqual(['bulk_store', 'store', 'store_turn', 'supersede']);
  });

  it('forget erases a whole store only when asked to explicitly', () => {
    const forget = tool('forget');
    const id = '0b7e3f7a-3c55-4d7a-9d8e-2f1f0e2f5b11';
    expect(forget.variables({ user_id: 's', memory_id: id })).toEqual({ userId: 's', memoryId: id });
    expect(forget.variables({ user_id: 's', erase_all: true })).toEqual({ userId: 's', memoryId: null });
    expect(() => forget.variables({ user_id: 's' })).toThrow(/erase_all: true/);
    expect(() => forget.variables({ user_id: 's', erase_all: false })).toThrow(/erase_all: true/);
    expect(() => forget.variables({ user_id: 's', memory_id: id, erase_all: true })).toThrow(/not both/);
  });

  it('store sends event date and speaker as the metadata the service knows', () => {
    const store = tool('store');
    expect(store.variables({ user_id: 's', content: 'c' })).toEqual({ input: { userId: 's', content: 'c', metadata: null } });
    expect(store.variables({ user_id: 's', content: 'c', speaker: 'me', event_date: '2024-05-01T00:00:00Z' })).toEqual({
      input: { userId: 's', content: 'c', metadata: { speaker: 'me', event_date: '2024-05-01T00:00:00Z' } },
    });
  });

  it('search sends only the filters given, and the cache time as cache control', () => {
    const vars = tool('search').variables({ user_id: 's', query: 'q', filters: { categories: ['work'], event_to: undefined }, cache_ttl: '1h' });
    expect(vars).toEqual({ input: { userId: 's', query: 'q', maxResults: null, speaker: null, filters: { categories: ['work'] }, cacheControl: { ttl: '1h' }, asOf: null } });
    expect(z.object(tool('search').input).safeParse({ user_id: 's', query: 'q', filters: { categoires: ['work'] } }).success).toBe(false);
  });
});
