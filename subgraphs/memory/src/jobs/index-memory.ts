import type { ConnectionOptions, Worker } from 'bullmq';
import { bulkImportJob, indexMemoryJob, MEMORY_QUEUE } from '../../../../common/src/job-definitions.js';
import { closeWithin, createWorker, handle } from '../../../../common/src/jobs.js';
import { logger } from '../../../../common/src/logger.js';
import type { MemoryManager } from '../domain/memory-manager.js';

export interface MemoryWorker {
  worker: Worker;
  close(): Promise<void>;
}

/**
 * The memory queue's worker: indexes memories whose write answered `stored (async)` and runs bulk
 * imports. With a sweep interval it also re-enqueues records and imports left pending (queue down at
 * write time), once at start and then on every interval.
 */
export function startMemoryWorker(
  memory: MemoryManager,
  opts: { connection: ConnectionOptions; prefix: string; sweepIntervalMs: number },
): MemoryWorker {
  const handlers = [
    handle(indexMemoryJob, (payload) => memory.indexMemory(payload.memoryId)),
    handle(bulkImportJob, async (payload, job) => {
      try {
        return await memory.runBulkImport(payload.importId);
      } catch (err) {
        // After the last attempt the import says so, instead of staying `running` for ever.
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await memory.markBulkFailed(payload.importId, 'chunking or embedding kept failing');
        throw err;
      }
    }),
  ];
  const worker = createWorker(MEMORY_QUEUE, handlers, {
    connection: opts.connection,
    prefix: opts.prefix,
    // Jobs mostly wait on the embedding threads, whose queue shares them fairly between accounts:
    // enough slots that one account's imports do not keep every other account's jobs waiting here.
    concurrency: 8,
  });
  let sweep: NodeJS.Timeout | undefined;
  if (opts.sweepIntervalMs > 0) {
    const run = () => void memory.sweepPending().catch((err) => logger.warn({ err }, 'pending sweep failed'));
    run();
    sweep = setInterval(run, opts.sweepIntervalMs);
    sweep.unref();
  }
  return {
    worker,
    async close() {
      if (sweep) clearInterval(sweep);
      await closeWithin(worker, 5000);
    },
  };
}
