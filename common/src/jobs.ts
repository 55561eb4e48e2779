import { Queue, UnrecoverableError, WaitingError, Worker, type ConnectionOptions, type Job, type JobsOptions } from 'bullmq';
import { BullMQOtel } from 'bullmq-otel';
import { z } from 'zod';
import { AccountSlots } from './account-slots.js';
import { FairQueueCounts, type Admission } from './fair-queue-counts.js';
import { logger } from './logger.js';
import { runWithRequestContext } from './request-context.js';
import { jobRun } from './telemetry/channels.js';
import { spansEnabled } from './telemetry/spans.js';

/**
 * Typed jobs: each job has a name, a queue and a payload schema. The payload is parsed when it is
 * enqueued and again when it runs, so a malformed job never reaches a processor.
 */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  queue: string;
  schema: S;
  defaults?: JobsOptions;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

let otel: BullMQOtel | undefined;
/**
 * With tracing on, BullMQ carries the enqueuing request's trace context in the job and runs the job
 * in a span that continues it; off, queues and workers get no telemetry at all.
 */
function telemetry(): { telemetry?: BullMQOtel } {
  if (!spansEnabled()) return {};
  otel ??= new BullMQOtel({ tracerName: 'bullmq' });
  return { telemetry: otel };
}

/**
 * Carried with every payload so logs of a job join the request that caused it; `account` is the
 * account whose turn the job takes on a queue shared fairly between accounts (`enqueueFair`).
 */
const Envelope = z.object({ requestId: z.string().optional(), account: z.string().optional(), payload: z.unknown() });

/** Returned by a processor whose job did part of its work and goes back to the queue for the rest. */
export const YIELD = Symbol('yield');

/** Removes the job kept under `jobId` if it has finished (done or failed), so that id can run again. */
async function removeFinished(queue: Queue, jobId: string): Promise<void> {
  const previous = await queue.getJob(jobId);
  if (previous && ((await previous.isCompleted()) || (await previous.isFailed()))) await previous.remove();
}

export class JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly counts = new Map<string, FairQueueCounts>();

  constructor(
    private readonly connection: ConnectionOptions,
    private readonly prefix: string,
  ) {}

  queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.connection, prefix: this.prefix, ...telemetry() });
      this.queues.set(name, q);
    }
    return q;
  }

  /**
   * Adds a job. With a `jobId`, a job of that id still waiting or running makes this a no-op (BullMQ
   * deduplicates); `replaceFinished` also replaces a finished job still kept under that id, so work
   * that must run again (a re-index) is not swallowed by the record of the earlier run.
   */
  async enqueue<S extends z.ZodType>(
    def: JobDefinition<S>,
    payload: z.input<S>,
    opts: JobsOptions & { requestId?: string; replaceFinished?: boolean } = {},
  ): Promise<Job> {
    const parsed = def.schema.parse(payload);
    const { requestId, replaceFinished, ...jobOpts } = opts;
    const queue = this.queue(def.queue);
    if (replaceFinished && jobOpts.jobId) await removeFinished(queue, jobOpts.jobId);
    return queue.add(def.name, { requestId, payload: parsed }, { ...def.defaults, ...jobOpts });
  }

  /** The per-account counts of a queue whose jobs take turns between accounts. */
  fair(name: string): FairQueueCounts {
    let c = this.counts.get(name);
    if (!c) {
      c = new FairQueueCounts(this.queue(name));
      this.counts.set(name, c);
    }
    return c;
  }

  /**
   * Adds a job that takes `account`'s turn: its priority is the number of jobs the account has
   * queued, itself included, so accounts are served round robin (fair-share.ts). Needs a `jobId`; a
   * job of that id still kept makes this a no-op, as with `enqueue` (admission `priority` 0).
   */
  async enqueueFair<S extends z.ZodType>(
    def: JobDefinition<S>,
    payload: z.input<S>,
    account: string,
    opts: Omit<JobsOptions, 'priority'> & { jobId: string; requestId?: string; replaceFinished?: boolean },
  ): Promise<Admission> {
    const parsed = def.schema.parse(payload);
    const { requestId, replaceFinished, ...jobOpts } = opts;
    const queue = this.queue(def.queue);
    if (replaceFinished) await removeFinished(queue, jobOpts.jobId);
    const fair = this.fair(def.queue);
    const admission = await fair.admit(account, jobOpts.jobId);
    if (admission.priority === 0) return admission;
    try {
      await queue.add(def.name, { requestId, account, payload: parsed }, { ...def.defaults, ...jobOpts, priority: admission.priority });
    } catch (err) {
      await fair.release(account).catch(() => undefined);
      throw err;
    }
    return admission;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => closeWithin(q, 3000)));
    this.queues.clear();
  }
}

/**
 * Closes a queue or worker, but never waits on Redis forever: a graceful close needs a live
 * connection, so after `ms` the connection is dropped instead.
 */
export async function closeWithin(target: Queue | Worker, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  const result = await Promise.race([target.close().then(() => 'closed' as const), timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    // Without Redis even a disconnect may wait; do not hold shutdown on it.
    void target.disconnect().catch(() => undefined);
  }
}

type Processor<S extends z.ZodType> = (payload: z.output<S>, job: Job) => Promise<unknown>;

/** The account a job takes the turn of (`enqueueFair`), if any. */
export function jobAccount(job: Job): string | undefined {
  const env = Envelope.safeParse(job.data);
  return env.success ? env.data.account : undefined;
}

export interface JobHandler {
  def: JobDefinition<z.ZodType>;
  run: Processor<z.ZodType>;
}

/** Pairs a job definition with its processor, keeping the payload's type. */
export function handle<S extends z.ZodType>(def: JobDefinition<S>, run: Processor<S>): JobHandler {
  return { def, run: run as Processor<z.ZodType> };
}

/** A worker for one queue whose jobs are all typed. */
export function createWorker(
  queueName: string,
  handlers: JobHandler[],
  options: {
    connection: ConnectionOptions;
    prefix: string;
    concurrency?: number;
    lockDuration?: number;
    fair?: FairQueueCounts;
    /**
     * With `fair`: the most jobs of one account this worker runs at once. A job taken beyond it waits
     * for one of its account's jobs to end, or, as soon as another account's job is next in the
     * queue, goes back to the queue and gives that job its slot.
     */
    accountSlots?: number;
  },
): Worker {
  const byName = new Map(handlers.map((h) => [h.def.name, h]));
  const { fair, accountSlots } = options;
  const running = new AccountSlots(accountSlots ?? Infinity);
  /** Back to the queue, same job (same id, lock released), with the priority its account's backlog gives it now. */
  const requeue = async (job: Job, token: string | undefined, account: string | undefined): Promise<never> => {
    if (account && fair) await job.changePriority({ priority: await fair.priorityOf(account) });
    else if (!job.opts.priority) await job.changePriority({ priority: 1 });
    await job.moveToWait(token);
    throw new WaitingError();
  };
  const worker: Worker = new Worker(
    queueName,
    async (job, token) => {
      const handler = byName.get(job.name);
      if (!handler) throw new UnrecoverableError(`no handler for job ${job.name}`);
      const envelope = Envelope.safeParse(job.data);
      const payload = envelope.success ? handler.def.schema.safeParse(envelope.data.payload) : undefined;
      if (!envelope.success || !payload?.success) {
        throw new UnrecoverableError(`malformed payload for job ${job.name}`);
      }
      const { account } = envelope.data;
      if (account && fair) {
        const turn = await running.acquire(account, async () => worker.closing !== undefined || ((await fair.nextAccount()) ?? account) !== account);
        if (!turn) await requeue(job, token, account);
      }
      const requestId = envelope.data.requestId ?? `job_${job.id}`;
      let result: unknown;
      try {
        result = await runWithRequestContext({ requestId }, () =>
          jobRun(queueName, job.name, async () => {
            const log = logger.child({ job: job.name, job_id: job.id, attempt: job.attemptsMade + 1 });
            log.debug('job started');
            try {
              const result = await handler.run(payload.data, job);
              log.debug('job finished');
              return result;
            } catch (err) {
              log.warn({ err }, 'job failed');
              throw err;
            }
          }),
        );
      } finally {
        if (account && fair) running.release(account);
      }
      if (result !== YIELD) return result;
      // Other accounts' jobs and other time-sliced jobs get their turn.
      return requeue(job, token, account);
    },
    {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: options.concurrency ?? 2,
      ...telemetry(),
      ...(options.lockDuration ? { lockDuration: options.lockDuration, stalledInterval: Math.max(1000, Math.floor(options.lockDuration / 2)) } : {}),
    },
  );
  worker.on('error', (err) => logger.error({ err, queue: queueName }, 'worker error'));
  if (fair) {
    // A job's turn ends when it completes or fails for good (a failure that will be retried keeps it).
    const release = (job: Job) => {
      const account = jobAccount(job);
      if (account) void fair.release(account).catch((err) => logger.warn({ err, queue: queueName }, 'could not release a fair-queue count'));
    };
    worker.on('completed', (job) => {
      release(job);
      if (job.processedOn && job.finishedOn) void fair.recordDuration(job.finishedOn - job.processedOn).catch(() => undefined);
    });
    worker.on('failed', (job, err) => {
      if (!job) return;
      const final = err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final) release(job);
    });
  }
  return worker;
}

/** Rejects when `p` takes longer than `ms` (an add waits for Redis forever when it is down). */
export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
