import { expect } from 'vitest';
import { responsesOf, type RestRoute } from '../../rest-adapter/src/route.js';
import { routes } from '../../rest-adapter/src/routes/index.js';

// Routes by specificity: a static segment wins over a parameter (`/apis/search` before `/apis/:api_id`).
const matchers = routes
  .map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/:(\w+)/g, '[^/]+')}$`),
    params: (route.path.match(/:/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

export function routeFor(method: string, url: string): RestRoute | undefined {
  const path = new URL(url, 'http://x').pathname;
  return matchers.find((m) => m.route.method === method && m.pattern.test(path))?.route;
}

/**
 * Fails the test when a REST answer is not what its route declares (the declaration that is also the
 * OpenAPI document): a status the route does not declare, or a body its schema for that status refuses.
 */
export function expectDeclaredResponse(method: string, url: string, status: number, body: unknown): void {
  const route = routeFor(method, url);
  if (!route) return;
  const schema = responsesOf(route)[status];
  expect(schema, `${method} ${route.path} answered ${status}, which its declaration does not list`).toBeDefined();
  const parsed = schema!.safeParse(body);
  if (!parsed.success) {
    expect.fail(`${method} ${route.path} ${status}: the body does not match its declaration: ${JSON.stringify(parsed.error.issues)}\n${JSON.stringify(body).slice(0, 2000)}`);
  }
}
