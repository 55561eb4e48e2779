import { PrismaPg } from '@prisma/adapter-pg';
import path from 'node:path';
import { projectRoot } from '../config.js';
import { PrismaClient as GeneratedClient } from './generated/client.js';
import { migrate } from './migrate.js';

export { Prisma } from './generated/client.js';

/**
 * A memory's vectors (kilobytes each) are read only where a query asks for them: every other read
 * of memories (lists, gets, recall) leaves them out.
 */
const OMIT = { memory: { vectors: true } } as const;

export type PrismaClient = ReturnType<typeof createPrisma>;

export const MIGRATIONS_DIR = path.join(projectRoot, 'prisma/migrations');

export function createPrisma(databaseUrl: string) {
  return new GeneratedClient({ adapter: new PrismaPg({ connectionString: databaseUrl }), omit: OMIT });
}

/** Every process's way in: the database is created and migrated, then a client is returned. */
export async function openDatabase(databaseUrl: string): Promise<PrismaClient> {
  await migrate(databaseUrl, MIGRATIONS_DIR);
  return createPrisma(databaseUrl);
}
