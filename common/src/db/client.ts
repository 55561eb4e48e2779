import { PrismaPg } from '@prisma/adapter-pg';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../config.js';
import { logger } from '../logger.js';
import { DriverReads } from './driver-reads.js';
import { PrismaClient as GeneratedClient } from './generated/client.js';
import { migrate } from './migrate.js';

export { Prisma } from './generated/client.js';
export type { DriverReads } from './driver-reads.js';

/**
 * A memory's vectors (kilobytes each) are read only where a query asks for them: every other read
 * of memories (lists, gets, recall) leaves them out; so are its neighbours' similarities, which
 * only the ranking reads.
 */
const OMIT = { memory: { vectors: true, neighbourSimilarities: true } } as const;

export type PrismaClient = ReturnType<typeof createPrisma>;

export const MIGRATIONS_DIR = path.join(projectRoot, 'prisma/migrations');

/** Reads through the driver's pool under each client (see `driverReads`). */
const reads = new WeakMap<object, DriverReads>();

export function createPrisma(databaseUrl: string) {
  // The client queries through a pool of ours (ended with it on `$disconnect`), so that hot reads
  // can use the same connections without the client's per-query cost (see `driverReads`).
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection's error (Postgres restarted) is the pool's to handle: the connection is
  // dropped and the next query opens another. Listened to here too, since the client only listens
  // once it has connected, and a hot read may come first.
  pool.on('error', (err) => logger.warn({ err }, 'postgres: an idle connection failed; it is replaced on next use'));
  const client = new GeneratedClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), omit: OMIT });
  reads.set(client, new DriverReads(pool));
  return client;
}

/**
 * Reads through the `pg` pool a client queries through, for the few reads on the latency-critical
 * path of search and recall (memory records by id, a store's changes since a position, its speaker
 * names): the client compiles and maps each query in JavaScript, which measured 1-3 ms per read
 * over the driver's own 1.4 ms for 60-100 memories at p50, and more at p90 (docs/decisions/postgres.md,
 * "Hot reads through the driver"). Everything else goes through the client.
 */
export function driverReads(prisma: PrismaClient): DriverReads {
  const r = reads.get(prisma);
  if (!r) throw new Error('driverReads: this client was not made by createPrisma');
  return r;
}

/** Every process's way in: the database is created and migrated, then a client is returned. */
export async function openDatabase(databaseUrl: string): Promise<PrismaClient> {
  await migrate(databaseUrl, MIGRATIONS_DIR);
  return createPrisma(databaseUrl);
}
