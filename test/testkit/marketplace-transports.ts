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
import { createMemoryMarketplaceClient } from '../../sdk/typescript/src/index.js';

export type Query = Record<string, string | number | boolean | undefined>;

/** The marketplace's capabilities, the same whichever transport carries them (REST field names). */
export interface MarketClient {
  readonly name: 'REST' | 'GraphQL';
  listApis(q?: Query): Promise<Outcome>;
  getApi(id: string): Promise<Outcome>;
  search(q: Query): Promise<Outcome>;
  categories(q?: Query): Promise<Outcome>;
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

/**
 * The marketplace through the TypeScript SDK (sdk/typescript): typed paths, parameters and bodies,
 * errors as values, an automatic `Idempotency-Key` on writes; no retries, so the suite sees every 429.
 */
export function marketRest(baseUrl: string, token: string | undefined, headers: Record<string, string> = {}): MarketClient {
  const sdk = createMemoryMarketplaceClient({ baseUrl, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, maxRetries: 0 });
  const outcome = async (method: string, answer: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Outcome> => {
    const { data, error, response: res } = await answer;
    const json = (data ?? error) as Record<string, unknown>;
    expectDeclaredResponse(method, res.url, res.status, json);
    if (res.ok) return { ok: true, data: json };
    const { code, message, status, request_id: requestId, ...fields } = (json.error ?? {}) as Record<string, unknown>;
    if (status !== res.status || requestId !== res.headers.get('x-request-id')) throw new Error(`malformed error envelope: ${JSON.stringify(json)}`);
    return { ok: false, code: byMarketplaceCode.get(`${res.status}:${String(code)}`) ?? ErrorCode.Internal, message: String(message), fields };
  };
  // Queries and bodies go as the suite wrote them, wrong values included: the service judges them.
  const query = (q?: Query) => ({ query: (q ?? {}) as never });
  return {
    name: 'REST',
    listApis: (q) => outcome('GET', sdk.GET('/v1/marketplace/apis', { params: query(q) })),
    getApi: (id) => outcome('GET', sdk.GET('/v1/marketplace/apis/{api_id}', { params: { path: { api_id: id } } })),
    search: (q) => outcome('GET', sdk.GET('/v1/marketplace/apis/search', { params: query(q) })),
    categories: (q) => outcome('GET', sdk.GET('/v1/marketplace/categories', { params: query(q) })),
    createSubscription: (body) => outcome('POST', sdk.POST('/v1/subscriptions', { body: body as never })),
    getSubscription: (id) => outcome('GET', sdk.GET('/v1/subscriptions/{subscription_id}', { params: { path: { subscription_id: id } } })),
    listSubscriptions: (q) => outcome('GET', sdk.GET('/v1/subscriptions', { params: query(q) })),
    changePlan: (id, planId) => outcome('POST', sdk.POST('/v1/subscriptions/{subscription_id}', { params: { path: { subscription_id: id } }, body: { plan_id: planId } })),
    cancelSubscription: (id, atPeriodEnd) =>
      outcome('DELETE', sdk.DELETE('/v1/subscriptions/{subscription_id}', { params: { path: { subscription_id: id }, ...query({ cancel_at_period_end: atPeriodEnd }) } })),
    usage: (q) => outcome('GET', sdk.GET('/v1/usage', { params: query(q) })),
    apiUsage: (apiId, q) => outcome('GET', sdk.GET('/v1/usage/{api_id}', { params: { path: { api_id: apiId }, ...query(q) } })),
    realtime: () => outcome('GET', sdk.GET('/v1/usage/realtime')),
    invoices: (q) => outcome('GET', sdk.GET('/v1/billing/invoices', { params: query(q) })),
    introspect: () => outcome('GET', sdk.GET('/v1/auth/introspect')),
    createWebhook: (body) => outcome('POST', sdk.POST('/v1/webhooks', { body: body as never })),
    listWebhooks: (q) => outcome('GET', sdk.GET('/v1/webhooks', { params: query(q) })),
    getWebhook: (id) => outcome('GET', sdk.GET('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: id } } })),
    deleteWebhook: (id) => outcome('DELETE', sdk.DELETE('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: id } } })),
    webhookDeliveries: (id, q) => outcome('GET', sdk.GET('/v1/webhooks/{webhook_id}/deliveries', { params: { path: { webhook_id: id }, ...query(q) } })),
    createAlert: (body) => outcome('POST', sdk.POST('/v1/alerts', { body: body as never })),
    listAlerts: (q) => outcome('GET', sdk.GET('/v1/alerts', { params: query(q) })),
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
    categories: (q = {}) => call(CategoriesDocument, { limit: int(q.limit), offset: int(q.offset), after: n(q.after) }, ['GET', '/v1/marketplace/categories']),
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
