import { QueueEvents, type Job } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorker, defineJob, handle, JobQueue } from '../../common/src/jobs.js';
import { currentRequestId } from '../../common/src/request-context.js';
import { suffix, testConfig } from '../testkit/service.js';

// The typed-job kit on the real Redis: payloads are parsed when enqueued and when run.
const config = testConfig();
const prefix = `jobs-${suffix()}`;
const queueName = `kit-${suffix()}`;
const connection = { url: config.redis.url };
const jobs = new JobQueue(connection, prefix);
const greet = defineJob({ name: 'greet', queue: queueName, schema: z.object({ name: z.string().min(1) }), defaults: { attempts: 3 } });
const seen: Array<{ name: string; requestId?: string; attempt: number }> = [];
const worker = createWorker(
  queueName,
  [
    handle(greet, async (payload, job: Job) => {
      seen.push({ name: payload.name, requestId: currentRequestId(), attempt: job.attemptsMade + 1 });
      return `hello ${payload.name}`;
    }),
  ],
  { connection, prefix },
);
const events = new QueueEvents(queueName, { connection, prefix });

afterAll(async () => {
  await worker.close();
  await events.close();
  await jobs.close();
});

describe('typed jobs', () => {
  it('runs a valid job with the request id of the request that enqueued it', async () => {
    const job = await jobs.enqueue(greet, { name: 'Ada' }, { requestId: 'req_from_edge' });
    expect(await job.waitUntilFinished(events, 20_000)).toBe('hello Ada');
    expect(seen).toContainEqual({ name: 'Ada', requestId: 'req_from_edge', attempt: 1 });
  });

  it('refuses to enqueue a malformed payload', async () => {
    await expect(jobs.enqueue(greet, { name: '' })).rejects.toThrow();
  });

  it('fails a malformed job once, without retries', async () => {
    // Written past the schema, as an older producer might have.
    const job = await jobs.queue(queueName).add('greet', { payload: { name: 42 } }, { attempts: 3 });
    await expect(job.waitUntilFinished(events, 20_000)).rejects.toThrow(/malformed payload/);
    const failed = await jobs.queue(queueName).getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
    expect(seen.some((s) => s.name === (42 as unknown as string))).toBe(false);
  });
});
