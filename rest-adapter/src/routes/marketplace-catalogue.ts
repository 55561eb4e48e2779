import { z } from 'zod';
import {
  CancelSubscriptionDocument,
  CategoriesDocument,
  CreateSubscriptionDocument,
  GetApiDocument,
  GetSubscriptionDocument,
  ListApisDocument,
  ListSubscriptionsDocument,
  SearchApisDocument,
  UpdateSubscriptionDocument,
} from '../generated/operations.js';
import { unwrapPayload } from '../../../common/src/user-errors.js';
import { defineRoute } from '../route.js';
import { apiDetailView, list, subscriptionView } from './marketplace-views.js';
import { MarketplaceError } from '../schemas.js';
import { ApiDetail, lists, notFound, Subscription } from './marketplace-schemas.js';
import { boolParam, surface, paging, pagingVariables } from './marketplace-requests.js';

/** The API catalogue and subscriptions to its APIs. */
export const catalogueRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/apis',
    summary: 'Lists APIs.',
    responses: { 200: lists.apis },
    ...surface,
    scope: 'marketplace:read',
    operation: ListApisDocument,
    input: z.looseObject({
      ...paging,
      category: z.string().optional(),
      sort: z.enum(['popular', 'newest', 'name'], { error: '`sort` must be one of popular, newest, name.' }).optional(),
      status: z.string().optional(),
    }),
    variables: (q) => ({
      ...pagingVariables(q),
      category: q.category ?? null,
      sort: q.sort ?? null,
      status: q.status ?? null,
    }),
    response: (d) =>
      list(
        d.apis.data.map((a) => ({
          id: a.id,
          name: a.name,
          description: a.description,
          category: a.category,
          version: a.version,
          pricing: { model: a.pricing.model, base_price: a.pricing.basePrice },
          subscribed: a.subscribed,
        })),
        d.apis,
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/apis/search',
    summary: 'Full-text search over API names, descriptions and tags.',
    responses: { 200: lists.searchHits },
    ...surface,
    scope: 'marketplace:read',
    operation: SearchApisDocument,
    input: z.looseObject({
      q: z.string({ error: '`q` is required.' }).min(1, '`q` is required.'),
      ...paging,
      category: z.string().optional(),
    }),
    variables: (q) => ({ q: q.q, ...pagingVariables(q), category: q.category ?? null }),
    response: (d) =>
      list(
        d.searchApis.data.map((h) => ({ id: h.id, name: h.name, description: h.description, relevance_score: h.relevanceScore })),
        d.searchApis,
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/categories',
    summary: 'Lists the categories by name, with descriptions and icons; pages like every list.',
    responses: { 200: lists.categories },
    ...surface,
    scope: 'marketplace:read',
    operation: CategoriesDocument,
    input: z.looseObject(paging),
    variables: (q) => pagingVariables(q),
    response: (d) =>
      list(
        d.categoryList.data.map((c) => ({ id: c.slug, object: 'category', slug: c.slug, name: c.name, description: c.description, icon: c.icon, api_count: c.apiCount })),
        d.categoryList,
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/apis/:api_id',
    summary: 'Returns the detail of one API.',
    responses: { 200: ApiDetail, ...notFound },
    ...surface,
    scope: 'marketplace:read',
    operation: GetApiDocument,
    input: z.looseObject({}),
    variables: (_q, p) => ({ id: p.api_id }),
    response: (d) => apiDetailView(d.api),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/subscriptions',
    summary: 'Subscribes to an API with a plan; charges begin at once.',
    responses: { 201: Subscription, ...notFound },
    ...surface,
    scope: 'subscriptions:write',
    idempotent: true,
    operation: CreateSubscriptionDocument,
    input: z.object(
      {
        api_id: z.string({ error: '`api_id` is required and must be a string.' }).min(1, '`api_id` is required.'),
        plan_id: z.string({ error: '`plan_id` is required and must be a string.' }).min(1, '`plan_id` is required.'),
        metadata: z.record(z.string(), z.unknown(), { error: '`metadata` must be an object.' }).optional(),
      },
      { error: 'The request body must be a JSON object.' },
    ).meta({ example: { api_id: 'api_weather', plan_id: 'plan_pro', metadata: { team: 'forecasting' } } }),
    variables: (b) => ({ input: { apiId: b.api_id, planId: b.plan_id, metadata: b.metadata ?? null } }),
    response: (d) => subscriptionView(unwrapPayload(d.createSubscription.userErrors, d.createSubscription.subscription)),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/subscriptions',
    summary: 'Lists the account\'s subscriptions.',
    responses: { 200: lists.subscriptions },
    ...surface,
    scope: 'subscriptions:read',
    operation: ListSubscriptionsDocument,
    input: z.looseObject({ status: z.string().optional(), api_id: z.string().optional(), ...paging }),
    variables: (q) => ({ status: q.status ?? null, apiId: q.api_id ?? null, ...pagingVariables(q) }),
    response: (d) => list(d.subscriptions.data.map(subscriptionView), d.subscriptions),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/subscriptions/:subscription_id',
    summary: 'Returns one subscription.',
    responses: { 200: Subscription, ...notFound },
    ...surface,
    scope: 'subscriptions:read',
    operation: GetSubscriptionDocument,
    input: z.looseObject({}),
    variables: (_q, p) => ({ id: p.subscription_id }),
    response: (d) => subscriptionView(d.subscription),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/subscriptions/:subscription_id',
    summary: 'Changes the plan of a subscription.',
    responses: { 200: Subscription, ...notFound, 409: MarketplaceError },
    ...surface,
    scope: 'subscriptions:write',
    idempotent: true,
    operation: UpdateSubscriptionDocument,
    input: z.object({ plan_id: z.string({ error: '`plan_id` is required and must be a string.' }).min(1) }, { error: 'The request body must be a JSON object.' }),
    variables: (b, p) => ({ id: p.subscription_id, planId: b.plan_id }),
    response: (d) => subscriptionView(unwrapPayload(d.updateSubscription.userErrors, d.updateSubscription.subscription)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/subscriptions/:subscription_id',
    summary: 'Cancels a subscription, now or at the end of the period.',
    responses: { 200: Subscription, ...notFound, 409: MarketplaceError },
    ...surface,
    scope: 'subscriptions:write',
    operation: CancelSubscriptionDocument,
    input: z.looseObject({ cancel_at_period_end: boolParam('cancel_at_period_end') }),
    variables: (q, p) => ({ id: p.subscription_id, atPeriodEnd: q.cancel_at_period_end ?? false }),
    // 200 with the cancellation result (the spec shows a body); the subscription's fields come along.
    response: (d) => ({
      ...subscriptionView(unwrapPayload(d.cancelSubscription.userErrors, d.cancelSubscription.subscription)),
      cancelled_at: d.cancelSubscription.subscription?.cancelledAt ?? null,
      access_until: d.cancelSubscription.subscription?.accessUntil ?? null,
    }),
  }),
];
