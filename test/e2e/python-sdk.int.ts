import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// The generated Python SDK (sdk/python/client) against the running service, with the interpreter
// of .venv-sdk (its generator's environment, which has the SDK's dependencies, httpx and attrs).
let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t?.close());

describe('Python SDK', () => {
  it('stores a memory, then finds it by searching in another language', async () => {
    const { apiKey } = await t.createAccount();
    const { stdout } = await promisify(execFile)(path.join(projectRoot, '.venv-sdk', 'bin', 'python'), ['sdk/python/examples/store_and_search.py'], {
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
