import { type DriverReads, driverReads, type PrismaClient } from '../../../../common/src/db/client.js';
import { StoreErasure } from './erasure.js';
import { PostgresExpiryStore } from './expiry-store.js';
import { PostgresImportStore } from './import-store.js';
import { PostgresRecordStore } from './record-store.js';
import { PostgresSpeakerStore } from './speaker-store.js';
import { PostgresStoreRows } from './store-rows.js';

/** Everything the memory domain keeps in Postgres, each behind its store. */
export interface MemoryStorage {
  records: PostgresRecordStore;
  storeRows: PostgresStoreRows;
  speakers: PostgresSpeakerStore;
  imports: PostgresImportStore;
  erasure: StoreErasure;
  expiry: PostgresExpiryStore;
  /** Reads on every search's critical path, through the driver (see `driverReads`). */
  reads: DriverReads;
}

/** The memory domain's stores on one Postgres client: built once, by each process's composition root. */
export function postgresStorage(prisma: PrismaClient): MemoryStorage {
  const erasure = new StoreErasure(prisma);
  return {
    records: new PostgresRecordStore(prisma),
    storeRows: new PostgresStoreRows(prisma),
    speakers: new PostgresSpeakerStore(prisma),
    imports: new PostgresImportStore(prisma, erasure),
    erasure,
    expiry: new PostgresExpiryStore(prisma),
    reads: driverReads(prisma),
  };
}
