import { performance } from 'node:perf_hooks';
import type { Embedder } from '../embedding/index.js';
import { settled } from './async.js';
import { decompose, derivedId } from './atoms.js';
import { modelProfile } from './models.js';
import { packRecall } from './recall-budget.js';
import type { RecordStore, MemoryRow, StoreRow } from '../storage/record-store.js';
import type { RecallRequest } from './requests.js';
import type { TokenCounter } from './token-counts.js';
import { hitView, turnView } from './views.js';
import type { DenseCandidates } from './retrieval/candidates.js';
import type { HybridRetrieval } from './retrieval/hybrid-retrieval.js';
import { evictGone } from './retrieval/evictions.js';
import type { LexicalIndexes } from './retrieval/lexical-indexes.js';
import { rankCandidates } from './retrieval/ranking.js';

/** Candidates a recall considers before packing its budget. */
export const RECALL_CANDIDATES = 100;
/** How many of a recall's leading memories are reinforced (learned importance). */
const RECALL_REINFORCED = 3;
/** Turns a recall considers. */
const RECALL_TURNS = 10;
/** Matches whose neighbours a recall offers as context. */
export const RECALL_NEIGHBOUR_SOURCES = 3;
/** How many memories on each side of such a match, in store order, are offered (nearest first). */
export const RECALL_NEIGHBOUR_SPAN = 2;

/**
 * Recall: short-term turns, the best long-term memories and the context that explains them (the
 * atom sentences that matched, the memories stored next to the best matches), packed into the
 * model's token budget: about `recallTargetTokens`, never over `recallMaxTokens`, counted with the
 * embedding model's tokenizer over every text returned. Memories returned are reinforced.
 */
export class MemoryRecall {
  constructor(
    private readonly embedder: Embedder,
    private readonly records: RecordStore,
    private readonly tokens: TokenCounter,
    private readonly candidates: DenseCandidates,
    private readonly hybrid: HybridRetrieval,
    private readonly lexical: LexicalIndexes,
  ) {}

  async recall(model: string, storeLookup: Promise<StoreRow>, req: RecallRequest, account?: string) {
    const since = performance.now();
    const { query, asOf } = req;
    const profile = modelProfile(model);
    // The query is embedded while the store is looked up.
    const embedQuery = async (text: string) => (await this.embedder.embedQueries([text], { account }))[0]!;
    const vector = settled(embedQuery(query));
    const store = await storeLookup;
    this.candidates.prepare(store, since);
    const count = (text: string) => this.tokens.count(text);
    // With `as_of`: what the store held then (turns, memories and neighbours written by that instant).
    const opts = { limit: RECALL_CANDIDATES, filters: asOf === undefined ? {} : { asOf }, speaker: null, since };
    const then = <T extends { createdAt: Date }>(rows: T[]) => (asOf === undefined ? rows : rows.filter((r) => r.createdAt.getTime() <= asOf));
    const turns = settled(Promise.resolve(this.records.recentTurns(store.id, RECALL_TURNS)).then(then));
    const lexicalView = profile.rerank ? settled(this.lexical.withSpeakers(store.id)) : undefined;
    // The best of the fused ranking is what recall packs into its budget (raw similarity for
    // tablet-1-mini). The ranking also holds the lexical side's candidates and their neighbours; past
    // the first RECALL_CANDIDATES they are weak, and their atoms would crowd out the neighbours of
    // the best matches.
    const [turnRows, ranked, queryTokens] = await Promise.all([
      turns,
      lexicalView
        ? this.hybrid.rank(store, query, vector, opts, lexicalView, embedQuery).then(({ ranked, gone }) => {
            // Memories the ranking found gone leave the caches that still held them.
            evictGone(store, gone, this.candidates, this.lexical);
            return ranked.slice(0, RECALL_CANDIDATES);
          })
        : vector.then((v) => this.candidates.find(store, v, opts)).then((c) => rankCandidates(c, profile, asOf).slice(0, RECALL_CANDIDATES)),
      count(query),
    ]);

    const atoms = ranked.flatMap((c, rank) => {
      if (!c.atoms.length) return [];
      const texts = decompose(c.record.content);
      const byId = new Map(texts.map((t, i) => [derivedId(c.record.id, 'atom', i), t]));
      const top = [...c.atoms].sort((a, b) => b.similarity - a.similarity)[0]!;
      const text = byId.get(top.id);
      return text ? [{ kind: 'atom' as const, memoryId: c.record.id, text, similarity: top.similarity, rank }] : [];
    });
    const sources = ranked.slice(0, RECALL_NEIGHBOUR_SOURCES).map((c) => c.record);
    const sourceIds = new Set(sources.map((r) => r.id));
    const around = await this.records.neighbours(sources, RECALL_NEIGHBOUR_SPAN);
    const neighbours: Array<{ kind: 'neighbour'; record: MemoryRow; neighbourOf: string }> = [];
    sources.forEach((source, i) => {
      for (const record of then(around[i]!)) {
        // A neighbour that is also a candidate is packed once, as whichever comes first.
        if (!sourceIds.has(record.id) && !neighbours.some((x) => x.record.id === record.id)) neighbours.push({ kind: 'neighbour', record, neighbourOf: source.id });
      }
    });

    // A memory's count is kept with it (taken when it was written); other texts are counted here.
    const sized = async <T>(items: T[], text: (t: T) => string, kept: (t: T) => number | null = () => null, key: (t: T) => string | undefined = () => undefined) =>
      Promise.all(items.map(async (item) => ({ item, tokens: kept(item) ?? (await count(text(item))), key: key(item) })));
    const packed = packRecall(
      {
        turns: await sized(turnRows, (t) => `${t.userMsg}\n${t.assistantMsg}`),
        memories: await sized(ranked, (c) => c.record.content, (c) => c.record.tokenCount, (c) => c.record.id),
        // Atoms first: they say why a memory matched; then neighbours of the best matches.
        context: await sized(
          [...atoms, ...neighbours],
          (x) => (x.kind === 'atom' ? x.text : x.record.content),
          (x) => (x.kind === 'atom' ? null : x.record.tokenCount),
          // The best memory's atom says why it matched, beside it; any other atom stands for its
          // memory and is packed once with it, as the sentence or the whole text.
          (x) => (x.kind === 'atom' ? (x.rank > 0 ? x.memoryId : undefined) : x.record.id),
        ),
      },
      { targetTokens: profile.recallTargetTokens, maxTokens: profile.recallMaxTokens },
    );
    const chosen = packed.memories.map((m) => m.item);
    // The memories a recall leads with are reinforced (not every one returned: that would lift
    // whatever is generically similar to many questions).
    // A look into the past (`as_of`) changes nothing of the present.
    if (asOf === undefined) await this.records.reinforce(chosen.slice(0, RECALL_REINFORCED).map((c) => c.record));
    const contextAtoms = packed.context.flatMap((x) => (x.item.kind === 'atom' ? [{ memoryId: x.item.memoryId, text: x.item.text, similarity: x.item.similarity }] : []));
    const contextNeighbours = packed.context.flatMap((x) =>
      x.item.kind === 'neighbour'
        ? [{ id: x.item.record.id, content: x.item.record.content, category: x.item.record.category, createdAt: x.item.record.createdAt.toISOString(), neighbourOf: x.item.neighbourOf }]
        : [],
    );
    return {
      shortTerm: { turns: packed.turns.map((t) => turnView(t.item)), count: packed.turns.length },
      longTerm: { memories: chosen.map((c) => hitView(c.record, c.similarity, c.importance)), count: chosen.length },
      context: { atoms: contextAtoms, neighbours: contextNeighbours, count: packed.context.length },
      usage: { inputTokens: queryTokens, outputTokens: packed.tokens, queryTokens, billingMultiplier: 1, cache: 'none' as const },
      budget: { targetTokens: profile.recallTargetTokens, maxTokens: profile.recallMaxTokens },
    };
  }
}
