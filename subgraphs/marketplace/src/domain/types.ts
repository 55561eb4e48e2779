import type { ApiListing, Plan } from '../../../../common/src/db/generated/client.js';

/** What an `Account` entity resolves from. */
export interface AccountRef {
  id: string;
}

export type ApiListingModel = ApiListing & { plans?: Plan[] };
