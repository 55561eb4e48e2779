import { randomUUID } from 'node:crypto';
import { hashedUuid } from './atoms.js';
import { notFound } from '../../../../common/src/errors.js';
import type { BulkImporter } from './bulk-import.js';
import type { MemoryDeps } from './deps.js';
import { contentHash } from './memory-fields.js';
import type { NewRecord, StoreRow } from '../storage/record-store.js';
import type { ImportItem, ImportRequest } from './requests.js';
import { analyzeMemory, lexicalColumns, type LexicalIndexes } from './retrieval/lexical-indexes.js';
import type { Speakers } from './speakers.js';
import type { TokenCounter } from './token-counts.js';

/** The id an imported record takes in a store: the same for the same record, whatever call brings it. */
export function importedId(storeId: string, key: string): string {
  return hashedUuid(`import:${storeId}:${key}`);
}

/** A record's key where it came from: its exported id, or (written by hand) its content and date. */
const keyOf = (item: ImportItem) => item.sourceId ?? `${contentHash(item.content)}|${item.createdAt?.toISOString() ?? ''}`;

export interface ImportResult {
  jobId: string;
  userId: string;
  status: string;
  imported: number;
  skipped: number;
  refused: Array<{ index: number; id: string | null; reason: string }>;
}

/**
 * Import: records as `export` wrote them restored into a store. Each record's id in the store derives
 * from its exported id, so re-importing adds nothing and a supersede link between two records holds
 * whichever call brings the other. The records are written when the import is accepted (its answer
 * counts them) and indexed by its job, with the progress a bulk import has.
 */
export class RecordImporter {
  constructor(
    private readonly deps: MemoryDeps,
    private readonly speakers: Speakers,
    private readonly bulk: BulkImporter,
    private readonly tokens: TokenCounter,
    private readonly lexical: LexicalIndexes,
  ) {}

  async import(store: StoreRow, req: ImportRequest): Promise<ImportResult> {
    const refused = [...req.refused];
    let items = await this.withSpeakers(store, req.items, refused);
    const idOf = new Map(items.map((i) => [i, importedId(store.id, keyOf(i))]));
    // Twice in this call, or already in the store (imported before): skipped.
    const firsts = new Map<string, ImportItem>();
    for (const item of items) if (!firsts.has(idOf.get(item)!)) firsts.set(idOf.get(item)!, item);
    let skipped = items.length - firsts.size;
    items = [...firsts.values()];
    const present = await this.deps.storage.records.existing(items.map((i) => idOf.get(i)!));
    skipped += present.size;
    items = items.filter((i) => !present.has(idOf.get(i)!));

    const row = await this.deps.storage.imports.create({
      id: randomUUID(),
      storeId: store.id,
      content: null,
      category: 'general',
      eventDate: null,
      expiresAt: null,
      chunksTotal: 0,
      kind: 'records',
    });
    if (!row) throw notFound(`Store '${store.name}' does not exist.`);
    // A live record repeating a memory the store holds (not this import's) is skipped, as a bulk chunk is.
    const liveHashes = await this.deps.storage.imports.liveHashesOutside(
      store.id,
      row.id,
      items.filter((i) => !i.isSuperseded).map((i) => contentHash(i.content)),
    );
    const seenHashes = new Set<string>();
    items = items.filter((i) => {
      if (i.isSuperseded) return true;
      const hash = contentHash(i.content);
      if (liveHashes.has(hash) || seenHashes.has(hash)) {
        skipped++;
        return false;
      }
      seenHashes.add(hash);
      return true;
    });

    const rows = await this.rows(store, items, idOf, row.id);
    const written = rows.length ? await this.deps.storage.erasure.createMemoriesUnlessErased(store.id, row.storeGeneration, rows) : true;
    if (!written) throw notFound(`Store '${store.name}' does not exist.`);
    if (rows.length) {
      await this.deps.storage.imports.markRunning(row.id, rows.length);
      await this.bulk.enqueue(row.id, store.accountId);
    } else {
      await this.deps.storage.imports.markDone(row.id);
    }
    const status = await this.deps.storage.imports.findInStore(store.id, row.id);
    return { jobId: row.id, userId: store.name, status: status?.status ?? 'queued', imported: rows.length, skipped, refused: refused.sort((a, b) => a.index - b.index) };
  }

  /** Speakers the records name are registered in the store; a record whose speaker cannot be (the store is full) is refused. */
  private async withSpeakers(store: StoreRow, items: ImportItem[], refused: ImportResult['refused']): Promise<ImportItem[]> {
    const names = [...new Set(items.flatMap((i) => (i.speaker && i.speaker !== 'me' ? [i.speaker] : [])))];
    const failed = new Map<string, string>();
    for (const name of names) {
      try {
        await this.speakers.register(store, name);
      } catch (err) {
        failed.set(name, (err as Error).message);
      }
    }
    return items.filter((i) => {
      const reason = i.speaker ? failed.get(i.speaker) : undefined;
      if (reason) refused.push({ index: i.index, id: i.sourceId, reason });
      return !reason;
    });
  }

  private async rows(store: StoreRow, items: ImportItem[], idOf: Map<ImportItem, string>, importId: string): Promise<NewRecord[]> {
    if (!items.length) return [];
    const now = new Date();
    const hint = this.lexical.mainLanguage(store.id);
    const tokenCounts = await this.tokens.forNewMemories(
      items.map((i) => i.content),
      store.accountId,
    );
    // A record superseded by another of this call was superseded when that one was written.
    const createdOf = new Map(items.filter((i) => i.sourceId).map((i) => [i.sourceId!, i.createdAt ?? now]));
    return items.map((item, k) => {
      const lexical = analyzeMemory(item.content, hint);
      return {
        id: idOf.get(item)!,
        storeId: store.id,
        content: item.content,
        contentHash: contentHash(item.content),
        category: item.category,
        speaker: item.speaker,
        eventDate: item.eventDate,
        expiresAt: item.expiresAt,
        sourceType: item.sourceType ?? 'import',
        embeddingModel: this.deps.embedder.modelId,
        bulkImportId: importId,
        tokenCount: tokenCounts[k] ?? null,
        ...lexicalColumns(lexical),
        createdAt: item.createdAt ?? now,
        importance: item.importance ?? 0.5,
        importanceAt: now,
        isSuperseded: item.isSuperseded,
        supersededBy: item.supersededBy ? importedId(store.id, item.supersededBy) : null,
        supersededAt: item.isSuperseded ? (item.supersededBy ? (createdOf.get(item.supersededBy) ?? now) : now) : null,
      };
    });
  }
}
