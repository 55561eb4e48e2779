-- Catalogue names sort alphabetically as people read them ("Image Moderation" before "IP Geolocation"),
-- not by byte value (the database's C collation put every capital before every small letter). The
-- column takes ICU's root collation: case and accents only break ties, and the collation stays
-- deterministic, so `ORDER BY name, id`, the keyset condition `name > $1` of `sort=name` cursors and
-- the ("name", "id") index all use the same order. ICU rather than a libc locale: the same order on
-- every host, whatever locales its C library has.
-- The generated search column reads "name", and Postgres cannot change the type of a column a
-- generated column depends on: it is dropped and added again (the table is rewritten either way).
DROP INDEX "apis_search_vector_idx";
ALTER TABLE "apis" DROP COLUMN "search_vector";
ALTER TABLE "apis" ALTER COLUMN "name" TYPE TEXT COLLATE "und-x-icu";
ALTER TABLE "apis" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS ("api_search_document"("name", "description", "tags")) STORED;
CREATE INDEX "apis_search_vector_idx" ON "apis" USING GIN ("search_vector");
-- "apis_name_id_idx" is rebuilt in the new collation by ALTER COLUMN TYPE.
