import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../common/src/config.js';

/** The REST contract the edge serves, as `npm run generate` writes it (checked current by `npm test`). */
export const REST_CONTRACT_FILE = path.join(projectRoot, 'sdk/openapi.json');

/**
 * The route patterns of the REST contract, in the edge's router spelling (`/v1/usage/:api_id` for
 * OpenAPI's `/v1/usage/{api_id}`): what usage reports route a typed `endpoint` filter against, as the
 * edge would route the request. Read from the contract document rather than from the edge's code, so
 * that this process knows the routes without depending on the transport that serves them.
 */
export interface RestRoutePatterns {
  /** Every route of the contract. */
  all: readonly string[];
  /** The memory service's routes (the contract's `memory` tag). */
  memory: ReadonlySet<string>;
}

export function readRestRoutePatterns(file = REST_CONTRACT_FILE): RestRoutePatterns {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, { tags?: string[] }>> };
  const paths = Object.entries(doc.paths ?? {});
  if (!paths.length) throw new Error(`${file} lists no paths: run \`npm run generate\``);
  const pattern = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');
  return {
    all: paths.map(([p]) => pattern(p)),
    memory: new Set(paths.filter(([, ops]) => Object.values(ops).some((op) => op.tags?.includes('memory'))).map(([p]) => pattern(p))),
  };
}

let cached: RestRoutePatterns | undefined;

/** The contract's route patterns, read once per process, on first use. */
export function restRoutePatterns(): readonly string[] {
  return (cached ??= readRestRoutePatterns()).all;
}

/** The route patterns of the memory service's REST surface, from the same reading. */
export function memoryRoutePatterns(): ReadonlySet<string> {
  return (cached ??= readRestRoutePatterns()).memory;
}
