import { LRUCache } from 'lru-cache';
import type { DriverReads } from '../../../../../common/src/db/client.js';
import type { AnalysedTerms, RecordStore } from '../../storage/record-store.js';
import { logger } from '../../../../../common/src/logger.js';
import type { Lang } from './analyzer.js';
import { LexicalIndex } from './lexical-index.js';
import { ANALYSIS_VERSION, analyzeMemory } from './lexical-terms.js';

export { analyzeMemory, lexicalColumns, type MemoryTerms } from './lexical-terms.js';

/** Index entries (postings and memories) held in memory for all stores at most, about 16 bytes each. */
const MAX_ENTRIES = 8_000_000;
/** Rows read from Postgres per round while an index is built or catches up. */
const PAGE = 5000;
/** Above this share of dead memories an index is rebuilt (their postings still count in its statistics). */
const REBUILD_DEAD_SHARE = 0.2;

interface Row {
  /** The store's registered speaker names (on every row; the only field of a row when nothing changed). */
  speakers: string[];
  id: string | null;
  content: string;
  lexical_terms: string | null;
  lexical_lang: string | null;
  lexical_version: number | null;
  time: Date;
  dated: boolean;
  speaker: string | null;
  category: string;
  is_superseded: boolean;
  /** int8, as text (the driver's form). */
  seq: string;
}

interface Entry {
  index: LexicalIndex;
  /** The highest change (`memories.seq`) the index has applied. */
  seq: bigint;
  /** The catch-up in progress: one at a time per store. */
  syncing?: Promise<LexicalView>;
}

/** A store's lexical index and its registered speakers, both as of one read. */
export interface LexicalView {
  index: LexicalIndex;
  /** The names registered in the store (what the speaker boost looks for in a query). */
  speakers: string[];
}

/**
 * The lexical index of every store this process searches, built from Postgres on first use and
 * brought up to date before each search by reading only the memories changed since (`seq`). Postgres
 * holds each memory's terms, so a rebuild (restart, eviction) reads terms without analysing again.
 * Indexes are evicted least recently used beyond MAX_ENTRIES.
 */
export class LexicalIndexes {
  private readonly entries = new LRUCache<string, Entry>({ maxSize: MAX_ENTRIES, sizeCalculation: (e) => Math.max(1, e.index.weight) });

  /** The catch-up runs before every search: read through the driver (see `driverReads`). */
  private readonly reads: DriverReads;

  constructor(
    reads: DriverReads,
    private readonly records: Pick<RecordStore, 'keepAnalysedTerms'>,
  ) {
    this.reads = reads;
  }

  /** The store's main language, when its index is in memory (for analysing a new memory). */
  mainLanguage(storeId: string): Lang | undefined {
    return this.entries.peek(storeId)?.index.mainLanguage();
  }

  /** The store's index, up to date with every change committed before this call. */
  async forStore(storeId: string): Promise<LexicalIndex> {
    return (await this.withSpeakers(storeId)).index;
  }

  /**
   * The store's index and speaker names, both up to date with every change committed before this
   * call: the names come in the catch-up's round trip, which a search makes anyway.
   */
  withSpeakers(storeId: string): Promise<LexicalView> {
    let entry = this.entries.get(storeId);
    if (!entry || entry.index.deadShare > REBUILD_DEAD_SHARE) {
      entry = { index: new LexicalIndex(), seq: 0n };
      this.entries.set(storeId, entry);
    }
    const e = entry;
    // One catch-up at a time per store; a call arriving meanwhile waits for it and then catches up
    // on what that one may have missed.
    const run = (e.syncing ?? Promise.resolve()).catch(() => undefined).then(() => this.catchUp(storeId, e));
    e.syncing = run;
    return run.finally(() => {
      if (e.syncing === run) e.syncing = undefined;
      // Its size changed: re-set so the cache's budget accounts for it.
      if (this.entries.peek(storeId) === e) this.entries.set(storeId, e);
    });
  }

  /** Memories gone (forgotten, superseded) stop answering from the lexical side at once. */
  removed(storeId: string, ids: readonly string[]): void {
    const entry = this.entries.peek(storeId);
    for (const id of ids) entry?.index.remove(id);
  }

  /** A store emptied: its index is dropped (rebuilt empty on next use). */
  dropped(storeId: string): void {
    this.entries.delete(storeId);
  }

  private async catchUp(storeId: string, entry: Entry): Promise<LexicalView> {
    let speakers: string[] | undefined;
    for (;;) {
      // The speaker names ride along: one row of them, joined to the page of changes (none: one row
      // with only the names).
      const rows = await this.reads.query<Row>(
        'terms and speakers changed since',
        `SELECT s.speakers, m.* FROM
           (SELECT coalesce(array_agg("name"), '{}') AS speakers FROM "speakers" WHERE "store_id" = $1::uuid) AS s
           LEFT JOIN LATERAL (
             SELECT "id"::text AS id, "content", "lexical_terms", "lexical_lang", "lexical_version", coalesce("event_date", "created_at") AS time,
                    "event_date" IS NOT NULL AS dated, "speaker", "category", "is_superseded", "seq"
             FROM "memories" WHERE "store_id" = $1::uuid AND "seq" > $2::bigint
             ORDER BY "memories"."seq" LIMIT $3
           ) AS m ON true
         ORDER BY m."seq"`,
        [storeId, entry.seq.toString(), PAGE],
      );
      speakers ??= rows[0]?.speakers ?? [];
      const changes = rows.filter((r): r is Row & { id: string } => r.id !== null);
      const analysed: AnalysedTerms[] = [];
      for (const row of changes) {
        if (row.is_superseded) {
          entry.index.remove(row.id);
        } else {
          let terms: string[];
          let lang: Lang;
          if (row.lexical_terms !== null && row.lexical_lang !== null && row.lexical_version === ANALYSIS_VERSION) {
            terms = row.lexical_terms ? row.lexical_terms.split(' ') : [];
            lang = row.lexical_lang;
          } else {
            // Written before memories kept their terms, or analysed as the analyser no longer does:
            // analysed once, here, and kept.
            ({ terms, lang } = analyzeMemory(row.content, entry.index.mainLanguage()));
            analysed.push({ id: row.id, seq: row.seq, terms: terms.join(' '), lang });
          }
          entry.index.add({ id: row.id, terms, lang, time: row.time.getTime(), dated: row.dated, speaker: row.speaker, category: row.category });
        }
        entry.seq = BigInt(row.seq);
      }
      if (analysed.length) await this.keep(analysed);
      if (changes.length < PAGE) return { index: entry.index, speakers };
    }
  }

  /** Writes back the terms of memories analysed on first use, so the next rebuild reads them. */
  private async keep(analysed: AnalysedTerms[]): Promise<void> {
    try {
      await this.records.keepAnalysedTerms(analysed, ANALYSIS_VERSION);
    } catch (err) {
      logger.warn({ err }, 'could not keep analysed terms; they will be analysed again on the next rebuild');
    }
  }
}
