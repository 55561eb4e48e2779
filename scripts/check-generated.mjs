#!/usr/bin/env node
// Fails when a generated file is stale: the composed schemas in gateway/generated/ and the
// codegen outputs, the OpenAPI document and the SDKs must match what the current schemas and operations produce.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'mm-schemas-'));
let stale = [];
try {
  execFileSync(bin('tsx'), ['scripts/write-schemas.ts', tmp], { cwd: root, stdio: 'inherit' });
  for (const f of ['supergraph.graphql', 'api-schema.graphql']) {
    if (readFileSync(path.join(tmp, f), 'utf8') !== readFileSync(path.join(root, 'gateway/generated', f), 'utf8')) {
      stale.push(`gateway/generated/${f}`);
    }
  }
  // The OpenAPI document and the SDKs generated from it.
  execFileSync(bin('tsx'), ['scripts/write-openapi.ts', tmp], { cwd: root, stdio: 'inherit' });
  const sameAs = (generated, committed) => {
    const file = path.join(root, committed);
    if (!existsSync(file) || readFileSync(path.join(tmp, generated), 'utf8') !== readFileSync(file, 'utf8')) stale.push(committed);
  };
  sameAs('openapi.json', 'sdk/openapi.json');
  sameAs('schema.ts', 'sdk/typescript/src/generated/schema.ts');
  const files = (dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => !String(f).includes('__pycache__') && statSync(path.join(dir, f)).isFile()).map(String).sort() : []);
  const generated = files(path.join(tmp, 'python'));
  const committed = files(path.join(root, 'sdk/python/client'));
  if (generated.join('\n') !== committed.join('\n')) stale.push('sdk/python/client (files)');
  else for (const f of generated) sameAs(path.join('python', f), path.join('sdk/python/client', f));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
try {
  execFileSync(bin('graphql-codegen'), ['--config', 'codegen.yml', '--check'], { cwd: root, stdio: 'pipe' });
} catch (err) {
  stale.push(`codegen outputs (${String(err.stdout ?? '').trim().split('\n').slice(-3).join(' ')})`);
}
if (stale.length) {
  console.error(`Generated files are stale; run \`npm run generate\`:\n${stale.map((s) => `  - ${s}`).join('\n')}`);
  process.exit(1);
}
console.error('generated files are up to date');
