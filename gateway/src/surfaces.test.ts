import { describe, expect, it } from 'vitest';
import { restEnvelopeOf, surfaceAt } from './surfaces.js';

describe('edge surfaces', () => {
  it('names the surface each path belongs to, ignoring the query string', () => {
    const named = (url: string) => surfaceAt(url).name;
    expect(named('/graphql')).toBe('graphql');
    expect(named('/graphql?query={viewer{id}}')).toBe('graphql');
    expect(named('/mcp')).toBe('mcp');
    expect(named('/api/v1/memory/search')).toBe('memory');
    expect(named('/v1/marketplace/apis?limit=2')).toBe('marketplace');
    expect(named('/oauth/token')).toBe('oauth');
    expect(named('/console')).toBe('console');
    expect(named('/console/keys')).toBe('console');
    expect(named('/consoles')).toBe('other');
    expect(named('/health')).toBe('probe');
    expect(named('/metrics')).toBe('probe');
    expect(named('/v0/marketplace/apis')).toBe('other');
    expect(named('/graphql/extra')).toBe('other');
  });

  it('judges credentials on the API surfaces only, and a session cookie on GraphQL only', () => {
    const withCredentials = ['/api/v1/memory/store', '/v1/usage', '/graphql', '/mcp'];
    const without = ['/oauth/token', '/console', '/health', '/openapi.json', '/v0/x'];
    for (const url of withCredentials) expect(surfaceAt(url).credentials, url).toBe(true);
    for (const url of without) expect(surfaceAt(url).credentials, url).toBe(false);
    expect(['/graphql', '/mcp', '/v1/usage', '/api/v1/memory/store'].filter((u) => surfaceAt(u).session)).toEqual(['/graphql']);
  });

  it('pins Service-Version on the marketplace, its OAuth endpoints and GraphQL', () => {
    const versioned = ['/v1/usage', '/oauth/token', '/graphql', '/api/v1/memory/search', '/mcp', '/health', '/v0/x'].filter((u) => surfaceAt(u).versioned);
    expect(versioned).toEqual(['/v1/usage', '/oauth/token', '/graphql']);
  });

  it('meters every surface but the probes and the console, and exempts only the probes from budgets', () => {
    const unmetered = ['/health', '/ready', '/metrics', '/console', '/console/x', '/graphql', '/mcp', '/v1/usage', '/api/v1/memory/search'].filter((u) => !surfaceAt(u).metered);
    expect(unmetered).toEqual(['/health', '/ready', '/metrics', '/console', '/console/x']);
    expect(['/health', '/ready', '/metrics', '/console', '/graphql'].filter((u) => surfaceAt(u).unlimited)).toEqual(['/health', '/ready', '/metrics']);
  });

  it('answers refusals in the surface’s own shape', () => {
    expect(surfaceAt('/graphql').errors).toEqual({ kind: 'graphql' });
    expect(surfaceAt('/mcp').errors).toEqual({ kind: 'mcp' });
    expect(restEnvelopeOf(surfaceAt('/api/v1/memory/search'))).toBe('memory');
    expect(restEnvelopeOf(surfaceAt('/v1/webhooks'))).toBe('marketplace');
    expect(restEnvelopeOf(surfaceAt('/graphql'))).toBe('marketplace');
    expect(surfaceAt('/oauth/token').oauthInputErrors).toBe(true);
    expect(surfaceAt('/v1/webhooks').oauthInputErrors).toBe(false);
  });

  it('names the product a metered request is usage of: the memory service on its REST surface and MCP', () => {
    const memory = ['/api/v1/memory/search', '/api/v1/models', '/mcp', '/graphql', '/v1/usage', '/oauth/token'].filter((u) => surfaceAt(u).product === 'memory');
    expect(memory).toEqual(['/api/v1/memory/search', '/api/v1/models', '/mcp']);
  });
});
