// The shapes the pages read, named after what codegen types from console/src/operations.graphql.
import { ApiError } from './api';
import type { ApiUsageQuery, BillingQuery, UsageSummaryQuery, WebhookDeliveriesQuery } from './generated/graphql';

export type UsageSummaryDoc = UsageSummaryQuery['usage'];
export type ApiUsageDoc = ApiUsageQuery['apiUsage'];
export type AlertDoc = UsageSummaryQuery['alerts']['data'][number];
export type DeliveryDoc = WebhookDeliveriesQuery['webhook']['deliveries']['edges'][number]['node'];
export type InvoiceDoc = BillingQuery['viewer']['invoices']['edges'][number]['node'];

/** The nodes of a connection's page, in its order. */
export const nodes = <T>(connection: { edges: ReadonlyArray<{ node: T }> }): T[] => connection.edges.map((e) => e.node);

/** The first user error of a mutation's payload, thrown for the page to show. */
export function throwUserErrors(userErrors: ReadonlyArray<{ code: string; message: string; field?: string | null }>): void {
  const [e] = userErrors;
  if (e) throw new ApiError(e.message, e.code.toUpperCase(), 200, e.field ?? null);
}

/** The message of an error that names `field`, to show next to that field. */
export function errorFor(error: Error | undefined, field: string): string | undefined {
  return error instanceof ApiError && error.field === field ? error.message : undefined;
}

/** An error that names no field of the form (`fields`), to show above it. */
export function formError(error: Error | undefined, fields: readonly string[]): Error | undefined {
  return error instanceof ApiError && error.field && fields.includes(error.field) ? undefined : error;
}
