-- Small stores are searched exactly over the vectors Postgres keeps (retrieval/exact-vectors.ts),
-- held in memory by the memory subgraph. `vector_seq` orders the changes that matter to that copy:
-- a memory written, its vectors kept (indexed), superseded, or its content, category, speaker or
-- event date changed. It is apart from `seq`, whose order the lexical index reads as the order the
-- memories were written in (vectors kept later by a job must not move a memory there).
ALTER TABLE "memories" ADD COLUMN "vector_seq" BIGINT NOT NULL DEFAULT nextval('memories_seq');
CREATE INDEX "memories_store_id_vector_seq_idx" ON "memories" ("store_id", "vector_seq");

CREATE FUNCTION "memories_bump_vector_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."vector_seq" := nextval('memories_seq');
  RETURN NEW;
END $$;
CREATE TRIGGER "memories_bump_vector_seq" BEFORE UPDATE OF "vectors", "is_superseded", "content", "category", "speaker", "event_date" ON "memories"
  FOR EACH ROW WHEN (
    OLD."vectors" IS DISTINCT FROM NEW."vectors" OR OLD."is_superseded" IS DISTINCT FROM NEW."is_superseded"
    OR OLD."content" IS DISTINCT FROM NEW."content" OR OLD."category" IS DISTINCT FROM NEW."category"
    OR OLD."speaker" IS DISTINCT FROM NEW."speaker" OR OLD."event_date" IS DISTINCT FROM NEW."event_date"
  )
  EXECUTE FUNCTION "memories_bump_vector_seq"();
