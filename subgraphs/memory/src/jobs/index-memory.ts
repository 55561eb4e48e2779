import type { ConnectionOptions, Worker } from 'bullmq';
import { bulkImportJob, indexMemoryJob, MEMORY_QUEUE } from '../../../../common/src/job-definitions.js';
import { MEMORY_UPKEEP_QUEUE, sweepPendingMemoriesJob } from '../../../../common/src/job-definitions.js';
import { periodic, startPeriodicWork, type PeriodicWork } from '../../../../common/src/job-schedulers.js';
import { closeWithin, createWorker, handle } from '../../../../common/src/jobs.js';
import type { MemoryManager } from '../domain/memory-manager.js';

export interface MemoryWorker {
  worker: Worker;
  /** The pending sweep's job scheduler and its worker; absent with a sweep interval of 0. */
  sweep?: PeriodicWork;
  close(): Promise<void>;
}

/**
 * The memory queue's worker: indexes memories whose write answered `stored (async)` and runs bulk
 * imports. With a sweep interval it also re-enqueues records and imports left pending (queue down at
 * write time): a job scheduler shared by every memory worker, whose first run is due at once and which
 * then runs once per interval however many workers there are.
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
  const sweep =
    opts.sweepIntervalMs > 0
      ? startPeriodicWork(
          MEMORY_UPKEEP_QUEUE,
          [periodic({ def: sweepPendingMemoriesJob, everyMs: opts.sweepIntervalMs, payload: {}, run: () => memory.sweepPending() })],
          { connection: opts.connection, prefix: opts.prefix },
        )
      : undefined;
  return {
    worker,
    sweep,
    async close() {
      await closeWithin(worker, 5000);
      await sweep?.close();
    },
  };
}
