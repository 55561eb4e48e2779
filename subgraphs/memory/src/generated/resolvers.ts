import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AccountRef } from '../domain/types.js';
import type { GraphContext } from '../../../../common/src/principal.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON (used for memory metadata, whose unknown keys are dropped with a note). */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** An account, as the memory service sees it: the owner of stores and memories. */
export type Account = {
  __typename?: 'Account';
  id: Scalars['ID']['output'];
  /** The account's stores in the memory pool of the request's model. */
  stores: Array<Store>;
};

/** A bulk import: chunked and embedded by a job. */
export type BulkImport = {
  __typename?: 'BulkImport';
  category: Scalars['String']['output'];
  chunksDone: Scalars['Int']['output'];
  chunksTotal: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  jobId: Scalars['ID']['output'];
  /** 0-100. */
  progress: Scalars['Int']['output'];
  /** `queued`, `running`, `done` or `failed`. */
  status: Scalars['String']['output'];
  userId: Scalars['String']['output'];
};

export type BulkStoreInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  /** RFC 3339: when the content happened; the chunks' event date. */
  timestamp?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};

/** A sentence of a long memory that matched the query. */
export type ContextAtom = {
  __typename?: 'ContextAtom';
  memoryId: Scalars['String']['output'];
  similarity: Scalars['Float']['output'];
  text: Scalars['String']['output'];
};

/** A memory stored next to a match (just before or after it). */
export type ContextNeighbour = {
  __typename?: 'ContextNeighbour';
  category: Scalars['String']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The match it stands next to. */
  neighbourOf: Scalars['String']['output'];
};

export type CreateStoreResult = {
  __typename?: 'CreateStoreResult';
  createdAt: Scalars['String']['output'];
  /** `created`, or `exists` when the store was already there. */
  status: Scalars['String']['output'];
  userId: Scalars['String']['output'];
};

export type ForgetResult = {
  __typename?: 'ForgetResult';
  deleted: Scalars['Int']['output'];
  /** `forgotten` (one memory) or `emptied` (the whole store). */
  status: Scalars['String']['output'];
};

export type GetMemoryResult = {
  __typename?: 'GetMemoryResult';
  memory: MemoryRecord;
  userId: Scalars['String']['output'];
};

export type HistoryResult = {
  __typename?: 'HistoryResult';
  count: Scalars['Int']['output'];
  turns: Array<Turn>;
};

export type LongTermMemory = {
  __typename?: 'LongTermMemory';
  count: Scalars['Int']['output'];
  memories: Array<Memory>;
};

/** A memory as returned by search and recall, best-first. */
export type Memory = {
  __typename?: 'Memory';
  category: Scalars['String']['output'];
  content: Scalars['String']['output'];
  createdAt?: Maybe<Scalars['String']['output']>;
  eventDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  importance: Scalars['Float']['output'];
  isSuperseded: Scalars['Boolean']['output'];
  /** Raw embedding similarity to the query (0-1); not the ranking key. */
  similarity: Scalars['Float']['output'];
  speaker?: Maybe<Scalars['String']['output']>;
  supersededBy?: Maybe<Scalars['String']['output']>;
  /** Month bucket `YYYY-MM`. */
  timeBucket?: Maybe<Scalars['String']['output']>;
};

export type MemoryPage = {
  __typename?: 'MemoryPage';
  count: Scalars['Int']['output'];
  memories: Array<MemoryRecord>;
  /** Null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A stored memory record as returned by get and list. */
export type MemoryRecord = {
  __typename?: 'MemoryRecord';
  category: Scalars['String']['output'];
  content: Scalars['String']['output'];
  createdAt?: Maybe<Scalars['String']['output']>;
  eventDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isSuperseded: Scalars['Boolean']['output'];
  sourceType?: Maybe<Scalars['String']['output']>;
};

/** A memory engine selectable with `X-Service-Model`. */
export type Model = {
  __typename?: 'Model';
  available: Scalars['Boolean']['output'];
  /** How this engine ranks and how much a recall returns. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** `shared` (the per-account pool) or `isolated` (its own memory). */
  memory: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Queues a large blob to be chunked and embedded by a job. */
  bulkStore: BulkImport;
  /** Creates a store. Idempotent. */
  createStore: CreateStoreResult;
  /** Erases one memory, or every memory of the store when `memoryId` is omitted. */
  forget: ForgetResult;
  /** Registers a speaker name in a store (at most 50 per store). Idempotent. */
  registerSpeaker: SpeakerResult;
  removeSpeaker: SpeakerResult;
  /** Stores one memory. */
  storeMemory: StoreMemoryResult;
  /** Stores one exchange in short-term and long-term memory. */
  storeTurn: StoreTurnResult;
  /** Replaces a memory with new content; the old one stops answering search and recall. */
  supersede: SupersedeResult;
};


export type MutationBulkStoreArgs = {
  input: BulkStoreInput;
};


export type MutationCreateStoreArgs = {
  userId: Scalars['String']['input'];
};


export type MutationForgetArgs = {
  memoryId?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


export type MutationRegisterSpeakerArgs = {
  name: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationRemoveSpeakerArgs = {
  name: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationStoreMemoryArgs = {
  input: StoreMemoryInput;
};


export type MutationStoreTurnArgs = {
  input: StoreTurnInput;
};


export type MutationSupersedeArgs = {
  input: SupersedeInput;
};

export type Query = {
  __typename?: 'Query';
  /** Progress of a bulk import. */
  bulkImport: BulkImport;
  /** Recent short-term turns, most recent first. */
  history: HistoryResult;
  /** The raw memories of a store, oldest first, by pages. */
  memories: MemoryPage;
  /** One memory record; NOT_FOUND when missing, invisible or in another store. */
  memory: GetMemoryResult;
  /** Engines selectable with `X-Service-Model` (no authentication needed). */
  models: Array<Model>;
  /** Short-term turns, long-term matches and their context, bounded in tokens. */
  recall: RecallResult;
  /** Semantic search in one store. */
  search: SearchResult;
  /** Registered speakers of a store. */
  speakers: SpeakerList;
  stats: StoreStats;
};


export type QueryBulkImportArgs = {
  jobId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type QueryHistoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['String']['input'];
};


export type QueryMemoriesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['String']['input'];
};


export type QueryMemoryArgs = {
  memoryId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type QueryRecallArgs = {
  input: RecallInput;
};


export type QuerySearchArgs = {
  input: SearchInput;
};


export type QuerySpeakersArgs = {
  userId: Scalars['String']['input'];
};


export type QueryStatsArgs = {
  userId: Scalars['String']['input'];
};

export type RecallBudget = {
  __typename?: 'RecallBudget';
  maxTokens: Scalars['Int']['output'];
  targetTokens: Scalars['Int']['output'];
};

export type RecallContext = {
  __typename?: 'RecallContext';
  atoms: Array<ContextAtom>;
  count: Scalars['Int']['output'];
  neighbours: Array<ContextNeighbour>;
};

export type RecallInput = {
  query: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};

export type RecallResult = {
  __typename?: 'RecallResult';
  /** The size this engine aims at (median) and never exceeds. */
  budget: RecallBudget;
  context: RecallContext;
  longTerm: LongTermMemory;
  shortTerm: ShortTermMemory;
  /** `outputTokens` is the size of the recall in tokens of the embedding model's tokenizer. */
  usage: Usage;
};

export type SearchInput = {
  /** Only key `ttl`, value `5m` or `1h`. */
  cacheControl?: InputMaybe<Scalars['JSON']['input']>;
  /** Applied before ranking: `categories`, `event_from`, `event_to`, `time_from`, `time_to`, `min_importance`; other keys are dropped. */
  filters?: InputMaybe<Scalars['JSON']['input']>;
  /** Default 10, at most 100. */
  maxResults?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  /** Only this person's words: `me` or a registered name (NOT_FOUND when unregistered). */
  speaker?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  memories: Array<Memory>;
  usage: Usage;
};

export type ShortTermMemory = {
  __typename?: 'ShortTermMemory';
  count: Scalars['Int']['output'];
  /** Most recent first. */
  turns: Array<Turn>;
};

export type Speaker = {
  __typename?: 'Speaker';
  createdAt: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type SpeakerList = {
  __typename?: 'SpeakerList';
  count: Scalars['Int']['output'];
  limit: Scalars['Int']['output'];
  speakers: Array<Speaker>;
  userId: Scalars['String']['output'];
};

export type SpeakerResult = {
  __typename?: 'SpeakerResult';
  name: Scalars['String']['output'];
  /** `registered`, `exists` or `removed`. */
  status: Scalars['String']['output'];
  userId: Scalars['String']['output'];
};

/** A named store of memories (`user_id` in the REST API). */
export type Store = {
  __typename?: 'Store';
  createdAt: Scalars['String']['output'];
  totalMemories: Scalars['Int']['output'];
  userId: Scalars['String']['output'];
};

export type StoreMemoryInput = {
  content: Scalars['String']['input'];
  /** Known keys: `event_date` (RFC 3339), `speaker` (`me` or a registered name). */
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  userId: Scalars['String']['input'];
};

export type StoreMemoryResult = {
  __typename?: 'StoreMemoryResult';
  duplicateOf?: Maybe<Scalars['String']['output']>;
  /** Empty when the write was a duplicate. */
  id: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** `stored`, `stored (async)` or `duplicate`. */
  status: Scalars['String']['output'];
};

export type StoreStats = {
  __typename?: 'StoreStats';
  /** Stored but not searchable yet (`stored (async)` waiting for its job). */
  pendingMemories: Scalars['Int']['output'];
  shortTermTurns: Scalars['Int']['output'];
  speakers: Scalars['Int']['output'];
  supersededMemories: Scalars['Int']['output'];
  totalMemories: Scalars['Int']['output'];
  userId: Scalars['String']['output'];
};

export type StoreTurnInput = {
  assistantMsg?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
  userMsg?: InputMaybe<Scalars['String']['input']>;
};

export type StoreTurnResult = {
  __typename?: 'StoreTurnResult';
  duplicate: Scalars['Boolean']['output'];
  /** The long-term memory (or the existing memory it duplicated). */
  memoryId: Scalars['String']['output'];
  /** `stored` or `stored (async)` (of the long-term memory). */
  status: Scalars['String']['output'];
  turnId: Scalars['String']['output'];
};

export type SupersedeInput = {
  newContent: Scalars['String']['input'];
  oldMemoryId?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};

export type SupersedeResult = {
  __typename?: 'SupersedeResult';
  /** `stored` or `stored (async)` for the new memory. */
  indexStatus: Scalars['String']['output'];
  newMemoryId: Scalars['String']['output'];
  oldMemoryId: Scalars['String']['output'];
  /** `superseded`. */
  status: Scalars['String']['output'];
};

/** One user + assistant exchange kept in short-term memory. */
export type Turn = {
  __typename?: 'Turn';
  assistantMsg: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The long-term memory made from the exchange. */
  memoryId?: Maybe<Scalars['String']['output']>;
  userMsg: Scalars['String']['output'];
};

/** Tokens a call was billed for. */
export type Usage = {
  __typename?: 'Usage';
  /** 1, or 2 (`5m`) / 3 (`1h`) when the call wrote the cache, 0.1 on a cache hit. */
  billingMultiplier: Scalars['Float']['output'];
  /** `none`, `write` or `hit`. */
  cache: Scalars['String']['output'];
  /** Billed input tokens (query tokens times the cache multiplier). */
  inputTokens: Scalars['Int']['output'];
  outputTokens: Scalars['Int']['output'];
  /** Tokens of the query, counted with the embedding model's tokenizer. */
  queryTokens: Scalars['Int']['output'];
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
  BulkImport: ResolverTypeWrapper<BulkImport>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  BulkStoreInput: BulkStoreInput;
  ContextAtom: ResolverTypeWrapper<ContextAtom>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ContextNeighbour: ResolverTypeWrapper<ContextNeighbour>;
  CreateStoreResult: ResolverTypeWrapper<CreateStoreResult>;
  ForgetResult: ResolverTypeWrapper<ForgetResult>;
  GetMemoryResult: ResolverTypeWrapper<GetMemoryResult>;
  HistoryResult: ResolverTypeWrapper<HistoryResult>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LongTermMemory: ResolverTypeWrapper<LongTermMemory>;
  Memory: ResolverTypeWrapper<Memory>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  MemoryPage: ResolverTypeWrapper<MemoryPage>;
  MemoryRecord: ResolverTypeWrapper<MemoryRecord>;
  Model: ResolverTypeWrapper<Model>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecallBudget: ResolverTypeWrapper<RecallBudget>;
  RecallContext: ResolverTypeWrapper<RecallContext>;
  RecallInput: RecallInput;
  RecallResult: ResolverTypeWrapper<RecallResult>;
  SearchInput: SearchInput;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  ShortTermMemory: ResolverTypeWrapper<ShortTermMemory>;
  Speaker: ResolverTypeWrapper<Speaker>;
  SpeakerList: ResolverTypeWrapper<SpeakerList>;
  SpeakerResult: ResolverTypeWrapper<SpeakerResult>;
  Store: ResolverTypeWrapper<Store>;
  StoreMemoryInput: StoreMemoryInput;
  StoreMemoryResult: ResolverTypeWrapper<StoreMemoryResult>;
  StoreStats: ResolverTypeWrapper<StoreStats>;
  StoreTurnInput: StoreTurnInput;
  StoreTurnResult: ResolverTypeWrapper<StoreTurnResult>;
  SupersedeInput: SupersedeInput;
  SupersedeResult: ResolverTypeWrapper<SupersedeResult>;
  Turn: ResolverTypeWrapper<Turn>;
  Usage: ResolverTypeWrapper<Usage>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountRef;
  ID: Scalars['ID']['output'];
  BulkImport: BulkImport;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  BulkStoreInput: BulkStoreInput;
  ContextAtom: ContextAtom;
  Float: Scalars['Float']['output'];
  ContextNeighbour: ContextNeighbour;
  CreateStoreResult: CreateStoreResult;
  ForgetResult: ForgetResult;
  GetMemoryResult: GetMemoryResult;
  HistoryResult: HistoryResult;
  JSON: Scalars['JSON']['output'];
  LongTermMemory: LongTermMemory;
  Memory: Memory;
  Boolean: Scalars['Boolean']['output'];
  MemoryPage: MemoryPage;
  MemoryRecord: MemoryRecord;
  Model: Model;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RecallBudget: RecallBudget;
  RecallContext: RecallContext;
  RecallInput: RecallInput;
  RecallResult: RecallResult;
  SearchInput: SearchInput;
  SearchResult: SearchResult;
  ShortTermMemory: ShortTermMemory;
  Speaker: Speaker;
  SpeakerList: SpeakerList;
  SpeakerResult: SpeakerResult;
  Store: Store;
  StoreMemoryInput: StoreMemoryInput;
  StoreMemoryResult: StoreMemoryResult;
  StoreStats: StoreStats;
  StoreTurnInput: StoreTurnInput;
  StoreTurnResult: StoreTurnResult;
  SupersedeInput: SupersedeInput;
  SupersedeResult: SupersedeResult;
  Turn: Turn;
  Usage: Usage;
}>;

export type AccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'], FederationReferenceType extends FederationReferenceTypes['Account'] = FederationReferenceTypes['Account']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Account']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
}>;

export type BulkImportResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['BulkImport'] = ResolversParentTypes['BulkImport']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chunksDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chunksTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContextAtomResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContextAtom'] = ResolversParentTypes['ContextAtom']> = ResolversObject<{
  memoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  similarity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContextNeighbourResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContextNeighbour'] = ResolversParentTypes['ContextNeighbour']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  neighbourOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateStoreResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateStoreResult'] = ResolversParentTypes['CreateStoreResult']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ForgetResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ForgetResult'] = ResolversParentTypes['ForgetResult']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GetMemoryResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GetMemoryResult'] = ResolversParentTypes['GetMemoryResult']> = ResolversObject<{
  memory?: Resolver<ResolversTypes['MemoryRecord'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HistoryResult'] = ResolversParentTypes['HistoryResult']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turns?: Resolver<Array<ResolversTypes['Turn']>, ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LongTermMemoryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LongTermMemory'] = ResolversParentTypes['LongTermMemory']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memories?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType>;
}>;

export type MemoryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Memory'] = ResolversParentTypes['Memory']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isSuperseded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  similarity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supersededBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeBucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MemoryPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MemoryPage'] = ResolversParentTypes['MemoryPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memories?: Resolver<Array<ResolversTypes['MemoryRecord']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MemoryRecordResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MemoryRecord'] = ResolversParentTypes['MemoryRecord']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSuperseded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sourceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ModelResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Model'] = ResolversParentTypes['Model']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  bulkStore?: Resolver<ResolversTypes['BulkImport'], ParentType, ContextType, RequireFields<MutationBulkStoreArgs, 'input'>>;
  createStore?: Resolver<ResolversTypes['CreateStoreResult'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'userId'>>;
  forget?: Resolver<ResolversTypes['ForgetResult'], ParentType, ContextType, RequireFields<MutationForgetArgs, 'userId'>>;
  registerSpeaker?: Resolver<ResolversTypes['SpeakerResult'], ParentType, ContextType, RequireFields<MutationRegisterSpeakerArgs, 'name' | 'userId'>>;
  removeSpeaker?: Resolver<ResolversTypes['SpeakerResult'], ParentType, ContextType, RequireFields<MutationRemoveSpeakerArgs, 'name' | 'userId'>>;
  storeMemory?: Resolver<ResolversTypes['StoreMemoryResult'], ParentType, ContextType, RequireFields<MutationStoreMemoryArgs, 'input'>>;
  storeTurn?: Resolver<ResolversTypes['StoreTurnResult'], ParentType, ContextType, RequireFields<MutationStoreTurnArgs, 'input'>>;
  supersede?: Resolver<ResolversTypes['SupersedeResult'], ParentType, ContextType, RequireFields<MutationSupersedeArgs, 'input'>>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  bulkImport?: Resolver<ResolversTypes['BulkImport'], ParentType, ContextType, RequireFields<QueryBulkImportArgs, 'jobId' | 'userId'>>;
  history?: Resolver<ResolversTypes['HistoryResult'], ParentType, ContextType, RequireFields<QueryHistoryArgs, 'userId'>>;
  memories?: Resolver<ResolversTypes['MemoryPage'], ParentType, ContextType, RequireFields<QueryMemoriesArgs, 'userId'>>;
  memory?: Resolver<ResolversTypes['GetMemoryResult'], ParentType, ContextType, RequireFields<QueryMemoryArgs, 'memoryId' | 'userId'>>;
  models?: Resolver<Array<ResolversTypes['Model']>, ParentType, ContextType>;
  recall?: Resolver<ResolversTypes['RecallResult'], ParentType, ContextType, RequireFields<QueryRecallArgs, 'input'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'input'>>;
  speakers?: Resolver<ResolversTypes['SpeakerList'], ParentType, ContextType, RequireFields<QuerySpeakersArgs, 'userId'>>;
  stats?: Resolver<ResolversTypes['StoreStats'], ParentType, ContextType, RequireFields<QueryStatsArgs, 'userId'>>;
}>;

export type RecallBudgetResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RecallBudget'] = ResolversParentTypes['RecallBudget']> = ResolversObject<{
  maxTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RecallContextResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RecallContext'] = ResolversParentTypes['RecallContext']> = ResolversObject<{
  atoms?: Resolver<Array<ResolversTypes['ContextAtom']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  neighbours?: Resolver<Array<ResolversTypes['ContextNeighbour']>, ParentType, ContextType>;
}>;

export type RecallResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RecallResult'] = ResolversParentTypes['RecallResult']> = ResolversObject<{
  budget?: Resolver<ResolversTypes['RecallBudget'], ParentType, ContextType>;
  context?: Resolver<ResolversTypes['RecallContext'], ParentType, ContextType>;
  longTerm?: Resolver<ResolversTypes['LongTermMemory'], ParentType, ContextType>;
  shortTerm?: Resolver<ResolversTypes['ShortTermMemory'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['Usage'], ParentType, ContextType>;
}>;

export type SearchResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  memories?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['Usage'], ParentType, ContextType>;
}>;

export type ShortTermMemoryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ShortTermMemory'] = ResolversParentTypes['ShortTermMemory']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turns?: Resolver<Array<ResolversTypes['Turn']>, ParentType, ContextType>;
}>;

export type SpeakerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Speaker'] = ResolversParentTypes['Speaker']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SpeakerListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SpeakerList'] = ResolversParentTypes['SpeakerList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  speakers?: Resolver<Array<ResolversTypes['Speaker']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SpeakerResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SpeakerResult'] = ResolversParentTypes['SpeakerResult']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMemories?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreMemoryResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StoreMemoryResult'] = ResolversParentTypes['StoreMemoryResult']> = ResolversObject<{
  duplicateOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreStatsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StoreStats'] = ResolversParentTypes['StoreStats']> = ResolversObject<{
  pendingMemories?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortTermTurns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  speakers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supersededMemories?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMemories?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreTurnResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StoreTurnResult'] = ResolversParentTypes['StoreTurnResult']> = ResolversObject<{
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  turnId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupersedeResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SupersedeResult'] = ResolversParentTypes['SupersedeResult']> = ResolversObject<{
  indexStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newMemoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldMemoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TurnResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Turn'] = ResolversParentTypes['Turn']> = ResolversObject<{
  assistantMsg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userMsg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UsageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Usage'] = ResolversParentTypes['Usage']> = ResolversObject<{
  billingMultiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cache?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inputTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outputTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queryTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  BulkImport?: BulkImportResolvers<ContextType>;
  ContextAtom?: ContextAtomResolvers<ContextType>;
  ContextNeighbour?: ContextNeighbourResolvers<ContextType>;
  CreateStoreResult?: CreateStoreResultResolvers<ContextType>;
  ForgetResult?: ForgetResultResolvers<ContextType>;
  GetMemoryResult?: GetMemoryResultResolvers<ContextType>;
  HistoryResult?: HistoryResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LongTermMemory?: LongTermMemoryResolvers<ContextType>;
  Memory?: MemoryResolvers<ContextType>;
  MemoryPage?: MemoryPageResolvers<ContextType>;
  MemoryRecord?: MemoryRecordResolvers<ContextType>;
  Model?: ModelResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecallBudget?: RecallBudgetResolvers<ContextType>;
  RecallContext?: RecallContextResolvers<ContextType>;
  RecallResult?: RecallResultResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  ShortTermMemory?: ShortTermMemoryResolvers<ContextType>;
  Speaker?: SpeakerResolvers<ContextType>;
  SpeakerList?: SpeakerListResolvers<ContextType>;
  SpeakerResult?: SpeakerResultResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreMemoryResult?: StoreMemoryResultResolvers<ContextType>;
  StoreStats?: StoreStatsResolvers<ContextType>;
  StoreTurnResult?: StoreTurnResultResolvers<ContextType>;
  SupersedeResult?: SupersedeResultResolvers<ContextType>;
  Turn?: TurnResolvers<ContextType>;
  Usage?: UsageResolvers<ContextType>;
}>;

