import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseConfig, type Config } from '../../common/src/config.js';
import { inProcess, startService, type InProcessService } from '../../gateway/src/service.js';
import { createEmbedder, type Embedder } from '../../subgraphs/memory/src/embedding/index.js';

export const suffix = () => randomBytes(4).toString('hex');

/** The environment of the test run (global-setup filled in the test database and Milvus address). */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string | undefined> {
  return { ...process.env, ...overrides };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig(testEnv(overrides));
}

let embedder: Promise<Embedder> | undefined;

/** The real embedding model, loaded once per test file. */
export function sharedEmbedder(config: Config): Promise<Embedder> {
  embedder ??= createEmbedder(config.embedding);
  return embedder;
}

export interface TestService {
  service: InProcessService;
  config: Config;
  baseUrl: string;
  /** A new account with a key; the key is returned as the CLI would print it. */
  createAccount(scopes?: string[]): Promise<{ accountId: string; apiKey: string }>;
  close(): Promise<void>;
}

/** The whole service on the real stack, listening on a free port, with its own queue prefix. */
export async function startTestService(
  overrides: Record<string, string> = {},
  opts: { sweepIntervalMs?: number; marketplaceWorker?: boolean } = {},
): Promise<TestService> {
  const config = testConfig({ QUEUE_PREFIX: `test-${suffix()}`, ...overrides });
  const service = inProcess(
    await startService(config, {
      worker: true,
      embedder: await sharedEmbedder(config),
      sweepIntervalMs: opts.sweepIntervalMs ?? 0,
      marketplaceWorker: opts.marketplaceWorker,
      marketplaceSweepMs: 0,
    }),
  );
  await service.edge.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = service.edge.app.server.address() as AddressInfo;
  return {
    service,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    async createAccount(scopes) {
      const account = await service.accounts.createAccount(`test-${suffix()}`);
      const { key } = await service.accounts.createKey(account.id, scopes);
      return { accountId: account.id, apiKey: key };
    },
    close: () => service.close(),
  };
}

/** Polls until `check` returns a value or the time runs out (for work done by background jobs). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The body a GET answers when the request's Host header says `host` (fetch cannot set it). */
export function getWithHost(baseUrl: string, path: string, host: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<string>((resolve, reject) => {
    http
      .get({ host: hostname, port, path, headers: { host } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c)).on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

/** POSTs `body` as JSON with the memory surface's key header: the status and the parsed answer. */
export async function postMemory(baseUrl: string, apiKey: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
