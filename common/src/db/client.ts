import { PrismaPg } from '@prisma/adapter-pg';
import path from 'node:path';
import { projectRoot } from '../config.js';
import { PrismaClient } from './generated/client.js';
import { migrate } from './migrate.js';

export type { PrismaClient } from './generated/client.js';
export { Prisma } from './generated/client.js';

export const MIGRATIONS_DIR = path.join(projectRoot, 'prisma/migrations');

export function createPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

/** Every process's way in: the database is created and migrated, then a client is returned. */
export async function openDatabase(databaseUrl: string): Promise<PrismaClient> {
  await migrate(databaseUrl, MIGRATIONS_DIR);
  return createPrisma(databaseUrl);
}
