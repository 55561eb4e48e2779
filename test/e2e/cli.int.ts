import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { createPrisma } from '../../common/src/db/client.js';
import { AccountManager } from '../../subgraphs/marketplace/src/index.js';
import { dropTestDatabase } from '../testkit/global-setup.js';
import { suffix, testConfig, testEnv } from '../testkit/service.js';

const run = promisify(execFile);
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const prisma = createPrisma(testConfig().database.url);
afterAll(() => prisma.$disconnect());

describe('keys CLI', () => {
  it('prints one JSON line with a key that authenticates, storing only its hash', async () => {
    const account = `cli-${suffix()}`;
    const { stdout } = await run(tsx, ['scripts/keys.ts', 'create', '--account', account, '--scopes', 'usage:read,marketplace:read'], {
      cwd: projectRoot,
      env: testEnv(),
    });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as { account_id: string; api_key: string; scopes: string[] };
    expect(out.scopes).toEqual(['usage:read', 'marketplace:read']);
    const principal = await new AccountManager(prisma).authenticate(out.api_key);
    expect(principal).toMatchObject({ accountId: out.account_id, scopes: out.scopes });
    const stored = await prisma.apiKey.findMany({ where: { accountId: out.account_id } });
    expect(JSON.stringify(stored)).not.toContain(out.api_key);

    // The same account name gets a second key on the same account; no scopes means marketplace:read
    // plus memory access; an explicit list (above) is kept exactly, with no memory scope added.
    const again = JSON.parse((await run(tsx, ['scripts/keys.ts', 'create', '--account', account], { cwd: projectRoot, env: testEnv() })).stdout) as typeof out;
    expect(again.account_id).toBe(out.account_id);
    expect(again.scopes).toEqual(['marketplace:read', 'memory:read', 'memory:write']);
    expect(await prisma.store.findMany({ where: { accountId: out.account_id } })).toMatchObject([{ name: 'default' }]);
  });

  it('rejects unknown scopes and bad usage', async () => {
    await expect(run(tsx, ['scripts/keys.ts', 'create', '--scopes', 'marketplace:*'], { cwd: projectRoot, env: testEnv() })).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown scopes: marketplace:*'),
    });
    await expect(run(tsx, ['scripts/keys.ts', 'delete'], { cwd: projectRoot, env: testEnv() })).rejects.toMatchObject({ code: 2 });
  });
});

describe('start-up with a bad setting', () => {
  it('stops with one message listing every problem', async () => {
    const env = testEnv({ PORT: 'eighty', REDIS_URL: 'nope', EMBEDDING_PROVIDER: 'openai' });
    const failure = await run(tsx, ['main.ts'], { cwd: projectRoot, env }).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({ code: 78 });
    const stderr = (failure as { stderr: string }).stderr;
    expect(stderr).toContain('Invalid configuration:');
    for (const key of ['PORT', 'REDIS_URL']) expect(stderr).toContain(key);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('npm start (main.ts)', () => {
  it('serves on the embedded defaults and shuts down cleanly on SIGINT, stopping Milvus Lite', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mm-main-'));
    const port = 18000 + Math.floor(Math.random() * 1000);
    const milvusPort = 19600 + Math.floor(Math.random() * 200);
    // A database of its own: its fresh Milvus Lite sends every record of the database back to pending
    // for re-indexing, which must not reach other test files' records.
    const dbUrl = new URL(testConfig().database.url);
    dbUrl.pathname = `/mm_main_${suffix()}_test`;
    const database = dbUrl.toString();
    const env = testEnv({ PORT: String(port), DATABASE_URL: database, MILVUS_ADDRESS: '', MILVUS_LITE_PORT: String(milvusPort), MILVUS_LITE_DATA: dataDir, LOG_LEVEL: 'info' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'main.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      // Start-up loads the model and Milvus Lite; on a busy two-core machine that can take minutes.
      for (let i = 0; i < 800 && !output.includes('is serving'); i++) await new Promise((r) => setTimeout(r, 250));
      expect(output).toContain('is serving');
      const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { ok: boolean };
      expect(health.ok).toBe(true);
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      // The Milvus Lite child stopped with it: its port is free again.
      const net = await import('node:net');
      const inUse = await new Promise<boolean>((resolve) => {
        const s = net.connect({ port: milvusPort, host: '127.0.0.1' });
        s.once('connect', () => (s.destroy(), resolve(true)));
        s.once('error', () => resolve(false));
      });
      expect(inUse).toBe(false);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await dropTestDatabase(database);
    }
  }, 300_000);
});
