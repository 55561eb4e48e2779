import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AccountRef, ApiKeyModel, ApiListingModel, SubscriptionModel, CategoryModel, WebhookEndpointModel } from '../modules/shared/providers/types.js';
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
  /** An instant as an ISO 8601 / RFC 3339 string in UTC, for example `2026-03-01T12:00:00.000Z`. */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON: the client's own metadata of a subscription (an object of its choosing). */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** An account, as the marketplace sees it: keys, tier, subscriptions. */
export type Account = Node & {
  __typename?: 'Account';
  /** Every API key of the account, oldest first (owner credentials only); `keys` pages them. */
  apiKeys: Array<ApiKey>;
  /** OAuth applications holding a live grant of the account, most recently authorised first (owner credentials only; never an OAuth token). */
  authorizedApps: AuthorizedAppConnection;
  /** Its global id, for `node(id:)` (opaque; not the `id` REST and the other fields use). */
  globalId: Scalars['ID']['output'];
  /** The account's id (the same in every part of the graph). */
  id: Scalars['ID']['output'];
  /** The account's invoices, newest first (billing:read). */
  invoices: InvoiceConnection;
  /** The account's API keys, oldest first (owner credentials only). */
  keys: ApiKeyConnection;
  /** The account's display name. */
  name: Scalars['String']['output'];
  /** The account's subscriptions, newest first (subscriptions:read). */
  subscriptions: ApiSubscriptionConnection;
  /** Tier that sets rate limits and features. */
  tier: AccountTier;
  /** The account's webhook endpoints, newest first (webhooks:read). */
  webhooks: WebhookEndpointConnection;
};


/** An account, as the marketplace sees it: keys, tier, subscriptions. */
export type AccountAuthorizedAppsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** An account, as the marketplace sees it: keys, tier, subscriptions. */
export type AccountInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  subscriptionId?: InputMaybe<Scalars['String']['input']>;
};


/** An account, as the marketplace sees it: keys, tier, subscriptions. */
export type AccountKeysArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** An account, as the marketplace sees it: keys, tier, subscriptions. */
export type AccountSubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  apiId?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/** An account, as the marketplace sees it: keys, tier, subscriptions. */
export type AccountWebhooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** An account's tier: it sets rate limits and features. */
export type AccountTier =
  /** The highest limits. */
  | 'enterprise'
  /** The default tier. */
  | 'free'
  /** Higher limits and realtime usage. */
  | 'pro';

/** A usage alert: a message when an API's daily usage crosses a threshold. */
export type Alert = {
  __typename?: 'Alert';
  /** The API whose usage is watched. */
  apiId: Scalars['String']['output'];
  /** `email` and/or `webhook`. */
  channels: Array<Scalars['String']['output']>;
  /** When the alert was configured. */
  createdAt: Scalars['DateTime']['output'];
  /** Where the e-mail goes. */
  email?: Maybe<Scalars['String']['output']>;
  /** The alert's id. */
  id: Scalars['ID']['output'];
  /** The last period the alert fired in. */
  lastFiredPeriod?: Maybe<Scalars['String']['output']>;
  /** The period the threshold applies to (`daily`). */
  period: Scalars['String']['output'];
  /** Percent of the daily limit: 80 or 100. */
  threshold: Scalars['Int']['output'];
};

/** A page of usage alerts. */
export type AlertList = {
  __typename?: 'AlertList';
  /** The alerts of this page, newest first. */
  data: Array<Alert>;
  /** True when there is a next page. */
  hasMore: Scalars['Boolean']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The rows skipped. */
  offset: Scalars['Int']['output'];
  /** How many alerts there are in all. */
  total: Scalars['Int']['output'];
};

/** An API key. The key itself is shown once at creation and never stored. */
export type ApiKey = Node & {
  __typename?: 'ApiKey';
  /** When the key was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Its global id, for `node(id:)` (opaque; not the `id` REST and the other fields use). */
  globalId: Scalars['ID']['output'];
  /** The key's id (not the secret). */
  id: Scalars['ID']['output'];
  /** When the key last authenticated a request; null when never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name given at creation; null when none was given. */
  name?: Maybe<Scalars['String']['output']>;
  /** First characters of the key, to recognise it. */
  prefix: Scalars['String']['output'];
  /** What the key may do, for example `memory:read`. */
  scopes: Array<Scalars['String']['output']>;
  /** The memory stores the key may reach, by name; empty: every store. Any other store answers as if it did not exist. */
  stores: Array<Scalars['String']['output']>;
};

/** A page of API keys. */
export type ApiKeyConnection = {
  __typename?: 'ApiKeyConnection';
  /** The API keys of this page, each with its cursor. */
  edges: Array<ApiKeyEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many API keys there are in all (with the filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** A API key in a page, with its cursor. */
export type ApiKeyEdge = {
  __typename?: 'ApiKeyEdge';
  /** Pass as `after` to read the API keys after this one. */
  cursor: Scalars['String']['output'];
  /** The API key. */
  node: ApiKey;
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
export type ApiListing = Node & {
  __typename?: 'ApiListing';
  /** Average latency over the last 30 days, in milliseconds. */
  avgLatencyMs: Scalars['Float']['output'];
  /** The slug of its category. */
  category: Scalars['String']['output'];
  /** When the API was listed. */
  createdAt: Scalars['DateTime']['output'];
  /** What the API does. */
  description: Scalars['String']['output'];
  /** How many endpoints the API has. */
  endpointsCount: Scalars['Int']['output'];
  /** Its global id, for `node(id:)` (opaque; not the `id` REST and the other fields use). */
  globalId: Scalars['ID']['output'];
  /** The API's id, for example `memory-api`. */
  id: Scalars['ID']['output'];
  /** The API's name. */
  name: Scalars['String']['output'];
  /** How the API is priced, with its plans. */
  pricing: Pricing;
  /** Whether the API is live, in beta or on its way out. */
  status: ApiStatus;
  /** True when the account has a live subscription to it. */
  subscribed: Scalars['Boolean']['output'];
  /** Free-form tags, searched by `searchApis`. */
  tags: Array<Scalars['String']['output']>;
  /** Availability over the last 30 days (0-1). */
  uptime: Scalars['Float']['output'];
  /** The API's version. */
  version: Scalars['String']['output'];
};

/** A page of listed APIs. */
export type ApiListingConnection = {
  __typename?: 'ApiListingConnection';
  /** The listed APIs of this page, each with its cursor. */
  edges: Array<ApiListingEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many listed APIs there are in all (with the filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** A listed API in a page, with its cursor. */
export type ApiListingEdge = {
  __typename?: 'ApiListingEdge';
  /** Pass as `after` to read the listed APIs after this one. */
  cursor: Scalars['String']['output'];
  /** The listed API. */
  node: ApiListing;
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

/** Where an API stands in its life. */
export type ApiStatus =
  /** Live and supported. */
  | 'active'
  /** Usable, but it may still change. */
  | 'beta'
  /** On its way out: listed only when asked for. */
  | 'deprecated';

/** An account's subscription to a plan of an API. */
export type ApiSubscription = Node & {
  __typename?: 'ApiSubscription';
  /** Until when the API may still be used (set once cancelled). */
  accessUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The API subscribed to. */
  apiId: Scalars['String']['output'];
  /** The name of the API subscribed to. */
  apiName: Scalars['String']['output'];
  /** True when the subscription ends at the end of the period. */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** When the subscription was cancelled. */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the subscription was created. */
  createdAt: Scalars['DateTime']['output'];
  /** End of the current billing period. */
  currentPeriodEnd: Scalars['DateTime']['output'];
  /** Start of the current billing period. */
  currentPeriodStart: Scalars['DateTime']['output'];
  /** Its global id, for `node(id:)` (opaque; not the `id` REST and the other fields use). */
  globalId: Scalars['ID']['output'];
  /** The subscription's id. */
  id: Scalars['ID']['output'];
  /** The client's own key-value data, as given at creation. */
  metadata: Scalars['JSON']['output'];
  /** The plan subscribed to. */
  planId: Scalars['String']['output'];
  /** The name of the plan subscribed to. */
  planName: Scalars['String']['output'];
  /** Where the subscription stands. */
  status: SubscriptionStatus;
};

/** A page of subscriptions. */
export type ApiSubscriptionConnection = {
  __typename?: 'ApiSubscriptionConnection';
  /** The subscriptions of this page, each with its cursor. */
  edges: Array<ApiSubscriptionEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many subscriptions there are in all (with the filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** A subscription in a page, with its cursor. */
export type ApiSubscriptionEdge = {
  __typename?: 'ApiSubscriptionEdge';
  /** Pass as `after` to read the subscriptions after this one. */
  cursor: Scalars['String']['output'];
  /** The subscription. */
  node: ApiSubscription;
};

/** The account's usage of one API over a period, with a timeseries. */
export type ApiUsage = {
  __typename?: 'ApiUsage';
  /** The API's id. */
  apiId: Scalars['String']['output'];
  /** Average latency in milliseconds. */
  avgLatencyMs: Scalars['Float']['output'];
  /** What the requests cost, in USD. */
  costUsd: Scalars['Float']['output'];
  /** The endpoint filter as given. */
  endpoint?: Maybe<Scalars['String']['output']>;
  /** The bucket width of `timeseries`. */
  granularity: Granularity;
  /** The recorded endpoints the filter counted; null without a filter. */
  matchedEndpoints?: Maybe<Array<Scalars['String']['output']>>;
  /** The API's name. */
  name: Scalars['String']['output'];
  /** The period covered. */
  period: UsagePeriod;
  /** Requests included per month by the current plan. */
  planLimit: Scalars['Int']['output'];
  /** One point per bucket, empty buckets included, oldest first. */
  timeseries: Array<UsagePoint>;
  /** Requests answered with a 4xx or 5xx status. */
  totalErrors: Scalars['Int']['output'];
  /** Requests made. */
  totalRequests: Scalars['Int']['output'];
  /** Share of `planLimit` used in the current billing period (0-100 and over). */
  usagePercentage: Scalars['Float']['output'];
};

/** Requests to one API over a period. */
export type ApiUsageTotal = {
  __typename?: 'ApiUsageTotal';
  /** The API's id. */
  apiId: Scalars['String']['output'];
  /** Average latency in milliseconds. */
  avgLatencyMs: Scalars['Float']['output'];
  /** What the requests cost, in USD. */
  costUsd: Scalars['Float']['output'];
  /** Requests answered with a 4xx or 5xx status. */
  errors: Scalars['Int']['output'];
  /** The API's name. */
  name: Scalars['String']['output'];
  /** Requests made. */
  requests: Scalars['Int']['output'];
};

/** An OAuth application the account has authorised, with every scope its live tokens carry. */
export type AuthorizedApp = {
  __typename?: 'AuthorizedApp';
  /** The application's OAuth client id (the same as `id`), as `revokeAuthorizedApp` takes it. */
  clientId: Scalars['String']['output'];
  /** The application's OAuth client id. */
  id: Scalars['ID']['output'];
  /** When its newest token was issued. */
  lastAuthorizedAt: Scalars['DateTime']['output'];
  /** The name shown on the consent page. */
  name: Scalars['String']['output'];
  /** Scopes granted to it. */
  scopes: Array<Scalars['String']['output']>;
};

/** A page of authorised OAuth applications. */
export type AuthorizedAppConnection = {
  __typename?: 'AuthorizedAppConnection';
  /** The applications of this page, each with its cursor. */
  edges: Array<AuthorizedAppEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many applications hold a live grant in all. */
  totalCount: Scalars['Int']['output'];
};

/** An authorised OAuth application in a page, with its cursor. */
export type AuthorizedAppEdge = {
  __typename?: 'AuthorizedAppEdge';
  /** Pass as `after` to read the applications after this one. */
  cursor: Scalars['String']['output'];
  /** The application. */
  node: AuthorizedApp;
};

/** The answer to `cancelSubscription`. */
export type CancelSubscriptionPayload = {
  __typename?: 'CancelSubscriptionPayload';
  /** The cancelled subscription; null when there are user errors. */
  subscription?: Maybe<ApiSubscription>;
  /** Why nothing changed (an unknown or already cancelled subscription); empty on success. */
  userErrors: Array<UserError>;
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

/** A page of the catalogue's categories. */
export type CategoryList = {
  __typename?: 'CategoryList';
  /** The categories of this page. */
  data: Array<Category>;
  /** True when there is a next page. */
  hasMore: Scalars['Boolean']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The rows skipped. */
  offset: Scalars['Int']['output'];
  /** How many categories there are in all. */
  total: Scalars['Int']['output'];
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

/** The answer to `createAlert`. */
export type CreateAlertPayload = {
  __typename?: 'CreateAlertPayload';
  /** The new alert; null when there are user errors. */
  alert?: Maybe<Alert>;
  /** Why nothing was created; empty on success. */
  userErrors: Array<UserError>;
};

/** An API key to create. */
export type CreateApiKeyInput = {
  /** A name to tell the key apart in listings: up to 100 characters, trimmed; absent or blank, none. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Scopes the key carries; absent gives the default (marketplace:read, memory:read, memory:write); an empty list is a user error on `scopes`. */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
  /**
   * Limit the key to these memory stores (by name, up to 100); any other store answers as if it did not
   * exist. Absent: every store; an empty list is a user error on `stores`.
   */
  stores?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The answer to `createApiKey`. */
export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  /** The new key; null when there are user errors. */
  apiKey?: Maybe<ApiKey>;
  /** The key itself, to send in `X-API-Key` or `Authorization: Bearer`: returned here once and never again; null when there are user errors. */
  secret?: Maybe<Scalars['String']['output']>;
  /** Why nothing was created; empty on success. */
  userErrors: Array<UserError>;
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

/** The answer to `createSubscription`. */
export type CreateSubscriptionPayload = {
  __typename?: 'CreateSubscriptionPayload';
  /** The new subscription; null when there are user errors. */
  subscription?: Maybe<ApiSubscription>;
  /** Why nothing was created; empty on success. */
  userErrors: Array<UserError>;
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

/** The answer to `createWebhook`. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** Why nothing was created; empty on success. */
  userErrors: Array<UserError>;
  /** The new endpoint, with its secret; null when there are user errors. */
  webhookEndpoint?: Maybe<WebhookEndpoint>;
};

/** The answer to `deleteWebhook`. */
export type DeleteWebhookPayload = {
  __typename?: 'DeleteWebhookPayload';
  /** The deleted endpoint's id; null when there are user errors. */
  deletedWebhookId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was deleted (an unknown endpoint); empty on success. */
  userErrors: Array<UserError>;
};

/** The width of a usage timeseries bucket. */
export type Granularity =
  /** One day. */
  | 'day'
  /** One hour. */
  | 'hour'
  /** One calendar month. */
  | 'month'
  /** One ISO week (Monday first). */
  | 'week';

/** What the presented credential is and may do. */
export type Introspection = {
  __typename?: 'Introspection';
  /** The account the credential acts for. */
  accountId: Scalars['ID']['output'];
  /** Always true (an inactive credential gets UNAUTHENTICATED). */
  active: Scalars['Boolean']['output'];
  /** The OAuth client the access token was issued to. */
  clientId?: Maybe<Scalars['String']['output']>;
  /** When the credential expires; null for an API key. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the credential may do. */
  scopes: Array<Scalars['String']['output']>;
  /** The kind of credential. */
  tokenType: TokenType;
};

/** An invoice: one per subscription period. */
export type Invoice = {
  __typename?: 'Invoice';
  /** The amount in USD. */
  amountUsd: Scalars['Float']['output'];
  /** When the invoice was issued. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency (`usd`). */
  currency: Scalars['String']['output'];
  /** Why the payment failed. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The invoice's id. */
  id: Scalars['ID']['output'];
  /** When it was paid. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** End of the billed period. */
  periodEnd: Scalars['DateTime']['output'];
  /** Start of the billed period. */
  periodStart: Scalars['DateTime']['output'];
  /** Where the invoice stands. */
  status: InvoiceStatus;
  /** The subscription it bills. */
  subscriptionId: Scalars['String']['output'];
};

/** A page of invoices. */
export type InvoiceConnection = {
  __typename?: 'InvoiceConnection';
  /** The invoices of this page, each with its cursor. */
  edges: Array<InvoiceEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many invoices there are in all (with the filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** A invoice in a page, with its cursor. */
export type InvoiceEdge = {
  __typename?: 'InvoiceEdge';
  /** Pass as `after` to read the invoices after this one. */
  cursor: Scalars['String']['output'];
  /** The invoice. */
  node: Invoice;
};

/** A page of invoices. */
export type InvoiceList = {
  __typename?: 'InvoiceList';
  /** The invoices of this page, newest first. */
  data: Array<Invoice>;
  /** True when there is a next page. */
  hasMore: Scalars['Boolean']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The rows skipped. */
  offset: Scalars['Int']['output'];
  /** How many invoices match in all. */
  total: Scalars['Int']['output'];
};

/** Where an invoice stands. */
export type InvoiceStatus =
  /** The payment failed. */
  | 'failed'
  /** Issued, not paid yet. */
  | 'open'
  /** Paid. */
  | 'paid';

/** A stored memory record (its fields come from the memory service). */
export type MemoryRecord = Node & {
  __typename?: 'MemoryRecord';
  /** Its global id, for `node(id:)`. */
  globalId: Scalars['ID']['output'];
};

/** Writes of the marketplace. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels now (access ends at once) or at the end of the period. */
  cancelSubscription: CancelSubscriptionPayload;
  /** Configures a usage alert (usage:read). A threshold, channel or API that is refused is a user error. */
  createAlert: CreateAlertPayload;
  /** Creates an API key. Only the owner signed in to the console; never an API key or OAuth token. An unknown scope is a user error. */
  createApiKey: CreateApiKeyPayload;
  /** Subscribes to an API plan; charges begin at once. An unknown API or plan, or a live subscription to the API, is a user error. */
  createSubscription: CreateSubscriptionPayload;
  /** Registers a webhook endpoint (HTTPS only); the secret is returned only here. A URL or event type that is refused is a user error. */
  createWebhook: CreateWebhookPayload;
  /** Deletes a webhook endpoint; its pending deliveries are cancelled. */
  deleteWebhook: DeleteWebhookPayload;
  /** Retries a failed delivery once more, with the same event id. */
  retryWebhookDelivery: RetryWebhookDeliveryPayload;
  /** Revokes an API key at once. Only the owner signed in to the console. A key that is unknown or already revoked is a user error. */
  revokeApiKey: RevokeApiKeyPayload;
  /** Ends every grant given to an OAuth application (all its tokens stop at once). Only the owner signed in to the console. An application without a live grant is a user error. */
  revokeAuthorizedApp: RevokeAuthorizedAppPayload;
  /** Replaces an endpoint's signing secret (webhooks:write); the new secret is returned only here and signs every delivery from now on. */
  rotateWebhookSecret: RotateWebhookSecretPayload;
  /** Sends one `webhook.test` event to one endpoint now (webhooks:write): signed and logged like any delivery, attempted once and not retried. */
  sendTestWebhookEvent: SendTestWebhookEventPayload;
  /** Moves a live subscription to another plan of its API. */
  updateSubscription: UpdateSubscriptionPayload;
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
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
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
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Writes of the marketplace. */
export type MutationRevokeAuthorizedAppArgs = {
  clientId: Scalars['ID']['input'];
};


/** Writes of the marketplace. */
export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


/** Writes of the marketplace. */
export type MutationSendTestWebhookEventArgs = {
  id: Scalars['ID']['input'];
};


/** Writes of the marketplace. */
export type MutationUpdateSubscriptionArgs = {
  id: Scalars['ID']['input'];
  planId: Scalars['String']['input'];
};

/**
 * An object that can be fetched again by its global id with `node(id:)` (Relay's object
 * identification). The global id is `globalId`: `id` keeps the value REST and the other fields use.
 */
export type Node = {
  /** The object's global id: opaque, stable, unique across the graph. */
  globalId: Scalars['ID']['output'];
};

/** Where a page of a connection stands: whether more follow, and the cursors at its ends. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last edge; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when another page follows (pass `endCursor` as `after`). */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when the page started after a cursor (pages go forwards only). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first edge; null on an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
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
  /** How the price is charged. */
  model: PricingModel;
  /** The plans one can subscribe to. */
  plans: Array<Plan>;
};

/** How an API's price is charged. */
export type PricingModel =
  /** No charge. */
  | 'free'
  /** A free plan and paid plans. */
  | 'freemium'
  /** Charged per request. */
  | 'pay_as_you_go'
  /** A monthly price per plan. */
  | 'subscription';

/** Reads of the marketplace. */
export type Query = {
  __typename?: 'Query';
  /** Usage alerts of the account, newest first (usage:read). */
  alerts: AlertList;
  /** One API with its plans. */
  api: ApiListing;
  /** Usage of one API with a timeseries (usage:read). */
  apiUsage: ApiUsage;
  /** The marketplace catalogue. */
  apis: ApiList;
  /** The marketplace catalogue as a connection (marketplace:read). */
  catalogue: ApiListingConnection;
  /**
   * The catalogue's categories, all at once.
   * @deprecated Use `categoryList`, which pages like every list.
   */
  categories: Array<Category>;
  /** The catalogue's categories by name, a page at a time. */
  categoryList: CategoryList;
  /** What the presented credential is and may do. */
  introspect: Introspection;
  /** Invoices, newest first (billing:read). */
  invoices: InvoiceList;
  /**
   * The object with this global id (`globalId` of any `Node`), from any part of the graph; null when
   * there is none the caller may see (another account's object included). Needs the scope the object's
   * own field needs.
   */
  node?: Maybe<Node>;
  /** The objects with these global ids, in the same order; null for each the caller may not see (at most 100). */
  nodes: Array<Maybe<Node>>;
  /** The last minute of traffic (usage:read; Pro and Enterprise only). */
  realtimeUsage: RealtimeUsage;
  /** Full-text search over names, descriptions and tags, best match first. */
  searchApis: ApiSearchResult;
  /** One subscription of the account. */
  subscription: ApiSubscription;
  /** The account's subscriptions, newest first. */
  subscriptions: SubscriptionList;
  /** The account's usage of every API over a period (usage:read). */
  usage: UsageSummary;
  /** The authenticated account: the way in to everything it owns. */
  viewer: Account;
  /** One webhook endpoint of the account. */
  webhook: WebhookEndpoint;
  /** Deliveries of events to one endpoint, newest first. */
  webhookDeliveries: WebhookDeliveryList;
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
export type QueryCatalogueArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ApiSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/** Reads of the marketplace. */
export type QueryCategoryListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
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
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads of the marketplace. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
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

/** Requests to one API in the last minute. */
export type RealtimeApiUsage = {
  __typename?: 'RealtimeApiUsage';
  /** The API's id. */
  apiId: Scalars['String']['output'];
  /** Average latency in milliseconds. */
  avgLatencyMs: Scalars['Float']['output'];
  /** Requests answered with a 4xx or 5xx status. */
  errors: Scalars['Int']['output'];
  /** Requests made. */
  requests: Scalars['Int']['output'];
};

/** The last minute of the account's traffic. */
export type RealtimeUsage = {
  __typename?: 'RealtimeUsage';
  /** When the numbers were taken. */
  asOf: Scalars['DateTime']['output'];
  /** Per API, by id. */
  byApi: Array<RealtimeApiUsage>;
  /** Requests answered with a 4xx or 5xx status in the window. */
  errorsLastMinute: Scalars['Int']['output'];
  /** Requests in the window. */
  requestsLastMinute: Scalars['Int']['output'];
  /** Average requests per second over the window. */
  requestsPerSecond: Scalars['Float']['output'];
  /** Requests since midnight UTC. */
  requestsToday: Scalars['Int']['output'];
  /** The window's width in seconds (60). */
  windowSeconds: Scalars['Int']['output'];
};

/** The answer to `retryWebhookDelivery`. */
export type RetryWebhookDeliveryPayload = {
  __typename?: 'RetryWebhookDeliveryPayload';
  /** The delivery, pending again; null when there are user errors. */
  delivery?: Maybe<WebhookDelivery>;
  /** Why nothing was retried (an unknown endpoint or delivery, a delivery that has not failed); empty on success. */
  userErrors: Array<UserError>;
};

/** The answer to `revokeApiKey`. */
export type RevokeApiKeyPayload = {
  __typename?: 'RevokeApiKeyPayload';
  /** The revoked key's id; null when there are user errors. */
  revokedApiKeyId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was revoked; empty on success. */
  userErrors: Array<UserError>;
};

/** The answer to `revokeAuthorizedApp`. */
export type RevokeAuthorizedAppPayload = {
  __typename?: 'RevokeAuthorizedAppPayload';
  /** The application's client id; null when there are user errors. */
  revokedClientId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was revoked; empty on success. */
  userErrors: Array<UserError>;
};

/** The answer to `rotateWebhookSecret`. */
export type RotateWebhookSecretPayload = {
  __typename?: 'RotateWebhookSecretPayload';
  /** Why nothing changed (an unknown endpoint); empty on success. */
  userErrors: Array<UserError>;
  /** The endpoint with its new secret; null when there are user errors. */
  webhookEndpoint?: Maybe<WebhookEndpoint>;
};

/** The answer to `sendTestWebhookEvent`. */
export type SendTestWebhookEventPayload = {
  __typename?: 'SendTestWebhookEventPayload';
  /** The test event's delivery; null when there are user errors. */
  delivery?: Maybe<WebhookDelivery>;
  /** Why nothing was sent (an unknown endpoint); empty on success. */
  userErrors: Array<UserError>;
};

/** A named store of memories (its fields come from the memory service). */
export type Store = Node & {
  __typename?: 'Store';
  /** Its global id, for `node(id:)`. */
  globalId: Scalars['ID']['output'];
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

/** The kind of a credential. */
export type TokenType =
  /** An OAuth access token (`mat_...`). */
  | 'access_token'
  /** An API key (`mk_...`). */
  | 'api_key';

/** The answer to `updateSubscription`. */
export type UpdateSubscriptionPayload = {
  __typename?: 'UpdateSubscriptionPayload';
  /** The subscription on its new plan; null when there are user errors. */
  subscription?: Maybe<ApiSubscription>;
  /** Why nothing changed (an unknown subscription or plan, a plan of another API); empty on success. */
  userErrors: Array<UserError>;
};

/** The period a usage report covers, in the offset the caller wrote `from` or `to` in. */
export type UsagePeriod = {
  __typename?: 'UsagePeriod';
  /** Start (included), ISO 8601 with the caller's offset. */
  from: Scalars['String']['output'];
  /** End (excluded), ISO 8601 with the caller's offset. */
  to: Scalars['String']['output'];
};

/** One bucket of a usage timeseries. */
export type UsagePoint = {
  __typename?: 'UsagePoint';
  /** Average latency in milliseconds. */
  avgLatencyMs: Scalars['Float']['output'];
  /** The bucket's label: `YYYY-MM-DD`, or the full start for hours. */
  date: Scalars['String']['output'];
  /** Requests answered with a 4xx or 5xx status. */
  errors: Scalars['Int']['output'];
  /** Requests made. */
  requests: Scalars['Int']['output'];
  /** The bucket's start, ISO 8601 with the caller's offset. */
  start: Scalars['String']['output'];
};

/** The account's usage of every API over a period. */
export type UsageSummary = {
  __typename?: 'UsageSummary';
  /** Per API, most requests first. */
  byApi: Array<ApiUsageTotal>;
  /** The granularity asked for. */
  granularity: Granularity;
  /** The period covered. */
  period: UsagePeriod;
  /** What the requests cost, in USD. */
  totalCostUsd: Scalars['Float']['output'];
  /** Requests answered with a 4xx or 5xx status. */
  totalErrors: Scalars['Int']['output'];
  /** Requests made. */
  totalRequests: Scalars['Int']['output'];
};

/**
 * A failure the user can act on, answered as data: bad input, a reference to something that does not
 * exist, a limit of the account's data, or a conflict with the account's state. Authentication,
 * scope, rate limits and outages stay errors.
 */
export type UserError = {
  __typename?: 'UserError';
  /** What kind of failure. */
  code: UserErrorCode;
  /** The input field at fault (for example `planId`), when there is one. */
  field?: Maybe<Scalars['String']['output']>;
  /** The limit the input ran into (for example 50, the most speakers a store can have); null for other failures. */
  limit?: Maybe<Scalars['Int']['output']>;
  /** A sentence that says what is wrong, to show as it is. */
  message: Scalars['String']['output'];
};

/** Kinds of user error. */
export type UserErrorCode =
  /** The account's state does not allow it (for example a live subscription already exists). */
  | 'conflict'
  /** The input is refused; `field` says which. */
  | 'invalid_request'
  /** The input names something that does not exist. */
  | 'not_found';

/** The delivery of one event to one endpoint, with its attempts. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When the delivery was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the endpoint accepted it. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The endpoint it goes to. */
  endpointId: Scalars['String']['output'];
  /** The event's id (the same on every attempt and retry). */
  eventId: Scalars['String']['output'];
  /** The event's type, for example `subscription.created`. */
  eventType?: Maybe<Scalars['String']['output']>;
  /** The delivery's id. */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last attempt. */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the delivery stands. */
  status: WebhookDeliveryStatus;
};

/** A page of webhook deliverys. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** The webhook deliverys of this page, each with its cursor. */
  edges: Array<WebhookDeliveryEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many webhook deliverys there are in all (with the filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** A webhook delivery in a page, with its cursor. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Pass as `after` to read the webhook deliverys after this one. */
  cursor: Scalars['String']['output'];
  /** The webhook delivery. */
  node: WebhookDelivery;
};

/** A page of webhook deliveries. */
export type WebhookDeliveryList = {
  __typename?: 'WebhookDeliveryList';
  /** The deliveries of this page, newest first. */
  data: Array<WebhookDelivery>;
  /** True when there is a next page. */
  hasMore: Scalars['Boolean']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The rows skipped. */
  offset: Scalars['Int']['output'];
  /** How many deliveries match in all. */
  total: Scalars['Int']['output'];
};

/** Where a delivery of an event to an endpoint stands. */
export type WebhookDeliveryStatus =
  /** Cancelled because its endpoint was deleted. */
  | 'cancelled'
  /** The endpoint answered 2xx. */
  | 'delivered'
  /** Every attempt failed; it can be retried. */
  | 'failed'
  /** Waiting for its next attempt. */
  | 'pending';

/** An HTTPS endpoint that receives the account's events. */
export type WebhookEndpoint = Node & {
  __typename?: 'WebhookEndpoint';
  /** When the endpoint was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** Deliveries of events to this endpoint, newest first (webhooks:read). */
  deliveries: WebhookDeliveryConnection;
  /** The client's note about the endpoint. */
  description?: Maybe<Scalars['String']['output']>;
  /** The event types sent to it, for example `subscription.created`. */
  events: Array<Scalars['String']['output']>;
  /** Its global id, for `node(id:)` (opaque; not the `id` REST and the other fields use). */
  globalId: Scalars['ID']['output'];
  /** The endpoint's id. */
  id: Scalars['ID']['output'];
  /** Only when the endpoint is created. */
  secret?: Maybe<Scalars['String']['output']>;
  /** Whether events are sent to it. */
  status: WebhookEndpointStatus;
  /** Where events are POSTed. */
  url: Scalars['String']['output'];
};


/** An HTTPS endpoint that receives the account's events. */
export type WebhookEndpointDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A page of webhook endpoints. */
export type WebhookEndpointConnection = {
  __typename?: 'WebhookEndpointConnection';
  /** The webhook endpoints of this page, each with its cursor. */
  edges: Array<WebhookEndpointEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many webhook endpoints there are in all (with the filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** A webhook endpoint in a page, with its cursor. */
export type WebhookEndpointEdge = {
  __typename?: 'WebhookEndpointEdge';
  /** Pass as `after` to read the webhook endpoints after this one. */
  cursor: Scalars['String']['output'];
  /** The webhook endpoint. */
  node: WebhookEndpoint;
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

/** Whether a webhook endpoint receives events. */
export type WebhookEndpointStatus =
  /** Events are sent to it. */
  | 'active'
  /** Deleted: nothing is sent any more. */
  | 'disabled';

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


/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Node:
    | ( AccountRef )
    | ( ApiKeyModel )
    | ( ApiListingModel )
    | ( SubscriptionModel )
    | ( MemoryRecord )
    | ( Store )
    | ( WebhookEndpointModel )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<AccountRef>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AccountTier: AccountTier;
  Alert: ResolverTypeWrapper<Alert>;
  AlertList: ResolverTypeWrapper<AlertList>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ApiKey: ResolverTypeWrapper<ApiKeyModel>;
  ApiKeyConnection: ResolverTypeWrapper<Omit<ApiKeyConnection, 'edges'> & { edges: Array<ResolversTypes['ApiKeyEdge']> }>;
  ApiKeyEdge: ResolverTypeWrapper<Omit<ApiKeyEdge, 'node'> & { node: ResolversTypes['ApiKey'] }>;
  ApiList: ResolverTypeWrapper<Omit<ApiList, 'data'> & { data: Array<ResolversTypes['ApiListing']> }>;
  ApiListing: ResolverTypeWrapper<ApiListingModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ApiListingConnection: ResolverTypeWrapper<Omit<ApiListingConnection, 'edges'> & { edges: Array<ResolversTypes['ApiListingEdge']> }>;
  ApiListingEdge: ResolverTypeWrapper<Omit<ApiListingEdge, 'node'> & { node: ResolversTypes['ApiListing'] }>;
  ApiSearchHit: ResolverTypeWrapper<ApiSearchHit>;
  ApiSearchResult: ResolverTypeWrapper<ApiSearchResult>;
  ApiSort: ApiSort;
  ApiStatus: ApiStatus;
  ApiSubscription: ResolverTypeWrapper<SubscriptionModel>;
  ApiSubscriptionConnection: ResolverTypeWrapper<Omit<ApiSubscriptionConnection, 'edges'> & { edges: Array<ResolversTypes['ApiSubscriptionEdge']> }>;
  ApiSubscriptionEdge: ResolverTypeWrapper<Omit<ApiSubscriptionEdge, 'node'> & { node: ResolversTypes['ApiSubscription'] }>;
  ApiUsage: ResolverTypeWrapper<ApiUsage>;
  ApiUsageTotal: ResolverTypeWrapper<ApiUsageTotal>;
  AuthorizedApp: ResolverTypeWrapper<AuthorizedApp>;
  AuthorizedAppConnection: ResolverTypeWrapper<AuthorizedAppConnection>;
  AuthorizedAppEdge: ResolverTypeWrapper<AuthorizedAppEdge>;
  CancelSubscriptionPayload: ResolverTypeWrapper<Omit<CancelSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversTypes['ApiSubscription']> }>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategoryList: ResolverTypeWrapper<Omit<CategoryList, 'data'> & { data: Array<ResolversTypes['Category']> }>;
  CreateAlertInput: CreateAlertInput;
  CreateAlertPayload: ResolverTypeWrapper<CreateAlertPayload>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: ResolverTypeWrapper<Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversTypes['ApiKey']> }>;
  CreateSubscriptionInput: CreateSubscriptionInput;
  CreateSubscriptionPayload: ResolverTypeWrapper<Omit<CreateSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversTypes['ApiSubscription']> }>;
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: ResolverTypeWrapper<Omit<CreateWebhookPayload, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversTypes['WebhookEndpoint']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteWebhookPayload: ResolverTypeWrapper<DeleteWebhookPayload>;
  Granularity: Granularity;
  Introspection: ResolverTypeWrapper<Introspection>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceConnection: ResolverTypeWrapper<InvoiceConnection>;
  InvoiceEdge: ResolverTypeWrapper<InvoiceEdge>;
  InvoiceList: ResolverTypeWrapper<InvoiceList>;
  InvoiceStatus: InvoiceStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  MemoryRecord: ResolverTypeWrapper<MemoryRecord>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Plan: ResolverTypeWrapper<Plan>;
  Pricing: ResolverTypeWrapper<Pricing>;
  PricingModel: PricingModel;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RealtimeApiUsage: ResolverTypeWrapper<RealtimeApiUsage>;
  RealtimeUsage: ResolverTypeWrapper<RealtimeUsage>;
  RetryWebhookDeliveryPayload: ResolverTypeWrapper<RetryWebhookDeliveryPayload>;
  RevokeApiKeyPayload: ResolverTypeWrapper<RevokeApiKeyPayload>;
  RevokeAuthorizedAppPayload: ResolverTypeWrapper<RevokeAuthorizedAppPayload>;
  RotateWebhookSecretPayload: ResolverTypeWrapper<Omit<RotateWebhookSecretPayload, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversTypes['WebhookEndpoint']> }>;
  SendTestWebhookEventPayload: ResolverTypeWrapper<SendTestWebhookEventPayload>;
  Store: ResolverTypeWrapper<Store>;
  SubscriptionList: ResolverTypeWrapper<Omit<SubscriptionList, 'data'> & { data: Array<ResolversTypes['ApiSubscription']> }>;
  SubscriptionStatus: SubscriptionStatus;
  TokenType: TokenType;
  UpdateSubscriptionPayload: ResolverTypeWrapper<Omit<UpdateSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversTypes['ApiSubscription']> }>;
  UsagePeriod: ResolverTypeWrapper<UsagePeriod>;
  UsagePoint: ResolverTypeWrapper<UsagePoint>;
  UsageSummary: ResolverTypeWrapper<UsageSummary>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryConnection: ResolverTypeWrapper<WebhookDeliveryConnection>;
  WebhookDeliveryEdge: ResolverTypeWrapper<WebhookDeliveryEdge>;
  WebhookDeliveryList: ResolverTypeWrapper<WebhookDeliveryList>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointModel>;
  WebhookEndpointConnection: ResolverTypeWrapper<Omit<WebhookEndpointConnection, 'edges'> & { edges: Array<ResolversTypes['WebhookEndpointEdge']> }>;
  WebhookEndpointEdge: ResolverTypeWrapper<Omit<WebhookEndpointEdge, 'node'> & { node: ResolversTypes['WebhookEndpoint'] }>;
  WebhookEndpointList: ResolverTypeWrapper<Omit<WebhookEndpointList, 'data'> & { data: Array<ResolversTypes['WebhookEndpoint']> }>;
  WebhookEndpointStatus: WebhookEndpointStatus;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountRef;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  ID: Scalars['ID']['output'];
  Alert: Alert;
  AlertList: AlertList;
  Boolean: Scalars['Boolean']['output'];
  ApiKey: ApiKeyModel;
  ApiKeyConnection: Omit<ApiKeyConnection, 'edges'> & { edges: Array<ResolversParentTypes['ApiKeyEdge']> };
  ApiKeyEdge: Omit<ApiKeyEdge, 'node'> & { node: ResolversParentTypes['ApiKey'] };
  ApiList: Omit<ApiList, 'data'> & { data: Array<ResolversParentTypes['ApiListing']> };
  ApiListing: ApiListingModel;
  Float: Scalars['Float']['output'];
  ApiListingConnection: Omit<ApiListingConnection, 'edges'> & { edges: Array<ResolversParentTypes['ApiListingEdge']> };
  ApiListingEdge: Omit<ApiListingEdge, 'node'> & { node: ResolversParentTypes['ApiListing'] };
  ApiSearchHit: ApiSearchHit;
  ApiSearchResult: ApiSearchResult;
  ApiSubscription: SubscriptionModel;
  ApiSubscriptionConnection: Omit<ApiSubscriptionConnection, 'edges'> & { edges: Array<ResolversParentTypes['ApiSubscriptionEdge']> };
  ApiSubscriptionEdge: Omit<ApiSubscriptionEdge, 'node'> & { node: ResolversParentTypes['ApiSubscription'] };
  ApiUsage: ApiUsage;
  ApiUsageTotal: ApiUsageTotal;
  AuthorizedApp: AuthorizedApp;
  AuthorizedAppConnection: AuthorizedAppConnection;
  AuthorizedAppEdge: AuthorizedAppEdge;
  CancelSubscriptionPayload: Omit<CancelSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversParentTypes['ApiSubscription']> };
  Category: CategoryModel;
  CategoryList: Omit<CategoryList, 'data'> & { data: Array<ResolversParentTypes['Category']> };
  CreateAlertInput: CreateAlertInput;
  CreateAlertPayload: CreateAlertPayload;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversParentTypes['ApiKey']> };
  CreateSubscriptionInput: CreateSubscriptionInput;
  CreateSubscriptionPayload: Omit<CreateSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversParentTypes['ApiSubscription']> };
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: Omit<CreateWebhookPayload, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversParentTypes['WebhookEndpoint']> };
  DateTime: Scalars['DateTime']['output'];
  DeleteWebhookPayload: DeleteWebhookPayload;
  Introspection: Introspection;
  Invoice: Invoice;
  InvoiceConnection: InvoiceConnection;
  InvoiceEdge: InvoiceEdge;
  InvoiceList: InvoiceList;
  JSON: Scalars['JSON']['output'];
  MemoryRecord: MemoryRecord;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  Plan: Plan;
  Pricing: Pricing;
  Query: Record<PropertyKey, never>;
  RealtimeApiUsage: RealtimeApiUsage;
  RealtimeUsage: RealtimeUsage;
  RetryWebhookDeliveryPayload: RetryWebhookDeliveryPayload;
  RevokeApiKeyPayload: RevokeApiKeyPayload;
  RevokeAuthorizedAppPayload: RevokeAuthorizedAppPayload;
  RotateWebhookSecretPayload: Omit<RotateWebhookSecretPayload, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversParentTypes['WebhookEndpoint']> };
  SendTestWebhookEventPayload: SendTestWebhookEventPayload;
  Store: Store;
  SubscriptionList: Omit<SubscriptionList, 'data'> & { data: Array<ResolversParentTypes['ApiSubscription']> };
  UpdateSubscriptionPayload: Omit<UpdateSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversParentTypes['ApiSubscription']> };
  UsagePeriod: UsagePeriod;
  UsagePoint: UsagePoint;
  UsageSummary: UsageSummary;
  UserError: UserError;
  WebhookDelivery: WebhookDelivery;
  WebhookDeliveryConnection: WebhookDeliveryConnection;
  WebhookDeliveryEdge: WebhookDeliveryEdge;
  WebhookDeliveryList: WebhookDeliveryList;
  WebhookEndpoint: WebhookEndpointModel;
  WebhookEndpointConnection: Omit<WebhookEndpointConnection, 'edges'> & { edges: Array<ResolversParentTypes['WebhookEndpointEdge']> };
  WebhookEndpointEdge: Omit<WebhookEndpointEdge, 'node'> & { node: ResolversParentTypes['WebhookEndpoint'] };
  WebhookEndpointList: Omit<WebhookEndpointList, 'data'> & { data: Array<ResolversParentTypes['WebhookEndpoint']> };
}>;

export type AccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'], FederationReferenceType extends FederationReferenceTypes['Account'] = FederationReferenceTypes['Account']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Account']> | FederationReferenceType, FederationReferenceType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  authorizedApps?: Resolver<ResolversTypes['AuthorizedAppConnection'], ParentType, ContextType, Partial<AccountAuthorizedAppsArgs>>;
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['InvoiceConnection'], ParentType, ContextType, Partial<AccountInvoicesArgs>>;
  keys?: Resolver<ResolversTypes['ApiKeyConnection'], ParentType, ContextType, Partial<AccountKeysArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptions?: Resolver<ResolversTypes['ApiSubscriptionConnection'], ParentType, ContextType, Partial<AccountSubscriptionsArgs>>;
  tier?: Resolver<ResolversTypes['AccountTier'], ParentType, ContextType>;
  webhooks?: Resolver<ResolversTypes['WebhookEndpointConnection'], ParentType, ContextType, Partial<AccountWebhooksArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AlertResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Alert'] = ResolversParentTypes['Alert']> = ResolversObject<{
  apiId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastFiredPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AlertListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AlertList'] = ResolversParentTypes['AlertList']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApiKeyConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiKeyConnection'] = ResolversParentTypes['ApiKeyConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ApiKeyEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiKeyEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiKeyEdge'] = ResolversParentTypes['ApiKeyEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
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
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endpointsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['Pricing'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiStatus'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  uptime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApiListingConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiListingConnection'] = ResolversParentTypes['ApiListingConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ApiListingEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiListingEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiListingEdge'] = ResolversParentTypes['ApiListingEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ApiListing'], ParentType, ContextType>;
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
  accessUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  apiId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  apiName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentPeriodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApiSubscriptionConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiSubscriptionConnection'] = ResolversParentTypes['ApiSubscriptionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ApiSubscriptionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiSubscriptionEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiSubscriptionEdge'] = ResolversParentTypes['ApiSubscriptionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ApiSubscription'], ParentType, ContextType>;
}>;

export type ApiUsageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiUsage'] = ResolversParentTypes['ApiUsage']> = ResolversObject<{
  apiId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avgLatencyMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endpoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  granularity?: Resolver<ResolversTypes['Granularity'], ParentType, ContextType>;
  matchedEndpoints?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['UsagePeriod'], ParentType, ContextType>;
  planLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeseries?: Resolver<Array<ResolversTypes['UsagePoint']>, ParentType, ContextType>;
  totalErrors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usagePercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ApiUsageTotalResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiUsageTotal'] = ResolversParentTypes['ApiUsageTotal']> = ResolversObject<{
  apiId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avgLatencyMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthorizedAppResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AuthorizedApp'] = ResolversParentTypes['AuthorizedApp']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAuthorizedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuthorizedAppConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AuthorizedAppConnection'] = ResolversParentTypes['AuthorizedAppConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AuthorizedAppEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthorizedAppEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AuthorizedAppEdge'] = ResolversParentTypes['AuthorizedAppEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuthorizedApp'], ParentType, ContextType>;
}>;

export type CancelSubscriptionPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CancelSubscriptionPayload'] = ResolversParentTypes['CancelSubscriptionPayload']> = ResolversObject<{
  subscription?: Resolver<Maybe<ResolversTypes['ApiSubscription']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  apiCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CategoryListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CategoryList'] = ResolversParentTypes['CategoryList']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreateAlertPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateAlertPayload'] = ResolversParentTypes['CreateAlertPayload']> = ResolversObject<{
  alert?: Resolver<Maybe<ResolversTypes['Alert']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateApiKeyPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateApiKeyPayload'] = ResolversParentTypes['CreateApiKeyPayload']> = ResolversObject<{
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateSubscriptionPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateSubscriptionPayload'] = ResolversParentTypes['CreateSubscriptionPayload']> = ResolversObject<{
  subscription?: Resolver<Maybe<ResolversTypes['ApiSubscription']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateWebhookPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateWebhookPayload'] = ResolversParentTypes['CreateWebhookPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteWebhookPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DeleteWebhookPayload'] = ResolversParentTypes['DeleteWebhookPayload']> = ResolversObject<{
  deletedWebhookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type IntrospectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Introspection'] = ResolversParentTypes['Introspection']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['TokenType'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amountUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvoiceConnection'] = ResolversParentTypes['InvoiceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['InvoiceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoiceEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvoiceEdge'] = ResolversParentTypes['InvoiceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
}>;

export type InvoiceListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvoiceList'] = ResolversParentTypes['InvoiceList']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MemoryRecordResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MemoryRecord'] = ResolversParentTypes['MemoryRecord']> = ResolversObject<{
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cancelSubscription?: Resolver<ResolversTypes['CancelSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationCancelSubscriptionArgs, 'id'>>;
  createAlert?: Resolver<ResolversTypes['CreateAlertPayload'], ParentType, ContextType, RequireFields<MutationCreateAlertArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createSubscription?: Resolver<ResolversTypes['CreateSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['CreateWebhookPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  deleteWebhook?: Resolver<ResolversTypes['DeleteWebhookPayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  retryWebhookDelivery?: Resolver<ResolversTypes['RetryWebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRetryWebhookDeliveryArgs, 'deliveryId' | 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['RevokeApiKeyPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  revokeAuthorizedApp?: Resolver<ResolversTypes['RevokeAuthorizedAppPayload'], ParentType, ContextType, RequireFields<MutationRevokeAuthorizedAppArgs, 'clientId'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['RotateWebhookSecretPayload'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  sendTestWebhookEvent?: Resolver<ResolversTypes['SendTestWebhookEventPayload'], ParentType, ContextType, RequireFields<MutationSendTestWebhookEventArgs, 'id'>>;
  updateSubscription?: Resolver<ResolversTypes['UpdateSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionArgs, 'id' | 'planId'>>;
}>;

export type NodeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Account' | 'ApiKey' | 'ApiListing' | 'ApiSubscription' | 'MemoryRecord' | 'Store' | 'WebhookEndpoint', ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthlyLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PricingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Pricing'] = ResolversParentTypes['Pricing']> = ResolversObject<{
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['PricingModel'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  alerts?: Resolver<ResolversTypes['AlertList'], ParentType, ContextType, Partial<QueryAlertsArgs>>;
  api?: Resolver<ResolversTypes['ApiListing'], ParentType, ContextType, RequireFields<QueryApiArgs, 'id'>>;
  apiUsage?: Resolver<ResolversTypes['ApiUsage'], ParentType, ContextType, RequireFields<QueryApiUsageArgs, 'apiId'>>;
  apis?: Resolver<ResolversTypes['ApiList'], ParentType, ContextType, Partial<QueryApisArgs>>;
  catalogue?: Resolver<ResolversTypes['ApiListingConnection'], ParentType, ContextType, Partial<QueryCatalogueArgs>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryList?: Resolver<ResolversTypes['CategoryList'], ParentType, ContextType, Partial<QueryCategoryListArgs>>;
  introspect?: Resolver<ResolversTypes['Introspection'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['InvoiceList'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  realtimeUsage?: Resolver<ResolversTypes['RealtimeUsage'], ParentType, ContextType>;
  searchApis?: Resolver<ResolversTypes['ApiSearchResult'], ParentType, ContextType, RequireFields<QuerySearchApisArgs, 'q'>>;
  subscription?: Resolver<ResolversTypes['ApiSubscription'], ParentType, ContextType, RequireFields<QuerySubscriptionArgs, 'id'>>;
  subscriptions?: Resolver<ResolversTypes['SubscriptionList'], ParentType, ContextType, Partial<QuerySubscriptionsArgs>>;
  usage?: Resolver<ResolversTypes['UsageSummary'], ParentType, ContextType, Partial<QueryUsageArgs>>;
  viewer?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<QueryWebhookArgs, 'id'>>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryList'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'id'>>;
  webhooks?: Resolver<ResolversTypes['WebhookEndpointList'], ParentType, ContextType, Partial<QueryWebhooksArgs>>;
}>;

export type RealtimeApiUsageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RealtimeApiUsage'] = ResolversParentTypes['RealtimeApiUsage']> = ResolversObject<{
  apiId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avgLatencyMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RealtimeUsageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RealtimeUsage'] = ResolversParentTypes['RealtimeUsage']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byApi?: Resolver<Array<ResolversTypes['RealtimeApiUsage']>, ParentType, ContextType>;
  errorsLastMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestsLastMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestsPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requestsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RetryWebhookDeliveryPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RetryWebhookDeliveryPayload'] = ResolversParentTypes['RetryWebhookDeliveryPayload']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RevokeApiKeyPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RevokeApiKeyPayload'] = ResolversParentTypes['RevokeApiKeyPayload']> = ResolversObject<{
  revokedApiKeyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RevokeAuthorizedAppPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RevokeAuthorizedAppPayload'] = ResolversParentTypes['RevokeAuthorizedAppPayload']> = ResolversObject<{
  revokedClientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RotateWebhookSecretPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RotateWebhookSecretPayload'] = ResolversParentTypes['RotateWebhookSecretPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
}>;

export type SendTestWebhookEventPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SendTestWebhookEventPayload'] = ResolversParentTypes['SendTestWebhookEventPayload']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubscriptionList'] = ResolversParentTypes['SubscriptionList']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ApiSubscription']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UpdateSubscriptionPayloadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UpdateSubscriptionPayload'] = ResolversParentTypes['UpdateSubscriptionPayload']> = ResolversObject<{
  subscription?: Resolver<Maybe<ResolversTypes['ApiSubscription']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UsagePeriodResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UsagePeriod'] = ResolversParentTypes['UsagePeriod']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UsagePointResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UsagePoint'] = ResolversParentTypes['UsagePoint']> = ResolversObject<{
  avgLatencyMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UsageSummaryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UsageSummary'] = ResolversParentTypes['UsageSummary']> = ResolversObject<{
  byApi?: Resolver<Array<ResolversTypes['ApiUsageTotal']>, ParentType, ContextType>;
  granularity?: Resolver<ResolversTypes['Granularity'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['UsagePeriod'], ParentType, ContextType>;
  totalCostUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalErrors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
}>;

export type WebhookDeliveryConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookDeliveryConnection'] = ResolversParentTypes['WebhookDeliveryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WebhookDeliveryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookDeliveryEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookDeliveryEdge'] = ResolversParentTypes['WebhookDeliveryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
}>;

export type WebhookDeliveryListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookDeliveryList'] = ResolversParentTypes['WebhookDeliveryList']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<ResolversTypes['WebhookDeliveryConnection'], ParentType, ContextType, Partial<WebhookEndpointDeliveriesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookEndpointStatus'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WebhookEndpointConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookEndpointConnection'] = ResolversParentTypes['WebhookEndpointConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WebhookEndpointEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookEndpointEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookEndpointEdge'] = ResolversParentTypes['WebhookEndpointEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
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
  Alert?: AlertResolvers<ContextType>;
  AlertList?: AlertListResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyConnection?: ApiKeyConnectionResolvers<ContextType>;
  ApiKeyEdge?: ApiKeyEdgeResolvers<ContextType>;
  ApiList?: ApiListResolvers<ContextType>;
  ApiListing?: ApiListingResolvers<ContextType>;
  ApiListingConnection?: ApiListingConnectionResolvers<ContextType>;
  ApiListingEdge?: ApiListingEdgeResolvers<ContextType>;
  ApiSearchHit?: ApiSearchHitResolvers<ContextType>;
  ApiSearchResult?: ApiSearchResultResolvers<ContextType>;
  ApiSubscription?: ApiSubscriptionResolvers<ContextType>;
  ApiSubscriptionConnection?: ApiSubscriptionConnectionResolvers<ContextType>;
  ApiSubscriptionEdge?: ApiSubscriptionEdgeResolvers<ContextType>;
  ApiUsage?: ApiUsageResolvers<ContextType>;
  ApiUsageTotal?: ApiUsageTotalResolvers<ContextType>;
  AuthorizedApp?: AuthorizedAppResolvers<ContextType>;
  AuthorizedAppConnection?: AuthorizedAppConnectionResolvers<ContextType>;
  AuthorizedAppEdge?: AuthorizedAppEdgeResolvers<ContextType>;
  CancelSubscriptionPayload?: CancelSubscriptionPayloadResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryList?: CategoryListResolvers<ContextType>;
  CreateAlertPayload?: CreateAlertPayloadResolvers<ContextType>;
  CreateApiKeyPayload?: CreateApiKeyPayloadResolvers<ContextType>;
  CreateSubscriptionPayload?: CreateSubscriptionPayloadResolvers<ContextType>;
  CreateWebhookPayload?: CreateWebhookPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteWebhookPayload?: DeleteWebhookPayloadResolvers<ContextType>;
  Introspection?: IntrospectionResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceConnection?: InvoiceConnectionResolvers<ContextType>;
  InvoiceEdge?: InvoiceEdgeResolvers<ContextType>;
  InvoiceList?: InvoiceListResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  MemoryRecord?: MemoryRecordResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  Pricing?: PricingResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RealtimeApiUsage?: RealtimeApiUsageResolvers<ContextType>;
  RealtimeUsage?: RealtimeUsageResolvers<ContextType>;
  RetryWebhookDeliveryPayload?: RetryWebhookDeliveryPayloadResolvers<ContextType>;
  RevokeApiKeyPayload?: RevokeApiKeyPayloadResolvers<ContextType>;
  RevokeAuthorizedAppPayload?: RevokeAuthorizedAppPayloadResolvers<ContextType>;
  RotateWebhookSecretPayload?: RotateWebhookSecretPayloadResolvers<ContextType>;
  SendTestWebhookEventPayload?: SendTestWebhookEventPayloadResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  SubscriptionList?: SubscriptionListResolvers<ContextType>;
  UpdateSubscriptionPayload?: UpdateSubscriptionPayloadResolvers<ContextType>;
  UsagePeriod?: UsagePeriodResolvers<ContextType>;
  UsagePoint?: UsagePointResolvers<ContextType>;
  UsageSummary?: UsageSummaryResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryConnection?: WebhookDeliveryConnectionResolvers<ContextType>;
  WebhookDeliveryEdge?: WebhookDeliveryEdgeResolvers<ContextType>;
  WebhookDeliveryList?: WebhookDeliveryListResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointConnection?: WebhookEndpointConnectionResolvers<ContextType>;
  WebhookEndpointEdge?: WebhookEndpointEdgeResolvers<ContextType>;
  WebhookEndpointList?: WebhookEndpointListResolvers<ContextType>;
}>;

