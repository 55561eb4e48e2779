import type { MilvusClient } from '@zilliz/milvus2-sdk-node';
import { describe, expect, it } from 'vitest';
import { MilvusVectorIndex as VectorStore, type VectorRow } from './vector-index.js';

/**
 * A Milvus client that only records when each write starts and ends; each write takes as long as the
 * test says, so the order writes run in is visible.
 */
function recordingClient(durations: Record<string, number>) {
  const log: string[] = [];
  const call = (op: string) => async (req: { data?: Array<{ id: string }>; filter?: string }) => {
    const name = req.data ? `${op} ${req.data.map((r) => r.id).join(',')}` : `${op} ${req.filter}`;
    log.push(`start ${name}`);
    await new Promise((r) => setTimeout(r, durations[name] ?? 1));
    log.push(`end ${name}`);
    return { status: { error_code: 'Success' } };
  };
  const client = { upsert: call('upsert'), delete: call('delete'), flush: call('flush'), closeConnection: async () => undefined } as unknown as MilvusClient;
  return { client, log };
}

const row = (id: string, tenant: string): VectorRow =>
  ({ id, tenant, storeId: 's', parentId: id, kind: 'memory', category: 'general', speaker: '', importance: 0.5, eventTs: 0, createdTs: 0, superseded: false, vector: new Float32Array(2) }) as VectorRow;

function storeOn(client: MilvusClient, concurrentWrites: boolean): VectorStore {
  const store = new VectorStore(client, 'c', 2, 'HNSW', undefined, false, {}, concurrentWrites);
  // The collection is taken as there: these tests are about the order of writes only.
  (store as unknown as { createIfMissing: () => Promise<void> }).createIfMissing = async () => undefined;
  return store;
}

describe('VectorStore writes', () => {
  it('on a server, runs tenants side by side and one tenant’s writes in order', async () => {
    const { client, log } = recordingClient({ 'upsert a1': 40 });
    const store = storeOn(client, true);
    await Promise.all([store.upsert([row('a1', 'A')]), store.deleteWhere('A', 'id == "a1"'), store.upsert([row('b1', 'B')])]);
    // B's write does not wait for A's slow upsert; A's delete waits for it.
    expect(log.indexOf('end upsert b1')).toBeLessThan(log.indexOf('end upsert a1'));
    expect(log.indexOf('start delete tenant == "A" and (id == "a1")')).toBeGreaterThan(log.indexOf('end upsert a1'));
    await store.close();
  });

  it('on a server, a delete that may touch any tenant waits for every write before it, and later writes wait for it', async () => {
    const { client, log } = recordingClient({ 'upsert a1': 30, 'upsert b1': 10 });
    const store = storeOn(client, true);
    await Promise.all([store.upsert([row('a1', 'A')]), store.upsert([row('b1', 'B')]), store.deleteParents(['a1']), store.upsert([row('b2', 'B')])]);
    const start = log.indexOf('start delete parent_id in ["a1"]');
    expect(start).toBeGreaterThan(log.indexOf('end upsert a1'));
    expect(start).toBeGreaterThan(log.indexOf('end upsert b1'));
    expect(log.indexOf('start upsert b2')).toBeGreaterThan(log.indexOf('end delete parent_id in ["a1"]'));
    await store.close();
  });

  it('on a single-writer engine (Milvus Lite), runs every write one at a time, in order', async () => {
    const { client, log } = recordingClient({ 'upsert a1': 30 });
    const store = storeOn(client, false);
    await Promise.all([store.upsert([row('a1', 'A')]), store.upsert([row('b1', 'B')]), store.deleteWhere('B', 'id == "b1"')]);
    expect(log).toEqual(['start upsert a1', 'end upsert a1', 'start upsert b1', 'end upsert b1', 'start delete tenant == "B" and (id == "b1")', 'end delete tenant == "B" and (id == "b1")']);
    await store.close();
  });

  it('runs a write after the one before it failed', async () => {
    const { client, log } = recordingClient({});
    const store = storeOn(client, true);
    (client as unknown as { upsert: () => Promise<never> }).upsert = () => Promise.reject(new Error('down'));
    const failed = store.upsert([row('a1', 'A')]).catch((err: Error) => err.message);
    await store.deleteWhere('A', 'id == "a1"');
    expect(await failed).toBe('down');
    expect(log).toContain('end delete tenant == "A" and (id == "a1")');
    await store.close();
  });
});
