import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConsistencyLevelEnum, MilvusClient } from '@zilliz/milvus2-sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_FILE, startMilvusStandalone } from '../../subgraphs/memory/src/engines/milvus-standalone.js';
import type { EmbeddedMilvus } from '../../subgraphs/memory/src/engines/milvus-lite.js';
import { MilvusVectorIndex as VectorStore, type VectorRow } from '../../subgraphs/memory/src/storage/vector-index.js';
import { RedisWriteClock, type SharedWriteClock } from '../../subgraphs/memory/src/storage/write-clock.js';
import { Redis } from 'ioredis';
import { vectorEngine } from '../../subgraphs/memory/src/runtime.js';
import { freePortRange } from '../testkit/ports.js';
import { eventually, suffix, testConfig } from '../testkit/service.js';
import { isLoopback, isWildcard, listeningSocketsOfTree, processTree } from '../testkit/sockets.js';

// The embedded Milvus standalone server on ports of its own: read-your-writes without Strong on
// every search, exact enough search of a small store among many rows on HNSW, and no server left
// behind when the process that started it is killed.
const config = testConfig({ MILVUS_ENGINE: 'standalone' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mm-milvus-standalone-'));
let server: EmbeddedMilvus;
let start: () => Promise<EmbeddedMilvus>;

beforeAll(async () => {
  const port = await freePortRange(12);
  start = () => startMilvusStandalone({ python: config.milvus.lite.python, binDir: config.milvus.standalone.binDir, dataDir, port });
  server = await start();
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function unit(seed: number, dims = 8): number[] {
  const v = Array.from({ length: dims }, (_, i) => Math.sin(seed * (i + 1)));
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

function row(id: string, tenant: string, storeId: string, seed: number): VectorRow {
  return { id, parentId: id, kind: 'memory', tenant, storeId, category: 'general', speaker: '', importance: 0.5, eventTs: 0, createdTs: Date.now(), superseded: false, vector: unit(seed) };
}

function store(collection: string, shared?: { clock: SharedWriteClock; writer: string }): VectorStore {
  const engine = vectorEngine(config.milvus);
  return VectorStore.connect({
    address: server.address,
    token: server.token,
    collection,
    dimensions: 8,
    indexType: 'HNSW',
    ...engine,
    ...(shared ? { consistency: { ...engine.consistency, shared } } : {}),
  });
}

/** The live, current memories: a filter and the same rule on a row (`VectorSearch.match`). */
const filter = 'kind == "memory" and superseded == false';
const match = (r: VectorRow) => r.kind === 'memory' && !r.superseded;

/** Records the consistency level of every search the store sends. */
function levelsOf(vs: VectorStore): unknown[] {
  const levels: unknown[] = [];
  const search = vs.client.search.bind(vs.client);
  vs.client.search = ((req: Parameters<typeof search>[0]) => {
    levels.push((req as { consistency_level?: unknown }).consistency_level);
    return search(req);
  }) as typeof vs.client.search;
  return levels;
}

/** The process runs (a zombie waiting for its new parent to reap it has stopped). */
function alive(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('Milvus standalone and the vector store', () => {
  it("listens on this machine's loopback only, in every process it starts", () => {
    const port = Number(server.address.split(':')[1]);
    const sockets = listeningSocketsOfTree(server.pid!);
    const reachable = sockets.filter((s) => s.thisNamespace);
    expect(reachable.filter((s) => !isLoopback(s.address))).toEqual([]);
    expect(reachable.filter((s) => isWildcard(s.address))).toEqual([]);
    // The SDK's port and the health endpoint, nothing more.
    expect(reachable.map((s) => s.port).sort()).toEqual([port, port + 10]);
    // The server's own sockets (each of its components' ports) are there, in a namespace of their own.
    const inside = sockets.filter((s) => !s.thisNamespace);
    expect(new Set(inside.map((s) => s.command))).toEqual(new Set(['milvus']));
    expect(inside.map((s) => s.port)).toContain(port);
    expect(inside.length).toBeGreaterThanOrEqual(10);
  });

  it('answers only the credential kept beside its data, readable by its owner alone', async () => {
    const file = path.join(dataDir, CREDENTIAL_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(server.token).toBe(`root:${readFileSync(file, 'utf8').trim()}`);
    const collection = `auth_${suffix()}`;
    const vs = store(collection);
    await vs.ensureCollection();
    await vs.close();
    // Without a credential, with Milvus' published default, or with a wrong password: refused.
    for (const token of [undefined, 'root:Milvus', 'root:not-the-password']) {
      const client = new MilvusClient({ address: server.address, token, logLevel: 'error', timeout: 10_000 });
      client.connectPromise.catch(() => undefined);
      const answer = await client.showCollections().then((r) => r.status.error_code, (err: Error) => err.message);
      expect(answer, String(token)).not.toBe('Success');
      await client.closeConnection();
    }
    // As a Milvus server of one's own: MILVUS_ADDRESS with a user and password, or with a token.
    const password = readFileSync(file, 'utf8').trim();
    const ways: Array<Record<string, string>> = [{ MILVUS_USER: 'root', MILVUS_PASSWORD: password, MILVUS_TOKEN: '' }, { MILVUS_TOKEN: `root:${password}` }];
    for (const settings of ways) {
      const configured = testConfig({ MILVUS_ADDRESS: server.address, ...settings }).milvus;
      const client = VectorStore.connect({ address: configured.address!, token: configured.token, collection, dimensions: 8, indexType: 'HNSW' });
      expect(await client.healthy(), Object.keys(settings).join('+')).toBe(true);
      await client.close();
    }
    // Restarted on the same data, it takes the same credential, and has kept the collection.
    await server.stop();
    server = await start();
    expect(server.token).toBe(`root:${readFileSync(file, 'utf8').trim()}`);
    const again = store(collection);
    await again.ensureCollection();
    expect((await again.client.hasCollection({ collection_name: collection })).value).toBe(true);
    await again.close();
  });

  it('finds every write at once, reading Strong only in the tenant just written', async () => {
    const vs = store(`rw_${suffix()}`);
    await vs.ensureCollection();
    expect(vs.readsStrong('acct:shared')).toBe(false);
    for (let i = 0; i < 10; i++) {
      await vs.upsert([row(`w-${i}`, 'acct:shared', 's', 50 + i)]);
      expect(vs.readsStrong('acct:shared')).toBe(true);
      expect(vs.readsStrong('other:shared')).toBe(false);
      const hits = await vs.search({ tenant: 'acct:shared', storeId: 's', vector: unit(50 + i), limit: 1 });
      expect(hits[0]?.id).toBe(`w-${i}`);
    }
    await vs.deleteWhere('acct:shared', 'parent_id == "w-9"');
    const after = await vs.search({ tenant: 'acct:shared', storeId: 's', vector: unit(59), limit: 20 });
    expect(after.map((h) => h.id)).not.toContain('w-9');
    expect(after).toHaveLength(9);
    await vs.close();
  });

  it('right after a write, a search that can match rows reads Bounded plus the rows written since, and finds every write', async () => {
    const vs = store(`fresh_${suffix()}`);
    await vs.ensureCollection();
    const levels = levelsOf(vs);
    for (let i = 0; i < 10; i++) {
      await vs.upsert([row(`f-${i}`, 'acct:fresh', 's', 300 + i)]);
      expect(vs.readsStrong('acct:fresh')).toBe(true);
      const hits = await vs.search({ tenant: 'acct:fresh', storeId: 's', vector: unit(300 + i), limit: 3, filter, match });
      expect(hits[0]?.id).toBe(`f-${i}`);
      expect(hits[0]!.score).toBeCloseTo(1, 4);
      expect(hits.length).toBe(Math.min(3, i + 1));
    }
    expect(levels).toEqual(Array(10).fill(ConsistencyLevelEnum.Bounded));
    // After a delete in the tenant, the rows written since are not a complete answer: Strong again.
    await vs.deleteWhere('acct:fresh', 'parent_id == "f-9"');
    levels.length = 0;
    const after = await vs.search({ tenant: 'acct:fresh', storeId: 's', vector: unit(309), limit: 20, filter, match });
    expect(after.map((h) => h.id)).not.toContain('f-9');
    expect(after).toHaveLength(9);
    expect(levels).toEqual([ConsistencyLevelEnum.Strong]);
    await vs.close();
  });

  it('with a shared write clock, reads Strong in a tenant another process just wrote, and Bounded elsewhere', async () => {
    const collection = `shared_${suffix()}`;
    // As the runtime's: a command fails at once when Redis is gone.
    const redis = new Redis(config.redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 2000 });
    const clock = new RedisWriteClock(redis, `test-${suffix()}`);
    const writer = store(collection, { clock, writer: 'writer' });
    const reader = store(collection, { clock, writer: 'reader' });
    const alone = store(collection);
    await writer.ensureCollection();
    await Promise.all([reader.ensureCollection(), alone.ensureCollection()]);
    const readerLevels = levelsOf(reader);
    const aloneLevels = levelsOf(alone);
    for (let i = 0; i < 5; i++) {
      await writer.upsert([row(`s-${i}`, 'acct:replicated', 's', 700 + i)]);
      // The reader never wrote here: it knows of the write only through the clock.
      expect(reader.readsStrong('acct:replicated')).toBe(false);
      const hits = await reader.search({ tenant: 'acct:replicated', storeId: 's', vector: unit(700 + i), limit: 3, filter, match });
      expect(hits[0]?.id).toBe(`s-${i}`);
      await alone.search({ tenant: 'acct:replicated', storeId: 's', vector: unit(700 + i), limit: 3, filter, match });
    }
    expect(readerLevels).toEqual(Array(5).fill(ConsistencyLevelEnum.Strong));
    // Without the clock a reader that did not write reads Bounded, and may miss the newest write.
    expect(aloneLevels).toEqual(Array(5).fill(ConsistencyLevelEnum.Bounded));
    // A tenant nobody wrote: Bounded.
    readerLevels.length = 0;
    await reader.search({ tenant: 'acct:quiet', storeId: 's', vector: unit(1), limit: 3, filter, match });
    expect(readerLevels).toEqual([ConsistencyLevelEnum.Bounded]);
    // The writer, alone in the tenant, reads Bounded plus its own rows; once another process writes
    // there too, its own rows are not a complete answer: Strong.
    const writerLevels = levelsOf(writer);
    await writer.search({ tenant: 'acct:replicated', storeId: 's', vector: unit(704), limit: 3, filter, match });
    expect(writerLevels).toEqual([ConsistencyLevelEnum.Bounded]);
    await reader.upsert([row('s-r', 'acct:replicated', 's', 799)]);
    const hits = await writer.search({ tenant: 'acct:replicated', storeId: 's', vector: unit(799), limit: 3, filter, match });
    expect(hits[0]?.id).toBe('s-r');
    expect(writerLevels).toEqual([ConsistencyLevelEnum.Bounded, ConsistencyLevelEnum.Strong]);
    // A clock that does not answer: Strong.
    redis.disconnect();
    readerLevels.length = 0;
    await reader.search({ tenant: 'acct:quiet', storeId: 's', vector: unit(1), limit: 3, filter, match });
    expect(readerLevels).toEqual([ConsistencyLevelEnum.Strong]);
    await Promise.all([writer.close(), reader.close(), alone.close()]);
  });

  it('searches a small store exactly among many rows of the same tenant', async () => {
    const collection = `small_${suffix()}`;
    const vs = store(collection);
    await vs.ensureCollection();
    const big = Array.from({ length: 5000 }, (_, i) => row(`big-${i}`, 'acct:shared', 'big', 100 + i));
    const small = [
      ...Array.from({ length: 40 }, (_, i) => row(`small-${i}`, 'acct:shared', 'small', 10_000 + i)),
      ...Array.from({ length: 50 }, (_, i) => row(`same-${i}`, 'acct:shared', 'small', 7)),
    ];
    for (let i = 0; i < big.length; i += 1000) await vs.upsert(big.slice(i, i + 1000));
    await vs.upsert(small);
    // Sealed and indexed segments, as a large collection has: not the exact search of fresh rows.
    await vs.client.flush({ collection_names: [collection] });
    await eventually(async () => {
      const d = await vs.client.describeIndex({ collection_name: collection, field_name: 'vector' });
      return Number(d.index_descriptions[0]!.indexed_rows) === big.length + small.length;
    }, 120_000);
    const query = unit(10_005);
    const cosine = (v: number[]) => v.reduce((sum, x, i) => sum + x * query[i]!, 0);
    const exact = [...small].sort((a, b) => cosine(b.vector as number[]) - cosine(a.vector as number[]));
    const hits = await vs.search({ tenant: 'acct:shared', storeId: 'small', vector: query, limit: 10 });
    expect(hits.map((h) => h.id)).toEqual(exact.slice(0, 10).map((r) => r.id));
    await vs.close();
  });

  it('leaves no server behind when the process that started it is killed', async () => {
    const port = await freePortRange(12);
    const ownDir = mkdtempSync(path.join(os.tmpdir(), 'mm-milvus-orphan-'));
    const script = [
      `import { startMilvusStandalone } from ${JSON.stringify(path.resolve('subgraphs/memory/src/engines/milvus-standalone.ts'))};`,
      `const s = await startMilvusStandalone(${JSON.stringify({ python: config.milvus.lite.python, binDir: config.milvus.standalone.binDir, dataDir: ownDir, port })});`,
      'console.log(JSON.stringify({ pid: s.pid }));',
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = await new Promise<number>((resolve, reject) => {
      let out = '';
      parent.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve((JSON.parse(line) as { pid: number }).pid);
      });
      parent.once('exit', (code) => reject(new Error(`launcher exited with ${code}`)));
    });
    try {
      // The launcher and the server it forks into its own network namespace.
      const tree = processTree(pid);
      expect(tree.length).toBeGreaterThanOrEqual(2);
      expect(tree.every(alive)).toBe(true);
      parent.kill('SIGKILL');
      await eventually(async () => !tree.some(alive), 30_000);
    } finally {
      parent.kill('SIGKILL');
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});
