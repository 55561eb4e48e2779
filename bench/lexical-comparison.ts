import { driverReads, type PrismaClient } from '../common/src/db/client.js';
import { analyze } from '../subgraphs/memory/src/domain/retrieval/analyzer.js';
import { LexicalIndexes } from '../subgraphs/memory/src/domain/retrieval/lexical-indexes.js';
import { PostgresRecordStore } from '../subgraphs/memory/src/storage/record-store.js';
import { queryText } from './corpus.js';

/** Times the i-th call of a workload (warm-up and rounds are the caller's); the samples in ms. */
export type Sampler = (call: (i: number) => () => Promise<unknown>) => Promise<number[]>;

/**
 * Where the lexical side lives, measured on one store: its in-memory index (catch-up with Postgres
 * plus BM25 and window BM25 of one query, what a search pays) against Postgres full-text search
 * over the same analysed terms with a GIN index (ts_rank, no per-store IDF). Each side in a run of
 * its own: interleaved, the in-memory side's calls followed full-text queries of up to a second,
 * whose after-effects (a busy server, a cold cache) they paid.
 */
export async function compareLexical(prisma: PrismaClient, storeId: string, sample: Sampler): Promise<{ memory: number[]; postgres: number[] }> {
  const lexical = new LexicalIndexes(driverReads(prisma), new PostgresRecordStore(prisma));
  await lexical.forStore(storeId);
  await prisma.$executeRawUnsafe(`CREATE INDEX IF NOT EXISTS bench_memories_fts ON memories USING gin (to_tsvector('simple', coalesce(lexical_terms, '')))`);
  const terms = (i: number) => analyze(queryText(i), 'en');
  const memory = await sample((i) => async () => (await lexical.forStore(storeId)).score(terms(i)).release());
  const postgres = await sample((i) => () =>
    prisma.$queryRawUnsafe(
      `SELECT id, ts_rank(to_tsvector('simple', coalesce(lexical_terms, '')), q) AS rank FROM memories, to_tsquery('simple', $2) q
       WHERE store_id = $1::uuid AND to_tsvector('simple', coalesce(lexical_terms, '')) @@ q ORDER BY rank DESC LIMIT 30`,
      storeId,
      terms(i).map((t) => t.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean).join(' | ') || 'x',
    ),
  );
  return { memory, postgres };
}
