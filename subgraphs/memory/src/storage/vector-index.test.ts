import type { MilvusClient } from '@zilliz/milvus2-sdk-node';
import { describe, expect, it, vi } from 'vitest';
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
  it('flushes once writes pause for 2 s, and at most 30 s after the first row not yet flushed while they go on', async () => {
    vi.useFakeTimers();
    try {
      const { client } = recordingClient({});
      const flushes: number[] = [];
      (client as unknown as { flush: () => Promise<unknown> }).flush = async () => {
        flushes.push(Date.now());
        return { status: { error_code: 'Success' } };
      };
      const store = storeOn(client, true);
      const start = Date.now();
      // One write: flushed 2 s later.
      const one = store.upsert([row('x', 'A')]);
      await vi.advanceTimersByTimeAsync(5_000);
      await one;
      // Written when the 1 ms upsert answered.
      expect(flushes.map((t) => t - start)).toEqual([2_001]);
      // A write a second for 45 s: one flush 30 s after the first of them, one 2 s after the last.
      flushes.length = 0;
      const from = Date.now();
      let last = from;
      for (let s = 0; s < 45; s++) {
        last = Date.now();
        const write = store.upsert([row(`a${s}`, 'A')]);
        await vi.advanceTimersByTimeAsync(1_000);
        await write;
      }
      await vi.advanceTimersByTimeAsync(5_000);
      expect(flushes).toHaveLength(2);
      // The first write was acknowledged 1 ms after it was sent.
      expect(flushes[0]! - from).toBe(30_001);
      expect(flushes[1]! - last).toBeGreaterThanOrEqual(2_000);
      expect(flushes[1]! - last).toBeLessThan(2_100);
      await store.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
