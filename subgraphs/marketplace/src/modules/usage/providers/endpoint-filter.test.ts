import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../../../common/src/errors.js';
import { endpointMatcher, normalizeEndpointFilter } from './endpoint-filter.js';
import { restRoutePatterns } from '../../../rest-route-patterns.js';

const SERVICE_ROUTE_PATTERNS = restRoutePatterns();

// Endpoints as metering records them: route patterns, a wildcard route, and the paths of 404s.
const RECORDED = [
  '/v1/marketplace/apis',
  '/v1/marketplace/apis/:api_id',
  '/v1/marketplace/apis/search',
  '/v1/marketplace/categories',
  '/v1/usage/:api_id',
  '/v1/usage/realtime',
  '/v1/webhooks',
  '/v1/webhooks/:webhook_id',
  '/v1/webhooks/:webhook_id/deliveries',
  '/v0/*',
  '/v1/usage/abc',
  '/v1/usage/abc/extra',
  '/graphql',
];

function matched(typed: string, recorded = RECORDED, routes = SERVICE_ROUTE_PATTERNS): string[] {
  const filter = normalizeEndpointFilter(typed);
  if (!filter) return recorded;
  return recorded.filter(endpointMatcher(filter, routes));
}

describe('usage endpoint filter', () => {
  it('counts the route a pattern or a real path belongs to, static routes first as in routing', () => {
    expect(matched('/v1/marketplace/apis/:api_id')).toEqual(['/v1/marketplace/apis/:api_id']);
    // any parameter name stands for any value
    expect(matched('/v1/usage/:id')).toEqual(['/v1/usage/:api_id']);
    expect(matched('/v1/marketplace/apis/geo-ip-geolocation')).toEqual(['/v1/marketplace/apis/:api_id']);
    expect(matched('/v1/marketplace/apis/search')).toEqual(['/v1/marketplace/apis/search']);
    expect(matched('/v1/usage/realtime')).toEqual(['/v1/usage/realtime']);
    // the static route wins even when the account never called it
    expect(matched('/v1/usage/realtime', ['/v1/usage/:api_id'])).toEqual([]);
    expect(matched('/v1/usage/memory-api', ['/v1/usage/:api_id'])).toEqual(['/v1/usage/:api_id']);
    // a route is itself, not what lies under it
    expect(matched('/v1/marketplace/apis')).toEqual(['/v1/marketplace/apis']);
    expect(matched('/v1/webhooks/we_123')).toEqual(['/v1/webhooks/:webhook_id']);
  });

  it('counts a 404 recorded under exactly the path typed, beside the route', () => {
    expect(matched('/v1/usage/abc')).toEqual(['/v1/usage/:api_id', '/v1/usage/abc']);
    expect(matched('/v1/usage/abc/extra')).toEqual(['/v1/usage/abc/extra']);
  });

  it('counts every endpoint under a path no route serves, or one ending in / or /*, on whole segments', () => {
    expect(matched('/v1/marketplace')).toEqual([
      '/v1/marketplace/apis',
      '/v1/marketplace/apis/:api_id',
      '/v1/marketplace/apis/search',
      '/v1/marketplace/categories',
    ]);
    expect(matched('/v1/market')).toEqual([]);
    expect(matched('/v1/marketplace/apis/')).toEqual(['/v1/marketplace/apis', '/v1/marketplace/apis/:api_id', '/v1/marketplace/apis/search']);
    expect(matched('/v1/webhooks/*')).toEqual(['/v1/webhooks', '/v1/webhooks/:webhook_id', '/v1/webhooks/:webhook_id/deliveries']);
    expect(matched('/v1/webhooks/we_123/')).toEqual(['/v1/webhooks/:webhook_id', '/v1/webhooks/:webhook_id/deliveries']);
    // under a prefix each endpoint is judged by the route a path there reaches: a 404 never shadows one
    expect(matched('/v1/usage/')).toEqual(['/v1/usage/:api_id', '/v1/usage/realtime', '/v1/usage/abc', '/v1/usage/abc/extra']);
    expect(matched('/v0')).toEqual(['/v0/*']);
    expect(matched('/v0/marketplace/apis')).toEqual(['/v0/*']);
  });

  it('reads what people paste: no leading slash, a trailing slash, a query, a URL', () => {
    expect(normalizeEndpointFilter('v1/marketplace')).toEqual({ path: '/v1/marketplace', prefix: false });
    expect(normalizeEndpointFilter('v1/marketplace/')).toEqual({ path: '/v1/marketplace', prefix: true });
    expect(normalizeEndpointFilter('//v1//usage')).toEqual({ path: '/v1/usage', prefix: false });
    expect(normalizeEndpointFilter('/v1/marketplace/apis?limit=5#top')).toEqual({ path: '/v1/marketplace/apis', prefix: false });
    expect(normalizeEndpointFilter('https://api.example.com/v1/usage/memory-api?from=2026-01-01')).toEqual({ path: '/v1/usage/memory-api', prefix: false });
    expect(normalizeEndpointFilter('/')).toBeNull();
    expect(normalizeEndpointFilter('/*')).toBeNull();
    expect(normalizeEndpointFilter('  ')).toBeNull();
    expect(() => normalizeEndpointFilter('/x'.repeat(2000))).toThrow(AppError);
  });
});
