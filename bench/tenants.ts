import os from 'node:os';
import { MEMORY_QUEUE } from '../common/src/job-definitions.js';
import { chunkText, decompose } from '../subgraphs/memory/src/domain/atoms.js';
import { memoryText } from './corpus.js';
import type { Stack } from './harness.js';
import { HttpClientThread } from './http-client.js';
import { fmt, markdownTable, targetTable, writeJson, type Target } from './report.js';
import type { BenchSettings } from './settings.js';
import { summarize, timed } from './stats.js';

// `npm run bench -- --tenants`: one account floods the memory queue (long memories from 8 writers at
// once and a 300 KB bulk import) while a few light accounts write short memories, one long memory and
// a small import each, and search. Prints the light accounts' store-to-searchable times, their search
// latency before and during the flood, the flood's throughput against the model's own, the longest
// queue wait of each account, and any write still unsearchable after 60 s, beside the targets.
// `--quick` shrinks the flood. Every account is enterprise tier: rate limits never throttle it.

const LIGHT_TENANTS = 5;
const SHORT_WRITES = 6;
const UNSEARCHABLE_AFTER_MS = 60_000;
/**
 * The flood is measured for at most this long (once the light tenants are done): on a shared machine
 * the whole flood can take far longer, and its throughput is what it indexed in the window.
 */
const FLOOD_WINDOW_MS = 6 * 60_000;

interface Tenant {
  name: string;
  key: string;
  accountId: string;
}

/** A long memory (over SYNC_INDEX_MAX_CHARS: indexed by a job), unique by `tag` and `i`. */
function longMemory(tag: string, i: number): string {
  const sentences: string[] = [];
  for (let s = 0; sentences.join(' ').length < 2300; s++) sentences.push(`${memoryText(i * 31 + s)} Entry ${s} of ${tag} record ${i} notes a detail about it.`);
  return `Record ${i} of ${tag}. ${sentences.join(' ')}`;
}

/** A bulk blob of about `bytes`, paragraphs of memories. */
function blob(tag: string, bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const p = `Section ${i} of the ${tag} archive. ${memoryText(50_000 + i * 3)} ${memoryText(50_001 + i * 3)} ${memoryText(50_002 + i * 3)}`;
    parts.push(p);
    size += p.length + 2;
  }
  return parts.join('\n\n');
}

export async function runTenants(stack: Stack, settings: BenchSettings): Promise<void> {
  const log = (msg: string) => process.stderr.write(`bench: tenants: ${msg}\n`);
  const quick = settings.quick;
  const floodMemories = quick ? 120 : 400;
  const floodBytes = quick ? 100_000 : 300_000;
  const client = new HttpClientThread();
  const statuses = new Map<number, number>();
  const post = async (key: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const res = await client.request(stack.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    return { status: res.status, body: (res.text ? JSON.parse(res.text) : {}) as Record<string, unknown> };
  };
  const must = async (key: string, path: string, body: unknown) => {
    const res = await post(key, path, body);
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const tenant = async (name: string): Promise<Tenant> => {
    const account = await stack.service.accounts.createAccount(`${name}-${Date.now()}`, 'enterprise');
    const { key } = await stack.service.accounts.createKey(account.id);
    await must(key, '/api/v1/memory/collection', { user_id: name });
    return { name, key, accountId: account.id };
  };
  const search = (t: Tenant, query: string) => post(t.key, '/api/v1/memory/search', { user_id: t.name, query, max_results: 10 });
  /** Polls search until `id` answers `query`; the time from `since`, or undefined after `limitMs`. */
  const searchableAfter = async (t: Tenant, query: string, id: string, since: number, limitMs = 180_000): Promise<number | undefined> => {
    for (;;) {
      const res = await search(t, query);
      if (res.status === 200 && (res.body.memories as Array<{ id: string }>).some((m) => m.id === id)) return performance.now() - since;
      if (performance.now() - since > limitMs) return undefined;
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  const flood = await tenant('flood');
  const lights = await Promise.all(Array.from({ length: LIGHT_TENANTS }, (_, i) => tenant(`light-${i}`)));
  const nameOf = new Map([flood, ...lights].map((t) => [t.accountId, t.name]));
  // The light tenants' stores hold a few memories to search before anything else happens.
  for (const t of lights) for (let i = 0; i < 5; i++) await must(t.key, '/api/v1/memory/store', { user_id: t.name, content: memoryText(1000 + i * 7 + lights.indexOf(t)) });

  // The model alone: the flood's own kind of work (long memories with their atom sentences, import
  // chunks) embedded directly as background work, as many at once as the worker would.
  log('model alone');
  const modelTexts = Array.from({ length: quick ? 24 : 48 }, (_, i) => longMemory('probe', i));
  const modelChunks = chunkText(blob('probe', quick ? 20_000 : 40_000));
  const [modelMs] = await timed(async () => {
    const items = [...modelTexts, ...modelChunks];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < items.length) {
          const text = items[next++]!;
          await stack.embedder.embedPassages([text, ...decompose(text)], { tenant: 'probe' });
        }
      }),
    );
  });
  const modelPerSecond = (modelTexts.length + modelChunks.length) / (modelMs / 1000);

  log('searches before the flood');
  const before: number[] = [];
  for (let round = 0; round < 8; round++) {
    for (const t of lights) {
      const [ms, res] = await timed(() => search(t, memoryText(1000 + round)));
      if (res.status === 200) before.push(ms);
    }
  }

  // Longest wait of each account's jobs on the queue, sampled while the flood lasts.
  const fair = stack.service.memoryRuntime!.deps.jobs.fair(MEMORY_QUEUE);
  const longestWait = new Map<string, number>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { accounts } = await fair.scan({ limit: 5000 });
      const now = Date.now();
      for (const [account, b] of accounts) longestWait.set(account, Math.max(longestWait.get(account) ?? 0, now - b.oldestAt));
      await new Promise((r) => setTimeout(r, 500));
    }
  })();

  log(`flood: ${floodMemories} long memories from 8 writers and a ${floodBytes / 1000} KB import`);
  const floodStart = performance.now();
  const floodIds: string[] = [];
  const floodWrittenAt = new Map<string, number>();
  let floodNext = 0;
  const writers = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (floodNext < floodMemories) {
        const i = floodNext++;
        const res = await post(flood.key, '/api/v1/memory/store', { user_id: flood.name, content: longMemory('flood', i) });
        if (res.status === 200 && res.body.id) {
          floodIds.push(String(res.body.id));
          floodWrittenAt.set(String(res.body.id), performance.now());
        }
      }
    }),
  );
  const floodBlob = blob('flood', floodBytes);
  const floodChunks = chunkText(floodBlob).length;
  const floodImport = await must(flood.key, '/api/v1/memory/bulk-store', { user_id: flood.name, content: floodBlob });

  // The light tenants, all at once, while the flood is queued.
  let floodDone = false;
  const during: number[] = [];
  const storeToSearchable: number[] = [];
  const backgroundSearchable: number[] = [];
  const asyncAnswers: Array<{ expected: number; actual?: number }> = [];
  /** The light accounts' background jobs (BullMQ ids), to split their time into queue wait and run. */
  const lightJobs: string[] = [];
  let unsearchable = 0;
  const lightWork = Promise.all(
    lights.map(async (t, ti) => {
      const searching = (async () => {
        for (let i = 0; !floodDone; i++) {
          const [ms, res] = await timed(() => search(t, memoryText(1000 + i)));
          if (res.status === 200) during.push(ms);
          await new Promise((r) => setTimeout(r, 300));
        }
      })();
      // One long memory (indexed by a job) and one small import, in the background.
      const longText = longMemory(`light${ti}`, 0);
      const longAt = performance.now();
      const long = await must(t.key, '/api/v1/memory/store', { user_id: t.name, content: longText });
      const longDone = searchableAfter(t, longText, String(long.id), longAt);
      const importAt = performance.now();
      const small = await must(t.key, '/api/v1/memory/bulk-store', { user_id: t.name, content: blob(`light${ti}`, 3000) });
      lightJobs.push(`index-${String(long.id)}`, `bulk-${String(small.job_id)}`);
      const importDone = (async () => {
        for (;;) {
          const s = await must(t.key, '/api/v1/memory/bulk-store/status', { user_id: t.name, job_id: small.job_id });
          if (s.status === 'done') return performance.now() - importAt;
          if (s.status === 'failed' || performance.now() - importAt > 180_000) return undefined;
          await new Promise((r) => setTimeout(r, 250));
        }
      })();
      // Short writes, each polled until searchable.
      for (let i = 0; i < SHORT_WRITES; i++) {
        const text = `Light tenant ${ti} note ${i}: ${memoryText(20_000 + ti * 100 + i)}`;
        const at = performance.now();
        const res = await must(t.key, '/api/v1/memory/store', { user_id: t.name, content: text });
        const ms = await searchableAfter(t, text, String(res.id), at);
        if (ms === undefined || ms > UNSEARCHABLE_AFTER_MS) unsearchable++;
        if (ms !== undefined) storeToSearchable.push(ms);
        await new Promise((r) => setTimeout(r, 500));
      }
      const [longMs, importMs] = await Promise.all([longDone, importDone]);
      for (const ms of [longMs, importMs]) {
        if (ms === undefined || ms > UNSEARCHABLE_AFTER_MS) unsearchable++;
        if (ms !== undefined) backgroundSearchable.push(ms);
      }
      if (typeof long.expected_searchable_in_ms === 'number') asyncAnswers.push({ expected: long.expected_searchable_in_ms, actual: longMs });
      // Wrapped: returned bare, the promise would be adopted and this tenant's work would last as long as the flood.
      return { searching };
    }),
  );

  // The flood ends when every memory of it is indexed and its import is done, or when the window is
  // over and the light tenants are done.
  let lightDone = false;
  const lightFinished = lightWork.then((searchers) => {
    lightDone = true;
    log(`light tenants done after ${fmt((performance.now() - floodStart) / 1000, 1)} s`);
    return searchers;
  });
  await writers;
  const floodStore = await stack.service.prisma.store.findFirstOrThrow({ where: { accountId: flood.accountId } });
  const floodIndexedAt = new Map<string, number>();
  let floodChunksDone = 0;
  let floodComplete = false;
  for (;;) {
    const pending = await stack.service.prisma.memory.findMany({ where: { storeId: floodStore.id, indexState: 'pending', sourceType: 'api' }, select: { id: true } });
    const now = performance.now();
    const pendingIds = new Set(pending.map((p) => p.id));
    for (const id of floodIds) if (!pendingIds.has(id) && !floodIndexedAt.has(id)) floodIndexedAt.set(id, now);
    const status = await must(flood.key, '/api/v1/memory/bulk-store/status', { user_id: flood.name, job_id: floodImport.job_id });
    floodChunksDone = Number(status.chunks_done);
    floodComplete = !pending.length && (status.status === 'done' || status.status === 'failed');
    if (floodComplete || (lightDone && now - floodStart > FLOOD_WINDOW_MS)) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const floodMs = performance.now() - floodStart;
  floodDone = true;
  const searchers = await lightFinished;
  await Promise.all(searchers.map((s) => s.searching));
  sampling = false;
  await sampler;
  await client.close();

  // Where the light background jobs' time went: from enqueue to their last pickup (BullMQ keeps only
  // the last: a sliced import goes back to the queue between slices), and from then until done.
  const waits: number[] = [];
  const runs: number[] = [];
  const queue = stack.service.memoryRuntime!.deps.jobs.queue(MEMORY_QUEUE);
  for (const id of lightJobs) {
    const job = await queue.getJob(id);
    if (!job?.finishedOn || !job.processedOn) continue;
    waits.push(job.processedOn - job.timestamp);
    runs.push(job.finishedOn - job.processedOn);
  }
  const floodItems = floodIndexedAt.size + floodChunksDone;
  const floodPerSecond = floodItems / (floodMs / 1000);
  const floodLate = floodIds.filter((id) => (floodIndexedAt.get(id) ?? Infinity) - floodWrittenAt.get(id)! > UNSEARCHABLE_AFTER_MS).length;
  const s2s = summarize(storeToSearchable);
  const bg = summarize(backgroundSearchable);
  const sb = summarize(before);
  const sd = summarize(during);
  const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);

  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\n## Tenants: one flooding account and ${LIGHT_TENANTS} light ones (load average at the end: ${load}; ${os.availableParallelism()} cores)\n`);
  console.log(
    markdownTable(
      ['figure', 'value'],
      [
        ['light store-to-searchable p50 / p95 (ms)', `${fmt(s2s.p50, 0)} / ${fmt(s2s.p95, 0)} (n=${s2s.n})`],
        ['light background work (long memory, small import) to searchable p50 / max (ms)', `${fmt(bg.p50, 0)} / ${fmt(Math.max(...backgroundSearchable), 0)} (n=${bg.n})`],
        ['light search p50 / p95 before the flood (ms)', `${fmt(sb.p50, 1)} / ${fmt(sb.p95, 1)} (n=${sb.n})`],
        ['light search p50 / p95 during the flood (ms)', `${fmt(sd.p50, 1)} / ${fmt(sd.p95, 1)} (n=${sd.n})`],
        [
          'flood throughput (memories and chunks / s)',
          `${fmt(floodPerSecond, 2)} (${floodIndexedAt.size} of ${floodMemories} memories + ${floodChunksDone} of ${floodChunks} chunks in ${fmt(floodMs / 1000, 1)} s${floodComplete ? '' : ', window over'})`,
        ],
        ['model alone, same work (memories / s)', fmt(modelPerSecond, 2)],
        ['light writes unsearchable after 60 s', String(unsearchable)],
        ['flood memories indexed more than 60 s after their write', `${floodLate} of ${floodIds.length}`],
        ['answers 5xx during the run', String(fiveXX)],
        ['light background jobs: enqueue to last pickup p50 / max, last pickup to done p50 / max (ms)', `${fmt(summarize(waits).p50, 0)} / ${fmt(Math.max(...waits), 0)}, ${fmt(summarize(runs).p50, 0)} / ${fmt(Math.max(...runs), 0)} (n=${waits.length})`],
        ['async answers: expected_searchable_in_ms vs actual (ms)', asyncAnswers.map((a) => `${a.expected}/${fmt(a.actual, 0)}`).join(', ') || 'none async'],
      ],
    ),
  );
  console.log('\nLongest queue wait by account (sampled every 0.5 s):\n');
  console.log(markdownTable(['account', 'longest wait (s)'], [...longestWait].sort((a, b) => b[1] - a[1]).map(([a, ms]) => [nameOf.get(a) ?? a, fmt(ms / 1000, 1)])));
  const targets: Target[] = [
    { name: 'light store-to-searchable p95', figure: s2s.p95, limit: 3000, kind: 'max', unit: 'ms' },
    { name: 'light background work searchable (max)', figure: backgroundSearchable.length ? Math.max(...backgroundSearchable) : undefined, limit: 20_000, kind: 'max', unit: 'ms', missing: 'none finished' },
    { name: 'light search p95 during the flood', figure: sd.p95, limit: 2 * sb.p95 + 50, kind: 'max', unit: 'ms' },
    { name: 'light writes unsearchable after 60 s', figure: unsearchable, limit: 0, kind: 'max', unit: '' },
    { name: 'flood throughput / model alone', figure: floodPerSecond / modelPerSecond, limit: 0.8, kind: 'min', unit: '' },
    { name: 'answers 5xx', figure: fiveXX, limit: 0, kind: 'max', unit: '' },
  ];
  console.log(`\n${targetTable(targets)}\n`);
  const file = writeJson(settings.resultsDir, 'tenants.json', {
    at: new Date().toISOString(),
    loadAverage: os.loadavg(),
    storeToSearchableMs: storeToSearchable,
    backgroundSearchableMs: backgroundSearchable,
    searchBeforeMs: before,
    searchDuringMs: during,
    floodPerSecond,
    modelPerSecond,
    floodMs,
    unsearchable,
    floodLate,
    statuses: Object.fromEntries(statuses),
    longestWaitMs: Object.fromEntries([...longestWait].map(([a, ms]) => [nameOf.get(a) ?? a, ms])),
    asyncAnswers,
    targets,
  });
  log(`written ${file}`);
}
