import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../common/src/config.js';
import { MIGRATIONS_DIR } from '../../common/src/db/client.js';
import { dropScratchDatabase, migrate } from '../../common/src/db/migrate.js';
import { freePortRange } from './ports.js';
import { startEmbeddedMilvus, type EmbeddedMilvus } from '../../subgraphs/memory/src/engines/embedded-milvus.js';

// Integration tests run against the real services: the local Postgres (a database of their own),
// Redis, and the embedded Milvus (MILVUS_ENGINE) started here for the whole run (data in a temporary directory).
let milvus: EmbeddedMilvus | undefined;
let dataDir: string | undefined;
/** The run's own database, dropped at the end (unless DATABASE_URL named one). */
let ownDatabase: string | undefined;

/**
 * Where the test run's data goes unless the environment names something else: a database of the
 * run's own, so that runs side by side (two checkouts on one machine) never drop each other's.
 */
const TEST_DEFAULTS = {
  DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/memory_marketplace_${randomBytes(4).toString('hex')}_test`,
  MILVUS_COLLECTION: 'memories_test',
  MILVUS_LITE_PORT: '19541',
  LOG_LEVEL: 'warn',
  // Budgets high enough that no test is throttled unless it sets its own.
  RATE_LIMIT_FREE: '1000000',
  RATE_LIMIT_PRO: '1000000',
  RATE_LIMIT_ENTERPRISE: '1000000',
  RATE_LIMIT_ANONYMOUS: '1000000',
};

export async function setup(): Promise<void> {
  // Test files run in forked workers that inherit this environment.
  const env = process.env;
  if (env.DATABASE_URL === undefined) ownDatabase = TEST_DEFAULTS.DATABASE_URL;
  for (const [key, value] of Object.entries(TEST_DEFAULTS)) env[key] ??= value;
  // Twelve free ports unless named, so that test runs side by side never share a server.
  env.MILVUS_STANDALONE_PORT ??= String(await freePortRange(12));
  const config = parseConfig(env);
  // Each run starts from an empty database, as it starts from an empty Milvus.
  await dropTestDatabase(config.database.url);
  await migrate(config.database.url, MIGRATIONS_DIR);
  if (!config.milvus.address) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mm-milvus-'));
    milvus = await startEmbeddedMilvus(config.milvus, { dataDir });
    env.MILVUS_ADDRESS = milvus.address;
    if (milvus.token) env.MILVUS_TOKEN = milvus.token;
  }
}

/** Drops the run's database; only ever one whose name ends in `_test`. */
export async function dropTestDatabase(url: string): Promise<void> {
  if (decodeURIComponent(new URL(url).pathname.slice(1)).endsWith('_test')) await dropScratchDatabase(url, '_test');
}

export async function teardown(): Promise<void> {
  if (ownDatabase) await dropTestDatabase(ownDatabase).catch(() => undefined);
  await milvus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
