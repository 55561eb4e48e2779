import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { createPrisma } from '../../common/src/db/client.js';
import { AccountManager, AccountStore } from '../../subgraphs/marketplace/src/index.js';
import { dropTestDatabase } from '../testkit/global-setup.js';
import { freePortRange } from '../testkit/ports.js';
import { eventually, suffix, testConfig, testEnv } from '../testkit/service.js';

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
    const principal = await new AccountManager(new AccountStore(prisma)).authenticate(out.api_key);
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
  /** Runs main.ts on the embedded defaults with data, ports and database of its own until it serves. */
  async function startMain() {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mm-main-'));
    const port = 18000 + Math.floor(Math.random() * 1000);
    const milvusPort = await freePortRange(12);
    // A database of its own: its fresh Milvus sends every record of the database back to pending for
    // re-indexing, which must not reach other test files' records.
    const dbUrl = new URL(testConfig().database.url);
    dbUrl.pathname = `/mm_main_${suffix()}_test`;
    const database = dbUrl.toString();
    const env = testEnv({
      PORT: String(port),
      DATABASE_URL: database,
      MILVUS_ADDRESS: '',
      MILVUS_STANDALONE_PORT: String(milvusPort),
      MILVUS_STANDALONE_DATA: dataDir,
      MILVUS_LITE_PORT: String(milvusPort),
      MILVUS_LITE_DATA: dataDir,
      LOG_LEVEL: 'info',
    });
    const child = spawn(process.execPath, ['--import', 'tsx', 'main.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Start-up loads the model and Milvus; on a busy two-core machine that can take minutes.
    for (let i = 0; i < 800 && !output.includes('is serving'); i++) await new Promise((r) => setTimeout(r, 250));
    expect(output).toContain('is serving');
    const cleanUp = async () => {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await dropTestDatabase(database);
    };
    return { child, exited, port, milvusPort, dataDir, cleanUp };
  }

  const portInUse = async (port: number) => {
    const net = await import('node:net');
    return new Promise<boolean>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' });
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
  };

  it('serves on the embedded defaults and shuts down cleanly on SIGINT, stopping its Milvus', async () => {
    const main = await startMain();
    try {
      const health = (await (await fetch(`http://127.0.0.1:${main.port}/health`)).json()) as { ok: boolean };
      expect(health.ok).toBe(true);
      main.child.kill('SIGINT');
      expect(await main.exited).toBe(0);
      // The Milvus child stopped with it: its port is free again.
      expect(await portInUse(main.milvusPort)).toBe(false);
      expect(existsSync(main.dataDir)).toBe(true);
    } finally {
      await main.cleanUp();
    }
  }, 300_000);

  it('leaves no Milvus behind when it is killed', async () => {
    const main = await startMain();
    try {
      expect(await portInUse(main.milvusPort)).toBe(true);
      main.child.kill('SIGKILL');
      await main.exited;
      await eventually(async () => !(await portInUse(main.milvusPort)), 60_000);
    } finally {
      await main.cleanUp();
    }
  }, 300_000);
});
