import { randomBytes } from 'node:crypto';
import { memoryEventJob } from '../../../../common/src/job-definitions.js';
import type { JobQueue } from '../../../../common/src/jobs.js';
import { logger } from '../../../../common/src/logger.js';
import type { MemoryEventSink } from '../domain/deps.js';

/**
 * Memory events on their way to the account's webhooks: one job each on the webhook queue, which the
 * marketplace's worker records and delivers. Sent after the change committed and not awaited by it:
 * a write never waits on, nor fails for, its event.
 */
export function queuedMemoryEvents(jobs: JobQueue): MemoryEventSink {
  return {
    emit(accountId, type, object) {
      const eventId = `evt_${randomBytes(16).toString('base64url')}`;
      jobs.enqueue(memoryEventJob, { eventId, accountId, type, object }, { jobId: eventId }).catch((err: unknown) => {
        logger.warn({ err, type, event_id: eventId }, 'could not queue a memory event');
      });
    },
  };
}
