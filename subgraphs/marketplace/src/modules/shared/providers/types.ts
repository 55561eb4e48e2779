import type { ApiListing, Category, Plan, Subscription } from '../../../../../../common/src/db/generated/client.js';

/** What an `Account` entity resolves from. */
export interface AccountRef {
  id: string;
}

export type ApiListingModel = ApiListing & { plans?: Plan[] };

export type SubscriptionModel = Subscription;
export type CategoryModel = Category & { apiCount: number };

/** What a `WebhookEndpoint` resolves from (its `deliveries` are resolved per field). */
export interface WebhookEndpointModel {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  status: string;
  createdAt: string;
  secret: string | null;
}

/** What an `ApiKey` resolves from (its `globalId` is resolved per field). */
export interface ApiKeyModel {
  id: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
}
