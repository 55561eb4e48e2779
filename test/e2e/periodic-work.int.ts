import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { periodic, startPeriodicWork, type PeriodicWork } from '../../common/src/job-schedulers.js';
import { defineJob } from '../../common/src/jobs.js';
import { eventually, suffix, testConfig } from '../testkit/service.js';

// Periodic work on the real Redis: two replicas of a worker on one queue prefix, each upserting the
// same job scheduler, run a task once per interval between them, never once each.
const config = testConfig();
const EVERY_MS = 400;

const started: Array<PeriodicWork | Queue | Redis> = [];
afterEach(async () => {
  for (const s of started.splice(0).reverse()) {
    if (s instanceof Redis) s.disconnect();
    else await s.close();
  }
});

function sweepDef(queue: string) {
  return defineJob({ name: 'test.sweep', queue, schema: z.object({ scope: z.string() }), defaults: { attempts: 1, removeOnComplete: 100 } });
}

/** A replica: its own connection, the same queue and prefix as the others, a counter the sweep writes. */
function replica(queue: string, prefix: string, runs: Array<{ replica: string; scope: string }>, name: string, connection: Redis | { url: string } = { url: config.redis.url }) {
  const work = startPeriodicWork(
    queue,
    [periodic({ def: sweepDef(queue), everyMs: EVERY_MS, payload: { scope: 'all' }, run: async (p) => runs.push({ replica: name, scope: p.scope }) })],
    { connection, prefix },
  );
  started.push(work);
  return work;
}

/** The slot each run belongs to: a scheduler's job id is `repeat:<scheduler id>:<slot in ms>`. */
const slotOf = (job: Job) => Number(String(job.id).split(':').at(-1));

function expectOnePerSlot(completed: Job[], runs: number): void {
  const slots = completed.map(slotOf).sort((x, y) => x - y);
  expect(new Set(slots).size).toBe(slots.length);
  expect(runs).toBe(completed.length);
  for (let i = 1; i < slots.length; i++) expect((slots[i]! - slots[i - 1]!) % EVERY_MS).toBe(0);
}

describe('periodic work on job schedulers', () => {
  it('runs once per interval across two replicas, the first run at once, with one scheduler between them', async () => {
    const queue = `upkeep-${suffix()}`;
    const prefix = `periodic-${suffix()}`;
    const runs: Array<{ replica: string; scope: string }> = [];
    const completed: Job[] = [];
    const a = replica(queue, prefix, runs, 'a');
    const b = replica(queue, prefix, runs, 'b');
    for (const w of [a, b]) w.worker.on('completed', (job) => completed.push(job));
    await Promise.all([a.scheduled, b.scheduled]);

    await eventually(async () => completed.length >= 6, 30_000);
    await Promise.all([a.worker.pause(), b.worker.pause()]);

    // One scheduler, whoever upserted it.
    const inspect = new Queue(queue, { connection: { url: config.redis.url }, prefix });
    started.push(inspect);
    const schedulers = await inspect.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: 'test.sweep', every: EVERY_MS });

    // Every run is a job of its own slot: as many sweeps ran as jobs completed, each slot once, and
    // slots on one grid of the interval (a second scheduler or a replica's own timer would add runs
    // between them; a slot is skipped only when no worker was free for a whole interval).
    expectOnePerSlot(completed, runs.length);
    expect(runs.every((r) => r.scope === 'all')).toBe(true);
  });

  it('a replica that starts later joins the schedule instead of adding a run of its own', async () => {
    const queue = `upkeep-${suffix()}`;
    const prefix = `periodic-${suffix()}`;
    const runs: Array<{ replica: string; scope: string }> = [];
    const completed: Job[] = [];
    const a = replica(queue, prefix, runs, 'a');
    a.worker.on('completed', (job) => completed.push(job));
    await a.scheduled;
    await eventually(async () => completed.length >= 2, 30_000);
    const b = replica(queue, prefix, runs, 'b');
    b.worker.on('completed', (job) => completed.push(job));
    await b.scheduled;
    await eventually(async () => completed.length >= 5, 30_000);
    await Promise.all([a.worker.pause(), b.worker.pause()]);

    expectOnePerSlot(completed, runs.length);
  });

  it('schedules again when Redis comes back without the scheduler (a restart without persistence)', async () => {
    const queue = `upkeep-${suffix()}`;
    const prefix = `periodic-${suffix()}`;
    const runs: Array<{ replica: string; scope: string }> = [];
    const redis = new Redis(config.redis.url, { maxRetriesPerRequest: null });
    started.push(redis);
    const a = replica(queue, prefix, runs, 'a', redis);
    await a.scheduled;
    await eventually(async () => runs.length >= 1, 30_000);

    // The scheduler and its next job are gone, as they would be after a restart of an empty Redis.
    const inspect = new Queue(queue, { connection: { url: config.redis.url }, prefix });
    started.push(inspect);
    await a.worker.pause();
    await inspect.obliterate({ force: true });
    expect(await inspect.getJobSchedulers()).toEqual([]);
    // The connection drops and comes back: the replica upserts its schedulers again.
    redis.disconnect(true);
    await eventually(async () => (await inspect.getJobSchedulers()).length === 1, 30_000);
    a.worker.resume();
    const before = runs.length;
    await eventually(async () => runs.length > before, 30_000);
  });
});
