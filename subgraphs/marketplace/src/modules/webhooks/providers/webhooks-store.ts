import type { PrismaClient } from '../../../../../../common/src/db/client.js';
import type { Prisma } from '../../../../../../common/src/db/generated/client.js';
import { clientOf, inTransaction, type Db, type NewestFirstOrder, type NewestFirstPage, type Transaction } from '../../shared/providers/transaction.js';

export type EndpointRow = Awaited<ReturnType<PrismaClient['webhookEndpoint']['findFirstOrThrow']>>;
export type DeliveryRow = Awaited<ReturnType<PrismaClient['webhookDelivery']['findFirstOrThrow']>>;

function deliveryWhere(endpointId: string, status: string | null | undefined) {
  return { endpointId, ...(status ? { status } : {}) };
}

/** Events, webhook endpoints and the deliveries of events to them (`../../shared/providers/event-log.ts`, `webhook-manager.ts`). */
export class WebhookStore {
  constructor(private readonly db: Db) {}

  /** This store's queries in an open transaction. */
  in(tx: Transaction): WebhookStore {
    return new WebhookStore(clientOf(tx));
  }

  /** Runs `fn` in one transaction, with this store bound to it and the transaction to hand on. */
  transaction<T>(fn: (store: WebhookStore, tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => fn(this.in(tx), tx));
  }

  insertEvent(e: { id: string; accountId: string; type: string; apiVersion: string; data: Record<string, unknown> }) {
    return this.db.event.create({ data: { id: e.id, accountId: e.accountId, type: e.type, apiVersion: e.apiVersion, data: e.data as Prisma.InputJsonValue } });
  }

  /** An event by id, if it was recorded. */
  findEvent(id: string) {
    return this.db.event.findUnique({ where: { id }, select: { id: true } });
  }

  /** The account's live endpoints that subscribe to events of that type. */
  findSubscribedEndpoints(accountId: string, type: string) {
    return this.db.webhookEndpoint.findMany({
      where: { accountId, status: 'active', deletedAt: null, events: { has: type } },
      select: { id: true },
    });
  }

  insertDeliveries(data: Array<{ id: string; eventId: string; endpointId: string; nextAttemptAt: Date }>) {
    return this.db.webhookDelivery.createMany({ data });
  }

  /** A new delivery, with its event's type. */
  insertDelivery(data: { id: string; eventId: string; endpointId: string; nextAttemptAt: Date }) {
    return this.db.webhookDelivery.create({ data, include: { event: { select: { type: true } } } });
  }

  insertEndpoint(data: { id: string; accountId: string; url: string; events: string[]; description: string | null; secretSealed: string }) {
    return this.db.webhookEndpoint.create({ data });
  }

  /** A live (not deleted) endpoint of the account. */
  findEndpoint(accountId: string, id: string) {
    return this.db.webhookEndpoint.findFirst({ where: { id, accountId, deletedAt: null } });
  }

  /** How many live endpoints the account has. */
  countEndpoints(accountId: string) {
    return this.db.webhookEndpoint.count({ where: { accountId, deletedAt: null } });
  }

  /** A page of the account's live endpoints (`limit + 1` rows: the last says whether there are more). */
  findEndpointPage(accountId: string, page: NewestFirstPage, orderBy: NewestFirstOrder) {
    const where = { accountId, deletedAt: null };
    return this.db.webhookEndpoint.findMany({ where: page.after ? { AND: [where, page.after] } : where, orderBy, skip: page.offset, take: page.limit + 1 });
  }

  setEndpointSecret(id: string, secretSealed: string) {
    return this.db.webhookEndpoint.update({ where: { id }, data: { secretSealed } });
  }

  /** Deletes an endpoint (softly: it is disabled and kept with its deliveries). */
  markEndpointDeleted(id: string) {
    return this.db.webhookEndpoint.update({ where: { id }, data: { deletedAt: new Date(), status: 'disabled' } });
  }

  /** Cancels an endpoint's pending deliveries. */
  cancelPendingDeliveries(endpointId: string) {
    return this.db.webhookDelivery.updateMany({ where: { endpointId, status: 'pending' }, data: { status: 'cancelled', nextAttemptAt: null } });
  }

  countDeliveries(endpointId: string, status: string | null | undefined) {
    return this.db.webhookDelivery.count({ where: deliveryWhere(endpointId, status) });
  }

  /** A page of an endpoint's deliveries with their events' types (`limit + 1` rows: the last says whether there are more). */
  findDeliveryPage(endpointId: string, status: string | null | undefined, page: NewestFirstPage, orderBy: NewestFirstOrder) {
    const where = deliveryWhere(endpointId, status);
    return this.db.webhookDelivery.findMany({
      where: page.after ? { AND: [where, page.after] } : where,
      orderBy,
      skip: page.offset,
      take: page.limit + 1,
      include: { event: { select: { type: true } } },
    });
  }

  /** A delivery to that endpoint, with its event's type. */
  findDelivery(endpointId: string, id: string) {
    return this.db.webhookDelivery.findFirst({ where: { id, endpointId }, include: { event: { select: { type: true } } } });
  }

  /** A delivery pending again, due now; returned with its event's type. */
  requeueDelivery(id: string) {
    return this.db.webhookDelivery.update({ where: { id }, data: { status: 'pending', nextAttemptAt: new Date() }, include: { event: { select: { type: true } } } });
  }

  /** Pending deliveries whose next attempt was due before `before`, 500 at most. */
  findOverdueDeliveries(before: Date) {
    return this.db.webhookDelivery.findMany({
      where: { status: 'pending', nextAttemptAt: { lt: before } },
      take: 500,
    });
  }

  /** A delivery with its event and its endpoint. */
  findDeliveryToAttempt(id: string) {
    return this.db.webhookDelivery.findUnique({ where: { id }, include: { event: true, endpoint: true } });
  }

  cancelDelivery(id: string) {
    return this.db.webhookDelivery.update({ where: { id }, data: { status: 'cancelled', nextAttemptAt: null } });
  }

  /**
   * Writes the outcome of attempt `attempt` of a pending delivery; the count is 0 when another
   * worker wrote this attempt first (or the delivery is no longer pending).
   */
  recordAttempt(
    id: string,
    attempt: number,
    o: { status: string; lastStatusCode: number | null; lastError: string | null; nextAttemptAt: Date | null; deliveredAt: Date | null },
  ) {
    return this.db.webhookDelivery.updateMany({
      where: { id, status: 'pending', attempts: attempt - 1 },
      data: {
        attempts: attempt,
        status: o.status,
        lastStatusCode: o.lastStatusCode,
        lastError: o.lastError,
        nextAttemptAt: o.nextAttemptAt,
        deliveredAt: o.deliveredAt,
      },
    });
  }
}
