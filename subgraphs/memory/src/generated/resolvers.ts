import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AccountRef, StoreModel } from '../domain/types.js';
import type { MemoryRecordView } from '../domain/views.js';
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
  /**
   * Arbitrary JSON: an object whose keys are listed on the field that takes it. Unknown keys are dropped
   * with a note rather than refused.
   */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** An account, as the memory service sees it: the owner of stores and memories. */
export type Account = {
  __typename?: 'Account';
  /** The account's id (the same in every part of the graph). */
  id: Scalars['ID']['output'];
  /** The account's stores in the memory pool of the request's model (`X-Service-Model`), by name (memory:read). */
  memoryStores: StoreConnection;
  /** One store of the account in the memory pool of the request's model; null when there is none (memory:read). */
  store?: Maybe<Store>;
  /** Every store of the account in the memory pool of the request's model (`X-Service-Model`), by name; `memoryStores` pages them. */
  stores: Array<Store>;
};


/** An account, as the memory service sees it: the owner of stores and memories. */
export type AccountMemoryStoresArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** An account, as the memory service sees it: the owner of stores and memories. */
export type AccountStoreArgs = {
  id: Scalars['ID']['input'];
};

/** A bulk import: chunked and embedded by a job. */
export type BulkImport = {
  __typename?: 'BulkImport';
  /** Cognitive category of the chunks. */
  category: Scalars['String']['output'];
  /** How many chunks are stored so far. */
  chunksDone: Scalars['Int']['output'];
  /** How many chunks the text was cut into. */
  chunksTotal: Scalars['Int']['output'];
  /** When the import was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** Why the import failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The job's id (pass it to `bulkImport`). */
  jobId: Scalars['ID']['output'];
  /** 0-100. */
  progress: Scalars['Int']['output'];
  /** Where the import stands. */
  status: BulkImportStatus;
  /** The store written to. */
  userId: Scalars['String']['output'];
};

/** Where a bulk import stands. */
export type BulkImportStatus =
  /** Every chunk is stored. */
  | 'done'
  /** Stopped; see `error`. */
  | 'failed'
  /** Waiting for a worker. */
  | 'queued'
  /** Being chunked and embedded. */
  | 'running';

/** A large text to import. */
export type BulkStoreInput = {
  /** Cognitive category of the chunks (default `general`). */
  category?: InputMaybe<Scalars['String']['input']>;
  /** The text, chunked on paragraph and sentence boundaries. */
  content: Scalars['String']['input'];
  /** Only key `expires_at` (RFC 3339, in the future): from then every chunk answers nowhere. */
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  /** RFC 3339: when the content happened; the chunks' event date. */
  timestamp?: InputMaybe<Scalars['String']['input']>;
  /** The store to write to. */
  userId: Scalars['String']['input'];
};

/** The answer to `bulkStore`: the queued import (the fields of `BulkImport`), or why nothing was queued. */
export type BulkStoreResult = {
  __typename?: 'BulkStoreResult';
  /** Cognitive category of the chunks; null when there are user errors. */
  category?: Maybe<Scalars['String']['output']>;
  /** How many chunks are stored so far; null when there are user errors. */
  chunksDone?: Maybe<Scalars['Int']['output']>;
  /** How many chunks the text was cut into; null when there are user errors. */
  chunksTotal?: Maybe<Scalars['Int']['output']>;
  /** When the import was queued; null when there are user errors. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the import failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The job's id (pass it to `bulkImport`); null when there are user errors. */
  jobId?: Maybe<Scalars['ID']['output']>;
  /** 0-100; null when there are user errors. */
  progress?: Maybe<Scalars['Int']['output']>;
  /** Where the import stands; null when there are user errors. */
  status?: Maybe<BulkImportStatus>;
  /** Why the mutation did nothing; empty on success. */
  userErrors: Array<UserError>;
  /** The store written to; null when there are user errors. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** What the search cache did for a call. */
export type CacheOutcome =
  /** The result came from the cache. */
  | 'hit'
  /** No cache was asked for. */
  | 'none'
  /** The result was computed and cached. */
  | 'write';

/** A sentence of a long memory that matched the query. */
export type ContextAtom = {
  __typename?: 'ContextAtom';
  /** The memory the sentence comes from. */
  memoryId: Scalars['String']['output'];
  /** Embedding similarity of the sentence to the query (0-1). */
  similarity: Scalars['Float']['output'];
  /** The sentence. */
  text: Scalars['String']['output'];
};

/** A memory stored near a match (one of the two stored just before or just after it). */
export type ContextNeighbour = {
  __typename?: 'ContextNeighbour';
  /** Cognitive category, for example `general`. */
  category: Scalars['String']['output'];
  /** The neighbour's text. */
  content: Scalars['String']['output'];
  /** When the neighbour was stored. */
  createdAt: Scalars['DateTime']['output'];
  /** The neighbour's memory id. */
  id: Scalars['ID']['output'];
  /** The match it stands next to. */
  neighbourOf: Scalars['String']['output'];
};

/** The answer to `createStore`. */
export type CreateStoreResult = {
  __typename?: 'CreateStoreResult';
  /** When the store was created; null when there are user errors. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the store was created now or was already there; null when there are user errors. */
  status?: Maybe<CreateStoreStatus>;
  /** Why the mutation did nothing; empty on success. */
  userErrors: Array<UserError>;
  /** The store's name; null when there are user errors. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** What `createStore` did. */
export type CreateStoreStatus =
  /** The store was created. */
  | 'created'
  /** The store was already there. */
  | 'exists';

/** The answer to `forget`. */
export type ForgetResult = {
  __typename?: 'ForgetResult';
  /** How many memories were erased; null when there are user errors. */
  deleted?: Maybe<Scalars['Int']['output']>;
  /** Whether one memory or the whole store was erased; null when there are user errors. */
  status?: Maybe<ForgetStatus>;
  /** Why the mutation did nothing; empty on success. */
  userErrors: Array<UserError>;
};

/** What `forget` erased. */
export type ForgetStatus =
  /** Every memory of the store. */
  | 'emptied'
  /** One memory. */
  | 'forgotten';

/** The answer to `memory`. */
export type GetMemoryResult = {
  __typename?: 'GetMemoryResult';
  /** The memory. */
  memory: MemoryRecord;
  /** The store the memory belongs to. */
  userId: Scalars['String']['output'];
};

/** The answer to `history`. */
export type HistoryResult = {
  __typename?: 'HistoryResult';
  /** How many turns were returned. */
  count: Scalars['Int']['output'];
  /** Most recent first. */
  turns: Array<Turn>;
};

/** Memories to restore into a store, as `export` wrote them. */
export type ImportMemoriesInput = {
  /**
   * Up to 1,000 records, each an object with the fields of an export line (`id, content, category,
   * speaker, event_date, created_at, importance, is_superseded, superseded_by, expires_at,
   * source_type`); only `content` is required.
   */
  memories: Array<Scalars['JSON']['input']>;
  /** The store to restore into. */
  userId: Scalars['String']['input'];
};

/** The answer to `importMemories`. */
export type ImportMemoriesResult = {
  __typename?: 'ImportMemoriesResult';
  /** Records written (searchable once the job has indexed them); null when there are user errors. */
  imported?: Maybe<Scalars['Int']['output']>;
  /** The import's job: its indexing progress is `bulkImport(jobId:)`; null when there are user errors. */
  jobId?: Maybe<Scalars['ID']['output']>;
  /** Records refused, each with why; null when there are user errors. */
  refused?: Maybe<Array<ImportRecordError>>;
  /** Records skipped as duplicates: imported before, twice in this call, or repeating a live memory; null when there are user errors. */
  skipped?: Maybe<Scalars['Int']['output']>;
  /** Where the indexing stands; null when there are user errors. */
  status?: Maybe<BulkImportStatus>;
  /** Why the mutation did nothing; empty on success. */
  userErrors: Array<UserError>;
  /** The store restored into; null when there are user errors. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** A record an import refused, and why. */
export type ImportRecordError = {
  __typename?: 'ImportRecordError';
  /** Its `id` as given, when it had one. */
  id?: Maybe<Scalars['String']['output']>;
  /** Its place in `memories` (from 0). */
  index: Scalars['Int']['output'];
  /** Why it was refused. */
  reason: Scalars['String']['output'];
};

/** Whether a stored memory is searchable yet. */
export type IndexStatus =
  /** Embedded and searchable. */
  | 'stored'
  /** Stored; a job embeds it shortly (`stored (async)` in the REST API). */
  | 'stored_async';

/** The long-term part of a recall. */
export type LongTermMemory = {
  __typename?: 'LongTermMemory';
  /** How many memories there are. */
  count: Scalars['Int']['output'];
  /** The matches, best first. */
  memories: Array<Memory>;
};

/** A memory as returned by search and recall, best-first. */
export type Memory = {
  __typename?: 'Memory';
  /** Cognitive category, for example `general`. */
  category: Scalars['String']['output'];
  /** The text that was stored. */
  content: Scalars['String']['output'];
  /** When the memory was stored. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the remembered thing happened, when known. */
  eventDate?: Maybe<Scalars['DateTime']['output']>;
  /** The memory's id (use it to get, supersede or forget the memory). */
  id: Scalars['ID']['output'];
  /** How much the memory matters for ranking (0-1), from its content and use. */
  importance: Scalars['Float']['output'];
  /** True when a newer memory replaced this one. */
  isSuperseded: Scalars['Boolean']['output'];
  /** Raw embedding similarity to the query (0-1); not the ranking key. */
  similarity: Scalars['Float']['output'];
  /** Whose words these are: `me` or a registered speaker name. */
  speaker?: Maybe<Scalars['String']['output']>;
  /** The id of the memory that replaced this one. */
  supersededBy?: Maybe<Scalars['String']['output']>;
  /** Month bucket `YYYY-MM`. */
  timeBucket?: Maybe<Scalars['String']['output']>;
};

/** A page of raw memories. */
export type MemoryPage = {
  __typename?: 'MemoryPage';
  /** How many memories are on this page. */
  count: Scalars['Int']['output'];
  /** The memories of this page, oldest first. */
  memories: Array<MemoryRecord>;
  /** Null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A stored memory record as returned by get and list; an entity keyed by its id. */
export type MemoryRecord = {
  __typename?: 'MemoryRecord';
  /** Cognitive category, for example `general`. */
  category: Scalars['String']['output'];
  /** The text that was stored. */
  content: Scalars['String']['output'];
  /** When the memory was stored. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the remembered thing happened, when known. */
  eventDate?: Maybe<Scalars['DateTime']['output']>;
  /** From this instant the memory answers nowhere (then it is erased); null: never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its global id, for `node(id:)` (opaque; not the `id` REST and the other fields use). */
  globalId: Scalars['ID']['output'];
  /** The memory's id (unique across stores). */
  id: Scalars['ID']['output'];
  /** How much the memory matters for ranking (0-1), from its content and use. */
  importance: Scalars['Float']['output'];
  /** True when a newer memory replaced this one. */
  isSuperseded: Scalars['Boolean']['output'];
  /** How the memory was written (for example `bulk` for a bulk import chunk); null for a plain write. */
  sourceType?: Maybe<Scalars['String']['output']>;
  /** Whose words these are: `me` or a registered speaker name. */
  speaker?: Maybe<Scalars['String']['output']>;
  /** When a newer memory replaced this one. */
  supersededAt?: Maybe<Scalars['DateTime']['output']>;
  /** The id of the memory that replaced this one. */
  supersededBy?: Maybe<Scalars['String']['output']>;
};

/** A page of memory records. */
export type MemoryRecordConnection = {
  __typename?: 'MemoryRecordConnection';
  /** The memories of this page, each with its cursor. */
  edges: Array<MemoryRecordEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
};

/** A memory record in a page, with its cursor. */
export type MemoryRecordEdge = {
  __typename?: 'MemoryRecordEdge';
  /** Pass as `after` to read the memories after this one. */
  cursor: Scalars['String']['output'];
  /** The memory. */
  node: MemoryRecord;
};

/** One version in a memory's supersede chain. */
export type MemoryVersion = {
  __typename?: 'MemoryVersion';
  /** Cognitive category, for example `general`. */
  category: Scalars['String']['output'];
  /** Its text. */
  content: Scalars['String']['output'];
  /** When it was stored. */
  createdAt: Scalars['DateTime']['output'];
  /** The version's memory id. */
  id: Scalars['ID']['output'];
  /** True for every version but the current one. */
  isSuperseded: Scalars['Boolean']['output'];
  /** When the next version replaced it; null for the current version. */
  supersededAt?: Maybe<Scalars['DateTime']['output']>;
  /** The next version's id; null for the current version. */
  supersededBy?: Maybe<Scalars['String']['output']>;
};

/** The answer to `memoryVersions`. */
export type MemoryVersionsResult = {
  __typename?: 'MemoryVersionsResult';
  /** How many versions there are. */
  count: Scalars['Int']['output'];
  /** The memory asked about. */
  memoryId: Scalars['String']['output'];
  /** The store's name. */
  userId: Scalars['String']['output'];
  /** The chain through it, oldest first; the last is the current version. */
  versions: Array<MemoryVersion>;
};

/** A memory engine selectable with the `X-Service-Model` header. */
export type Model = {
  __typename?: 'Model';
  /** False when the engine is configured but cannot answer now. */
  available: Scalars['Boolean']['output'];
  /** How this engine ranks and how much a recall returns. */
  description: Scalars['String']['output'];
  /** The value to send in `X-Service-Model`. */
  id: Scalars['ID']['output'];
  /** Which memory the engine reads and writes. */
  memory: ModelMemory;
  /** A human-readable name for pickers. */
  name: Scalars['String']['output'];
};

/** Which memory an engine reads and writes. */
export type ModelMemory =
  /** The engine's own memory. */
  | 'isolated'
  /** The account's pool, shared by every engine marked shared. */
  | 'shared';

/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Queues a large blob to be chunked and embedded by a job. */
  bulkStore: BulkStoreResult;
  /** Creates a store. Idempotent. */
  createStore: CreateStoreResult;
  /** Erases one memory, or every memory of the store when `memoryId` is omitted. */
  forget: ForgetResult;
  /** Restores exported memories into a store (supersede links between them included); a job indexes them. */
  importMemories: ImportMemoriesResult;
  /** Registers a speaker name in a store (at most 50 per store). Idempotent. */
  registerSpeaker: SpeakerResult;
  /** Removes a registered speaker; the memories keep their speaker. */
  removeSpeaker: SpeakerResult;
  /** Stores one memory. */
  storeMemory: StoreMemoryResult;
  /** Stores one exchange in short-term and long-term memory. */
  storeTurn: StoreTurnResult;
  /** Replaces a memory with new content; the old one stops answering search and recall. */
  supersede: SupersedeResult;
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationBulkStoreArgs = {
  input: BulkStoreInput;
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationCreateStoreArgs = {
  userId: Scalars['String']['input'];
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationForgetArgs = {
  memoryId?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['String']['input'];
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationImportMemoriesArgs = {
  input: ImportMemoriesInput;
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationRegisterSpeakerArgs = {
  name: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationRemoveSpeakerArgs = {
  name: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationStoreMemoryArgs = {
  input: StoreMemoryInput;
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationStoreTurnArgs = {
  input: StoreTurnInput;
};


/**
 * Writes of the memory service. Every field needs the `memory:write` scope. Bad input, an unknown
 * store, memory or speaker, and a store's speaker limit are answered in the result's `userErrors`
 * (its other fields null); scope, rate limits, an unknown model and outages are errors.
 */
export type MutationSupersedeArgs = {
  input: SupersedeInput;
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

/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
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
  /** The supersede chain through a memory, oldest first; NOT_FOUND when the memory is missing or in another store. */
  memoryVersions: MemoryVersionsResult;
  /** Engines selectable with `X-Service-Model` (no authentication needed). */
  models: Array<Model>;
  /** Short-term turns, long-term matches and their context, bounded in tokens. */
  recall: RecallResult;
  /** Semantic search in one store. */
  search: SearchResult;
  /** Registered speakers of a store. */
  speakers: SpeakerList;
  /** Counts of one store. */
  stats: StoreStats;
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QueryBulkImportArgs = {
  jobId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QueryHistoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['String']['input'];
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QueryMemoriesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['String']['input'];
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QueryMemoryArgs = {
  memoryId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QueryMemoryVersionsArgs = {
  memoryId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QueryRecallArgs = {
  input: RecallInput;
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QuerySearchArgs = {
  input: SearchInput;
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QuerySpeakersArgs = {
  userId: Scalars['String']['input'];
};


/** Reads of the memory service. Every field but `models` needs the `memory:read` scope. */
export type QueryStatsArgs = {
  userId: Scalars['String']['input'];
};

/** The token budget of a recall. */
export type RecallBudget = {
  __typename?: 'RecallBudget';
  /** The size a recall never exceeds. */
  maxTokens: Scalars['Int']['output'];
  /** The median size a recall aims at. */
  targetTokens: Scalars['Int']['output'];
};

/** Context around the long-term matches of a recall. */
export type RecallContext = {
  __typename?: 'RecallContext';
  /** Sentences of long memories that matched. */
  atoms: Array<ContextAtom>;
  /** Atoms plus neighbours. */
  count: Scalars['Int']['output'];
  /** Memories stored next to the matches. */
  neighbours: Array<ContextNeighbour>;
};

/** What to recall. */
export type RecallInput = {
  /** Recall what the store held at this instant (turns, memories and context written by then); RFC 3339. Absent: now. */
  asOf?: InputMaybe<Scalars['String']['input']>;
  /** What the conversation is about now. */
  query: Scalars['String']['input'];
  /** The store to recall from. */
  userId: Scalars['String']['input'];
};

/** The answer to `recall`: everything worth putting in a prompt, bounded in tokens. */
export type RecallResult = {
  __typename?: 'RecallResult';
  /** The size this engine aims at (median) and never exceeds. */
  budget: RecallBudget;
  /** Context around the matches. */
  context: RecallContext;
  /** Long-term matches. */
  longTerm: LongTermMemory;
  /** Recent turns. */
  shortTerm: ShortTermMemory;
  /** `outputTokens` is the size of the recall in tokens of the embedding model's tokenizer. */
  usage: Usage;
};

/** A semantic search in one store. */
export type SearchInput = {
  /**
   * Rank what the store held at this instant: memories created at or before it and superseded, if at
   * all, after it. RFC 3339; absent: now.
   */
  asOf?: InputMaybe<Scalars['String']['input']>;
  /** Only key `ttl`, value `5m` or `1h`. */
  cacheControl?: InputMaybe<Scalars['JSON']['input']>;
  /** Applied before ranking: `categories`, `event_from`, `event_to`, `time_from`, `time_to`, `min_importance`; other keys are dropped. */
  filters?: InputMaybe<Scalars['JSON']['input']>;
  /** Default 10, at most 100. */
  maxResults?: InputMaybe<Scalars['Int']['input']>;
  /** What to look for, in any language. */
  query: Scalars['String']['input'];
  /** Only this person's words: `me` or a registered name (NOT_FOUND when unregistered). */
  speaker?: InputMaybe<Scalars['String']['input']>;
  /** The store to search. */
  userId: Scalars['String']['input'];
};

/** The answer to `search`. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** The matches, best first. */
  memories: Array<Memory>;
  /** What the search was billed. */
  usage: Usage;
};

/** The short-term part of a recall. */
export type ShortTermMemory = {
  __typename?: 'ShortTermMemory';
  /** How many turns there are. */
  count: Scalars['Int']['output'];
  /** Most recent first. */
  turns: Array<Turn>;
};

/** A person whose words a store keeps apart. */
export type Speaker = {
  __typename?: 'Speaker';
  /** When the speaker was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The name, unique in its store. */
  name: Scalars['String']['output'];
};

/** The answer to `speakers`. */
export type SpeakerList = {
  __typename?: 'SpeakerList';
  /** How many speakers are registered. */
  count: Scalars['Int']['output'];
  /** How many speakers a store may have. */
  limit: Scalars['Int']['output'];
  /** Registered speakers, oldest first. */
  speakers: Array<Speaker>;
  /** The store's name. */
  userId: Scalars['String']['output'];
};

/** The answer to `registerSpeaker` and `removeSpeaker`. */
export type SpeakerResult = {
  __typename?: 'SpeakerResult';
  /** The speaker's name; null when there are user errors. */
  name?: Maybe<Scalars['String']['output']>;
  /** What happened to the speaker; null when there are user errors. */
  status?: Maybe<SpeakerStatus>;
  /** Why the mutation did nothing; empty on success. */
  userErrors: Array<UserError>;
  /** The store's name; null when there are user errors. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** What happened to a speaker. */
export type SpeakerStatus =
  /** Already registered. */
  | 'exists'
  /** Registered now. */
  | 'registered'
  /** Removed. */
  | 'removed';

/** A named store of memories (`user_id` in the REST API): one end user, agent or project. */
export type Store = {
  __typename?: 'Store';
  /** When the store was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Its global id, for `node(id:)` (opaque; not the `id` REST and the other fields use). */
  globalId: Scalars['ID']['output'];
  /** The store's name (the same as `userId`): it identifies the store in the account's memory pool. */
  id: Scalars['ID']['output'];
  /** The raw memories of the store, oldest first (memory:read). */
  memories: MemoryRecordConnection;
  /** Memories in the store, superseded ones included. */
  totalMemories: Scalars['Int']['output'];
  /** The store's name, chosen by the client; unique in the account's memory pool. */
  userId: Scalars['String']['output'];
};


/** A named store of memories (`user_id` in the REST API): one end user, agent or project. */
export type StoreMemoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of stores. */
export type StoreConnection = {
  __typename?: 'StoreConnection';
  /** The stores of this page, each with its cursor. */
  edges: Array<StoreEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many stores the account has in this memory pool. */
  totalCount: Scalars['Int']['output'];
};

/** A store in a page, with its cursor. */
export type StoreEdge = {
  __typename?: 'StoreEdge';
  /** Pass as `after` to read the stores after this one. */
  cursor: Scalars['String']['output'];
  /** The store. */
  node: Store;
};

/** A memory to store. */
export type StoreMemoryInput = {
  /** The text to remember. */
  content: Scalars['String']['input'];
  /**
   * Known keys: `event_date` (RFC 3339), `speaker` (`me` or a registered name), `expires_at` (RFC 3339,
   * in the future: from then the memory answers nowhere and is erased).
   */
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  /** The store to write to. */
  userId: Scalars['String']['input'];
};

/** The answer to `storeMemory`. */
export type StoreMemoryResult = {
  __typename?: 'StoreMemoryResult';
  /** The existing memory this write duplicated. */
  duplicateOf?: Maybe<Scalars['String']['output']>;
  /**
   * With status `stored_async`: about how many milliseconds until the memory answers searches,
   * estimated from the account's place in the indexing queue and recent job durations.
   */
  expectedSearchableInMs?: Maybe<Scalars['Int']['output']>;
  /** The new memory's id; empty when the write was a duplicate; null when there are user errors. */
  id?: Maybe<Scalars['String']['output']>;
  /** Why something in the request was ignored (for example an unknown metadata key). */
  note?: Maybe<Scalars['String']['output']>;
  /** What happened to the write; null when there are user errors. */
  status?: Maybe<StoreMemoryStatus>;
  /** Why the mutation did nothing; empty on success. */
  userErrors: Array<UserError>;
};

/** What `storeMemory` did. */
export type StoreMemoryStatus =
  /** Nothing stored: the same content is already there (see `duplicateOf`). */
  | 'duplicate'
  /** Embedded and searchable. */
  | 'stored'
  /** Stored; a job embeds it shortly (`stored (async)` in the REST API). */
  | 'stored_async';

/** Counts of one store. */
export type StoreStats = {
  __typename?: 'StoreStats';
  /** Stored but not searchable yet (`stored (async)` waiting for its job). */
  pendingMemories: Scalars['Int']['output'];
  /** Turns in short-term memory. */
  shortTermTurns: Scalars['Int']['output'];
  /** Registered speakers. */
  speakers: Scalars['Int']['output'];
  /** Memories replaced by a newer one. */
  supersededMemories: Scalars['Int']['output'];
  /** Memories in the store, superseded ones included. */
  totalMemories: Scalars['Int']['output'];
  /** The store's name. */
  userId: Scalars['String']['output'];
};

/** One exchange to store. */
export type StoreTurnInput = {
  /** What the assistant answered. */
  assistantMsg?: InputMaybe<Scalars['String']['input']>;
  /** Only key `expires_at` (RFC 3339, in the future): from then the turn's memory answers nowhere. */
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  /** The store to write to. */
  userId: Scalars['String']['input'];
  /** What the user said (one of the two messages is required). */
  userMsg?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to `storeTurn`. */
export type StoreTurnResult = {
  __typename?: 'StoreTurnResult';
  /** True when the long-term memory duplicated an existing one; null when there are user errors. */
  duplicate?: Maybe<Scalars['Boolean']['output']>;
  /**
   * With status `stored_async`: about how many milliseconds until the long-term memory answers
   * searches, estimated from the account's place in the indexing queue and recent job durations.
   */
  expectedSearchableInMs?: Maybe<Scalars['Int']['output']>;
  /** The long-term memory (or the existing memory it duplicated); null when there are user errors. */
  memoryId?: Maybe<Scalars['String']['output']>;
  /** Whether the long-term memory is searchable yet; null when there are user errors. */
  status?: Maybe<IndexStatus>;
  /** The new turn's id; null when there are user errors. */
  turnId?: Maybe<Scalars['String']['output']>;
  /** Why the mutation did nothing; empty on success. */
  userErrors: Array<UserError>;
};

/** A replacement for a memory. */
export type SupersedeInput = {
  /** The new text. */
  newContent: Scalars['String']['input'];
  /** The memory to replace; when omitted, the closest match to `newContent` is replaced. */
  oldMemoryId?: InputMaybe<Scalars['String']['input']>;
  /** The store of the memory. */
  userId: Scalars['String']['input'];
};

/** The answer to `supersede`. */
export type SupersedeResult = {
  __typename?: 'SupersedeResult';
  /** Whether the new memory is searchable yet; null when there are user errors. */
  indexStatus?: Maybe<IndexStatus>;
  /** The memory that replaces it; null when there are user errors. */
  newMemoryId?: Maybe<Scalars['String']['output']>;
  /** The memory that was replaced; null when there are user errors. */
  oldMemoryId?: Maybe<Scalars['String']['output']>;
  /** Always `superseded`; null when there are user errors. */
  status?: Maybe<SupersedeStatus>;
  /** Why the mutation did nothing; empty on success. */
  userErrors: Array<UserError>;
};

/** What `supersede` did. */
export type SupersedeStatus =
  /** The old memory was replaced. */
  | 'superseded';

/** One user + assistant exchange kept in short-term memory. */
export type Turn = {
  __typename?: 'Turn';
  /** What the assistant answered. */
  assistantMsg: Scalars['String']['output'];
  /** When the turn was stored. */
  createdAt: Scalars['DateTime']['output'];
  /** The turn's id. */
  id: Scalars['ID']['output'];
  /** The long-term memory made from the exchange. */
  memoryId?: Maybe<Scalars['String']['output']>;
  /** What the user said. */
  userMsg: Scalars['String']['output'];
};

/** Tokens a call was billed for. */
export type Usage = {
  __typename?: 'Usage';
  /** 1, or 2 (`5m`) / 3 (`1h`) when the call wrote the cache, 0.1 on a cache hit. */
  billingMultiplier: Scalars['Float']['output'];
  /** What the search cache did. */
  cache: CacheOutcome;
  /** Billed input tokens (query tokens times the cache multiplier). */
  inputTokens: Scalars['Int']['output'];
  /** Billed output tokens (the size of what was returned). */
  outputTokens: Scalars['Int']['output'];
  /** Tokens of the query, counted with the embedding model's tokenizer. */
  queryTokens: Scalars['Int']['output'];
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
  MemoryRecord: MemoryRecord;
  Store: Store;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Account:
    ( { __typename: 'Account' }
    & GraphQLRecursivePick<FederationTypes['Account'], {"id":true}> );
  MemoryRecord:
    ( { __typename: 'MemoryRecord' }
    & ( GraphQLRecursivePick<FederationTypes['MemoryRecord'], {"id":true}>
        | GraphQLRecursivePick<FederationTypes['MemoryRecord'], {"globalId":true}> ) );
  Store:
    ( { __typename: 'Store' }
    & ( GraphQLRecursivePick<FederationTypes['Store'], {"id":true}>
        | GraphQLRecursivePick<FederationTypes['Store'], {"globalId":true}> ) );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<AccountRef>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  BulkImport: ResolverTypeWrapper<BulkImport>;
  BulkImportStatus: BulkImportStatus;
  BulkStoreInput: BulkStoreInput;
  BulkStoreResult: ResolverTypeWrapper<BulkStoreResult>;
  CacheOutcome: CacheOutcome;
  ContextAtom: ResolverTypeWrapper<ContextAtom>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ContextNeighbour: ResolverTypeWrapper<ContextNeighbour>;
  CreateStoreResult: ResolverTypeWrapper<CreateStoreResult>;
  CreateStoreStatus: CreateStoreStatus;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ForgetResult: ResolverTypeWrapper<ForgetResult>;
  ForgetStatus: ForgetStatus;
  GetMemoryResult: ResolverTypeWrapper<Omit<GetMemoryResult, 'memory'> & { memory: ResolversTypes['MemoryRecord'] }>;
  HistoryResult: ResolverTypeWrapper<HistoryResult>;
  ImportMemoriesInput: ImportMemoriesInput;
  ImportMemoriesResult: ResolverTypeWrapper<ImportMemoriesResult>;
  ImportRecordError: ResolverTypeWrapper<ImportRecordError>;
  IndexStatus: IndexStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LongTermMemory: ResolverTypeWrapper<LongTermMemory>;
  Memory: ResolverTypeWrapper<Memory>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  MemoryPage: ResolverTypeWrapper<Omit<MemoryPage, 'memories'> & { memories: Array<ResolversTypes['MemoryRecord']> }>;
  MemoryRecord: ResolverTypeWrapper<MemoryRecordView>;
  MemoryRecordConnection: ResolverTypeWrapper<Omit<MemoryRecordConnection, 'edges'> & { edges: Array<ResolversTypes['MemoryRecordEdge']> }>;
  MemoryRecordEdge: ResolverTypeWrapper<Omit<MemoryRecordEdge, 'node'> & { node: ResolversTypes['MemoryRecord'] }>;
  MemoryVersion: ResolverTypeWrapper<MemoryVersion>;
  MemoryVersionsResult: ResolverTypeWrapper<MemoryVersionsResult>;
  Model: ResolverTypeWrapper<Model>;
  ModelMemory: ModelMemory;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
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
  SpeakerStatus: SpeakerStatus;
  Store: ResolverTypeWrapper<StoreModel>;
  StoreConnection: ResolverTypeWrapper<Omit<StoreConnection, 'edges'> & { edges: Array<ResolversTypes['StoreEdge']> }>;
  StoreEdge: ResolverTypeWrapper<Omit<StoreEdge, 'node'> & { node: ResolversTypes['Store'] }>;
  StoreMemoryInput: StoreMemoryInput;
  StoreMemoryResult: ResolverTypeWrapper<StoreMemoryResult>;
  StoreMemoryStatus: StoreMemoryStatus;
  StoreStats: ResolverTypeWrapper<StoreStats>;
  StoreTurnInput: StoreTurnInput;
  StoreTurnResult: ResolverTypeWrapper<StoreTurnResult>;
  SupersedeInput: SupersedeInput;
  SupersedeResult: ResolverTypeWrapper<SupersedeResult>;
  SupersedeStatus: SupersedeStatus;
  Turn: ResolverTypeWrapper<Turn>;
  Usage: ResolverTypeWrapper<Usage>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountRef;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  BulkImport: BulkImport;
  BulkStoreInput: BulkStoreInput;
  BulkStoreResult: BulkStoreResult;
  ContextAtom: ContextAtom;
  Float: Scalars['Float']['output'];
  ContextNeighbour: ContextNeighbour;
  CreateStoreResult: CreateStoreResult;
  DateTime: Scalars['DateTime']['output'];
  ForgetResult: ForgetResult;
  GetMemoryResult: Omit<GetMemoryResult, 'memory'> & { memory: ResolversParentTypes['MemoryRecord'] };
  HistoryResult: HistoryResult;
  ImportMemoriesInput: ImportMemoriesInput;
  ImportMemoriesResult: ImportMemoriesResult;
  ImportRecordError: ImportRecordError;
  JSON: Scalars['JSON']['output'];
  LongTermMemory: LongTermMemory;
  Memory: Memory;
  Boolean: Scalars['Boolean']['output'];
  MemoryPage: Omit<MemoryPage, 'memories'> & { memories: Array<ResolversParentTypes['MemoryRecord']> };
  MemoryRecord: MemoryRecordView;
  MemoryRecordConnection: Omit<MemoryRecordConnection, 'edges'> & { edges: Array<ResolversParentTypes['MemoryRecordEdge']> };
  MemoryRecordEdge: Omit<MemoryRecordEdge, 'node'> & { node: ResolversParentTypes['MemoryRecord'] };
  MemoryVersion: MemoryVersion;
  MemoryVersionsResult: MemoryVersionsResult;
  Model: Model;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
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
  Store: StoreModel;
  StoreConnection: Omit<StoreConnection, 'edges'> & { edges: Array<ResolversParentTypes['StoreEdge']> };
  StoreEdge: Omit<StoreEdge, 'node'> & { node: ResolversParentTypes['Store'] };
  StoreMemoryInput: StoreMemoryInput;
  StoreMemoryResult: StoreMemoryResult;
  StoreStats: StoreStats;
  StoreTurnInput: StoreTurnInput;
  StoreTurnResult: StoreTurnResult;
  SupersedeInput: SupersedeInput;
  SupersedeResult: SupersedeResult;
  Turn: Turn;
  Usage: Usage;
  UserError: UserError;
}>;

export type AccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'], FederationReferenceType extends FederationReferenceTypes['Account'] = FederationReferenceTypes['Account']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Account']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memoryStores?: Resolver<ResolversTypes['StoreConnection'], ParentType, ContextType, Partial<AccountMemoryStoresArgs>>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType, RequireFields<AccountStoreArgs, 'id'>>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
}>;

export type BulkImportResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['BulkImport'] = ResolversParentTypes['BulkImport']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chunksDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chunksTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BulkImportStatus'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BulkStoreResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['BulkStoreResult'] = ResolversParentTypes['BulkStoreResult']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chunksDone?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  chunksTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['BulkImportStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContextAtomResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContextAtom'] = ResolversParentTypes['ContextAtom']> = ResolversObject<{
  memoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  similarity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContextNeighbourResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContextNeighbour'] = ResolversParentTypes['ContextNeighbour']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  neighbourOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateStoreResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateStoreResult'] = ResolversParentTypes['CreateStoreResult']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CreateStoreStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ForgetResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ForgetResult'] = ResolversParentTypes['ForgetResult']> = ResolversObject<{
  deleted?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ForgetStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type GetMemoryResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GetMemoryResult'] = ResolversParentTypes['GetMemoryResult']> = ResolversObject<{
  memory?: Resolver<ResolversTypes['MemoryRecord'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HistoryResult'] = ResolversParentTypes['HistoryResult']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turns?: Resolver<Array<ResolversTypes['Turn']>, ParentType, ContextType>;
}>;

export type ImportMemoriesResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ImportMemoriesResult'] = ResolversParentTypes['ImportMemoriesResult']> = ResolversObject<{
  imported?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  refused?: Resolver<Maybe<Array<ResolversTypes['ImportRecordError']>>, ParentType, ContextType>;
  skipped?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['BulkImportStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ImportRecordErrorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ImportRecordError'] = ResolversParentTypes['ImportRecordError']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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

export type MemoryRecordResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MemoryRecord'] = ResolversParentTypes['MemoryRecord'], FederationReferenceType extends FederationReferenceTypes['MemoryRecord'] = FederationReferenceTypes['MemoryRecord']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['MemoryRecord']> | FederationReferenceType, FederationReferenceType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isSuperseded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sourceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supersededAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  supersededBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MemoryRecordConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MemoryRecordConnection'] = ResolversParentTypes['MemoryRecordConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MemoryRecordEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type MemoryRecordEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MemoryRecordEdge'] = ResolversParentTypes['MemoryRecordEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MemoryRecord'], ParentType, ContextType>;
}>;

export type MemoryVersionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MemoryVersion'] = ResolversParentTypes['MemoryVersion']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSuperseded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supersededAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  supersededBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MemoryVersionsResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MemoryVersionsResult'] = ResolversParentTypes['MemoryVersionsResult']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['MemoryVersion']>, ParentType, ContextType>;
}>;

export type ModelResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Model'] = ResolversParentTypes['Model']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memory?: Resolver<ResolversTypes['ModelMemory'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  bulkStore?: Resolver<ResolversTypes['BulkStoreResult'], ParentType, ContextType, RequireFields<MutationBulkStoreArgs, 'input'>>;
  createStore?: Resolver<ResolversTypes['CreateStoreResult'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'userId'>>;
  forget?: Resolver<ResolversTypes['ForgetResult'], ParentType, ContextType, RequireFields<MutationForgetArgs, 'userId'>>;
  importMemories?: Resolver<ResolversTypes['ImportMemoriesResult'], ParentType, ContextType, RequireFields<MutationImportMemoriesArgs, 'input'>>;
  registerSpeaker?: Resolver<ResolversTypes['SpeakerResult'], ParentType, ContextType, RequireFields<MutationRegisterSpeakerArgs, 'name' | 'userId'>>;
  removeSpeaker?: Resolver<ResolversTypes['SpeakerResult'], ParentType, ContextType, RequireFields<MutationRemoveSpeakerArgs, 'name' | 'userId'>>;
  storeMemory?: Resolver<ResolversTypes['StoreMemoryResult'], ParentType, ContextType, RequireFields<MutationStoreMemoryArgs, 'input'>>;
  storeTurn?: Resolver<ResolversTypes['StoreTurnResult'], ParentType, ContextType, RequireFields<MutationStoreTurnArgs, 'input'>>;
  supersede?: Resolver<ResolversTypes['SupersedeResult'], ParentType, ContextType, RequireFields<MutationSupersedeArgs, 'input'>>;
}>;

export type PageInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  bulkImport?: Resolver<ResolversTypes['BulkImport'], ParentType, ContextType, RequireFields<QueryBulkImportArgs, 'jobId' | 'userId'>>;
  history?: Resolver<ResolversTypes['HistoryResult'], ParentType, ContextType, RequireFields<QueryHistoryArgs, 'userId'>>;
  memories?: Resolver<ResolversTypes['MemoryPage'], ParentType, ContextType, RequireFields<QueryMemoriesArgs, 'userId'>>;
  memory?: Resolver<ResolversTypes['GetMemoryResult'], ParentType, ContextType, RequireFields<QueryMemoryArgs, 'memoryId' | 'userId'>>;
  memoryVersions?: Resolver<ResolversTypes['MemoryVersionsResult'], ParentType, ContextType, RequireFields<QueryMemoryVersionsArgs, 'memoryId' | 'userId'>>;
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
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SpeakerListResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SpeakerList'] = ResolversParentTypes['SpeakerList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  speakers?: Resolver<Array<ResolversTypes['Speaker']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SpeakerResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SpeakerResult'] = ResolversParentTypes['SpeakerResult']> = ResolversObject<{
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SpeakerStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store'], FederationReferenceType extends FederationReferenceTypes['Store'] = FederationReferenceTypes['Store']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Store']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  globalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memories?: Resolver<ResolversTypes['MemoryRecordConnection'], ParentType, ContextType, Partial<StoreMemoriesArgs>>;
  totalMemories?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StoreConnection'] = ResolversParentTypes['StoreConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['StoreEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StoreEdge'] = ResolversParentTypes['StoreEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
}>;

export type StoreMemoryResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StoreMemoryResult'] = ResolversParentTypes['StoreMemoryResult']> = ResolversObject<{
  duplicateOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedSearchableInMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['StoreMemoryStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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
  duplicate?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  expectedSearchableInMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['IndexStatus']>, ParentType, ContextType>;
  turnId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SupersedeResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SupersedeResult'] = ResolversParentTypes['SupersedeResult']> = ResolversObject<{
  indexStatus?: Resolver<Maybe<ResolversTypes['IndexStatus']>, ParentType, ContextType>;
  newMemoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldMemoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SupersedeStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type TurnResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Turn'] = ResolversParentTypes['Turn']> = ResolversObject<{
  assistantMsg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userMsg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UsageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Usage'] = ResolversParentTypes['Usage']> = ResolversObject<{
  billingMultiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cache?: Resolver<ResolversTypes['CacheOutcome'], ParentType, ContextType>;
  inputTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outputTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queryTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  BulkImport?: BulkImportResolvers<ContextType>;
  BulkStoreResult?: BulkStoreResultResolvers<ContextType>;
  ContextAtom?: ContextAtomResolvers<ContextType>;
  ContextNeighbour?: ContextNeighbourResolvers<ContextType>;
  CreateStoreResult?: CreateStoreResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ForgetResult?: ForgetResultResolvers<ContextType>;
  GetMemoryResult?: GetMemoryResultResolvers<ContextType>;
  HistoryResult?: HistoryResultResolvers<ContextType>;
  ImportMemoriesResult?: ImportMemoriesResultResolvers<ContextType>;
  ImportRecordError?: ImportRecordErrorResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LongTermMemory?: LongTermMemoryResolvers<ContextType>;
  Memory?: MemoryResolvers<ContextType>;
  MemoryPage?: MemoryPageResolvers<ContextType>;
  MemoryRecord?: MemoryRecordResolvers<ContextType>;
  MemoryRecordConnection?: MemoryRecordConnectionResolvers<ContextType>;
  MemoryRecordEdge?: MemoryRecordEdgeResolvers<ContextType>;
  MemoryVersion?: MemoryVersionResolvers<ContextType>;
  MemoryVersionsResult?: MemoryVersionsResultResolvers<ContextType>;
  Model?: ModelResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
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
  StoreConnection?: StoreConnectionResolvers<ContextType>;
  StoreEdge?: StoreEdgeResolvers<ContextType>;
  StoreMemoryResult?: StoreMemoryResultResolvers<ContextType>;
  StoreStats?: StoreStatsResolvers<ContextType>;
  StoreTurnResult?: StoreTurnResultResolvers<ContextType>;
  SupersedeResult?: SupersedeResultResolvers<ContextType>;
  Turn?: TurnResolvers<ContextType>;
  Usage?: UsageResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
}>;

