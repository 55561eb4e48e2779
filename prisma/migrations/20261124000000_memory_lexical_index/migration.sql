-- Hybrid retrieval: each store's lexical index (BM25 over analysed terms) is held in memory by the
-- memory subgraph and rebuilt from these columns. `seq` orders changes to memories, so an index
-- catches up by reading only the rows changed since it last looked.
CREATE SEQUENCE "memories_seq";
ALTER TABLE "memories" ADD COLUMN "seq" BIGINT NOT NULL DEFAULT nextval('memories_seq');
ALTER SEQUENCE "memories_seq" OWNED BY "memories"."seq";
-- The memory's terms as the lexical analyser gives them (space-separated) and the language it was
-- analysed in; null for memories written before, analysed when their store's index is first built.
ALTER TABLE "memories" ADD COLUMN "lexical_terms" TEXT;
ALTER TABLE "memories" ADD COLUMN "lexical_lang" TEXT;
CREATE INDEX "memories_store_id_seq_idx" ON "memories" ("store_id", "seq");

-- A memory superseded (or whose content changed) moves to the end of the change order, so indexes
-- learn of it.
CREATE FUNCTION "memories_bump_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."seq" := nextval('memories_seq');
  RETURN NEW;
END $$;
CREATE TRIGGER "memories_bump_seq" BEFORE UPDATE OF "is_superseded", "content" ON "memories"
  FOR EACH ROW WHEN (OLD."is_superseded" IS DISTINCT FROM NEW."is_superseded" OR OLD."content" IS DISTINCT FROM NEW."content")
  EXECUTE FUNCTION "memories_bump_seq"();
