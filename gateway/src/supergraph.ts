import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../common/src/config.js';
import type { Composition } from './compose.js';

/** Where `npm run generate` writes the composed schemas; `npm run check:generated` keeps them current. */
export const GENERATED_DIR = path.join(projectRoot, 'gateway/generated');

let loaded: Composition | undefined;

/**
 * The supergraph the gateway serves: composed from both subgraphs' SDL ahead of time and checked in,
 * so an edge whose subgraphs are remote loads none of their code to know the graph.
 */
export function loadSupergraph(): Composition {
  loaded ??= {
    supergraphSdl: readFileSync(path.join(GENERATED_DIR, 'supergraph.graphql'), 'utf8'),
    apiSchemaSdl: readFileSync(path.join(GENERATED_DIR, 'api-schema.graphql'), 'utf8'),
  };
  return loaded;
}
