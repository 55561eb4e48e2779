import { indexMemoryJob, MEMORY_QUEUE } from '../../../../common/src/job-definitions.js';
import { createWorker, handle } from '../../../../common/src/jobs.js';
import type { MemoryManager } from '../domain/memory-manager.js';
import type { ConnectionOptions } from 'bullmq';

/** Worker of the memory queue: indexes memories whose write answered `stored (async)`. */
export function createMemoryWorker(memory: MemoryManager, opts: { connection: ConnectionOptions; prefix: string }) {
  return createWorker(
    MEMORY_QUEUE,
    [handle(indexMemoryJob, (payload) => memory.indexMemory(payload.memoryId))],
    { ...opts, concurrency: 2 },
  );
}
