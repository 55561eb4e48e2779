import { execFile, spawn } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { childEnv } from '../../test/testkit/env.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TRACE = ['--import', 'tsx', '--import', './test/testkit/trace-modules.mjs'];

/** Project modules (paths from the root) and packages a traced process resolved. */
function loaded(stderr: string): { modules: string[]; packages: string[] } {
  const lines = stderr.split('\n');
  return {
    modules: [...new Set(lines.filter((l) => l.startsWith('module file:')).map((l) => relative(root, fileURLToPath(l.slice('module '.length)))))],
    packages: [...new Set(lines.filter((l) => l.startsWith('package ')).map((l) => l.slice('package '.length)))],
  };
}

/** What a fresh process loads when it imports one file (vitest's own module graph would not tell). */
async function tracedImport(file: string): Promise<{ modules: string[]; packages: string[] }> {
  const { stderr } = await promisify(execFile)(process.execPath, [...TRACE, '-e', `await import('${file}'); process.exit(0)`], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  return loaded(stderr);
}

const isDatabaseCode = (p: string) => p.startsWith('subgraphs/') || p.startsWith('common/src/db/');
const isDatabasePackage = (p: string) => p.startsWith('@prisma/') || p === 'pg' || p === 'prisma';
/** What tracing loads when it starts (Apollo Gateway loads other OpenTelemetry packages of its own). */
const isTracingPackage = (p: string) =>
  /^@opentelemetry\/(sdk-trace|instrumentation|exporter-trace|context-async-hooks)/.test(p) || ['import-in-the-middle', 'require-in-the-middle', '@fastify/otel', '@prisma/instrumentation'].includes(p);

describe('edge start-up code', () => {
  it('the composition root loads no subgraph code until a subgraph runs in process', async () => {
    const { modules, packages } = await tracedImport('./gateway/src/service.ts');
    expect(modules).toContain('gateway/src/service.ts');
    expect(modules.filter(isDatabaseCode)).toEqual([]);
    expect(packages.filter(isDatabasePackage)).toEqual([]);
  }, 120_000);

  it('the tracer sees the database client where it is loaded', async () => {
    const { modules, packages } = await tracedImport('./common/src/db/client.ts');
    expect(modules).toContain('common/src/db/client.ts');
    expect(packages).toContain('@prisma/adapter-pg');
  }, 120_000);

  it('`npm run start:edge` with both subgraph URLs serves without subgraph code, Prisma or a database, and without tracing unless configured', async () => {
    // The entry file of `start:edge`, as its own process. Nothing answers at the subgraph URLs or the
    // database address: the edge starts without them (its /health would report the subgraphs down).
    const child = spawn(process.execPath, [...TRACE, 'gateway/src/main.ts'], {
      cwd: root,
      env: childEnv({
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/not_used',
        MEMORY_SUBGRAPH_URL: 'http://127.0.0.1:9/graphql',
        MARKETPLACE_SUBGRAPH_URL: 'http://127.0.0.1:9/graphql',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    const serving = await new Promise<boolean>((res) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (stdout.includes('edge is serving')) res(true);
      });
      void exited.then(() => res(false));
    });
    child.kill('SIGTERM');
    await exited;
    expect(serving, stdout + stderr.split('\n').filter((l) => !/^(module|package) /.test(l)).join('\n')).toBe(true);
    const { modules, packages } = loaded(stderr);
    expect(modules).toContain('gateway/src/main.ts');
    expect(modules).toContain('gateway/src/remote-auth.ts');
    expect(modules.filter(isDatabaseCode)).toEqual([]);
    expect(packages.filter(isDatabasePackage)).toEqual([]);
    // No OTLP endpoint: no tracing SDK, instrumentation or module hook is even loaded.
    expect(modules).toContain('common/src/telemetry/tracing.ts');
    expect(packages.filter(isTracingPackage)).toEqual([]);
  }, 120_000);
});
