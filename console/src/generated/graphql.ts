/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'past_due';

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { viewer: { id: string, name: string, apiKeys: Array<{ id: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null }> } };

export type CreateApiKeyMutationVariables = Exact<{
  scopes?: Array<string> | string | null | undefined;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { id: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: string };

export type StoresQueryVariables = Exact<{ [key: string]: never; }>;


export type StoresQuery = { viewer: { id: string, stores: Array<{ userId: string, createdAt: string, totalMemories: number }> } };

export type MemoriesQueryVariables = Exact<{
  userId: string;
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type MemoriesQuery = { memories: { count: number, nextCursor: string | null, memories: Array<{ id: string, content: string, category: string, createdAt: string | null, isSuperseded: boolean }> } };

export type SearchMemoriesQueryVariables = Exact<{
  userId: string;
  query: string;
}>;


export type SearchMemoriesQuery = { search: { memories: Array<{ id: string, content: string, category: string, similarity: number, importance: number, createdAt: string | null, isSuperseded: boolean }>, usage: { inputTokens: number, outputTokens: number, queryTokens: number } } };

export type RecallPreviewQueryVariables = Exact<{
  userId: string;
  query: string;
}>;


export type RecallPreviewQuery = { recall: { context: { count: number, atoms: Array<{ memoryId: string, text: string, similarity: number }> }, usage: { inputTokens: number, outputTokens: number }, budget: { targetTokens: number, maxTokens: number } } };

export type ForgetMemoryMutationVariables = Exact<{
  userId: string;
  memoryId?: string | null | undefined;
}>;


export type ForgetMemoryMutation = { forget: { status: string, deleted: number } };

export type UsageSummaryQueryVariables = Exact<{
  from?: string | null | undefined;
}>;


export type UsageSummaryQuery = { usage: unknown, alerts: unknown };

export type ApiUsageQueryVariables = Exact<{
  apiId: string | number;
  from?: string | null | undefined;
}>;


export type ApiUsageQuery = { apiUsage: unknown };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: { data: Array<{ id: string, url: string, events: Array<string>, description: string | null, status: string, createdAt: string }> } };

export type WebhookDeliveriesQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: unknown };

export type RetryDeliveryMutationVariables = Exact<{
  id: string | number;
  deliveryId: string | number;
}>;


export type RetryDeliveryMutation = { retryWebhookDelivery: unknown };

export type BillingQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingQuery = { invoices: unknown, subscriptions: { data: Array<{ id: string, apiId: string, planId: string, status: SubscriptionStatus, createdAt: string, currentPeriodEnd: string, cancelAtPeriodEnd: boolean }> } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { id: string, secret: string | null } };

export type AuthorizedAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorizedAppsQuery = { viewer: { id: string, authorizedApps: Array<{ clientId: string, name: string, scopes: Array<string>, lastAuthorizedAt: string }> } };

export type RevokeAuthorizedAppMutationVariables = Exact<{
  clientId: string | number;
}>;


export type RevokeAuthorizedAppMutation = { revokeAuthorizedApp: string };

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
    apiKeys {
      id
      prefix
      scopes
      createdAt
      lastUsedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($scopes: [String!]) {
  createApiKey(input: {scopes: $scopes}) {
    secret
    apiKey {
      id
      prefix
      scopes
      createdAt
      lastUsedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id)
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
    }
    count
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<MemoriesQuery, MemoriesQueryVariables>;
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
    context {
      atoms {
        memoryId
        text
        similarity
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
  }
}
    `) as unknown as TypedDocumentString<ForgetMemoryMutation, ForgetMemoryMutationVariables>;
export const UsageSummaryDocument = new TypedDocumentString(`
    query UsageSummary($from: String) {
  usage(from: $from)
  alerts(limit: 20)
}
    `) as unknown as TypedDocumentString<UsageSummaryQuery, UsageSummaryQueryVariables>;
export const ApiUsageDocument = new TypedDocumentString(`
    query ApiUsage($apiId: ID!, $from: String) {
  apiUsage(apiId: $apiId, from: $from, granularity: "day")
}
    `) as unknown as TypedDocumentString<ApiUsageQuery, ApiUsageQueryVariables>;
export const WebhooksDocument = new TypedDocumentString(`
    query Webhooks {
  webhooks(limit: 50) {
    data {
      id
      url
      events
      description
      status
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($id: ID!) {
  webhookDeliveries(id: $id, limit: 50)
}
    `) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RetryDeliveryDocument = new TypedDocumentString(`
    mutation RetryDelivery($id: ID!, $deliveryId: ID!) {
  retryWebhookDelivery(id: $id, deliveryId: $deliveryId)
}
    `) as unknown as TypedDocumentString<RetryDeliveryMutation, RetryDeliveryMutationVariables>;
export const BillingDocument = new TypedDocumentString(`
    query Billing {
  subscriptions(limit: 50) {
    data {
      id
      apiId
      planId
      status
      createdAt
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
  invoices(limit: 50)
}
    `) as unknown as TypedDocumentString<BillingQuery, BillingQueryVariables>;
export const RotateWebhookSecretDocument = new TypedDocumentString(`
    mutation RotateWebhookSecret($id: ID!) {
  rotateWebhookSecret(id: $id) {
    id
    secret
  }
}
    `) as unknown as TypedDocumentString<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const AuthorizedAppsDocument = new TypedDocumentString(`
    query AuthorizedApps {
  viewer {
    id
    authorizedApps {
      clientId
      name
      scopes
      lastAuthorizedAt
    }
  }
}
    `) as unknown as TypedDocumentString<AuthorizedAppsQuery, AuthorizedAppsQueryVariables>;
export const RevokeAuthorizedAppDocument = new TypedDocumentString(`
    mutation RevokeAuthorizedApp($clientId: ID!) {
  revokeAuthorizedApp(clientId: $clientId)
}
    `) as unknown as TypedDocumentString<RevokeAuthorizedAppMutation, RevokeAuthorizedAppMutationVariables>;