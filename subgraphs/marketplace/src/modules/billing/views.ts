import type { Billing } from './providers/billing-manager.js';
import type { InvoiceStatus } from '../../generated/resolvers.js';
import { iso } from '../shared/views.js';

// Enum values are the strings the domain stores (and REST shows), so a row's value is the enum's.
type InvoiceRow = Awaited<ReturnType<Billing['list']>>['data'][number];

export function invoiceFields(i: InvoiceRow) {
  return {
    id: i.id,
    subscriptionId: i.subscriptionId,
    amountUsd: i.amountUsd,
    currency: i.currency,
    status: i.status as InvoiceStatus,
    periodStart: i.periodStart.toISOString(),
    periodEnd: i.periodEnd.toISOString(),
    createdAt: i.createdAt.toISOString(),
    paidAt: iso(i.paidAt),
    failureReason: i.failureReason,
  };
}
