-- The version of the lexical analyser that produced a memory's `lexical_terms` and `lexical_lang`.
-- A store's lexical index analyses again, once, every memory it reads with another version (or none:
-- every memory written before this column) and keeps the result, so a change to how text is
-- analysed reaches the memories already stored, not only new ones. Null: no rewrite of the table.
ALTER TABLE "memories" ADD COLUMN "lexical_version" SMALLINT;
