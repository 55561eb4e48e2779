-- `records`: an import of exported memories (`POST /api/v1/memory/import`), whose memories are
-- written when it is accepted and indexed by its job; `blob`: a bulk-store text chunked by its job.
ALTER TABLE "bulk_imports" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'blob';
