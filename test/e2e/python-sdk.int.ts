import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// The generated Python SDK (sdk/python/client) against the running service, with the interpreter
// of .venv-sdk (its generator's environment, which has the SDK's dependencies, httpx and attrs).
const run = promisify(execFile);
let t: TestService;
beforeAll(async () => {
  t = await startTestService();
}, 600_000);
afterAll(() => t?.close());

describe('Python SDK', () => {
  it('stores a memory, then finds it by searching in another language', async () => {
    const { apiKey } = await t.createAccount();
    const { stdout } = await run(path.join(projectRoot, '.venv-sdk', 'bin', 'python'), ['sdk/python/examples/store_and_search.py'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        PYTHONPATH: path.join(projectRoot, 'sdk/python/client'),
        PYTHONDONTWRITEBYTECODE: '1',
        MM_BASE_URL: t.baseUrl,
        MM_KEY: apiKey,
        MM_USER_ID: `py-${suffix()}`,
        MM_CONTENT: 'Bruno prefers window seats on long flights.',
        MM_QUERY: 'Où Bruno aime-t-il s’asseoir dans l’avion ?',
      },
    });
    const answer = JSON.parse(stdout) as { stored: { id: string; status: string }; search: { memories: Array<{ id: string; content: string }> } };
    expect(['stored', 'stored (async)']).toContain(answer.stored.status);
    expect(answer.search.memories[0]).toMatchObject({ id: answer.stored.id, content: 'Bruno prefers window seats on long flights.' });
  });
});

// The package as a user installs it: the `memory-marketplace` wheel (facade + generated client) built
// with pip, installed into a fresh virtual environment (its dependencies come from the package index).
describe('Python SDK package (wheel)', () => {
  let work: string;
  let python: string;
  let wheel: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'py-sdk-'));
    await run(path.join(projectRoot, '.venv-sdk', 'bin', 'pip'), ['wheel', '--no-deps', '--quiet', '--wheel-dir', work, 'sdk/python/memory_marketplace'], { cwd: projectRoot });
    wheel = readdirSync(work).find((f) => f.endsWith('.whl'))!;
    expect(wheel).toMatch(/^memory_marketplace-[0-9.]+-py3-none-any\.whl$/);
    await run('python3', ['-m', 'venv', path.join(work, 'venv')]);
    python = path.join(work, 'venv', 'bin', 'python');
    await run(python, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', path.join(work, wheel)]);
  }, 1_200_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds the facade and every package of the generated client', async () => {
    const { stdout } = await run(python, ['-c', 'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', path.join(work, wheel)]);
    const inWheel = new Set(stdout.split('\n').map((f) => path.dirname(f)));
    expect(inWheel).toContain('memory_marketplace');
    const generated = path.join(projectRoot, 'sdk/python/client/memory_marketplace_client');
    for (const dir of ['', 'models', ...readdirSync(path.join(generated, 'api')).filter((d) => !d.endsWith('.py')).map((d) => `api/${d}`), 'api'])
      expect(inWheel).toContain(path.join('memory_marketplace_client', dir));
  });

  it('MemoryClient stores, searches, recalls and forgets, and raises an error carrying request_id on a 4xx', async () => {
    const { apiKey } = await t.createAccount();
    // Run from the temp folder: the installed package, not the source tree, is what gets imported.
    const { stdout } = await run(python, [path.join(projectRoot, 'sdk/python/examples/memory_client.py')], {
      cwd: work,
      env: { ...process.env, PYTHONPATH: '', PYTHONDONTWRITEBYTECODE: '1', MM_BASE_URL: t.baseUrl, MM_KEY: apiKey, MM_USER_ID: `pyw-${suffix()}` },
    });
    const out = JSON.parse(stdout) as {
      stored: { id: string; status: string };
      search: Array<{ id: string; content: string }>;
      recall: string[];
      async_search: string[];
      forget: { status: string; deleted: number };
      after_forget: string[];
      error: { class: string; status: number; type: string | null; code: string | null; message: string; request_id: string | null };
    };
    expect(['stored', 'stored (async)']).toContain(out.stored.status);
    expect(out.search[0]).toEqual({ id: out.stored.id, content: 'Bruno prefers window seats on long flights.' });
    expect(out.recall).toContain(out.stored.id);
    expect(out.async_search).toContain(out.stored.id);
    expect(out.forget.deleted).toBe(1);
    expect(out.after_forget).not.toContain(out.stored.id);
    expect(out.error).toMatchObject({ class: 'MemoryMarketplaceError', status: 401, type: 'authentication_error' });
    expect(out.error.message.length).toBeGreaterThan(0);
    expect(out.error.request_id).toMatch(/\S+/);
  });
});
