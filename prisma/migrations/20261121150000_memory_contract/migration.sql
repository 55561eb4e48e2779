-- Memory contract: learned importance, speakers, short-term turns, bulk imports.

-- AlterTable
ALTER TABLE "memories" ADD COLUMN "importance_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "memories" ADD COLUMN "recall_count" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "memories" ADD COLUMN "bulk_import_id" UUID;

-- CreateTable
CREATE TABLE "speakers" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "speakers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "turns" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "user_msg" TEXT NOT NULL,
    "assistant_msg" TEXT NOT NULL,
    "memory_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "turns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bulk_imports" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "content" TEXT,
    "category" TEXT NOT NULL DEFAULT 'general',
    "event_date" TIMESTAMPTZ(3),
    "status" TEXT NOT NULL DEFAULT 'queued',
    "chunks_total" INTEGER NOT NULL DEFAULT 0,
    "chunks_done" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bulk_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "speakers_store_id_name_key" ON "speakers"("store_id", "name");

-- CreateIndex
CREATE INDEX "turns_store_id_created_at_idx" ON "turns"("store_id", "created_at");

-- CreateIndex
CREATE INDEX "turns_memory_id_idx" ON "turns"("memory_id");

-- CreateIndex
CREATE INDEX "bulk_imports_store_id_idx" ON "bulk_imports"("store_id");

-- CreateIndex
CREATE INDEX "bulk_imports_status_idx" ON "bulk_imports"("status");

-- CreateIndex
CREATE INDEX "memories_bulk_import_id_idx" ON "memories"("bulk_import_id");

-- AddForeignKey
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "turns" ADD CONSTRAINT "turns_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "turns" ADD CONSTRAINT "turns_memory_id_fkey" FOREIGN KEY ("memory_id") REFERENCES "memories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;
