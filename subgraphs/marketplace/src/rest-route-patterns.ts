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
export function readRestRoutePatterns(file = REST_CONTRACT_FILE, tag?: string): string[] {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, { tags?: string[] }>> };
  const all = Object.entries(doc.paths ?? {});
  if (!all.length) throw new Error(`${file} lists no paths: run \`npm run generate\``);
  const paths = tag ? all.filter(([, ops]) => Object.values(ops).some((op) => op.tags?.includes(tag))) : all;
  return paths.map(([p]) => p.replace(/\{([^}]+)\}/g, ':$1'));
}

let cached: readonly string[] | undefined;
let memoryCached: ReadonlySet<string> | undefined;

/** The contract's route patterns, read once per process, on first use. */
export function restRoutePatterns(): readonly string[] {
  return (cached ??= readRestRoutePatterns());
}

/** The route patterns of the memory service's REST surface (the contract's `memory` tag), read once. */
export function memoryRoutePatterns(): ReadonlySet<string> {
  return (memoryCached ??= new Set(readRestRoutePatterns(REST_CONTRACT_FILE, 'memory')));
}
