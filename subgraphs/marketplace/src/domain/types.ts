import type { ApiListing, Category, Plan, Subscription } from '../../../../common/src/db/generated/client.js';

/** What an `Account` entity resolves from. */
export interface AccountRef {
  id: string;
}

export type ApiListingModel = ApiListing & { plans?: Plan[] };

export type SubscriptionModel = Subscription;
export type CategoryModel = Category & { apiCount: number };
