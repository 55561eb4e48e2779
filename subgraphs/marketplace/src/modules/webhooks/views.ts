import type { WebhookManager } from './providers/webhook-manager.js';
import type { WebhookDeliveryStatus, WebhookEndpointStatus } from '../../generated/resolvers.js';
import { iso } from '../shared/views.js';

// Enum values are the strings the domain stores (and REST shows), so a row's value is the enum's.
type EndpointRow = Awaited<ReturnType<WebhookManager['get']>>;
type DeliveryRow = Awaited<ReturnType<WebhookManager['retry']>>;

export function endpointFields(e: EndpointRow, secret?: string) {
  return {
    id: e.id,
    url: e.url,
    events: e.events,
    description: e.description,
    status: e.status as WebhookEndpointStatus,
    createdAt: e.createdAt.toISOString(),
    secret: secret ?? null,
  };
}

export function deliveryFields(d: DeliveryRow & { event?: { type: string } }) {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.event?.type ?? null,
    endpointId: d.endpointId,
    status: d.status as WebhookDeliveryStatus,
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    nextAttemptAt: iso(d.nextAttemptAt),
    deliveredAt: iso(d.deliveredAt),
    createdAt: d.createdAt.toISOString(),
  };
}
