-- Memory lifecycle (docs/decisions/memory-lifecycle.md).

-- When a memory was superseded: point-in-time search (`as_of`) and version history read it.
ALTER TABLE "memories" ADD COLUMN "superseded_at" TIMESTAMPTZ(3);
-- Memories superseded before it was kept: the instant their successor was written.
UPDATE "memories" AS m SET "superseded_at" = n."created_at"
  FROM "memories" AS n WHERE m."superseded_by" = n."id" AND m."is_superseded" AND m."superseded_at" IS NULL;
UPDATE "memories" SET "superseded_at" = "created_at" WHERE "is_superseded" AND "superseded_at" IS NULL;
-- The chain of versions is walked backwards by `superseded_by`.
CREATE INDEX "memories_superseded_by_idx" ON "memories" ("superseded_by") WHERE "superseded_by" IS NOT NULL;
-- Point-in-time search reads a store's memories superseded after an instant.
CREATE INDEX "memories_store_superseded_at_idx" ON "memories" ("store_id", "superseded_at") WHERE "superseded_at" IS NOT NULL;

-- From this instant a memory answers nowhere; the expiry job then erases it.
ALTER TABLE "memories" ADD COLUMN "expires_at" TIMESTAMPTZ(3);
CREATE INDEX "memories_expires_at_idx" ON "memories" ("expires_at") WHERE "expires_at" IS NOT NULL;

-- A key limited to named stores of its account (empty: every store).
ALTER TABLE "api_keys" ADD COLUMN "stores" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

-- A bulk import's chunks expire with it.
ALTER TABLE "bulk_imports" ADD COLUMN "expires_at" TIMESTAMPTZ(3);
