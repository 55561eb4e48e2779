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

export type CreateStoreResult = {
  __typename?: 'CreateStoreResult';
  createdAt: Scalars['String']['output'];
  /** `created`, or `exists` when the store was already there. */
  status: Scalars['String']['output'];
  userId: Scalars['String']['output'];
};

export type GetMemoryResult = {
  __typename?: 'GetMemoryResult';
  memory: MemoryRecord;
  userId: Scalars['String']['output'];
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
  id: Scalars['ID']['output'];
  /** `shared` (the per-account pool) or `isolated` (its own memory). */
  memory: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a store. Idempotent. */
  createStore: CreateStoreResult;
  /** Stores one memory. */
  storeMemory: StoreMemoryResult;
};


export type MutationCreateStoreArgs = {
  userId: Scalars['String']['input'];
};


export type MutationStoreMemoryArgs = {
  input: StoreMemoryInput;
};

export type Query = {
  __typename?: 'Query';
  /** One memory record; NOT_FOUND when missing, invisible or in another store. */
  memory: GetMemoryResult;
  /** Engines selectable with `X-Service-Model` (no authentication needed). */
  models: Array<Model>;
  /** Semantic search in one store. */
  search: SearchResult;
};


export type QueryMemoryArgs = {
  memoryId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  input: SearchInput;
};

export type SearchInput = {
  maxResults?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  memories: Array<Memory>;
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
  CreateStoreResult: ResolverTypeWrapper<CreateStoreResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  GetMemoryResult: ResolverTypeWrapper<GetMemoryResult>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Memory: ResolverTypeWrapper<Memory>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  MemoryRecord: ResolverTypeWrapper<MemoryRecord>;
  Model: ResolverTypeWrapper<Model>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SearchInput: SearchInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  Store: ResolverTypeWrapper<Store>;
  StoreMemoryInput: StoreMemoryInput;
  StoreMemoryResult: ResolverTypeWrapper<StoreMemoryResult>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountRef;
  ID: Scalars['ID']['output'];
  CreateStoreResult: CreateStoreResult;
  String: Scalars['String']['output'];
  GetMemoryResult: GetMemoryResult;
  JSON: Scalars['JSON']['output'];
  Memory: Memory;
  Float: Scalars['Float']['output'];
  Boolean: Scalars['Boolean']['output'];
  MemoryRecord: MemoryRecord;
  Model: Model;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  SearchInput: SearchInput;
  Int: Scalars['Int']['output'];
  SearchResult: SearchResult;
  Store: Store;
  StoreMemoryInput: StoreMemoryInput;
  StoreMemoryResult: StoreMemoryResult;
}>;

export type AccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'], FederationReferenceType extends FederationReferenceTypes['Account'] = FederationReferenceTypes['Account']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Account']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
}>;

export type CreateStoreResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateStoreResult'] = ResolversParentTypes['CreateStoreResult']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GetMemoryResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GetMemoryResult'] = ResolversParentTypes['GetMemoryResult']> = ResolversObject<{
  memory?: Resolver<ResolversTypes['MemoryRecord'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

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
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createStore?: Resolver<ResolversTypes['CreateStoreResult'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'userId'>>;
  storeMemory?: Resolver<ResolversTypes['StoreMemoryResult'], ParentType, ContextType, RequireFields<MutationStoreMemoryArgs, 'input'>>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  memory?: Resolver<ResolversTypes['GetMemoryResult'], ParentType, ContextType, RequireFields<QueryMemoryArgs, 'memoryId' | 'userId'>>;
  models?: Resolver<Array<ResolversTypes['Model']>, ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'input'>>;
}>;

export type SearchResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  memories?: Resolver<Array<ResolversTypes['Memory']>, ParentType, ContextType>;
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

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  CreateStoreResult?: CreateStoreResultResolvers<ContextType>;
  GetMemoryResult?: GetMemoryResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Memory?: MemoryResolvers<ContextType>;
  MemoryRecord?: MemoryRecordResolvers<ContextType>;
  Model?: ModelResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreMemoryResult?: StoreMemoryResultResolvers<ContextType>;
}>;

