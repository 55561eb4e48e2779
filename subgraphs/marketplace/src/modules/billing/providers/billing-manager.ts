import type { BillingStore, InvoiceRow } from './billing-store.js';
import type { Transaction } from '../../shared/providers/transaction.js';
import type { EmittedEvent, EventLog } from '../../shared/providers/event-log.js';
import { newestFirstPages, type PageInput } from '../../shared/providers/pagination.js';
import { newId } from '../../shared/providers/secrets.js';

const PAGES = newestFirstPages('invoices');

export interface ChargeRequest {
  invoiceId: string;
  accountId: string;
  amountUsd: number;
  currency: string;
  description: string;
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; reason: string };

/** Takes payment for an invoice. The only place that would talk to a payment service. */
export interface PaymentProvider {
  readonly name: string;
  charge(req: ChargeRequest): Promise<ChargeResult>;
}

/**
 * The default provider: an internal ledger. Every charge is accepted and recorded with a ledger
 * reference; no money moves. A deployment that bills for real plugs a card processor in here.
 */
export class LedgerPaymentProvider implements PaymentProvider {
  readonly name = 'ledger';
  async charge(req: ChargeRequest): Promise<ChargeResult> {
    return { ok: true, reference: `ledger_${req.invoiceId}` };
  }
}

/** Declines every charge (staging: exercises `invoice.failed` and `past_due`). */
export class DecliningPaymentProvider implements PaymentProvider {
  readonly name = 'decline';
  async charge(): Promise<ChargeResult> {
    return { ok: false, reason: 'card_declined' };
  }
}

export function paymentProvider(name: 'ledger' | 'decline'): PaymentProvider {
  return name === 'decline' ? new DecliningPaymentProvider() : new LedgerPaymentProvider();
}

export function invoiceView(i: InvoiceRow) {
  return {
    id: i.id,
    object: 'invoice',
    subscription_id: i.subscriptionId,
    amount_usd: i.amountUsd,
    currency: i.currency,
    status: i.status,
    period_start: i.periodStart.toISOString(),
    period_end: i.periodEnd.toISOString(),
    created_at: i.createdAt.toISOString(),
    paid_at: i.paidAt?.toISOString() ?? null,
    failure_reason: i.failureReason,
  };
}

/** Invoices, one per subscription period; paid through the provider. */
export class Billing {
  constructor(
    private readonly store: BillingStore,
    private readonly events: EventLog,
    private readonly provider: PaymentProvider,
  ) {}

  /** Creates the invoice of a period in the caller's transaction (idempotent per period). */
  async openInvoice(tx: Transaction, sub: { id: string; accountId: string; currentPeriodStart: Date; currentPeriodEnd: Date }, amountUsd: number) {
    const store = this.store.in(tx);
    const existing = await store.findInvoiceOfPeriod(sub.id, sub.currentPeriodStart);
    if (existing) return { invoice: existing, event: undefined };
    const invoice = await store.insertInvoice({
      id: newId('in'),
      accountId: sub.accountId,
      subscriptionId: sub.id,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      amountUsd,
    });
    const event = await this.events.record(tx, sub.accountId, 'invoice.created', invoiceView(invoice));
    return { invoice, event };
  }

  /** Charges an open invoice; `past_due` on the subscription when payment fails. */
  async collect(invoiceId: string): Promise<InvoiceRow> {
    const invoice = await this.store.getInvoice(invoiceId);
    if (invoice.status !== 'open') return invoice;
    const result =
      invoice.amountUsd === 0
        ? ({ ok: true, reference: 'free' } as const)
        : await this.provider.charge({
            invoiceId: invoice.id,
            accountId: invoice.accountId,
            amountUsd: invoice.amountUsd,
            currency: invoice.currency,
            description: `Subscription ${invoice.subscriptionId}`,
          });
    const emitted: EmittedEvent[] = [];
    const updated = await this.store.transaction(async (store, tx) => {
      const row = await (result.ok ? store.markInvoicePaid(invoice.id, result.reference) : store.markInvoiceFailed(invoice.id, result.reason));
      emitted.push(await this.events.record(tx, row.accountId, result.ok ? 'invoice.paid' : 'invoice.failed', invoiceView(row)));
      if (!result.ok) {
        const sub = await store.markSubscriptionPastDue(row.subscriptionId);
        if (sub.count) {
          const s = await store.getSubscription(row.subscriptionId);
          emitted.push(await this.events.record(tx, row.accountId, 'subscription.updated', { id: s.id, api_id: s.apiId, plan_id: s.planId, status: s.status }));
        }
      }
      return row;
    });
    await this.events.schedule(emitted);
    return updated;
  }

  /** Invoices, newest first. */
  async list(accountId: string, input: PageInput & { subscriptionId?: string | null; status?: string | null }) {
    const page = PAGES.read(input);
    const filter = { accountId, subscriptionId: input.subscriptionId, status: input.status };
    const [total, rows] = await Promise.all([this.store.countInvoices(filter), this.store.findInvoicePage(filter, page, PAGES.orderBy)]);
    return PAGES.page(rows, total, page);
  }
}
