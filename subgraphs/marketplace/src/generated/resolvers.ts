import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AccountRef, ApiListingModel, SubscriptionModel, CategoryModel } from '../domain/types.js';
import type { GraphContext } from '../../../../common/src/principal.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON: subscription metadata and documents shaped as the REST bodies. */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** An account, as the marketplace sees it: keys, tier, subscriptions. */
export type Account = {
  __typename?: 'Account';
  /** The account's API keys, newest first (owner credentials only). */
  apiKeys: Array<ApiKey>;
  /** The account's id (the same in every part of the graph). */
  id: Scalars['ID']['output'];
  /** The account's display name. */
  name: Scalars['String']['output'];
  /** Tier that sets rate limits (free, pro, enterprise). */
  tier: Scalars['String']['output'];
};

/** An API key. The key itself is shown once at creation and never stored. */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** When the key was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The key's id (not the secret). */
  id: Scalars['ID']['output'];
  /** When the key last authenticated a request (ISO 8601); null when never used. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** First characters of the key, to recognise it. */
  prefix: Scalars['String']['output'];
  /** What the key may do, for example `memory:read`. */
  scopes: Array<Scalars['String']['output']>;
};

/** A page of the catalogue. */
export type ApiList = {
  __typename?: 'ApiList';
  /** The APIs of this page. */
  data: Array<ApiListing>;
  /** True when there is a next page. */
  hasMore: Scalars['Boolean']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The rows skipped. */
  offset: Scalars['Int']['output'];
  /** How many APIs match in all. */
  total: Scalars['Int']['output'];
};

/** An API listed in the marketplace. */
export type ApiListing = {
  __typename?: 'ApiListing';
  /** Average latency over the last 30 days, in milliseconds. */
  avgLatencyMs: Scalars['Float']['output'];
  /** The slug of its category. */
  category: Scalars['String']['output'];
  /** When the API was listed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** What the API does. */
  description: Scalars['String']['output'];
  /** How many endpoints the API has. */
  endpointsCount: Scalars['Int']['output'];
  /** The API's id, for example `memory-api`. */
  id: Scalars['ID']['output'];
  /** The API's name. */
  name: Scalars['String']['output'];
  /** How the API is priced, with its plans. */
  pricing: Pricing;
  /** `active`, `beta` or `deprecated`. */
  status: Scalars['String']['output'];
  /** True when the account has a live subscription to it. */
  subscribed: Scalars['Boolean']['output'];
  /** Free-form tags, searched by `searchApis`. */
  tags: Array<Scalars['String']['output']>;
  /** Availability over the last 30 days (0-1). */
  uptime: Scalars['Float']['output'];
  /** The API's version. */
  version: Scalars['String']['output'];
};

/** A search hit; relevanceScore is Postgres full-text rank normalised to 0..1. */
export type ApiSearchHit = {
  __typename?: 'ApiSearchHit';
  /** What the API does. */
  description: Scalars['String']['output'];
  /** The API's id. */
  id: Scalars['ID']['output'];
  /** The API's name. */
  name: Scalars['String']['output'];
  /** How well the API matches (0-1). */
  relevanceScore: Scalars['Float']['output'];
};

/** A page of search hits. */
export type ApiSearchResult = {
  __typename?: 'ApiSearchResult';
  /** The hits of this page, best first. */
  data: Array<ApiSearchHit>;
  /** True when there is a next page. */
  hasMore: Scalars['Boolean']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The rows skipped. */
  offset: Scalars['Int']['output'];
  /** How many APIs match in all. */
  total: Scalars['Int']['output'];
};

/** Orders of the catalogue. */
export type ApiSort =
  /** By name, A to Z. */
  | 'name'
  /** Most recently listed first. */
  | 'newest'
  /** Most subscribed first. */
  | 'popular';

/** An account's subscription to a plan of an API. */
export type ApiSubscription = {
  __typename?: 'ApiSubscription';
  /** Until when the API may still be used (set once cancelled). */
  accessUntil?: Maybe<Scalars['String']['output']>;
  /** The API subscribed to. */
  apiId: Scalars['String']['output'];
  /** True when the subscription ends at the end of the period. */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** When the subscription was cancelled (ISO 8601). */
  cancelledAt?: Maybe<Scalars['String']['output']>;
  /** When the subscription was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** End of the current billing period (ISO 8601). */
  currentPeriodEnd: Scalars['String']['output'];
  /** Start of the current billing period (ISO 8601). */
  currentPeriodStart: Scalars['String']['output'];
  /** The subscription's id. */
  id: Scalars['ID']['output'];
  /** The client's own key-value data, as given at creation. */
  metadata: Scalars['JSON']['output'];
  /** The plan subscribed to. */
  planId: Scalars['String']['output'];
  /** Where the subscription stands. */
  status: SubscriptionStatus;
};

/** A category of the catalogue. */
export type Category = {
  __typename?: 'Category';
  /** How many listed APIs the category holds. */
  apiCount: Scalars['Int']['output'];
  /** What the category holds. */
  description: Scalars['String']['output'];
  /** An icon name for the category. */
  icon: Scalars['String']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
  /** The category's slug (pass it as `category`). */
  slug: Scalars['ID']['output'];
};

/** A usage alert to configure. */
export type CreateAlertInput = {
  /** The API whose usage is watched. */
  apiId: Scalars['String']['input'];
  /** `email` and/or `webhook`. */
  channels: Array<Scalars['String']['input']>;
  /** Where to send the e-mail (default: the account's address). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Percent of the daily limit: 80 or 100. */
  threshold: Scalars['Int']['input'];
};

/** A subscription to create. */
export type CreateSubscriptionInput = {
  /** The API to subscribe to. */
  apiId: Scalars['String']['input'];
  /** The client's own key-value data, kept with the subscription. */
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  /** One of the API's plans. */
  planId: Scalars['String']['input'];
};

/** A webhook endpoint to register. */
export type CreateWebhookInput = {
  /** A note about the endpoint. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The event types to send, for example `subscription.created`. */
  events: Array<Scalars['String']['input']>;
  /** The signing secret (`whsec_` + base64); generated when omitted. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** An HTTPS URL on a public address. */
  url: Scalars['String']['input'];
};

/** What the presented credential is and may do. */
export type Introspection = {
  __typename?: 'Introspection';
  /** The account the credential acts for. */
  accountId: Scalars['ID']['output'];
  /** Always true (an inactive credential gets UNAUTHENTICATED). */
  active: Scalars['Boolean']['output'];
  /** The OAuth client the access token was issued to. */
  clientId?: Maybe<Scalars['String']['output']>;
  /** When the credential expires (ISO 8601); null for an API key. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** What the credential may do. */
  scopes: Array<Scalars['String']['output']>;
  /** `api_key` or `access_token`. */
  tokenType: Scalars['String']['output'];
};

/** Writes of the marketplace. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels now (access ends at once) or at the end of the period. */
  cancelSubscription: ApiSubscription;
  /** Configures a usage alert (JSON shaped as the REST body). */
  createAlert: Scalars['JSON']['output'];
  /** Subscribes to an API plan; charges begin at once. */
  createSubscription: ApiSubscription;
  /** Registers a webhook endpoint (HTTPS only); the secret is returned only here. */
  createWebhook: WebhookEndpoint;
  /** Deletes a webhook endpoint; its pending deliveries are cancelled. */
  deleteWebhook: Scalars['JSON']['output'];
  /** Retries a failed delivery once more, with the same event id. */
  retryWebhookDelivery: Scalars['JSON']['output'];
  /** Moves a live subscription to another plan of its API. */
  updateSubscription: ApiSubscription;
};


/** Writes of the marketplace. */
export type MutationCancelSubscriptionArgs = {
  atPeriodEnd?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


/** Writes of the marketplace. */
export type MutationCreateAlertArgs = {
  input: CreateAlertInput;
};


/** Writes of the marketplace. */
export type MutationCreateSubscriptionArgs = {
  input: CreateSubscriptionInput;
};


/** Writes of the marketplace. */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** Writes of the marketplace. */
export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Writes of the marketplace. */
export type MutationRetryWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** Writes of the marketplace. */
export type MutationUpdateSubscriptionArgs = {
  id: Scalars['ID']['input'];
  planId: Scalars['String']['input'];
};

/** A plan of an API: what a subscription buys. */
export type Plan = {
  __typename?: 'Plan';
  /** The plan's id (pass it as `planId`). */
  id: Scalars['ID']['output'];
  /** Requests included per month. */
  monthlyLimit: Scalars['Int']['output'];
  /** The plan's name. */
  name: Scalars['String']['output'];
};

/** How an API is priced. */
export type Pricing = {
  __typename?: 'Pricing';
  /** Price in USD of the base unit of the model (a request, or a month). */
  basePrice: Scalars['Float']['output'];
  /** `free`, `per_request`, `subscription` or `tiered`. */
  model: Scalars['String']['output'];
  /** The plans one can subscribe to. */
  plans: Array<Plan>;
};

/** Reads of the marketplace. */
export type Query = {
  __typename?: 'Query';
  /** Usage alerts of the account, newest first (JSON list shaped as the REST body). */
  alerts: Scalars['JSON']['output'];
  /** One API with its plans. */
  api: ApiListing;
  /** Usage of one API with a timeseries (usage:read). */
  apiUsage: Scalars['JSON']['output'];
  /** The marketplace catalogue. */
  apis: ApiList;
  /** The catalogue's categories. */
  categories: Array<Category>;
  /** What the presented credential is and may do. */
  introspect: Introspection;
  /** Invoices, newest first (billing:read). JSON shaped as the REST body. */
  invoices: Scalars['JSON']['output'];
  /** The last minute of traffic (usage:read; Pro and Enterprise only). */
  realtimeUsage: Scalars['JSON']['output'];
  /** Full-text search over names, descriptions and tags, best match first. */
  searchApis: ApiSearchResult;
  /** One subscription of the account. */
  subscription: ApiSubscription;
  /** The account's subscriptions, newest first. */
  subscriptions: SubscriptionList;
  /** Usage summary over a period (usage:read). JSON shaped as the REST body. */
  usage: Scalars['JSON']['output'];
  /** The authenticated account: the way in to everything it owns. */
  viewer: Account;
  /** One webhook endpoint of the account. */
  webhook: WebhookEndpoint;
  /** Deliveries of events to one endpoint, newest first (JSON list shaped as the REST body). */
  webhookDeliveries: Scalars['JSON']['output'];
  /** The account's webhook endpoints, newest first. */
  webhooks: WebhookEndpointList;
};


/** Reads of the marketplace. */
export type QueryAlertsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads of the marketplace. */
export type QueryApiArgs = {
  id: Scalars['ID']['input'];
};


/** Reads of the marketplace. */
export type QueryApiUsageArgs = {
  apiId: Scalars['ID']['input'];
  endpoint?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  granularity?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Reads of the marketplace. */
export type QueryApisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ApiSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/** Reads of the marketplace. */
export type QueryInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  subscriptionId?: InputMaybe<Scalars['String']['input']>;
};


/** Reads of the marketplace. */
export type QuerySearchApisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


/** Reads of the marketplace. */
export type QuerySubscriptionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads of the marketplace. */
export type QuerySubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  apiId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/** Reads of the marketplace. */
export type QueryUsageArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  granularity?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Reads of the marketplace. */
export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Reads of the marketplace. */
export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/** Reads of the marketplace. */
export type QueryWebhooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of subscriptions. */
export type SubscriptionList = {
  __typename?: 'SubscriptionList';
  /** The subscriptions of this page, newest first. */
  data: Array<ApiSubscription>;
  /** True when there is a next page. */
  hasMore: Scalars['Boolean']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The rows skipped. */
  offset: Scalars['Int']['output'];
  /** How many subscriptions match in all. */
  total: Scalars['Int']['output'];
};

/** Where a subscription stands. */
export type SubscriptionStatus =
  /** Live: the API may be used and is charged. */
  | 'active'
  /** Cancelled: access ends at `accessUntil`. */
  | 'cancelled'
  /** A payment failed; access continues while it is retried. */
  | 'past_due';

/** An HTTPS endpoint that receives the account's events. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** When the endpoint was registered (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The client's note about the endpoint. */
  description?: Maybe<Scalars['String']['output']>;
  /** The event types sent to it, for example `subscription.created`. */
  events: Array<Scalars['String']['output']>;
  /** The endpoint's id. */
  id: Scalars['ID']['output'];
  /** Only when the endpoint is created. */
  secret?: Maybe<Scalars['String']['output']>;
  /** `enabled` or `disabled`. */
  status: Scalars['String']['output'];
  /** Where events are POSTed. */
  url: Scalars['String']['output'];
};

/** A page of webhook endpoints. */
export type WebhookEndpointList = {
  __typename?: 'WebhookEndpointList';
  /** The endpoints of this page, newest first. */
  data: Array<WebhookEndpoint>;
  /** True when there is a next page. */
  hasMore: Scalars['Boolean']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The rows skipped. */
  offset: Scalars['Int']['output'];
  /** How many endpoints there are in all. */
  total: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  Account: Account;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Account:
    ( { __typename: 'Account' }
    & GraphQLRecursivePick<FederationTypes['Account'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<AccountRef>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  ApiList: ResolverTypeWrapper<Omit<ApiList, 'data'> & { data: Array<ResolversTypes['ApiListing']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ApiListing: ResolverTypeWrapper<ApiListingModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ApiSearchHit: ResolverTypeWrapper<ApiSearchHit>;
  ApiSearchResult: ResolverTypeWrapper<ApiSearchResult>;
  ApiSort: ApiSort;
  ApiSubscription: ResolverTypeWrapper<SubscriptionModel>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CreateAlertInput: CreateAlertInput;
  CreateSubscriptionInput: CreateSubscriptionInput;
  CreateWebhookInput: CreateWebhookInput;
  Introspection: ResolverTypeWrapper<Introspection>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Plan: ResolverTypeWrapper<Plan>;
  Pricing: ResolverTypeWrapper<Pricing>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionList: ResolverTypeWrapper<Omit<SubscriptionList, 'data'> & { data: Array<ResolversTypes['ApiSubscription']> }>;
  SubscriptionStatus: SubscriptionStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
  WebhookEndpointList: ResolverTypeWrapper<WebhookEndpointList>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountRef;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  ApiKey: ApiKey;
  ApiList: Omit<ApiList, 'data'> & { data: Array<ResolversParentTypes['ApiListing']> };
  Boolean: Scalars['Boolean']['output'];
  Int: Scalars['Int']['output'];
  ApiListing: ApiListingModel;
  Float: Scalars['Float']['output'];
  ApiSearchHit: ApiSearchHit;
  ApiSearchResult: ApiSearchResult;
  ApiSubscription: SubscriptionModel;
  Category: CategoryModel;
  CreateAlertInput: CreateAlertInput;
  CreateSubscriptionInput: CreateSubscriptionInput;
  CreateWebhookInput: CreateWebhookInput;
  Introspection: Introspection;
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  Plan: Plan;
  Pricing: Pricing;
  Query: Record<PropertyKey, never>;
  SubscriptionList: Omit<SubscriptionList, 'data'> & { data: Array<ResolversParentTypes['ApiSubscription']> };
  WebhookEndpoint: WebhookEndpoint;
  WebhookEndpointList: WebhookEndpointList;
}>;

export type AccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'], FederationReferenceType extends FederationReferenceTypes['Account'] = FederationReferenceTypes['Account']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Account']> | FederationReferenceType, FederationReferenceType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ApiListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiList'] = ResolversParentTypes['ApiList']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ApiListing']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiListingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiListing'] = ResolversParentTypes['ApiListing']> = ResolversObject<{
  avgLatencyMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endpointsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['Pricing'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  uptime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiSearchHitResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiSearchHit'] = ResolversParentTypes['ApiSearchHit']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relevanceScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ApiSearchResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiSearchResult'] = ResolversParentTypes['ApiSearchResult']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ApiSearchHit']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiSubscriptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiSubscription'] = ResolversParentTypes['ApiSubscription']> = ResolversObject<{
  accessUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apiId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPeriodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  apiCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type IntrospectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Introspection'] = ResolversParentTypes['Introspection']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cancelSubscription?: Resolver<ResolversTypes['ApiSubscription'], ParentType, ContextType, RequireFields<MutationCancelSubscriptionArgs, 'id'>>;
  createAlert?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationCreateAlertArgs, 'input'>>;
  createSubscription?: Resolver<ResolversTypes['ApiSubscription'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  deleteWebhook?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  retryWebhookDelivery?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationRetryWebhookDeliveryArgs, 'deliveryId' | 'id'>>;
  updateSubscription?: Resolver<ResolversTypes['ApiSubscription'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionArgs, 'id' | 'planId'>>;
}>;

export type PlanResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthlyLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PricingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Pricing'] = ResolversParentTypes['Pricing']> = ResolversObject<{
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  alerts?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, Partial<QueryAlertsArgs>>;
  api?: Resolver<ResolversTypes['ApiListing'], ParentType, ContextType, RequireFields<QueryApiArgs, 'id'>>;
  apiUsage?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryApiUsageArgs, 'apiId'>>;
  apis?: Resolver<ResolversTypes['ApiList'], ParentType, ContextType, Partial<QueryApisArgs>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  introspect?: Resolver<ResolversTypes['Introspection'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  realtimeUsage?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  searchApis?: Resolver<ResolversTypes['ApiSearchResult'], ParentType, ContextType, RequireFields<QuerySearchApisArgs, 'q'>>;
  subscription?: Resolver<ResolversTypes['ApiSubscription'], ParentType, ContextType, RequireFields<QuerySubscriptionArgs, 'id'>>;
  subscriptions?: Resolver<ResolversTypes['SubscriptionList'], ParentType, ContextType, Partial<QuerySubscriptionsArgs>>;
  usage?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, Partial<QueryUsageArgs>>;
  viewer?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<QueryWebhookArgs, 'id'>>;
  webhookDeliveries?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'id'>>;
  webhooks?: Resolver<ResolversTypes['WebhookEndpointList'], ParentType, ContextType, Partial<QueryWebhooksArgs>>;
}>;

export type SubscriptionListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubscriptionList'] = ResolversParentTypes['SubscriptionList']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ApiSubscription']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEndpointListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookEndpointList'] = ResolversParentTypes['WebhookEndpointList']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiList?: ApiListResolvers<ContextType>;
  ApiListing?: ApiListingResolvers<ContextType>;
  ApiSearchHit?: ApiSearchHitResolvers<ContextType>;
  ApiSearchResult?: ApiSearchResultResolvers<ContextType>;
  ApiSubscription?: ApiSubscriptionResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Introspection?: IntrospectionResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  Pricing?: PricingResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SubscriptionList?: SubscriptionListResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointList?: WebhookEndpointListResolvers<ContextType>;
}>;

