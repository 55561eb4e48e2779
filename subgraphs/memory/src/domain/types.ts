/** What an `Account` entity resolves from: its id only (the rest lives in other subgraphs). */
export interface AccountRef {
  id: string;
}
