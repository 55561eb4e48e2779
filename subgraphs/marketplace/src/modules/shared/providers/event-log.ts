import type { Transaction } from './transaction.js';
import type { WebhookStore } from '../../webhooks/providers/webhooks-store.js';
import { MEMORY_EVENT_TYPES } from '../../../../../../common/src/job-definitions.js';
import { newId } from './secrets.js';

/** The API version that produces events (the current dated version). */
export const EVENT_API_VERSION = '2026-03-01';

export const EVENT_TYPES = [
  'subscription.created',
  'subscription.updated',
  'subscription.cancelled',
  'usage.limit_reached',
  'usage.limit_exceeded',
  'invoice.created',
  'invoice.paid',
  'invoice.failed',
  'api.updated',
  ...MEMORY_EVENT_TYPES,
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The type of the event the console's "Send test event" delivers; no endpoint subscribes to it. */
export const TEST_EVENT_TYPE = 'webhook.test';

export interface EmittedEvent {
  eventId: string;
  deliveryIds: string[];
}

/** Where new deliveries go once their event is committed (the webhook queue). */
export type DeliveryScheduler = (deliveryIds: string[]) => Promise<void>;

/**
 * Records events and one delivery per subscribed endpoint, in the caller's transaction, so an event
 * exists exactly when the change that caused it does. Delivery jobs are scheduled after commit; the
 * sweep schedules any delivery whose job never made it to the queue.
 */
export class EventLog {
  /** `scheduler`: where new deliveries go (none without a queue: the sweep finds them). */
  constructor(
    private readonly store: WebhookStore,
    private readonly scheduler: DeliveryScheduler = async () => undefined,
  ) {}

  /** Records in the transaction `tx`, or outside any when it is null. */
  async record(
    tx: Transaction | null,
    accountId: string,
    type: EventType,
    object: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    eventId = newId('evt'),
  ): Promise<EmittedEvent> {
    const store = tx ? this.store.in(tx) : this.store;
    await store.insertEvent({ id: eventId, accountId, type, apiVersion: EVENT_API_VERSION, data: { object, ...extra } });
    const endpoints = await store.findSubscribedEndpoints(accountId, type);
    const deliveryIds = endpoints.map(() => newId('whd'));
    if (endpoints.length) {
      await store.insertDeliveries(endpoints.map((e, i) => ({ id: deliveryIds[i]!, eventId, endpointId: e.id, nextAttemptAt: new Date() })));
    }
    return { eventId, deliveryIds };
  }

  /**
   * Records an event that came from elsewhere (a memory event) under the id it came with, once, with
   * its deliveries in the same transaction: a second call with the same id records nothing, nor does
   * an event that no endpoint of the account subscribes to. Then schedules the deliveries.
   */
  async emitOnce(eventId: string, accountId: string, type: EventType, object: Record<string, unknown>): Promise<EmittedEvent | null> {
    let emitted: EmittedEvent | null;
    try {
      emitted = await this.store.transaction(async (store, tx) => {
        if (await store.findEvent(eventId)) return null;
        // Nothing is kept of an event no endpoint hears (memory events come with every write).
        if (!(await store.findSubscribedEndpoints(accountId, type)).length) return null;
        return this.record(tx, accountId, type, object, {}, eventId);
      });
    } catch (err) {
      // Recorded meanwhile by another attempt of the same job.
      if (await this.store.findEvent(eventId)) return null;
      throw err;
    }
    if (emitted) await this.schedule([emitted]);
    return emitted;
  }

  /** Records outside a transaction and schedules at once. */
  async emit(accountId: string, type: EventType, object: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<EmittedEvent> {
    const emitted = await this.record(null, accountId, type, object, extra);
    await this.schedule([emitted]);
    return emitted;
  }

  /** Hands committed deliveries to the queue; a failure leaves them to the sweep. */
  async schedule(events: EmittedEvent[]): Promise<void> {
    const ids = events.flatMap((e) => e.deliveryIds);
    if (ids.length) await this.scheduler(ids).catch(() => undefined);
  }
}

/** The wire envelope of an event (spec "Webhook event envelope"). */
export function eventEnvelope(e: { id: string; type: string; apiVersion: string; createdAt: Date; data: unknown }) {
  return {
    id: e.id,
    object: 'event',
    type: e.type,
    api_version: e.apiVersion,
    created: Math.floor(e.createdAt.getTime() / 1000),
    data: e.data,
  };
}
