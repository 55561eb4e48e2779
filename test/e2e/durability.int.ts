import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryWorker, type MemoryWorker } from '../../subgraphs/memory/src/jobs/index-memory.js';
import { startEmbeddedMilvus, type EmbeddedMilvus } from '../../subgraphs/memory/src/engines/embedded-milvus.js';
import { dropTestDatabase } from '../testkit/global-setup.js';
import { freePort, freePortRange } from '../testkit/ports.js';
import { eventually, startTestService, suffix, testConfig, type TestService } from '../testkit/service.js';

// Nothing acknowledged is lost: writes keep arriving while Milvus, Redis and the worker are each
// stopped and started again; every write that answered 2xx must end up readable and searchable.
// Milvus (the embedded engine) and Redis here are private instances, so stopping them disturbs nothing else.

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1' });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

async function waitFor(check: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

class PrivateRedis {
  private child?: ChildProcess;
  constructor(readonly port: number) {}
  async start() {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor(() => answers(this.port));
  }
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}

const WORDS = (
  'amber harbor violin glacier lantern orchard pepper quartz saddle thunder velvet walnut yellow zebra ' +
  'anchor basket cactus dolphin ember falcon garnet hollow island jasmine kettle lemon meadow nickel ' +
  'oyster pillow quiver ribbon silver tunnel umbrella valley window xylophone yogurt zipper bridge ' +
  'candle desert engine forest guitar hammer igloo jacket kitten ladder mirror needle ocean planet'
).split(' ');

/** Content unlike every other write, so none of them is a near-duplicate of another. */
function uniqueContent(i: number): string {
  const pick = () => WORDS[Math.floor(Math.random() * WORDS.length)]!;
  return `Entry ${i} ${suffix()}: ${Array.from({ length: 9 }, pick).join(' ')}.`;
}

let t: TestService;
let milvus: EmbeddedMilvus;
let redis: PrivateRedis;
let milvusPort: number;
let dataDir: string;
let worker: MemoryWorker | undefined;
const milvusConfig = testConfig().milvus;
// A database of its own: a private Milvus starts with an empty collection, which sends every record
// of the database back to pending for re-indexing, and that must not touch other test files' records.
const database = (() => {
  const url = new URL(testConfig().database.url);
  url.pathname = `/mm_durability_${suffix()}_test`;
  return url.toString();
})();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mm-durability-'));
  milvusPort = milvusConfig.engine === 'standalone' ? await freePortRange(12) : await freePort();
  milvus = await startEmbeddedMilvus(milvusConfig, { dataDir, port: milvusPort });
  redis = new PrivateRedis(await freePort());
  await redis.start();
  t = await startTestService(
    { DATABASE_URL: database, MILVUS_ADDRESS: milvus.address, ...(milvus.token && { MILVUS_TOKEN: milvus.token }), REDIS_URL: `redis://127.0.0.1:${redis.port}`, SYNC_INDEX_TIMEOUT_MS: '1500' },
    { sweepIntervalMs: 1000 },
  );
  worker = t.service.worker;
});

afterAll(async () => {
  await worker?.close().catch(() => undefined);
  await t?.close();
  await milvus?.stop();
  await redis?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await dropTestDatabase(database);
});

describe('restarts during writes', () => {
  it('loses no acknowledged write when Milvus, Redis or the worker stops and starts again', async () => {
    const { apiKey } = await t.createAccount();
    const acked: Array<{ id: string; content: string; phase: string }> = [];
    let phase = 'steady';
    let writing = true;
    let n = 0;

    const writer = (async () => {
      while (writing) {
        const content = uniqueContent(n++);
        const during = phase;
        try {
          const res = await fetch(`${t.baseUrl}/api/v1/memory/store`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
            body: JSON.stringify({ user_id: 'default', content }),
            signal: AbortSignal.timeout(20_000),
          });
          if (res.ok) {
            const body = (await res.json()) as { id: string; status: string };
            expect(body.status).not.toBe('duplicate');
            acked.push({ id: body.id, content, phase: during });
          }
        } catch {
          // Not acknowledged: the client would retry; nothing is owed.
        }
        await new Promise((r) => setTimeout(r, 40));
      }
    })();

    // Each phase lasts until a write that started in it was acknowledged: the outages are held as long
    // as that takes on a busy machine (an engine restart, a write waiting out its index time-out), so
    // the test never depends on how fast they go.
    const heldUntilAcknowledged = (p: string) => eventually(async () => acked.some((a) => a.phase === p), 120_000);
    const during = async (p: string) => {
      phase = p;
      await heldUntilAcknowledged(p);
    };
    await during('steady');

    phase = 'milvus-down';
    await milvus.stop();
    await heldUntilAcknowledged('milvus-down');
    milvus = await startEmbeddedMilvus(milvusConfig, { dataDir, port: milvusPort });
    await during('after-milvus');

    phase = 'redis-down';
    await redis.stop();
    await heldUntilAcknowledged('redis-down');
    await redis.start();
    await during('after-redis');

    phase = 'worker-down';
    await worker!.close();
    await heldUntilAcknowledged('worker-down');
    worker = startMemoryWorker(t.service.memory!.memory, {
      connection: { url: `redis://127.0.0.1:${redis.port}` },
      prefix: t.config.redis.queuePrefix,
      sweepIntervalMs: 1000,
    });
    await during('after-worker');
    writing = false;
    await writer;

    // Writes were acknowledged during every outage, not only around them.
    const phases = new Set(acked.map((a) => a.phase));
    for (const p of ['steady', 'milvus-down', 'redis-down', 'worker-down']) expect(phases).toContain(p);

    const post = (p: string, body: unknown) =>
      fetch(t.baseUrl + p, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify(body) });

    // Every acknowledged write is in the record at once…
    for (const a of acked) {
      const got = await post('/api/v1/memory/get', { user_id: 'default', memory_id: a.id });
      expect(got.status).toBe(200);
      expect(((await got.json()) as { memory: { content: string } }).memory.content).toBe(a.content);
    }
    // …and becomes searchable once the jobs and the sweep have caught up.
    await eventually(async () => (await t.service.prisma.memory.count({ where: { id: { in: acked.map((a) => a.id) }, indexState: 'pending' } })) === 0, 150_000);
    for (const a of acked) {
      const res = await post('/api/v1/memory/search', { user_id: 'default', query: a.content, max_results: 3 });
      expect(res.status).toBe(200);
      const ids = ((await res.json()) as { memories: Array<{ id: string }> }).memories.map((m) => m.id);
      expect(ids).toContain(a.id);
    }
  }, 300_000);
});
