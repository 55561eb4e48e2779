/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A usage alert to configure. */
export type CreateAlertInput = {
  /** The API whose usage is watched. */
  apiId: string;
  /** `email` and/or `webhook`. */
  channels: Array<string>;
  /** Where to send the e-mail (default: the account's address). */
  email?: string | null | undefined;
  /** Percent of the daily limit: 80 or 100. */
  threshold: number;
};

/** A webhook endpoint to register. */
export type CreateWebhookInput = {
  /** A note about the endpoint. */
  description?: string | null | undefined;
  /** The event types to send, for example `subscription.created`. */
  events: Array<string>;
  /** The signing secret (`whsec_` + base64); generated when omitted. */
  secret?: string | null | undefined;
  /** An HTTPS URL on a public address. */
  url: string;
};

/** What `forget` erased. */
export type ForgetStatus =
  /** Every memory of the store. */
  | 'emptied'
  /** One memory. */
  | 'forgotten';

/** Where an invoice stands. */
export type InvoiceStatus =
  /** The payment failed. */
  | 'failed'
  /** Issued, not paid yet. */
  | 'open'
  /** Paid. */
  | 'paid';

/** Where a subscription stands. */
export type SubscriptionStatus =
  /** Live: the API may be used and is charged. */
  | 'active'
  /** Cancelled: access ends at `accessUntil`. */
  | 'cancelled'
  /** A payment failed; access continues while it is retried. */
  | 'past_due';

/** Kinds of user error. */
export type UserErrorCode =
  /** The account's state does not allow it (for example a live subscription already exists). */
  | 'conflict'
  /** The input is refused; `field` says which. */
  | 'invalid_request'
  /** The input names something that does not exist. */
  | 'not_found';

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

/** Whether a webhook endpoint receives events. */
export type WebhookEndpointStatus =
  /** Events are sent to it. */
  | 'active'
  /** Deleted: nothing is sent any more. */
  | 'disabled';

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { viewer: { id: string, name: string, keys: { totalCount: number, edges: Array<{ node: { id: string, prefix: string, name: string | null, scopes: Array<string>, stores: Array<string>, createdAt: string, lastUsedAt: string | null } }> } } };

export type CreateApiKeyMutationVariables = Exact<{
  scopes?: Array<string> | string | null | undefined;
  name?: string | null | undefined;
  stores?: Array<string> | string | null | undefined;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string | null, apiKey: { id: string, prefix: string, name: string | null, scopes: Array<string>, stores: Array<string>, createdAt: string, lastUsedAt: string | null } | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { revokedApiKeyId: string | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export type StoresQueryVariables = Exact<{ [key: string]: never; }>;


export type StoresQuery = { viewer: { id: string, stores: Array<{ userId: string, createdAt: string, totalMemories: number }> } };

export type MemoriesQueryVariables = Exact<{
  userId: string;
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type MemoriesQuery = { memories: { count: number, nextCursor: string | null, memories: Array<{ id: string, content: string, category: string, createdAt: string | null, isSuperseded: boolean, expiresAt: string | null }> } };

export type ExportPageQueryVariables = Exact<{
  userId: string;
  cursor?: string | null | undefined;
}>;


export type ExportPageQuery = { memories: { nextCursor: string | null, memories: Array<{ id: string, content: string, category: string, speaker: string | null, eventDate: string | null, createdAt: string | null, importance: number, isSuperseded: boolean, supersededBy: string | null, expiresAt: string | null, sourceType: string | null }> } };

export type MemoryVersionsQueryVariables = Exact<{
  userId: string;
  memoryId: string;
}>;


export type MemoryVersionsQuery = { memoryVersions: { count: number, versions: Array<{ id: string, content: string, createdAt: string, supersededAt: string | null, isSuperseded: boolean }> } };

export type SearchMemoriesQueryVariables = Exact<{
  userId: string;
  query: string;
}>;


export type SearchMemoriesQuery = { search: { memories: Array<{ id: string, content: string, category: string, similarity: number, importance: number, createdAt: string | null, isSuperseded: boolean }>, usage: { inputTokens: number, outputTokens: number, queryTokens: number } } };

export type RecallPreviewQueryVariables = Exact<{
  userId: string;
  query: string;
}>;


export type RecallPreviewQuery = { recall: { shortTerm: { count: number, turns: Array<{ id: string, userMsg: string, assistantMsg: string, createdAt: string }> }, longTerm: { count: number, memories: Array<{ id: string, content: string, category: string, similarity: number, createdAt: string | null }> }, context: { count: number, atoms: Array<{ memoryId: string, text: string, similarity: number }>, neighbours: Array<{ id: string, content: string, neighbourOf: string }> }, usage: { inputTokens: number, outputTokens: number }, budget: { targetTokens: number, maxTokens: number } } };

export type ForgetMemoryMutationVariables = Exact<{
  userId: string;
  memoryId?: string | null | undefined;
}>;


export type ForgetMemoryMutation = { forget: { status: ForgetStatus | null, deleted: number | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export type UsageSummaryQueryVariables = Exact<{
  from?: string | null | undefined;
}>;


export type UsageSummaryQuery = { usage: { totalRequests: number, totalErrors: number, totalCostUsd: number, byApi: Array<{ apiId: string, name: string, requests: number, errors: number, avgLatencyMs: number, costUsd: number }> }, viewer: { id: string, subscriptions: { edges: Array<{ node: { id: string, apiId: string, apiName: string, status: SubscriptionStatus } }> } }, alerts: { total: number, hasMore: boolean, data: Array<{ id: string, apiId: string, threshold: number, channels: Array<string>, email: string | null, period: string, lastFiredPeriod: string | null, createdAt: string }> } };

export type ApiUsageQueryVariables = Exact<{
  apiId: string | number;
  from?: string | null | undefined;
}>;


export type ApiUsageQuery = { apiUsage: { apiId: string, name: string, totalRequests: number, planLimit: number, usagePercentage: number, timeseries: Array<{ date: string, requests: number, errors: number }> } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { viewer: { id: string, webhooks: { totalCount: number, edges: Array<{ node: { id: string, url: string, events: Array<string>, description: string | null, status: WebhookEndpointStatus, createdAt: string } }> } } };

export type WebhookDeliveriesQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookDeliveriesQuery = { webhook: { id: string, deliveries: { totalCount: number, edges: Array<{ node: { id: string, eventId: string, eventType: string | null, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string } }> } } };

export type RetryDeliveryMutationVariables = Exact<{
  id: string | number;
  deliveryId: string | number;
}>;


export type RetryDeliveryMutation = { retryWebhookDelivery: { delivery: { id: string, status: WebhookDeliveryStatus, attempts: number } | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export type BillingQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingQuery = { viewer: { id: string, subscriptions: { totalCount: number, edges: Array<{ node: { id: string, apiId: string, apiName: string, planId: string, planName: string, status: SubscriptionStatus, createdAt: string, currentPeriodEnd: string, cancelAtPeriodEnd: boolean } }> }, invoices: { totalCount: number, edges: Array<{ node: { id: string, subscriptionId: string, amountUsd: number, currency: string, status: InvoiceStatus, periodStart: string, periodEnd: string, createdAt: string, paidAt: string | null } }> } } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { webhookEndpoint: { id: string, secret: string | null } | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export type AuthorizedAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorizedAppsQuery = { viewer: { id: string, authorizedApps: { totalCount: number, edges: Array<{ node: { id: string, clientId: string, name: string, scopes: Array<string>, lastAuthorizedAt: string } }> } } };

export type RevokeAuthorizedAppMutationVariables = Exact<{
  clientId: string | number;
}>;


export type RevokeAuthorizedAppMutation = { revokeAuthorizedApp: { revokedClientId: string | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { webhookEndpoint: { id: string, url: string, events: Array<string>, secret: string | null } | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export type SendTestWebhookEventMutationVariables = Exact<{
  id: string | number;
}>;


export type SendTestWebhookEventMutation = { sendTestWebhookEvent: { delivery: { id: string, status: WebhookDeliveryStatus } | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export type CreateAlertMutationVariables = Exact<{
  input: CreateAlertInput;
}>;


export type CreateAlertMutation = { createAlert: { alert: { id: string } | null, userErrors: Array<{ code: UserErrorCode, message: string, field: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ApiKeysDocument = new TypedDocumentString(`
    query ApiKeys {
  viewer {
    id
    name
    keys(first: 100) {
      edges {
        node {
          id
          prefix
          name
          scopes
          stores
          createdAt
          lastUsedAt
        }
      }
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($scopes: [String!], $name: String, $stores: [String!]) {
  createApiKey(input: {scopes: $scopes, name: $name, stores: $stores}) {
    secret
    apiKey {
      id
      prefix
      name
      scopes
      stores
      createdAt
      lastUsedAt
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    revokedApiKeyId
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const StoresDocument = new TypedDocumentString(`
    query Stores {
  viewer {
    id
    stores {
      userId
      createdAt
      totalMemories
    }
  }
}
    `) as unknown as TypedDocumentString<StoresQuery, StoresQueryVariables>;
export const MemoriesDocument = new TypedDocumentString(`
    query Memories($userId: String!, $limit: Int, $cursor: String) {
  memories(userId: $userId, limit: $limit, cursor: $cursor) {
    memories {
      id
      content
      category
      createdAt
      isSuperseded
      expiresAt
    }
    count
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<MemoriesQuery, MemoriesQueryVariables>;
export const ExportPageDocument = new TypedDocumentString(`
    query ExportPage($userId: String!, $cursor: String) {
  memories(userId: $userId, limit: 500, cursor: $cursor) {
    memories {
      id
      content
      category
      speaker
      eventDate
      createdAt
      importance
      isSuperseded
      supersededBy
      expiresAt
      sourceType
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ExportPageQuery, ExportPageQueryVariables>;
export const MemoryVersionsDocument = new TypedDocumentString(`
    query MemoryVersions($userId: String!, $memoryId: String!) {
  memoryVersions(userId: $userId, memoryId: $memoryId) {
    versions {
      id
      content
      createdAt
      supersededAt
      isSuperseded
    }
    count
  }
}
    `) as unknown as TypedDocumentString<MemoryVersionsQuery, MemoryVersionsQueryVariables>;
export const SearchMemoriesDocument = new TypedDocumentString(`
    query SearchMemories($userId: String!, $query: String!) {
  search(input: {userId: $userId, query: $query}) {
    memories {
      id
      content
      category
      similarity
      importance
      createdAt
      isSuperseded
    }
    usage {
      inputTokens
      outputTokens
      queryTokens
    }
  }
}
    `) as unknown as TypedDocumentString<SearchMemoriesQuery, SearchMemoriesQueryVariables>;
export const RecallPreviewDocument = new TypedDocumentString(`
    query RecallPreview($userId: String!, $query: String!) {
  recall(input: {userId: $userId, query: $query}) {
    shortTerm {
      turns {
        id
        userMsg
        assistantMsg
        createdAt
      }
      count
    }
    longTerm {
      memories {
        id
        content
        category
        similarity
        createdAt
      }
      count
    }
    context {
      atoms {
        memoryId
        text
        similarity
      }
      neighbours {
        id
        content
        neighbourOf
      }
      count
    }
    usage {
      inputTokens
      outputTokens
    }
    budget {
      targetTokens
      maxTokens
    }
  }
}
    `) as unknown as TypedDocumentString<RecallPreviewQuery, RecallPreviewQueryVariables>;
export const ForgetMemoryDocument = new TypedDocumentString(`
    mutation ForgetMemory($userId: String!, $memoryId: String) {
  forget(userId: $userId, memoryId: $memoryId) {
    status
    deleted
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ForgetMemoryMutation, ForgetMemoryMutationVariables>;
export const UsageSummaryDocument = new TypedDocumentString(`
    query UsageSummary($from: String) {
  usage(from: $from) {
    totalRequests
    totalErrors
    totalCostUsd
    byApi {
      apiId
      name
      requests
      errors
      avgLatencyMs
      costUsd
    }
  }
  viewer {
    id
    subscriptions(first: 100) {
      edges {
        node {
          id
          apiId
          apiName
          status
        }
      }
    }
  }
  alerts(limit: 20) {
    data {
      id
      apiId
      threshold
      channels
      email
      period
      lastFiredPeriod
      createdAt
    }
    total
    hasMore
  }
}
    `) as unknown as TypedDocumentString<UsageSummaryQuery, UsageSummaryQueryVariables>;
export const ApiUsageDocument = new TypedDocumentString(`
    query ApiUsage($apiId: ID!, $from: String) {
  apiUsage(apiId: $apiId, from: $from, granularity: "day") {
    apiId
    name
    totalRequests
    planLimit
    usagePercentage
    timeseries {
      date
      requests
      errors
    }
  }
}
    `) as unknown as TypedDocumentString<ApiUsageQuery, ApiUsageQueryVariables>;
export const WebhooksDocument = new TypedDocumentString(`
    query Webhooks {
  viewer {
    id
    webhooks(first: 50) {
      edges {
        node {
          id
          url
          events
          description
          status
          createdAt
        }
      }
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($id: ID!) {
  webhook(id: $id) {
    id
    deliveries(first: 50) {
      edges {
        node {
          id
          eventId
          eventType
          status
          attempts
          lastStatusCode
          lastError
          nextAttemptAt
          deliveredAt
          createdAt
        }
      }
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RetryDeliveryDocument = new TypedDocumentString(`
    mutation RetryDelivery($id: ID!, $deliveryId: ID!) {
  retryWebhookDelivery(id: $id, deliveryId: $deliveryId) {
    delivery {
      id
      status
      attempts
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<RetryDeliveryMutation, RetryDeliveryMutationVariables>;
export const BillingDocument = new TypedDocumentString(`
    query Billing {
  viewer {
    id
    subscriptions(first: 50) {
      edges {
        node {
          id
          apiId
          apiName
          planId
          planName
          status
          createdAt
          currentPeriodEnd
          cancelAtPeriodEnd
        }
      }
      totalCount
    }
    invoices(first: 50) {
      edges {
        node {
          id
          subscriptionId
          amountUsd
          currency
          status
          periodStart
          periodEnd
          createdAt
          paidAt
        }
      }
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<BillingQuery, BillingQueryVariables>;
export const RotateWebhookSecretDocument = new TypedDocumentString(`
    mutation RotateWebhookSecret($id: ID!) {
  rotateWebhookSecret(id: $id) {
    webhookEndpoint {
      id
      secret
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const AuthorizedAppsDocument = new TypedDocumentString(`
    query AuthorizedApps {
  viewer {
    id
    authorizedApps(first: 100) {
      edges {
        node {
          id
          clientId
          name
          scopes
          lastAuthorizedAt
        }
      }
      totalCount
    }
  }
}
    `) as unknown as TypedDocumentString<AuthorizedAppsQuery, AuthorizedAppsQueryVariables>;
export const RevokeAuthorizedAppDocument = new TypedDocumentString(`
    mutation RevokeAuthorizedApp($clientId: ID!) {
  revokeAuthorizedApp(clientId: $clientId) {
    revokedClientId
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<RevokeAuthorizedAppMutation, RevokeAuthorizedAppMutationVariables>;
export const CreateWebhookDocument = new TypedDocumentString(`
    mutation CreateWebhook($input: CreateWebhookInput!) {
  createWebhook(input: $input) {
    webhookEndpoint {
      id
      url
      events
      secret
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const SendTestWebhookEventDocument = new TypedDocumentString(`
    mutation SendTestWebhookEvent($id: ID!) {
  sendTestWebhookEvent(id: $id) {
    delivery {
      id
      status
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<SendTestWebhookEventMutation, SendTestWebhookEventMutationVariables>;
export const CreateAlertDocument = new TypedDocumentString(`
    mutation CreateAlert($input: CreateAlertInput!) {
  createAlert(input: $input) {
    alert {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAlertMutation, CreateAlertMutationVariables>;