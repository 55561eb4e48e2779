import { randomBytes } from 'node:crypto';
import { AppError, ErrorCode, invalid, notFound } from '../../../../../../common/src/errors.js';
import { EVENT_API_VERSION, EVENT_TYPES, eventEnvelope, TEST_EVENT_TYPE } from '../../shared/providers/event-log.js';
import { newestFirstPages, type PageInput } from '../../shared/providers/pagination.js';
import { newId, type SecretBox } from '../../shared/providers/secrets.js';
import { retryDelay, type AttemptOutcome, type AttemptScheduler } from './delivery-schedule.js';
import { serviceSignature, timestampedHeaders } from './signatures.js';
import { TargetGuard } from './target-guard.js';
import { WebhookClient } from './webhook-client.js';
import type { WebhookStore } from './webhooks-store.js';

const ENDPOINT_PAGES = newestFirstPages('webhooks');
const DELIVERY_PAGES = newestFirstPages('webhook deliveries');

export interface WebhookSettings {
  /** Hosts that may be reached although private or loopback, and over http (test setups only). */
  allowedHosts: string[];
  timeoutMs: number;
}

/** Webhook endpoints and the delivery of events to them. */
export class WebhookManager {
  private readonly guard: TargetGuard;
  private readonly client: WebhookClient;

  /** `scheduler`: where each attempt goes (none without a queue: events are recorded, not delivered). */
  constructor(
    private readonly store: WebhookStore,
    private readonly box: SecretBox,
    settings: WebhookSettings,
    private readonly scheduler: AttemptScheduler = async () => undefined,
  ) {
    this.guard = new TargetGuard(settings.allowedHosts);
    this.client = new WebhookClient(this.guard, settings.timeoutMs);
  }

  /** HTTPS only, no credentials in the URL, and no private, loopback or link-local destination. */
  checkUrl(raw: unknown): Promise<URL> {
    return this.guard.checkUrl(raw);
  }

  async register(accountId: string, input: { url: string; events: string[]; description?: string | null; secret?: string | null }) {
    const url = await this.checkUrl(input.url);
    if (!Array.isArray(input.events) || input.events.length === 0) throw invalid('`events` must list at least one event type.', { param: 'events' });
    const unknown = input.events.filter((e) => !(EVENT_TYPES as readonly string[]).includes(e));
    if (unknown.length) throw invalid(`Unknown event types: ${unknown.join(', ')}. Known: ${EVENT_TYPES.join(', ')}.`, { param: 'events' });
    if (input.secret != null && (input.secret.length < 16 || input.secret.length > 256)) {
      throw invalid('`secret` must be 16 to 256 characters.', { param: 'secret' });
    }
    if (input.description != null && input.description.length > 500) throw invalid('`description` must be at most 500 characters.', { param: 'description' });
    const secret = input.secret ?? `whsec_${randomBytes(32).toString('base64')}`;
    const row = await this.store.insertEndpoint({
      id: newId('we'),
      accountId,
      url: url.toString(),
      events: [...new Set(input.events)],
      description: input.description ?? null,
      secretSealed: this.box.seal(secret),
    });
    return { endpoint: row, secret };
  }

  async get(accountId: string, id: string) {
    const row = await this.store.findEndpoint(accountId, id);
    if (!row) throw notFound(`No webhook endpoint with id ${id}.`, { param: 'webhook_id' });
    return row;
  }

  async list(accountId: string, input: PageInput) {
    const page = ENDPOINT_PAGES.read(input);
    const [total, rows] = await Promise.all([this.store.countEndpoints(accountId), this.store.findEndpointPage(accountId, page, ENDPOINT_PAGES.orderBy)]);
    return ENDPOINT_PAGES.page(rows, total, page);
  }

  /**
   * A new signing secret for an endpoint, returned once; deliveries signed from now on use it (the
   * old one stops at once, so the receiver must be ready for the new one).
   */
  async rotateSecret(accountId: string, id: string) {
    await this.get(accountId, id);
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const endpoint = await this.store.setEndpointSecret(id, this.box.seal(secret));
    return { endpoint, secret };
  }

  async remove(accountId: string, id: string) {
    await this.get(accountId, id);
    await this.store.markEndpointDeleted(id);
    await this.store.cancelPendingDeliveries(id);
    return { id, object: 'webhook_endpoint', deleted: true };
  }

  async deliveries(accountId: string, endpointId: string, input: PageInput & { status?: string | null }) {
    await this.get(accountId, endpointId);
    const page = DELIVERY_PAGES.read(input);
    const [total, rows] = await Promise.all([
      this.store.countDeliveries(endpointId, input.status),
      this.store.findDeliveryPage(endpointId, input.status, page, DELIVERY_PAGES.orderBy),
    ]);
    return DELIVERY_PAGES.page(rows, total, page);
  }

  /** Manual retry of a failed delivery: one more attempt, now, with the same event id. */
  async retry(accountId: string, endpointId: string, deliveryId: string) {
    await this.get(accountId, endpointId);
    const d = await this.store.findDelivery(endpointId, deliveryId);
    if (!d) throw notFound(`No delivery with id ${deliveryId}.`, { param: 'delivery_id' });
    if (d.status !== 'failed') throw new AppError(ErrorCode.Conflict, `Only failed deliveries can be retried; this one is ${d.status}.`, { param: 'delivery_id' });
    const updated = await this.store.requeueDelivery(d.id);
    await this.scheduler(d.id, d.attempts + 1, 0);
    return updated;
  }

  /**
   * A `webhook.test` event to one endpoint, whatever events it subscribes to: signed and logged like
   * any delivery, attempted once at once and never retried (docs/decisions/console.md).
   */
  async sendTest(accountId: string, endpointId: string) {
    const endpoint = await this.get(accountId, endpointId);
    const eventId = newId('evt');
    const object = { object: 'webhook_test', endpoint_id: endpoint.id, message: 'A test event sent from the console.' };
    const delivery = await this.store.transaction(async (store) => {
      await store.insertEvent({ id: eventId, accountId, type: TEST_EVENT_TYPE, apiVersion: EVENT_API_VERSION, data: { object } });
      return store.insertDelivery({ id: newId('whd'), eventId, endpointId: endpoint.id, nextAttemptAt: new Date() });
    });
    await this.scheduler(delivery.id, 1, 0);
    return delivery;
  }

  /** Schedules the first attempt of new deliveries. */
  async scheduleNew(deliveryIds: string[]): Promise<void> {
    for (const id of deliveryIds) await this.scheduler(id, 1, 0);
  }

  /** Re-schedules pending deliveries whose attempt is overdue (the queue lost or never got the job). */
  async sweepOverdue(graceMs = 120_000): Promise<number> {
    const overdue = await this.store.findOverdueDeliveries(new Date(Date.now() - graceMs));
    for (const d of overdue) await this.scheduler(d.id, d.attempts + 1, 0);
    return overdue.length;
  }

  /**
   * One attempt. The same event id (body `id`, `webhook-id`) on every attempt; the outcome is written
   * before the job completes, so a worker killed mid-attempt leaves the delivery pending and the
   * attempt runs again.
   */
  async attempt(deliveryId: string, attempt: number): Promise<AttemptOutcome> {
    const d = await this.store.findDeliveryToAttempt(deliveryId);
    if (!d || d.status !== 'pending' || d.attempts >= attempt) return 'skipped';
    if (d.endpoint.deletedAt) {
      await this.store.cancelDelivery(d.id);
      return 'skipped';
    }
    const body = JSON.stringify(eventEnvelope(d.event));
    const secret = this.box.open(d.endpoint.secretSealed);
    const result = await this.client.post(d.endpoint.url, body, {
      'service-signature': serviceSignature(secret, body),
      'webhook-id': d.event.id,
      ...timestampedHeaders(secret, d.event.id, body),
    });
    const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
    const wait = d.event.type === TEST_EVENT_TYPE ? null : retryDelay(attempt);
    const outcome: AttemptOutcome = ok ? 'delivered' : wait === null ? 'failed' : 'retrying';
    const next = outcome === 'retrying' ? new Date(Date.now() + wait!) : null;
    const { count } = await this.store.recordAttempt(d.id, attempt, {
      status: outcome === 'retrying' ? 'pending' : outcome,
      lastStatusCode: result.status ?? null,
      lastError: result.error ?? null,
      nextAttemptAt: next,
      deliveredAt: ok ? new Date() : null,
    });
    if (count && outcome === 'retrying') await this.scheduler(d.id, attempt + 1, wait!);
    return count ? outcome : 'skipped';
  }
}
