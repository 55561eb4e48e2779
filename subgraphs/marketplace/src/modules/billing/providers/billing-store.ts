import type { PrismaClient } from '../../../../../../common/src/db/client.js';
import { clientOf, inTransaction, type Db, type NewestFirstOrder, type NewestFirstPage, type Transaction } from '../../shared/providers/transaction.js';

export type InvoiceRow = Awaited<ReturnType<PrismaClient['invoice']['findFirstOrThrow']>>;

/** Which of an account's invoices a list shows. */
export interface InvoiceFilter {
  accountId: string;
  subscriptionId?: string | null;
  status?: string | null;
}

function listWhere(f: InvoiceFilter) {
  return {
    accountId: f.accountId,
    ...(f.subscriptionId ? { subscriptionId: f.subscriptionId } : {}),
    ...(f.status ? { status: f.status } : {}),
  };
}

/** Invoices, and what a failed payment does to the subscription (`billing-manager.ts`). */
export class BillingStore {
  constructor(private readonly db: Db) {}

  /** This store's queries in an open transaction. */
  in(tx: Transaction): BillingStore {
    return new BillingStore(clientOf(tx));
  }

  /** Runs `fn` in one transaction, with this store bound to it and the transaction to hand on. */
  transaction<T>(fn: (store: BillingStore, tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => fn(this.in(tx), tx));
  }

  /** The invoice of a subscription's period, if there is one. */
  findInvoiceOfPeriod(subscriptionId: string, periodStart: Date) {
    return this.db.invoice.findUnique({ where: { subscriptionId_periodStart: { subscriptionId, periodStart } } });
  }

  /** A new open invoice. */
  insertInvoice(i: { id: string; accountId: string; subscriptionId: string; periodStart: Date; periodEnd: Date; amountUsd: number }) {
    return this.db.invoice.create({
      data: {
        id: i.id,
        accountId: i.accountId,
        subscriptionId: i.subscriptionId,
        periodStart: i.periodStart,
        periodEnd: i.periodEnd,
        amountUsd: i.amountUsd,
        status: 'open',
      },
    });
  }

  getInvoice(id: string) {
    return this.db.invoice.findUniqueOrThrow({ where: { id } });
  }

  markInvoicePaid(id: string, paymentReference: string) {
    return this.db.invoice.update({ where: { id }, data: { status: 'paid', paidAt: new Date(), paymentReference } });
  }

  markInvoiceFailed(id: string, failureReason: string) {
    return this.db.invoice.update({ where: { id }, data: { status: 'failed', failureReason } });
  }

  /** An active subscription becomes `past_due`; the count is 0 when it was not active. */
  markSubscriptionPastDue(id: string) {
    return this.db.subscription.updateMany({ where: { id, status: 'active' }, data: { status: 'past_due' } });
  }

  getSubscription(id: string) {
    return this.db.subscription.findUniqueOrThrow({ where: { id } });
  }

  countInvoices(filter: InvoiceFilter) {
    return this.db.invoice.count({ where: listWhere(filter) });
  }

  /** A page of the account's invoices (`limit + 1` rows: the last says whether there are more). */
  findInvoicePage(filter: InvoiceFilter, page: NewestFirstPage, orderBy: NewestFirstOrder) {
    const where = listWhere(filter);
    return this.db.invoice.findMany({ where: page.after ? { AND: [where, page.after] } : where, orderBy, skip: page.offset, take: page.limit + 1 });
  }
}
