-- Each memory's greatest cosine similarities to the other memories of its store (at most 10, best
-- first), kept as memories are indexed: how near a memory is to everything else, which the hybrid
-- ranking takes off its dense evidence (docs/decisions/retrieval-multi-session.md, "Hubness").
-- A constant default: no table rewrite.
ALTER TABLE "memories" ADD COLUMN "neighbour_similarities" REAL[] NOT NULL DEFAULT '{}';
