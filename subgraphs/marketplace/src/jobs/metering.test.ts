import { describe, expect, it } from 'vitest';
import type { MeteredRequest } from '../../../../common/src/job-definitions.js';
import { apiIdForProduct, PLATFORM_API_ID } from '../modules/usage/providers/usage-manager.js';
import { MEMORY_API_ID } from '../modules/subscriptions/providers/subscriptions-manager.js';
import { productOf } from './metering.js';

const record = (over: Partial<MeteredRequest>): MeteredRequest => ({
  requestId: 'r1',
  accountId: 'a1',
  method: 'POST',
  endpoint: '/graphql',
  status: 200,
  latencyMs: 1,
  at: new Date().toISOString(),
  ...over,
});

describe('metered requests', () => {
  it('count for the product the edge named', () => {
    expect(productOf(record({ product: 'memory', endpoint: '/graphql' }))).toBe('memory');
    expect(productOf(record({ product: 'platform', endpoint: '/api/v1/memory/search' }))).toBe('platform');
    expect(apiIdForProduct('memory')).toBe(MEMORY_API_ID);
    expect(apiIdForProduct('platform')).toBe(PLATFORM_API_ID);
  });

  it('queued before the edge named the product, count by their route in the REST contract', () => {
    const of = (endpoint: string) => productOf(record({ path: endpoint, endpoint }));
    expect(of('/api/v1/memory/search')).toBe('memory');
    expect(of('/api/v1/models')).toBe('memory');
    expect(of('/mcp')).toBe('memory');
    expect(of('/v1/marketplace/apis')).toBe('platform');
    expect(of('/graphql')).toBe('platform');
    expect(of('/oauth/token')).toBe('platform');
  });
});
