import { invalid } from '../../../../../../common/src/errors.js';

/**
 * The usage `endpoint` filter: what a user types, matched against the endpoints metering recorded.
 * Metering records a request under its route's pattern (`/v1/marketplace/apis/:api_id`), or under
 * its path when no route matched (a 404). A user types a pattern, a real path
 * (`/v1/marketplace/apis/geo-ip-geolocation`) or a prefix (`/v1/marketplace`):
 *
 * - a path a route serves (a pattern, or a real path) counts that route, as the router picks it: a
 *   static segment wins over a parameter (`/v1/usage/realtime` is not `/v1/usage/:api_id`, whether or
 *   not the account ever called it), and a 404 recorded under exactly that path;
 * - a path no route serves, or one that ends in `/` or `/*`, is a prefix: it counts every endpoint at
 *   or under it (whole segments), each judged by the route a path under the prefix would reach;
 * - a segment typed as a parameter (`:id`) or `*` stands for any value.
 *
 * A real path counts every request of its route: metering keeps the route, not the path.
 */

/** A value no static segment has: stands for a parameter's or a wildcard's value. */
const ANY = '\u0000';
const MAX_FILTER_CHARS = 2048;

type Kind = 0 | 1 | 2;
/** Static, parameter, wildcard: lower wins where two routes match the same path. */
const kindOf = (segment: string): Kind => (segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0);

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Whether a route pattern matches a path (both as segments). */
function matches(pattern: string[], path: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const kind = kindOf(pattern[i]!);
    if (kind === 2) return true;
    if (i >= path.length) return false;
    if (kind === 0 && pattern[i] !== path[i]) return false;
  }
  return pattern.length === path.length;
}

/** Negative when route `a` is chosen over route `b` for a path both match. */
function precedence(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = kindOf(a[i]!) - kindOf(b[i]!);
    if (d !== 0) return d;
  }
  return 0;
}

/** A filter as `normalizeEndpointFilter` reads it. */
export interface EndpointFilter {
  /** The path typed, with a leading and without a trailing slash. */
  path: string;
  /** Ended in `/` or `/*`: every endpoint at or under `path`, even where a route serves `path`. */
  prefix: boolean;
}

/**
 * The filter as a path: scheme, host, query and fragment of a pasted URL dropped, the leading slash
 * added, repeated slashes ignored. Null when nothing is left to filter by (empty, `/` or `/*`).
 */
export function normalizeEndpointFilter(raw: string): EndpointFilter | null {
  if (raw.length > MAX_FILTER_CHARS) throw invalid(`\`endpoint\` must be at most ${MAX_FILTER_CHARS} characters.`, { param: 'endpoint' });
  let path = raw.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      throw invalid('`endpoint` must be a request path of this service, or a URL of it.', { param: 'endpoint' });
    }
  }
  path = path.split(/[?#]/, 1)[0]!;
  const parts = segments(path);
  const prefix = path.endsWith('/') || parts.at(-1) === '*';
  if (parts.at(-1) === '*') parts.pop();
  return parts.length ? { path: `/${parts.join('/')}`, prefix } : null;
}

/** The route the router picks for a path (as segments), if any. */
function routeFor(path: string[], routes: string[][]): string[] | undefined {
  return routes.filter((r) => matches(r, path)).sort(precedence)[0];
}

/**
 * Which recorded endpoints a filter counts, given the service's route patterns (for the router's
 * choice). A recorded 404 path never shadows a route: each recorded endpoint is judged against the
 * routes and itself.
 */
export function endpointMatcher(filter: EndpointFilter, routePatterns: readonly string[]): (recorded: string) => boolean {
  const typed = segments(filter.path).map((s) => (kindOf(s) === 0 ? s : ANY));
  const routes = routePatterns.map(segments);
  const served = filter.prefix ? undefined : routeFor(typed, routes);
  if (served) {
    const route = `/${served.join('/')}`;
    return (recorded) => recorded === route || recorded === filter.path;
  }
  return (recorded) => {
    const own = segments(recorded);
    // A path at or under the filter that this endpoint would serve, if any.
    const path = [...typed, ...own.slice(typed.length).map((s) => (kindOf(s) === 0 ? s : ANY))];
    if (!matches(own, path)) return false;
    return !routes.some((r) => matches(r, path) && precedence(r, own) < 0);
  };
}
