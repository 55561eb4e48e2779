import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { projectRoot } from '../common/src/config.js';
import { servedOpenApiDocument } from '../gateway/src/openapi-document.js';

// Writes the OpenAPI document the edge serves (sdk/openapi.json, the input of both SDKs), the
// TypeScript SDK's types generated from it (openapi-typescript) and the Python SDK (openapi-python-client,
// from .venv-sdk, which `node scripts/setup.mjs --test` creates, as `npm test` does). With a directory argument, writes all three there
// instead (scripts/check-generated.mjs compares them with the committed files).
const out = process.argv[2];
const docFile = out ? path.join(out, 'openapi.json') : path.join(projectRoot, 'sdk/openapi.json');
const typesFile = out ? path.join(out, 'schema.ts') : path.join(projectRoot, 'sdk/typescript/src/generated/schema.ts');
const pythonDir = out ? path.join(out, 'python') : path.join(projectRoot, 'sdk/python/client');

const doc = servedOpenApiDocument({ metricsToken: false });
mkdirSync(path.dirname(typesFile), { recursive: true });
writeFileSync(docFile, JSON.stringify(doc, null, 2) + '\n');
const types = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], { alphabetize: false }));
writeFileSync(typesFile, `// Generated from sdk/openapi.json by \`npm run generate\` (openapi-typescript); do not edit.\n\n${types}`);

const venvBin = path.join(projectRoot, '.venv-sdk', 'bin');
const generator = path.join(venvBin, 'openapi-python-client');
if (!existsSync(generator)) throw new Error('openapi-python-client is missing: run `node scripts/setup.mjs --test` (it installs it into .venv-sdk).');
execFileSync(
  generator,
  ['generate', '--path', docFile, '--output-path', pythonDir, '--overwrite', '--meta', 'uv', '--config', path.join(projectRoot, 'sdk/python/generator.yaml')],
  // Its post-hooks run the venv's ruff.
  { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PATH: `${venvBin}${path.delimiter}${process.env.PATH ?? ''}` } },
);
rmSync(path.join(pythonDir, '.ruff_cache'), { recursive: true, force: true });
