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
  /** Arbitrary JSON (subscription metadata, report documents). */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** An account, as the marketplace sees it: keys, tier, subscriptions. */
export type Account = {
  __typename?: 'Account';
  apiKeys: Array<ApiKey>;
  /** OAuth applications holding a live grant of the account, newest first (the owner only; never an OAuth token). */
  authorizedApps: Array<AuthorizedApp>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Tier that sets rate limits (free, pro, enterprise). */
  tier: Scalars['String']['output'];
};

/** An API key. The key itself is shown once at creation and never stored. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** First characters of the key, to recognise it. */
  prefix: Scalars['String']['output'];
  scopes: Array<Scalars['String']['output']>;
};

export type ApiList = {
  __typename?: 'ApiList';
  data: Array<ApiListing>;
  hasMore: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** An API listed in the marketplace. */
export type ApiListing = {
  __typename?: 'ApiListing';
  avgLatencyMs: Scalars['Float']['output'];
  category: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  endpointsCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pricing: Pricing;
  status: Scalars['String']['output'];
  subscribed: Scalars['Boolean']['output'];
  tags: Array<Scalars['String']['output']>;
  uptime: Scalars['Float']['output'];
  version: Scalars['String']['output'];
};

/** A search hit; relevanceScore is Postgres full-text rank normalised to 0..1. */
export type ApiSearchHit = {
  __typename?: 'ApiSearchHit';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  relevanceScore: Scalars['Float']['output'];
};

export type ApiSearchResult = {
  __typename?: 'ApiSearchResult';
  data: Array<ApiSearchHit>;
  hasMore: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ApiSort =
  | 'name'
  | 'newest'
  | 'popular';

export type ApiSubscription = {
  __typename?: 'ApiSubscription';
  /** Until when the API may still be used (set once cancelled). */
  accessUntil?: Maybe<Scalars['String']['output']>;
  apiId: Scalars['String']['output'];
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currentPeriodEnd: Scalars['String']['output'];
  currentPeriodStart: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metadata: Scalars['JSON']['output'];
  planId: Scalars['String']['output'];
  status: SubscriptionStatus;
};

/** An OAuth application the account has authorised, with every scope its live tokens carry. */
export type AuthorizedApp = {
  __typename?: 'AuthorizedApp';
  /** The application's OAuth client id. */
  clientId: Scalars['ID']['output'];
  /** When its newest token was issued (ISO 8601). */
  lastAuthorizedAt: Scalars['String']['output'];
  /** The name shown on the consent page. */
  name: Scalars['String']['output'];
  /** Scopes granted to it. */
  scopes: Array<Scalars['String']['output']>;
};

export type Category = {
  __typename?: 'Category';
  apiCount: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['ID']['output'];
};

export type CreateAlertInput = {
  apiId: Scalars['String']['input'];
  /** email and/or webhook */
  channels: Array<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** Percent of the daily limit: 80 or 100. */
  threshold: Scalars['Int']['input'];
};

export type CreateApiKeyInput = {
  /** Scopes the key carries; absent or empty gives the default (marketplace:read, memory:read, memory:write). */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CreateSubscriptionInput = {
  apiId: Scalars['String']['input'];
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  planId: Scalars['String']['input'];
};

export type CreateWebhookInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  events: Array<Scalars['String']['input']>;
  secret?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

/** A key just created: its secret is returned here once and never again. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  /** The key itself, to send in `X-API-Key` or `Authorization: Bearer`. */
  secret: Scalars['String']['output'];
};

export type Introspection = {
  __typename?: 'Introspection';
  accountId: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  clientId?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['String']['output']>;
  scopes: Array<Scalars['String']['output']>;
  tokenType: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels now (access ends at once) or at the end of the period. */
  cancelSubscription: ApiSubscription;
  /** Configures a usage alert (JSON shaped as the REST body). */
  createAlert: Scalars['JSON']['output'];
  /** Creates an API key. Only the owner signed in to the console; never an API key or OAuth token. */
  createApiKey: CreatedApiKey;
  /** Subscribes to an API plan; charges begin at once. */
  createSubscription: ApiSubscription;
  /** Registers a webhook endpoint (HTTPS only); the secret is returned only here. */
  createWebhook: WebhookEndpoint;
  deleteWebhook: Scalars['JSON']['output'];
  /** Retries a failed delivery once more, with the same event id. */
  retryWebhookDelivery: Scalars['JSON']['output'];
  /** Revokes an API key at once and returns its id. Only the owner signed in to the console. */
  revokeApiKey: Scalars['ID']['output'];
  /** Ends every grant given to an OAuth application (all its tokens stop at once); returns its client id. Only the owner signed in to the console. */
  revokeAuthorizedApp: Scalars['ID']['output'];
  /** Replaces an endpoint's signing secret (webhooks:write); the new secret is returned only here and signs every delivery from now on. */
  rotateWebhookSecret: WebhookEndpoint;
  /** Moves a live subscription to another plan of its API. */
  updateSubscription: ApiSubscription;
};


export type MutationCancelSubscriptionArgs = {
  atPeriodEnd?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationCreateAlertArgs = {
  input: CreateAlertInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateSubscriptionArgs = {
  input: CreateSubscriptionInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRetryWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeAuthorizedAppArgs = {
  clientId: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateSubscriptionArgs = {
  id: Scalars['ID']['input'];
  planId: Scalars['String']['input'];
};

export type Plan = {
  __typename?: 'Plan';
  id: Scalars['ID']['output'];
  monthlyLimit: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Pricing = {
  __typename?: 'Pricing';
  basePrice: Scalars['Float']['output'];
  model: Scalars['String']['output'];
  plans: Array<Plan>;
};

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
  categories: Array<Category>;
  /** What the presented credential is and may do. */
  introspect: Introspection;
  /** Invoices, newest first (billing:read). JSON shaped as the REST body. */
  invoices: Scalars['JSON']['output'];
  /** The last minute of traffic (usage:read; Pro and Enterprise only). */
  realtimeUsage: Scalars['JSON']['output'];
  /** Full-text search over names, descriptions and tags, best match first. */
  searchApis: ApiSearchResult;
  subscription: ApiSubscription;
  /** The account's subscriptions, newest first. */
  subscriptions: SubscriptionList;
  /** Usage summary over a period (usage:read). JSON shaped as the REST body. */
  usage: Scalars['JSON']['output'];
  /** The authenticated account. */
  viewer: Account;
  webhook: WebhookEndpoint;
  /** Deliveries of events to one endpoint, newest first (JSON list shaped as the REST body). */
  webhookDeliveries: Scalars['JSON']['output'];
  /** The account's webhook endpoints, newest first. */
  webhooks: WebhookEndpointList;
};


export type QueryAlertsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryApiArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApiUsageArgs = {
  apiId: Scalars['ID']['input'];
  endpoint?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  granularity?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryApisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ApiSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  subscriptionId?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchApisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QuerySubscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  apiId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsageArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  granularity?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type SubscriptionList = {
  __typename?: 'SubscriptionList';
  data: Array<ApiSubscription>;
  hasMore: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type SubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'past_due';

export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Only when the endpoint is created. */
  secret?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type WebhookEndpointList = {
  __typename?: 'WebhookEndpointList';
  data: Array<WebhookEndpoint>;
  hasMore: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  offset: Scalars['Int']['output'];
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
  AuthorizedApp: ResolverTypeWrapper<AuthorizedApp>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CreateAlertInput: CreateAlertInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateSubscriptionInput: CreateSubscriptionInput;
  CreateWebhookInput: CreateWebhookInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
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
  AuthorizedApp: AuthorizedApp;
  Category: CategoryModel;
  CreateAlertInput: CreateAlertInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateSubscriptionInput: CreateSubscriptionInput;
  CreateWebhookInput: CreateWebhookInput;
  CreatedApiKey: CreatedApiKey;
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
  authorizedApps?: Resolver<Array<ResolversTypes['AuthorizedApp']>, ParentType, ContextType>;
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

export type AuthorizedAppResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AuthorizedApp'] = ResolversParentTypes['AuthorizedApp']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAuthorizedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  apiCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreatedApiKeyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createSubscription?: Resolver<ResolversTypes['ApiSubscription'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  deleteWebhook?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  retryWebhookDelivery?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationRetryWebhookDeliveryArgs, 'deliveryId' | 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  revokeAuthorizedApp?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeAuthorizedAppArgs, 'clientId'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
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
  AuthorizedApp?: AuthorizedAppResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
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

