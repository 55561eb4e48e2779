import { handle, type JobHandler } from '../../../../common/src/jobs.js';
import { deliverWebhookJob } from '../../../../common/src/job-definitions.js';
import type { WebhookManager } from '../domain/webhooks.js';

/** One delivery attempt per job; the manager schedules the next one (1 min … 24 h) when it fails. */
export function webhookHandler(webhooks: WebhookManager): JobHandler {
  return handle(deliverWebhookJob, async ({ deliveryId, attempt }) => ({ outcome: await webhooks.attempt(deliveryId, attempt) }));
}
