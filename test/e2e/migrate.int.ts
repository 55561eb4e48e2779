import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../common/src/db/client.js';
import { migrate, readMigrations } from '../../common/src/db/migrate.js';
import { suffix } from '../testkit/service.js';

// The migration runner against the real Postgres, on a database of its own.
const dbName = `mm_migrate_${suffix()}`;
const url = `postgresql://postgres@127.0.0.1:5432/${dbName}`;
const migrations = MIGRATIONS_DIR;

afterAll(async () => {
  const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
});

describe('migration runner', () => {
  it('creates the database, applies every migration once and records them as Prisma does', async () => {
    const all = (await readMigrations(migrations)).map((m) => m.name);
    const first = await migrate(url, migrations);
    expect(first).toEqual({ applied: all, alreadyApplied: [] });
    const second = await migrate(url, migrations);
    expect(second).toEqual({ applied: [], alreadyApplied: all });

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const rows = await client.query('SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name');
    const tables = await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    await client.end();
    expect(rows.rows.map((r) => r.migration_name)).toEqual(all);
    expect(rows.rows.every((r) => r.finished_at && r.checksum.length === 64)).toBe(true);
    expect(tables.rows.map((r) => r.tablename)).toEqual(expect.arrayContaining(['accounts', 'api_keys', 'stores', 'memories', 'apis', 'plans', 'categories']));
  });

  it('runs safely when several runners start at once', async () => {
    const results = await Promise.all([migrate(url, migrations), migrate(url, migrations), migrate(url, migrations)]);
    for (const r of results) expect(r.applied).toEqual([]);
  });

  it('refuses a migration edited after it was applied', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mm-migrations-'));
    try {
      cpSync(migrations, dir, { recursive: true });
      const [firstMigration] = await readMigrations(dir);
      appendFileSync(path.join(dir, firstMigration!.name, 'migration.sql'), '\n-- edited\n');
      await expect(migrate(url, dir)).rejects.toThrow(/changed after it was applied/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives API keys made before memory scopes existed the memory access they had', async () => {
    const older = `${url}_scopes`;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mm-migrations-'));
    const client = new pg.Client({ connectionString: older });
    try {
      cpSync(migrations, dir, { recursive: true });
      rmSync(path.join(dir, '20261123000000_memory_scopes'), { recursive: true });
      await migrate(older, dir);
      await client.connect();
      const account = await client.query("INSERT INTO accounts (id, name) VALUES (gen_random_uuid(), 'old') RETURNING id");
      const accountId = account.rows[0].id as string;
      const key = (hash: string, scopes: string[]) =>
        client.query('INSERT INTO api_keys (id, account_id, key_hash, prefix, scopes) VALUES (gen_random_uuid(), $1, $2, $3, $4)', [accountId, hash, 'mk_x', scopes]);
      await key('old-default', ['marketplace:read']);
      await key('explicit', ['webhooks:read', 'usage:read']);
      await key('one-already', ['memory:read']);
      await migrate(older, migrations);
      const rows = await client.query('SELECT key_hash, scopes FROM api_keys ORDER BY key_hash');
      expect(Object.fromEntries(rows.rows.map((r) => [r.key_hash, r.scopes]))).toEqual({
        'old-default': ['marketplace:read', 'memory:read', 'memory:write'],
        explicit: ['webhooks:read', 'usage:read', 'memory:read', 'memory:write'],
        'one-already': ['memory:read', 'memory:write'],
      });
    } finally {
      await client.end().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}_scopes" WITH (FORCE)`);
      await admin.end();
    }
  });
});
