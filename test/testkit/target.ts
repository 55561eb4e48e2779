import type { Config } from '../../common/src/config.js';
import { openDatabase, type PrismaClient } from '../../common/src/db/client.js';
import { AccountManager } from '../../subgraphs/marketplace/src/modules/accounts/providers/accounts-manager.js';
import { AccountStore } from '../../subgraphs/marketplace/src/modules/accounts/providers/accounts-store.js';
import { vectorEngine, type MemoryRuntime } from '../../subgraphs/memory/src/runtime.js';
import { MilvusVectorIndex } from '../../subgraphs/memory/src/storage/vector-index.js';
import { dropTestDatabase } from './global-setup.js';
import { startStack, type Stack, type StackOptions } from './processes.js';
import { sharedEmbedder, startTestService, suffix, testConfig, type TestService } from './service.js';

export interface Account {
  accountId: string;
  apiKey: string;
}

/** An edge the contract suites can be pointed at, and what they need besides its HTTP API. */
export interface ContractTarget {
  readonly kind: 'in-process' | 'processes';
  readonly baseUrl: string;
  readonly config: Config;
  /** A Prisma client on the service's database, for what the tests arrange or inspect there. */
  readonly prisma: PrismaClient;
  /** The vector store and the embedding model, as the memory subgraph has them (reads see every write). */
  memory(): Promise<Pick<MemoryRuntime['deps'], 'vectors' | 'embedder'>>;
  /** A new account with a key; the key is returned as the CLI would print it. */
  createAccount(scopes?: string[]): Promise<Account>;
  /** Another key of an account. */
  createKey(accountId: string, scopes?: string[]): Promise<string>;
  /** An edge on the same service whose accounts may send three requests a minute. */
  limited(): Promise<{ baseUrl: string; createAccount(scopes?: string[]): Promise<Account> }>;
  close(): Promise<void>;
}

/** Budgets of the rate-limited edge. */
const LIMITED_ENV = { RATE_LIMIT_FREE: '3', RATE_LIMIT_WINDOW_SECONDS: '60' };

async function newAccount(accounts: AccountManager, scopes?: string[]): Promise<Account> {
  const account = await accounts.createAccount(`test-${suffix()}`);
  const { key } = await accounts.createKey(account.id, scopes);
  return { accountId: account.id, apiKey: key };
}

/** The URL of a database of a target's own (dropped with the target: its name ends in `_test`). */
function ownDatabaseUrl(kind: string): string {
  const database = new URL(testConfig().database.url);
  database.pathname = `/mm_${kind}_${suffix()}_test`;
  return database.toString();
}

/**
 * The whole service in the test's own process (`startTestService`). With `ownDatabase`, on a database
 * of its own: rows a suite inserts (catalogue probes) are then seen by no other test file.
 */
export async function inProcessTarget(env: Record<string, string> = {}, opts: { ownDatabase?: boolean } = {}): Promise<ContractTarget> {
  if (opts.ownDatabase) env = { DATABASE_URL: ownDatabaseUrl('contract'), ...env };
  const t = await startTestService(env).catch(async (err: unknown) => {
    if (opts.ownDatabase) await dropTestDatabase(env.DATABASE_URL!);
    throw err;
  });
  let limited: Promise<TestService> | undefined;
  return {
    kind: 'in-process',
    baseUrl: t.baseUrl,
    config: t.config,
    prisma: t.service.prisma,
    memory: async () => t.service.memoryRuntime!.deps,
    createAccount: (scopes) => t.createAccount(scopes),
    createKey: async (accountId, scopes) => (await t.service.accounts.createKey(accountId, scopes)).key,
    async limited() {
      // On the same database as the target, so its accounts are the service's.
      limited ??= startTestService(opts.ownDatabase ? { ...LIMITED_ENV, DATABASE_URL: env.DATABASE_URL! } : LIMITED_ENV);
      const lt = await limited;
      return { baseUrl: lt.baseUrl, createAccount: (scopes) => lt.createAccount(scopes) };
    },
    async close() {
      await (await limited)?.close();
      await t.close();
      if (opts.ownDatabase) await dropTestDatabase(env.DATABASE_URL!);
    },
  };
}

export interface ProcessesTarget extends ContractTarget {
  readonly stack: Stack;
}

/**
 * The service as five processes (`startStack`), or replicas of them behind nginx, on a database of their
 * own and the run's Milvus server.
 * The test process keeps clients of its own on both, and loads the embedding model only when a test
 * asks for it.
 */
export async function processesTarget(env: Record<string, string> = {}, opts: StackOptions = {}): Promise<ProcessesTarget> {
  // A database of its own: the workers' sweeps (pending memories, marketplace upkeep) run on every
  // record of their database, and must not touch other test files' records.
  const stackEnv = { DATABASE_URL: ownDatabaseUrl('processes'), ...env };
  const config = testConfig(stackEnv);
  const prisma = await openDatabase(config.database.url);
  const dropDatabase = async () => {
    await prisma.$disconnect();
    await dropTestDatabase(config.database.url);
  };
  const stack = await startStack(stackEnv, opts).catch(async (err: unknown) => {
    await dropDatabase();
    throw err;
  });
  const accounts = new AccountManager(new AccountStore(prisma));
  let vectors: MilvusVectorIndex | undefined;
  let limitedEdge: Promise<string> | undefined;
  return {
    kind: 'processes',
    stack,
    baseUrl: stack.baseUrl,
    config,
    prisma,
    async memory() {
      // Strong reads throughout (no `strongAfterWriteMs`): the writes were made by another process.
      vectors ??= MilvusVectorIndex.connect({
        address: config.milvus.address!,
        token: config.milvus.token,
        collection: config.milvus.collection,
        dimensions: config.embedding.dimensions,
        indexType: config.milvus.indexType,
        ...vectorEngine(config.milvus),
        consistency: {},
      });
      return { vectors, embedder: await sharedEmbedder(config) };
    },
    createAccount: (scopes) => newAccount(accounts, scopes),
    createKey: async (accountId, scopes) => (await accounts.createKey(accountId, scopes)).key,
    async limited() {
      limitedEdge ??= stack.startEdge('edge-limited', LIMITED_ENV);
      return { baseUrl: await limitedEdge, createAccount: (scopes) => newAccount(accounts, scopes) };
    },
    async close() {
      await stack.close();
      await vectors?.close();
      await dropDatabase();
    },
  };
}
