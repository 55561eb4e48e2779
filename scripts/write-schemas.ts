import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../common/src/config.js';
import { composeSupergraph } from '../gateway/src/compose.js';
import { memoryTypeDefs } from '../subgraphs/memory/src/schema.js';
import { marketplaceTypeDefs } from '../subgraphs/marketplace/src/schema.js';

// Writes the composed supergraph (which the gateway serves) and the client-facing API schema (the
// input of codegen and of the edge's GraphQL limits).
const out = process.argv[2] ?? path.join(projectRoot, 'gateway/generated');
const { supergraphSdl, apiSchemaSdl } = composeSupergraph([
  { name: 'memory', typeDefs: memoryTypeDefs },
  { name: 'marketplace', typeDefs: marketplaceTypeDefs },
]);
writeFileSync(path.join(out, 'supergraph.graphql'), supergraphSdl);
writeFileSync(path.join(out, 'api-schema.graphql'), apiSchemaSdl + '\n');
