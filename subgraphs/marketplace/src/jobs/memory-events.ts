import { memoryEventJob } from '../../../../common/src/job-definitions.js';
import { handle } from '../../../../common/src/jobs.js';
import type { EventLog } from '../modules/shared/providers/event-log.js';

/**
 * Memory events from the memory service: recorded in the account's event log under the id they came
 * with (a retried job records once) and delivered, signed and retried, as the marketplace's own.
 */
export function memoryEventHandler(events: EventLog) {
  return handle(memoryEventJob, async ({ eventId, accountId, type, object }) => {
    const emitted = await events.emitOnce(eventId, accountId, type, object);
    return { deliveries: emitted?.deliveryIds.length ?? 0 };
  });
}
