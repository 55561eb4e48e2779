import { handle, type JobHandler } from '../../../../common/src/jobs.js';
import { deliverWebhookJob } from '../../../../common/src/job-definitions.js';
import { webhookDelivered } from '../../../../common/src/telemetry/channels.js';
import type { AttemptOutcome } from '../modules/webhooks/providers/delivery-schedule.js';
import type { WebhookManager } from '../modules/webhooks/providers/webhook-manager.js';

/** What an attempt's outcome counts as (a skipped attempt, already made or no longer due, is none). */
const REPORTED = { delivered: 'delivered', failed: 'failed', retrying: 'retried' } as const satisfies Partial<Record<AttemptOutcome, string>>;

/** One delivery attempt per job; the manager schedules the next one (1 min … 24 h) when it fails. */
export function webhookHandler(webhooks: WebhookManager): JobHandler {
  return handle(deliverWebhookJob, async ({ deliveryId, attempt }) => {
    const outcome = await webhooks.attempt(deliveryId, attempt);
    if (outcome !== 'skipped') webhookDelivered(REPORTED[outcome]);
    return { outcome };
  });
}
