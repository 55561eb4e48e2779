import { z } from 'zod';
import { defineJob } from './jobs.js';

export const MEMORY_QUEUE = 'memory';

/** Puts a committed memory record into the vector index (writes that answered `stored (async)`). */
export const indexMemoryJob = defineJob({
  name: 'memory.index',
  queue: MEMORY_QUEUE,
  schema: z.object({ memoryId: z.uuid() }),
  defaults: {
    attempts: 12,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  },
});
