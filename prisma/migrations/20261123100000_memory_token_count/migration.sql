-- Recall sizes every candidate with the embedding model's tokenizer; the count of a memory's content
-- is kept with it, taken when it is written. Memories written before have none and are counted when
-- recalled.
ALTER TABLE "memories" ADD COLUMN "token_count" INTEGER;
