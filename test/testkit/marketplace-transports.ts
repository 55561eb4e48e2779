import type { DocumentNode } from 'graphql';
import { ERROR_CODES, ErrorCode } from '../../common/src/errors.js';
import {
  ApiUsageDocument,
  CancelSubscriptionDocument,
  CategoriesDocument,
  CreateSubscriptionDocument,
  GetApiDocument,
  GetSubscriptionDocument,
  IntrospectDocument,
  InvoicesDocument,
  ListApisDocument,
  ListSubscriptionsDocument,
  RealtimeUsageDocument,
  SearchApisDocument,
  UpdateSubscriptionDocument,
  UsageDocument,
  CreateWebhookDocument,
  ListWebhooksDocument,
  GetWebhookDocument,
  DeleteWebhookDocument,
  CreateAlertDocument,
  AlertsDocument,
  WebhookDeliveriesDocument,
} from '../../rest-adapter/src/generated/operations.js';
import { marketplaceRoutes } from '../../rest-adapter/src/routes/marketplace.js';
import type { RestRoute } from '../../rest-adapter/src/route.js';
import { postGraphQL, type Outcome } from './transports.js';
import { expectDeclaredResponse } from './response-contract.js';

export type Query = Record<string, string | number | boolean | undefined>;

/** The marketplace's capabilities, the same whichever transport carries them (REST field names). */
export interface MarketClient {
  readonly name: 'REST' | 'GraphQL';
  listApis(q?: Query): Promise<Outcome>;
  getApi(id: string): Promise<Outcome>;
  search(q: Query): Promise<Outcome>;
  categories(): Promise<Outcome>;
  createSubscription(body: Record<string, unknown>): Promise<Outcome>;
  getSubscription(id: string): Promise<Outcome>;
  listSubscriptions(q?: Query): Promise<Outcome>;
  changePlan(id: string, planId: string): Promise<Outcome>;
  cancelSubscription(id: string, atPeriodEnd?: boolean): Promise<Outcome>;
  usage(q?: Query): Promise<Outcome>;
  apiUsage(apiId: string, q?: Query): Promise<Outcome>;
  realtime(): Promise<Outcome>;
  invoices(q?: Query): Promise<Outcome>;
  introspect(): Promise<Outcome>;
  createWebhook(body: Record<string, unknown>): Promise<Outcome>;
  listWebhooks(q?: Query): Promise<Outcome>;
  getWebhook(id: string): Promise<Outcome>;
  deleteWebhook(id: string): Promise<Outcome>;
  webhookDeliveries(id: string, q?: Query): Promise<Outcome>;
  createAlert(body: Record<string, unknown>): Promise<Outcome>;
  listAlerts(q?: Query): Promise<Outcome>;
}

const byMarketplaceCode = new Map(
  Object.entries(ERROR_CODES).map(([code, info]) => [`${info.status}:${info.marketplaceCode}`, code as ErrorCode]),
);

const clean = (q: Query = {}) =>
  new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)] as [string, string])).toString();

export function marketRest(baseUrl: string, token: string | undefined, headers: Record<string, string> = {}): MarketClient {
  const call = async (method: string, path: string, body?: unknown): Promise<Outcome> => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as Record<string, unknown>;
    expectDeclaredResponse(method, path, res.status, json);
    if (res.ok) return { ok: true, data: json };
    const { code, message, status, request_id: requestId, ...fields } = (json.error ?? {}) as Record<string, unknown>;
    if (status !== res.status || requestId !== res.headers.get('x-request-id')) throw new Error(`malformed error envelope: ${JSON.stringify(json)}`);
    return { ok: false, code: byMarketplaceCode.get(`${res.status}:${String(code)}`) ?? ErrorCode.Internal, message: String(message), fields };
  };
  const q = (path: string, query?: Query) => (clean(query) ? `${path}?${clean(query)}` : path);
  return {
    name: 'REST',
    listApis: (query) => call('GET', q('/v1/marketplace/apis', query)),
    getApi: (id) => call('GET', `/v1/marketplace/apis/${encodeURIComponent(id)}`),
    search: (query) => call('GET', q('/v1/marketplace/apis/search', query)),
    categories: () => call('GET', '/v1/marketplace/categories'),
    createSubscription: (body) => call('POST', '/v1/subscriptions', body),
    getSubscription: (id) => call('GET', `/v1/subscriptions/${encodeURIComponent(id)}`),
    listSubscriptions: (query) => call('GET', q('/v1/subscriptions', query)),
    changePlan: (id, planId) => call('POST', `/v1/subscriptions/${encodeURIComponent(id)}`, { plan_id: planId }),
    cancelSubscription: (id, atPeriodEnd) => call('DELETE', q(`/v1/subscriptions/${encodeURIComponent(id)}`, { cancel_at_period_end: atPeriodEnd })),
    usage: (query) => call('GET', q('/v1/usage', query)),
    apiUsage: (apiId, query) => call('GET', q(`/v1/usage/${encodeURIComponent(apiId)}`, query)),
    realtime: () => call('GET', '/v1/usage/realtime'),
    invoices: (query) => call('GET', q('/v1/billing/invoices', query)),
    introspect: () => call('GET', '/v1/auth/introspect'),
    createWebhook: (body) => call('POST', '/v1/webhooks', body),
    listWebhooks: (query) => call('GET', q('/v1/webhooks', query)),
    getWebhook: (id) => call('GET', `/v1/webhooks/${encodeURIComponent(id)}`),
    deleteWebhook: (id) => call('DELETE', `/v1/webhooks/${encodeURIComponent(id)}`),
    webhookDeliveries: (id, query) => call('GET', q(`/v1/webhooks/${encodeURIComponent(id)}/deliveries`, query)),
    createAlert: (body) => call('POST', '/v1/alerts', body),
    listAlerts: (query) => call('GET', q('/v1/alerts', query)),
  };
}

/** The route's own response mapping turns GraphQL data into the REST body, so both compare equal. */
function routeOf(method: string, path: string): RestRoute {
  const r = (marketplaceRoutes as RestRoute[]).find((x) => x.method === method && x.path === path);
  if (!r) throw new Error(`no route ${method} ${path}`);
  return r;
}

export function marketGraphQL(baseUrl: string, token: string | undefined, headers: Record<string, string> = {}): MarketClient {
  const call = (doc: DocumentNode, variables: Record<string, unknown>, route: [string, string], input: unknown = {}): Promise<Outcome> =>
    postGraphQL(baseUrl, { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, doc, variables, (data) =>
      routeOf(...route).response(data, input) as Record<string, unknown>,
    );
  const n = (v: unknown) => (v === undefined ? null : v);
  const int = (v: unknown) => (v === undefined ? null : Number(v));
  return {
    name: 'GraphQL',
    listApis: (q = {}) =>
      call(
        ListApisDocument,
        { limit: int(q.limit), offset: int(q.offset), after: n(q.after), category: n(q.category), sort: n(q.sort), status: n(q.status) },
        ['GET', '/v1/marketplace/apis'],
      ),
    getApi: (id) => call(GetApiDocument, { id }, ['GET', '/v1/marketplace/apis/:api_id']),
    search: (q) =>
      call(
        SearchApisDocument,
        { q: q.q ?? '', limit: int(q.limit), offset: int(q.offset), after: n(q.after), category: n(q.category) },
        ['GET', '/v1/marketplace/apis/search'],
      ),
    categories: () => call(CategoriesDocument, {}, ['GET', '/v1/marketplace/categories']),
    createSubscription: (b) =>
      call(CreateSubscriptionDocument, { input: { apiId: b.api_id, planId: b.plan_id, metadata: n(b.metadata) } }, ['POST', '/v1/subscriptions']),
    getSubscription: (id) => call(GetSubscriptionDocument, { id }, ['GET', '/v1/subscriptions/:subscription_id']),
    listSubscriptions: (q = {}) =>
      call(
        ListSubscriptionsDocument,
        { status: n(q.status), apiId: n(q.api_id), limit: int(q.limit), offset: int(q.offset), after: n(q.after) },
        ['GET', '/v1/subscriptions'],
      ),
    changePlan: (id, planId) => call(UpdateSubscriptionDocument, { id, planId }, ['POST', '/v1/subscriptions/:subscription_id']),
    cancelSubscription: (id, atPeriodEnd) => call(CancelSubscriptionDocument, { id, atPeriodEnd: atPeriodEnd ?? null }, ['DELETE', '/v1/subscriptions/:subscription_id']),
    usage: (q = {}) => call(UsageDocument, { from: n(q.from), to: n(q.to), granularity: n(q.granularity) }, ['GET', '/v1/usage']),
    apiUsage: (apiId, q = {}) =>
      call(ApiUsageDocument, { apiId, from: n(q.from), to: n(q.to), granularity: n(q.granularity), endpoint: n(q.endpoint) }, ['GET', '/v1/usage/:api_id']),
    realtime: () => call(RealtimeUsageDocument, {}, ['GET', '/v1/usage/realtime']),
    invoices: (q = {}) =>
      call(
        InvoicesDocument,
        { subscriptionId: n(q.subscription_id), status: n(q.status), limit: int(q.limit), offset: int(q.offset), after: n(q.after) },
        ['GET', '/v1/billing/invoices'],
      ),
    introspect: () => call(IntrospectDocument, {}, ['GET', '/v1/auth/introspect']),
    createWebhook: (b) =>
      call(CreateWebhookDocument, { input: { url: b.url, events: b.events, description: n(b.description), secret: n(b.secret) } }, ['POST', '/v1/webhooks']),
    listWebhooks: (q = {}) => call(ListWebhooksDocument, { limit: int(q.limit), offset: int(q.offset), after: n(q.after) }, ['GET', '/v1/webhooks']),
    getWebhook: (id) => call(GetWebhookDocument, { id }, ['GET', '/v1/webhooks/:webhook_id']),
    deleteWebhook: (id) => call(DeleteWebhookDocument, { id }, ['DELETE', '/v1/webhooks/:webhook_id']),
    webhookDeliveries: (id, q = {}) =>
      call(
        WebhookDeliveriesDocument,
        { id, status: n(q.status), limit: int(q.limit), offset: int(q.offset), after: n(q.after) },
        ['GET', '/v1/webhooks/:webhook_id/deliveries'],
      ),
    createAlert: (b) =>
      call(CreateAlertDocument, { input: { apiId: b.api_id, threshold: b.threshold, channels: b.channels, email: n(b.email) } }, ['POST', '/v1/alerts']),
    listAlerts: (q = {}) => call(AlertsDocument, { limit: int(q.limit), offset: int(q.offset), after: n(q.after) }, ['GET', '/v1/alerts']),
  };
}
