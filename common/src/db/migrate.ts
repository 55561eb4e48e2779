import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Applies the SQL migrations in `prisma/migrations/` (Prisma's layout) and records them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does, so either tool can take over.
 * Written by hand because `prisma migrate` needs a native schema engine that is not always
 * available (docs/decisions/postgres.md).
 */

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

/** An arbitrary constant: serialises concurrent runners (tests, replicas) on one database. */
const LOCK_ID = 72707369;

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir: string): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const dbName = decodeURIComponent(target.pathname.slice(1));
  if (!dbName) throw new Error('DATABASE_URL names no database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${dbName.replaceAll('"', '""')}"`);
      } catch (err) {
        // Another runner created it between the check and the create.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    }
  } finally {
    await client.end();
  }
}

export async function migrate(url: string, dir: string): Promise<MigrationResult> {
  await ensureDatabase(url);
  const migrations = await readMigrations(dir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result: MigrationResult = { applied: [], alreadyApplied: [] };
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(CREATE_TABLE);
    const rows = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const done = new Map(rows.rows.map((r) => [r.migration_name, r]));
    for (const m of migrations) {
      const prior = done.get(m.name);
      if (prior?.finished_at) {
        if (prior.checksum !== m.checksum) {
          throw new Error(`migration ${m.name} was changed after it was applied (checksum differs)`);
        }
        result.alreadyApplied.push(m.name);
        continue;
      }
      if (prior) throw new Error(`migration ${m.name} failed earlier and needs manual attention`);
      const id = randomUUID();
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [id, m.checksum, m.name],
        );
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
      }
      result.applied.push(m.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
    await client.end();
  }
  return result;
}

/**
 * Drops a throwaway database (a test run's or a benchmark's), and only one whose name ends in
 * `suffix`: a mistyped URL can never reach real data.
 */
export async function dropScratchDatabase(url: string, suffix: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name.endsWith(suffix)) throw new Error(`refusing to drop ${name}: its name does not end in ${suffix}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
