import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../common/src/config.js';
import { composeSupergraph } from '../gateway/src/compose.js';

// Writes the composed supergraph and the client-facing API schema (inputs of codegen).
const out = process.argv[2] ?? path.join(projectRoot, 'gateway/generated');
const { supergraphSdl, apiSchemaSdl } = composeSupergraph();
writeFileSync(path.join(out, 'supergraph.graphql'), supergraphSdl);
writeFileSync(path.join(out, 'api-schema.graphql'), apiSchemaSdl + '\n');
