import { dropScratchDatabase } from '../common/src/db/migrate.js';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseConfig, type Config } from '../common/src/config.js';
import { logger } from '../common/src/logger.js';
import type { Principal } from '../common/src/principal.js';
import { SCOPES } from '../common/src/principal.js';
import { inProcess, startService, type InProcessService } from '../gateway/src/service.js';
import { routes } from '../rest-adapter/src/routes/index.js';
import { createEmbedder, type Embedder } from '../subgraphs/memory/src/embedding/index.js';
import { MilvusVectorIndex } from '../subgraphs/memory/src/storage/vector-index.js';
import { freePort, freePortRange } from '../test/testkit/ports.js';
import { HttpClientThread } from './http-client.js';
import type { BenchSettings } from './settings.js';

export type StackKind = 'bench' | 'eval';

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
}

/** The whole service on the real stack, in its own database, Milvus Lite and queue prefix. */
export interface Stack {
  kind: StackKind;
  config: Config;
  service: InProcessService;
  embedder: Embedder;
  baseUrl: string;
  /** An enterprise-tier account (never throttled by tier limits) with a key holding every scope. */
  key: string;
  principal: Principal;
  /** POST a JSON body to a memory endpoint (X-API-Key). */
  memory<T = Record<string, unknown>>(path: string, body: unknown, model?: string): Promise<HttpAnswer<T>>;
  /** GET or POST on the marketplace surface (Bearer key). */
  marketplace<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<HttpAnswer<T>>;
  graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>): Promise<{ data?: T; errors?: unknown[] }>;
  /** True when the REST surface has this route (workloads of parts not yet built are skipped). */
  has(method: string, path: string): boolean;
  close(): Promise<void>;
}


/**
 * The run's database: the configured one's name with `_bench` or `_eval` appended, so a running
 * `npm start` (or a test run) is never touched. It is dropped at the start of every run.
 */
export function runDatabaseUrl(url: string, kind: StackKind): string {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = `/${encodeURIComponent(name.endsWith(`_${kind}`) ? name : `${name}_${kind}`)}`;
  return u.toString();
}

export async function startStack(kind: StackKind, settings: BenchSettings, overrides: Record<string, string> = {}): Promise<Stack> {
  const base = parseConfig({ LOG_LEVEL: 'error', ...settings.env });
  // Logs share stdout with the tables: the run logs errors only unless LOG_LEVEL says otherwise
  // (writes deferred to a job on a busy machine are expected and waited for).
  logger.level = base.logLevel;
  const databaseUrl = runDatabaseUrl(base.database.url, kind);
  await dropScratchDatabase(databaseUrl, `_${kind}`);

  // The embedded engine (MILVUS_ENGINE) of its own, started by the service as `npm start` does, on
  // temporary data and free ports, unless a Milvus server is configured; on a server the run uses a
  // collection of its own, emptied first.
  let dataDir: string | undefined;
  const collection = `${base.milvus.collection}_${kind}`;
  const embedded: Record<string, string> = {};
  if (!base.milvus.address) {
    dataDir = mkdtempSync(`${os.tmpdir()}/mm-${kind}-milvus-`);
    if (base.milvus.engine === 'standalone') Object.assign(embedded, { MILVUS_STANDALONE_DATA: dataDir, MILVUS_STANDALONE_PORT: String(await freePortRange(12)) });
    else Object.assign(embedded, { MILVUS_LITE_DATA: dataDir, MILVUS_LITE_PORT: String(await freePort()) });
  }
  const config = parseConfig({
    LOG_LEVEL: 'error',
    ...settings.env,
    DATABASE_URL: databaseUrl,
    ...embedded,
    MILVUS_COLLECTION: collection,
    QUEUE_PREFIX: `${kind}-${randomBytes(3).toString('hex')}`,
    // The run's account is enterprise tier, and that tier's limit is lifted: the limiter still runs
    // on every request (its cost is part of the figures) but never throttles the workload.
    RATE_LIMIT_ENTERPRISE: '100000000',
    // The webhook receiver of the delivery workload listens on loopback.
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    ...overrides,
  });
  if (base.milvus.address) {
    const old = MilvusVectorIndex.connect({ address: base.milvus.address, token: base.milvus.token, collection, dimensions: base.embedding.dimensions });
    await old.client.dropCollection({ collection_name: collection });
    await old.close();
  }
  const embedder = await createEmbedder(config.embedding);
  const service = inProcess(await startService(config, { worker: true, embedder, sweepIntervalMs: 0 }));
  await service.edge.app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(service.edge.app.server.address() as AddressInfo).port}`;

  const account = await service.accounts.createAccount(`${kind}-${Date.now()}`, 'enterprise');
  const { key } = await service.accounts.createKey(account.id, [...SCOPES]);
  const principal = (await service.accounts.authenticate(key))!;

  const client = new HttpClientThread();
  const call = async <T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<HttpAnswer<T>> => {
    const res = await client.request(baseUrl + path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (res.text ? JSON.parse(res.text) : undefined) as T };
  };

  return {
    kind,
    config,
    service,
    embedder,
    baseUrl,
    key,
    principal,
    memory: (path, body, model = settings.model) => call('POST', path, { 'x-api-key': key, ...(model ? { 'x-service-model': model } : {}) }, body),
    marketplace: (method, path, body) => call(method, path, { authorization: `Bearer ${key}` }, body),
    graphql: async (query, variables) => (await call('POST', '/graphql', { 'x-api-key': key }, { query, variables })).body as never,
    has: (method, path) => routes.some((r) => r.method === method && r.path === path),
    async close() {
      await client.close();
      try {
        await service.close();
      } finally {
        // Before the embedder's threads stop: a crash there must not leave the engine's data behind.
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
      await embedder.close();
    },
  };
}

/** Throws unless the answer is 2xx; returns its body. */
export function ok<T>(answer: HttpAnswer<T>, what: string): T {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
