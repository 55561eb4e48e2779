import { Queue, type ConnectionOptions, type Worker } from 'bullmq';
import type { z } from 'zod';
import { closeWithin, createWorker, handle, type JobDefinition } from './jobs.js';
import { logger } from './logger.js';

/**
 * One piece of periodic work: a typed job, how often it runs and what it does. The job carries no
 * request: its payload is the definition's (usually empty) object.
 */
export interface PeriodicTask<S extends z.ZodType = z.ZodType> {
  def: JobDefinition<S>;
  everyMs: number;
  payload: z.input<S>;
  run: (payload: z.output<S>) => Promise<unknown>;
}

export function periodic<S extends z.ZodType>(task: PeriodicTask<S>): PeriodicTask {
  return task as unknown as PeriodicTask;
}

export interface PeriodicWork {
  worker: Worker;
  queue: Queue;
  /** Settles once every task's scheduler is in Redis (the first run is then due at once). */
  scheduled: Promise<void>;
  close(): Promise<void>;
}

/**
 * Periodic work on the queue: each task is a BullMQ job scheduler named after its job, upserted by
 * every replica that starts (the same id and interval: one scheduler, whose slots stay where they
 * were), so N replicas run each task once per interval between them, not N times. A scheduler with
 * `every` puts its first job at once, which keeps the "once at start" of the former timers.
 *
 * Redis may come back empty (restarted without persistence): the schedulers are upserted again each
 * time the queue's connection is ready, so periodic work never stops for good with a Redis restart.
 */
export function startPeriodicWork(
  queueName: string,
  tasks: PeriodicTask[],
  opts: { connection: ConnectionOptions; prefix: string },
): PeriodicWork {
  for (const t of tasks) {
    if (t.def.queue !== queueName) throw new Error(`${t.def.name} belongs to queue ${t.def.queue}, not ${queueName}`);
    if (!(t.everyMs > 0)) throw new Error(`${t.def.name}: an interval must be positive`);
  }
  const queue = new Queue(queueName, { connection: opts.connection, prefix: opts.prefix });
  queue.on('error', (err) => logger.debug({ err: err.message, queue: queueName }, 'scheduler queue unavailable'));
  const upsert = () =>
    Promise.all(
      tasks.map((t) =>
        queue.upsertJobScheduler(
          t.def.name,
          { every: t.everyMs },
          { name: t.def.name, data: { payload: t.def.schema.parse(t.payload) }, opts: t.def.defaults },
        ),
      ),
    ).then(() => undefined);
  let closing = false;
  const scheduled = upsert();
  scheduled.catch((err) => logger.warn({ err, queue: queueName }, 'periodic work not scheduled yet; it will be when Redis is back'));
  queue.getBackend().on('ready', () => {
    if (closing) return;
    upsert().catch((err) => logger.warn({ err, queue: queueName }, 'periodic work not scheduled again'));
  });
  // One at a time per replica: a task is never run by two replicas at once anyway (one job per slot).
  const worker = createWorker(
    queueName,
    tasks.map((t) => handle(t.def, (payload) => t.run(payload))),
    { connection: opts.connection, prefix: opts.prefix, concurrency: 1 },
  );
  return {
    worker,
    queue,
    scheduled,
    async close() {
      closing = true;
      await closeWithin(worker, 5000);
      await closeWithin(queue, 3000);
    },
  };
}
