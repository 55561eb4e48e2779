import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { IN_FLIGHT_LEASE_SECONDS } from '../../common/src/idempotency.js';
import { MARKETPLACE_UPKEEP_QUEUE, MEMORY_UPKEEP_QUEUE } from '../../common/src/job-definitions.js';
import { MARKETPLACE_SUITE_ENV, marketplaceSuite } from '../contract/marketplace-suite.js';
import { MEMORY_SUITE_ENV, memorySuite } from '../contract/memory-suite.js';
import { parsePrometheusText, seriesWith } from '../testkit/prometheus.js';
import { eventually, suffix } from '../testkit/service.js';
import { REPLICA_ENV } from '../testkit/processes.js';
import { processesTarget, type ProcessesTarget } from '../testkit/target.js';

// Two of each edge, memory subgraph, memory worker and marketplace worker (and the marketplace
// subgraph), each its own process, behind Debian's nginx on 127.0.0.1: nginx takes requests in turn to
// the edges, and the edges reach the memory subgraphs through it too. One Postgres, Redis and Milvus
// (the run's). Both contract suites run through nginx; then a write and search load goes on while one
// replica of each kind is killed with SIGKILL.
let t: ProcessesTarget;
beforeAll(async () => {
  const started = Date.now();
  t = await processesTarget({ ...MEMORY_SUITE_ENV, ...MARKETPLACE_SUITE_ENV, ...REPLICA_ENV }, { replicas: 2, readyTimeoutMs: 600_000 });
  console.info(`nine processes and nginx ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 900_000);
afterAll(async () => {
  await t?.close();
});

/** Requests each edge replica has answered on a route, from its own `/metrics`. */
async function answeredBy(port: number, route: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  const families = parsePrometheusText(await res.text());
  return seriesWith(families, 'http_request_duration_seconds', { route }).reduce((n, s) => n + s.value, 0);
}

/** The port a server replica listens on itself (the layout's edge port is nginx's). */
const portOf = (name: string) => t.stack.ports.get(name)!;

describe('replicas behind nginx', () => {
  it('serve in turn: both edges answer requests sent to nginx, and one scheduler per periodic task', async () => {
    expect([...t.stack.processes.keys()].sort()).toEqual([
      'edge-1', 'edge-2', 'marketplace', 'marketplace-worker-1', 'marketplace-worker-2', 'memory-1', 'memory-2', 'memory-worker-1', 'memory-worker-2',
    ]);
    const { apiKey } = await t.createAccount();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${t.baseUrl}/api/v1/models`, { headers: { 'x-api-key': apiKey } });
      expect(res.status).toBe(200);
    }
    for (const edge of ['edge-1', 'edge-2']) expect(await answeredBy(portOf(edge), '/api/v1/models'), edge).toBeGreaterThan(0);
    // Two memory workers and two marketplace workers upserted the same schedulers: one of each.
    for (const [queue, keys] of [
      [MEMORY_UPKEEP_QUEUE, ['memory.expire', 'memory.sweep-pending']],
      [MARKETPLACE_UPKEEP_QUEUE, ['subscriptions.sweep', 'webhooks.sweep-overdue']],
    ] as const) {
      const q = new Queue(queue, { connection: { url: t.config.redis.url }, prefix: t.stack.layout.queuePrefix });
      try {
        expect((await q.getJobSchedulers()).map((s) => s.key).sort()).toEqual([...keys]);
        expect(await q.getWorkersCount()).toBe(2);
      } finally {
        await q.close();
      }
    }
  });
});

memorySuite(() => t, { atScale: false });
marketplaceSuite(() => t);

interface Ack {
  id: string;
  content: string;
  status: string;
  attempts: number;
}

/** What a client that retries with an `Idempotency-Key` saw for one write. */
async function writeUntilAcknowledged(apiKey: string, store: string, content: string, key: string, refusals: number[]): Promise<Ack> {
  for (let attempt = 1; ; attempt++) {
    let status = 0;
    try {
      const res = await fetch(`${t.baseUrl}/api/v1/memory/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'idempotency-key': key },
        body: JSON.stringify({ user_id: store, content }),
        signal: AbortSignal.timeout(60_000),
      });
      status = res.status;
      if (res.ok) {
        const body = (await res.json()) as { id?: string; status: string; duplicate_of?: string };
        return { id: String(body.status === 'duplicate' ? body.duplicate_of : body.id), content, status: body.status, attempts: attempt };
      }
      await res.body?.cancel();
    } catch {
      status = -1; // the connection broke (a replica died with the request)
    }
    // Only what a replica's death explains is retried: a bad gateway from nginx, the edge's 503, or
    // 409 while the key is still claimed by the request that died. Anything else fails the test.
    if (![-1, 409, 502, 503, 504].includes(status)) throw new Error(`write refused with ${status}`);
    refusals.push(status);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const FACTS = [
  'The spare key hangs behind the pantry door',
  'Grandma Rosa was born in Porto in 1941',
  'The car insurance renews on the third of March',
  'Our dentist moved to the clinic on Elm Street',
  'The router admin page is on the second floor closet label',
  'Lena is allergic to peanuts and to shellfish',
  'The boiler was serviced last October by Mr. Haddad',
  'Tomás prefers window seats on long flights',
  'The garden hose is stored in the blue shed',
  'Book club meets on the last Thursday of the month',
];

describe('a replica of each kind killed mid-load', () => {
  it('loses no acknowledged write, runs no job twice to a visible effect, and the retries succeed', async () => {
    const { apiKey } = await t.createAccount();
    const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
    const store = `replicas-${suffix()}`;
    const bulkStore = `replicas-bulk-${suffix()}`;
    for (const s of [store, bulkStore]) {
      const res = await fetch(`${t.baseUrl}/api/v1/memory/collection`, { method: 'POST', headers, body: JSON.stringify({ user_id: s }) });
      expect(res.status).toBe(200);
    }

    // A bulk import: its chunks become memories in a memory worker's job.
    const paragraphs = Array.from({ length: 16 }, (_, i) => `${FACTS[i % FACTS.length]}, note ${i + 1} of the family notebook (${suffix()}).`);
    const bulk = await fetch(`${t.baseUrl}/api/v1/memory/bulk-store`, { method: 'POST', headers, body: JSON.stringify({ user_id: bulkStore, content: paragraphs.join('\n\n') }) });
    expect(bulk.status).toBe(200);
    const jobId = String(((await bulk.json()) as { job_id: string }).job_id);

    // Three writers and a reader through nginx; 36 writes of distinct content in all.
    const acked: Ack[] = [];
    const refusals: number[] = [];
    let searches = 0;
    let reading = true;
    const writers = [0, 1, 2].map(async (w) => {
      for (let i = 0; i < 12; i++) {
        const content = `${FACTS[(w * 12 + i) % FACTS.length]} (writer ${w}, write ${i}, ${suffix()})`;
        acked.push(await writeUntilAcknowledged(apiKey, store, content, `replicas-${w}-${i}-${suffix()}`, refusals));
      }
    });
    const reader = (async () => {
      while (reading) {
        const res = await fetch(`${t.baseUrl}/api/v1/memory/search`, { method: 'POST', headers, body: JSON.stringify({ user_id: store, query: 'where is the key?' }) }).catch(() => undefined);
        if (res?.ok) searches++;
        await res?.body?.cancel();
      }
    })();

    try {
      await eventually(async () => acked.length >= 4, 60_000);
      await t.stack.kill('edge-1');
      // A write that died with edge-1 keeps its Idempotency-Key claimed until the claim's lease lapses
      // unrenewed: its client's retries are refused with 409 until then, and then succeed.
      await eventually(async () => acked.length >= 10, (IN_FLIGHT_LEASE_SECONDS + 60) * 1000);
      await t.stack.kill('memory-1');
      await t.stack.kill('memory-worker-1');
      await t.stack.kill('marketplace-worker-1');
      await Promise.all(writers);
    } finally {
      reading = false;
      await Promise.allSettled(writers);
      await reader;
    }
    expect(acked).toHaveLength(36);
    expect(searches).toBeGreaterThan(0);
    console.info(`load: ${acked.length} writes acknowledged, ${refusals.length} refusals retried (${[...new Set(refusals)].join(', ')}), ${searches} searches`);

    // Every acknowledged write is there, once: by id, in the list, and in a search.
    const get = async (body: unknown, path: string) => {
      const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      expect(res.status, path).toBe(200);
      return res.json() as Promise<Record<string, unknown>>;
    };
    for (const a of acked) {
      expect(await get({ user_id: store, memory_id: a.id }, '/api/v1/memory/get')).toMatchObject({ memory: { id: a.id, content: a.content } });
    }
    const listed = (await get({ user_id: store, limit: 500 }, '/api/v1/memory/list')) as { memories: Array<{ id: string; content: string }> };
    expect(listed.memories.map((m) => m.content).sort()).toEqual(acked.map((a) => a.content).sort());
    expect(new Set(acked.map((a) => a.id)).size).toBe(acked.length);
    for (const a of acked) {
      const found = await eventually(async () => {
        const r = (await get({ user_id: store, query: a.content, max_results: 10 }, '/api/v1/memory/search')) as { memories: Array<{ id: string }> };
        return r.memories.some((m) => m.id === a.id) ? r.memories : undefined;
      }, 90_000);
      // Indexed twice (a job run again after its worker died) would show the memory twice.
      expect(found.filter((m) => m.id === a.id), a.content).toHaveLength(1);
    }

    // The bulk import finishes on the surviving worker, each chunk a memory once.
    const done = await eventually(async () => {
      const s = await get({ user_id: bulkStore, job_id: jobId }, '/api/v1/memory/bulk-store/status');
      return s.status === 'done' ? s : undefined;
    }, 120_000);
    const chunks = (await get({ user_id: bulkStore, limit: 500 }, '/api/v1/memory/list')) as { memories: Array<{ id: string; content: string }> };
    expect(chunks.memories).toHaveLength(Number(done.chunks_total));
    expect(new Set(chunks.memories.map((m) => m.content)).size).toBe(chunks.memories.length);
    const hits = (await get({ user_id: bulkStore, query: paragraphs[0], max_results: 20 }, '/api/v1/memory/search')) as { memories: Array<{ id: string }> };
    expect(new Set(hits.memories.map((m) => m.id)).size).toBe(hits.memories.length);

    // The survivors serve on: the marketplace through the surviving edge and marketplace worker.
    const catalogue = await fetch(`${t.baseUrl}/v1/marketplace/apis?limit=1`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(catalogue.status).toBe(200);
  }, 900_000);
});
