import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { memoryTypeDefs } from '../../subgraphs/memory/src/schema.js';
import { marketplaceTypeDefs } from '../../subgraphs/marketplace/src/schema.js';

export const SUBGRAPHS = [
  { name: 'memory', typeDefs: memoryTypeDefs },
  { name: 'marketplace', typeDefs: marketplaceTypeDefs },
] as const;

export interface Composition {
  supergraphSdl: string;
  /** The client-facing schema (what frontends and typed clients see). */
  apiSchemaSdl: string;
}

let composed: Composition | undefined;

/** Composes the supergraph in code from both subgraphs' SDL (no external CLI), once per process. */
export function composeSupergraph(): Composition {
  composed ??= compose();
  return composed;
}

function compose(): Composition {
  const result = composeServices(
    SUBGRAPHS.map((s) => ({ name: s.name, url: `http://${s.name}.subgraph`, typeDefs: parse(s.typeDefs) })),
  );
  if (result.errors?.length || !result.supergraphSdl || !result.schema) {
    throw new Error(`supergraph composition failed:\n${(result.errors ?? []).map((e) => `  - ${e.message}`).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}
