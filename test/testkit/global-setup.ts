import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig, projectRoot } from '../../common/src/config.js';
import { migrate } from '../../common/src/db/migrate.js';
import { startMilvusLite, type MilvusLite } from '../../subgraphs/memory/src/stores/milvus-lite.js';

// Integration tests run against the real services: the local Postgres (a database of their own),
// Redis, and a Milvus Lite server started here for the whole run (data in a temporary directory).
let milvus: MilvusLite | undefined;
let dataDir: string | undefined;

export async function setup(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/memory_marketplace_test';
  process.env.MILVUS_COLLECTION ??= 'memories_test';
  process.env.LOG_LEVEL ??= 'warn';
  const config = parseConfig(process.env);
  await migrate(config.database.url, path.join(projectRoot, 'prisma/migrations'));
  if (!process.env.MILVUS_ADDRESS) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mm-milvus-'));
    milvus = await startMilvusLite({ python: config.milvus.lite.python, dataDir, port: Number(process.env.TEST_MILVUS_PORT ?? 19541) });
    process.env.MILVUS_ADDRESS = milvus.address;
  }
}

export async function teardown(): Promise<void> {
  await milvus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
