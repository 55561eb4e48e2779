import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { projectRoot } from '../common/src/config.js';
import { servedOpenApiDocument } from '../gateway/src/openapi-document.js';

// Writes the OpenAPI document the edge serves (sdk/openapi.json, the input of both SDKs) and the
// TypeScript SDK's types generated from it. With a directory argument, writes both there instead
// (scripts/check-generated.mjs compares them with the committed files).
const out = process.argv[2];
const docFile = out ? path.join(out, 'openapi.json') : path.join(projectRoot, 'sdk/openapi.json');
const typesFile = out ? path.join(out, 'schema.ts') : path.join(projectRoot, 'sdk/typescript/src/generated/schema.ts');

const doc = servedOpenApiDocument({ metricsToken: false });
mkdirSync(path.dirname(typesFile), { recursive: true });
writeFileSync(docFile, JSON.stringify(doc, null, 2) + '\n');
const types = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], { alphabetize: false }));
writeFileSync(typesFile, `// Generated from sdk/openapi.json by \`npm run generate\` (openapi-typescript); do not edit.\n\n${types}`);
