import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMilvusLite } from '../../subgraphs/memory/src/engines/milvus-lite.js';
import { MilvusVectorIndex as VectorStore, type VectorRow } from '../../subgraphs/memory/src/storage/vector-index.js';
import { suffix, testConfig } from '../testkit/service.js';

// The vector-store module against a Milvus Lite server of its own: lifecycle, idempotent
// collection set-up, tenant-scoped search and delete, and data that survives a restart.
const config = testConfig();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mm-milvus-own-'));
// A port nobody listens on (a fixed range collides with other Milvus Lite servers on the machine).
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function unit(seed: number, dims = 8): number[] {
  const v = Array.from({ length: dims }, (_, i) => Math.sin(seed * (i + 1)));
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

function row(id: string, tenant: string, storeId: string, seed: number, extra: Partial<VectorRow> = {}): VectorRow {
  return { id, parentId: id, kind: 'memory', tenant, storeId, category: 'general', speaker: '', importance: 0.5, eventTs: 0, createdTs: Date.now(), superseded: false, vector: unit(seed), ...extra };
}

describe('Milvus Lite and the vector store', () => {
  it('creates the collection idempotently, searches within a tenant and store, deletes, and keeps data across a restart', async () => {
    const collection = `vs_${suffix()}`;
    let lite = await startMilvusLite({ python: config.milvus.lite.python, dataDir, port });
    expect(lite.owned).toBe(true);
    // A second start on the same port reuses the running server instead of fighting over the data.
    const reuse = await startMilvusLite({ python: config.milvus.lite.python, dataDir, port });
    expect(reuse.owned).toBe(false);

    let vs = VectorStore.connect({ address: lite.address, collection, dimensions: 8 });
    await Promise.all([vs.ensureCollection(), vs.ensureCollection()]);
    await VectorStore.connect({ address: lite.address, collection, dimensions: 8 }).ensureCollection();

    await vs.upsert([
      row('a1', 'acct-a:shared', 'store-1', 1),
      row('a2', 'acct-a:shared', 'store-1', 2, { superseded: true }),
      row('a3', 'acct-a:shared', 'store-2', 1),
      row('b1', 'acct-b:shared', 'store-1', 1),
    ]);
    const hits = await vs.search({ tenant: 'acct-a:shared', storeId: 'store-1', vector: unit(1), limit: 10 });
    expect(hits.map((h) => h.id).sort()).toEqual(['a1', 'a2']);
    expect(hits[0]).toMatchObject({ id: 'a1', parentId: 'a1', kind: 'memory' });
    expect(hits[0]!.score).toBeCloseTo(1, 4);
    const current = await vs.search({ tenant: 'acct-a:shared', storeId: 'store-1', vector: unit(1), limit: 10, filter: 'superseded == false' });
    expect(current.map((h) => h.id)).toEqual(['a1']);

    await vs.deleteWhere('acct-a:shared', 'store_id == "store-2"');
    expect(await vs.count('acct-a:shared')).toBe(2);
    expect(await vs.count('acct-b:shared')).toBe(1);

    await vs.close();
    await lite.stop();
    lite = await startMilvusLite({ python: config.milvus.lite.python, dataDir, port });
    vs = VectorStore.connect({ address: lite.address, collection, dimensions: 8 });
    const after = await vs.search({ tenant: 'acct-a:shared', storeId: 'store-1', vector: unit(1), limit: 10 });
    expect(after.map((h) => h.id).sort()).toEqual(['a1', 'a2']);
    await vs.close();
    await lite.stop();
  });

  it('searches a small store exactly among many rows, and re-indexes a collection made with another index type', async () => {
    const collection = `vs_${suffix()}`;
    const lite = await startMilvusLite({ python: config.milvus.lite.python, dataDir, port });
    const hnsw = VectorStore.connect({ address: lite.address, collection, dimensions: 8, indexType: 'HNSW' });
    await hnsw.ensureCollection();
    // One tenant: a big store, and a small one whose rows are few, partly identical, among them.
    const big = Array.from({ length: 3000 }, (_, i) => row(`big-${i}`, 'acct:shared', 'big', 100 + i));
    const small = [
      ...Array.from({ length: 40 }, (_, i) => row(`small-${i}`, 'acct:shared', 'small', 10_000 + i)),
      ...Array.from({ length: 50 }, (_, i) => row(`same-${i}`, 'acct:shared', 'small', 7)),
    ];
    for (let i = 0; i < big.length; i += 1000) await hnsw.upsert(big.slice(i, i + 1000));
    await hnsw.upsert(small);
    await hnsw.client.flush({ collection_names: [collection] });
    await hnsw.close();

    const flat = VectorStore.connect({ address: lite.address, collection, dimensions: 8, indexType: 'FLAT' });
    await flat.ensureCollection();
    const described = await flat.client.describeIndex({ collection_name: collection, field_name: 'vector' });
    expect(described.index_descriptions[0]!.params.find((p) => p.key === 'index_type')?.value).toBe('FLAT');
    const query = unit(10_005);
    const hits = await flat.search({ tenant: 'acct:shared', storeId: 'small', vector: query, limit: 100 });
    // Every row of the small store, none of the big one, in exact cosine order.
    expect(hits).toHaveLength(small.length);
    const cosine = (v: number[]) => v.reduce((sum, x, i) => sum + x * query[i]!, 0);
    const exact = [...small].sort((a, b) => cosine(b.vector as number[]) - cosine(a.vector as number[]));
    expect(hits.slice(0, 5).map((h) => h.id)).toEqual(exact.slice(0, 5).map((r) => r.id));
    expect(hits[0]!.id).toBe('small-5');
    await flat.close();
    await lite.stop();
  });

  it('reports a clear error when the server cannot start', async () => {
    await expect(startMilvusLite({ python: '/nonexistent/python', dataDir, port: port + 40, startTimeoutMs: 3000 })).rejects.toThrow(/Milvus Lite did not start/);
  });
});
