import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { freePort, freePortRange } from '../testkit/ports.js';
import { suffix } from '../testkit/service.js';
import { isLoopback, isWildcard, listeningSocketsOfTree, processTree } from '../testkit/sockets.js';

// `npm start`'s code path (main.ts) on its defaults: the edge, both subgraphs, the worker and an
// embedded Milvus of its own. Nothing it starts may listen beyond this machine's loopback, and it
// says once that it runs on the published secret defaults.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mm-loopback-milvus-'));
let child: ChildProcess;
let output = '';
let ports: { edge: number; milvus: number };

beforeAll(async () => {
  ports = { edge: await freePort(), milvus: await freePortRange(12) };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(ports.edge),
    MEMORY_SUBGRAPH_PORT: String(await freePort()),
    MARKETPLACE_SUBGRAPH_PORT: String(await freePort()),
    MILVUS_STANDALONE_DATA: dataDir,
    MILVUS_STANDALONE_PORT: String(ports.milvus),
    MILVUS_ENGINE: 'standalone',
    QUEUE_PREFIX: `loopback-${suffix()}`,
    LOG_LEVEL: 'info',
  };
  // Its own embedded Milvus (not the test run's server), and the published secret defaults.
  for (const key of ['MILVUS_ADDRESS', 'MILVUS_TOKEN', 'HOST', 'INTERNAL_TOKEN', 'SECRETS_KEY']) delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'main.ts')], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not serve within 240 s:\n${output.slice(-4000)}`)), 240_000);
    const check = () => {
      if (output.includes('memory-marketplace is serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}):\n${output.slice(-4000)}`));
    });
  });
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it("listens on this machine's loopback only, in every process it starts", () => {
    const tree = processTree(child.pid!);
    // Node, the Milvus launcher and the server itself.
    expect(tree.length).toBeGreaterThanOrEqual(3);
    const reachable = listeningSocketsOfTree(child.pid!).filter((s) => s.thisNamespace);
    expect(reachable.filter((s) => isWildcard(s.address))).toEqual([]);
    expect(reachable.filter((s) => !isLoopback(s.address))).toEqual([]);
    const listening = reachable.map((s) => s.port);
    expect(listening).toContain(ports.edge);
    expect(listening).toContain(ports.milvus);
  });

  it('warns once that it runs on the published secret defaults', () => {
    const warnings = output.split('\n').filter((line) => line.includes('published default'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, settings: ['INTERNAL_TOKEN', 'SECRETS_KEY'] });
  });
});
