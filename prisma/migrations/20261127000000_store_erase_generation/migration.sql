-- Forget wins over queued work (docs/decisions/forget-wins.md). `forget` of a whole store bumps
-- `erase_generation` in the transaction that deletes its records; a bulk import keeps the generation
-- it was submitted at, and its job inserts chunks only while the store, locked FOR SHARE in the
-- inserting transaction, is still at that generation.
ALTER TABLE "stores" ADD COLUMN "erase_generation" BIGINT NOT NULL DEFAULT 0;
ALTER TABLE "bulk_imports" ADD COLUMN "store_generation" BIGINT NOT NULL DEFAULT 0;
