import { z } from 'zod';
import { ApiUsageDocument, IntrospectDocument, InvoicesDocument, RealtimeUsageDocument, UsageDocument } from '../generated/operations.js';
import { defineRoute } from '../route.js';
import { apiUsageView, invoiceView, list, realtimeView, usageSummaryView } from './marketplace-views.js';
import { ApiUsage, Introspection, NEVER_EXPIRES, lists, notFound, RealtimeUsage, UsageSummary } from './marketplace-schemas.js';
import { surface, paging, pagingVariables, usageQuery } from './marketplace-requests.js';

/** Usage reports, invoices and key introspection. */
export const usageRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/usage',
    summary: 'Usage summary over a period.',
    responses: { 200: UsageSummary },
    ...surface,
    scope: 'usage:read',
    operation: UsageDocument,
    input: z.looseObject(usageQuery),
    variables: (q) => ({ from: q.from ?? null, to: q.to ?? null, granularity: q.granularity ?? null }),
    response: (d) => usageSummaryView(d.usage),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/usage/realtime',
    summary: 'Live usage of the last minute (Pro and Enterprise plans).',
    responses: { 200: RealtimeUsage },
    ...surface,
    scope: 'usage:read',
    operation: RealtimeUsageDocument,
    input: z.looseObject({}),
    variables: () => ({}),
    response: (d) => realtimeView(d.realtimeUsage),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/usage/:api_id',
    summary: 'Usage of one API over a period, as a time series.',
    responses: { 200: ApiUsage, ...notFound },
    ...surface,
    scope: 'usage:read',
    operation: ApiUsageDocument,
    input: z.looseObject({ ...usageQuery, endpoint: z.string().optional() }),
    variables: (q, p) => ({ apiId: p.api_id, from: q.from ?? null, to: q.to ?? null, granularity: q.granularity ?? null, endpoint: q.endpoint ?? null }),
    response: (d) => apiUsageView(d.apiUsage),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/billing/invoices',
    summary: 'Lists invoices.',
    responses: { 200: lists.invoices },
    ...surface,
    scope: 'billing:read',
    operation: InvoicesDocument,
    input: z.looseObject({ subscription_id: z.string().optional(), status: z.string().optional(), ...paging }),
    variables: (q) => ({ subscriptionId: q.subscription_id ?? null, status: q.status ?? null, ...pagingVariables(q) }),
    response: (d) => list(d.invoices.data.map(invoiceView), d.invoices),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/auth/introspect',
    summary: 'Describes the key or token the request carries.',
    responses: { 200: Introspection },
    ...surface,
    scope: null,
    operation: IntrospectDocument,
    input: z.looseObject({}),
    variables: () => ({}),
    response: (d) => ({
      active: d.introspect.active,
      scopes: d.introspect.scopes,
      // The scope string of RFC 7662 beside the spec's array.
      scope: d.introspect.scopes.join(' '),
      // The spec types `expires_at` as a date-time: a key that never expires reads as the last one.
      expires_at: d.introspect.expiresAt ?? NEVER_EXPIRES,
      token_type: d.introspect.tokenType,
      account_id: d.introspect.accountId,
      client_id: d.introspect.clientId ?? null,
    }),
  }),
];
