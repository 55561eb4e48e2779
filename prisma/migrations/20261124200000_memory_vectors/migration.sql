-- Each memory keeps the vectors the index holds for it (its own, then one per atom sentence, float32
-- little-endian, concatenated), so ranking can compare a query with memories the vector search did
-- not return without another round trip to the index. Null until the memory is indexed, and for
-- memories indexed before this column existed (those are compared through the index). Stored
-- uncompressed: float data does not compress.
ALTER TABLE "memories" ADD COLUMN "vectors" BYTEA;
ALTER TABLE "memories" ALTER COLUMN "vectors" SET STORAGE EXTERNAL;
