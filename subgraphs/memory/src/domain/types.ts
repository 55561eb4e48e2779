/** What an `Account` entity resolves from: its id only (the rest lives in other subgraphs). */
export interface AccountRef {
  id: string;
}

/** What a `Store` resolves from: the listing's row (its `id` and `memories` are resolved per field). */
export interface StoreModel {
  userId: string;
  createdAt: string;
  totalMemories: number;
}
