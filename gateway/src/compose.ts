import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';

export interface Composition {
  supergraphSdl: string;
  /** The client-facing schema (what frontends and typed clients see). */
  apiSchemaSdl: string;
}

/**
 * Composes the supergraph in code from the subgraphs' SDL (no external CLI). Run by
 * `npm run generate` (scripts/write-schemas.ts); the service reads the result (supergraph.ts).
 */
export function composeSupergraph(subgraphs: ReadonlyArray<{ name: string; typeDefs: string }>): Composition {
  const result = composeServices(subgraphs.map((s) => ({ name: s.name, url: `http://${s.name}.subgraph`, typeDefs: parse(s.typeDefs) })));
  if (result.errors?.length || !result.supergraphSdl || !result.schema) {
    throw new Error(`supergraph composition failed:\n${(result.errors ?? []).map((e) => `  - ${e.message}`).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}
