import type { ConnectionOptions, Worker } from 'bullmq';
import { bulkImportJob, indexMemoryJob, MEMORY_QUEUE, MEMORY_QUEUE_ACCOUNT_SLOTS, MEMORY_QUEUE_SLOTS } from '../../../../common/src/job-definitions.js';
import { expireMemoriesJob, MEMORY_UPKEEP_QUEUE, sweepPendingMemoriesJob } from '../../../../common/src/job-definitions.js';
import { periodic, startPeriodicWork, type PeriodicWork } from '../../../../common/src/job-schedulers.js';
import { closeWithin, createWorker, handle, YIELD } from '../../../../common/src/jobs.js';
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
        // A long import runs in slices, going back to the queue between them (its account's turn).
        const result = await memory.runBulkImport(payload.importId);
        return result === 'more' ? YIELD : result;
      } catch (err) {
        // After the last attempt the import says so, instead of staying `running` for ever.
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await memory.markBulkFailed(payload.importId, 'chunking or embedding kept failing');
        throw err;
      }
    }),
  ];
  const fair = memory.queueCounts();
  const worker = createWorker(MEMORY_QUEUE, handlers, {
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: MEMORY_QUEUE_SLOTS,
    fair,
    accountSlots: MEMORY_QUEUE_ACCOUNT_SLOTS,
  });
  const sweep = async () => {
    // The per-account counts are set again from the jobs queued (drift from a worker killed between
    // a job's end and its count's release), then whatever was left pending is queued.
    await fair.scan({ rebuild: true });
    return memory.sweepPending();
  };
  const periodicSweep =
    opts.sweepIntervalMs > 0
      ? startPeriodicWork(
          MEMORY_UPKEEP_QUEUE,
          [
            periodic({ def: sweepPendingMemoriesJob, everyMs: opts.sweepIntervalMs, payload: {}, run: () => sweep() }),
            // Expired memories already answer nowhere; this erases them within the interval.
            periodic({ def: expireMemoriesJob, everyMs: opts.sweepIntervalMs, payload: {}, run: async () => ({ erased: (await memory.eraseExpired()).length }) }),
          ],
          { connection: opts.connection, prefix: opts.prefix },
        )
      : undefined;
  return {
    worker,
    sweep: periodicSweep,
    async close() {
      await closeWithin(worker, 5000);
      await periodicSweep?.close();
    },
  };
}
