import { performance } from 'node:perf_hooks';
import type { Embedder } from '../embedding/index.js';
import { settled } from './async.js';
import type { StoreRow } from '../storage/record-store.js';
import { modelProfile } from './models.js';
import type { SearchRequest } from './requests.js';
import { CACHE_HIT_MULTIPLIER } from './search-options.js';
import { SearchCache } from './search-cache.js';
import type { Speakers } from './speakers.js';
import type { TokenCounter } from './token-counts.js';
import { hitView, type SearchHit } from './views.js';
import type { DenseCandidates } from './retrieval/candidates.js';
import type { HybridRetrieval, RankedCandidate, Ranking } from './retrieval/hybrid-retrieval.js';
import { evictGone } from './retrieval/evictions.js';
import type { LexicalIndexes } from './retrieval/lexical-indexes.js';
import { rankCandidates } from './retrieval/ranking.js';

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  queryTokens: number;
  billingMultiplier: number;
  cache: 'none' | 'write' | 'hit';
}

/** Search: the best memories for a query, filtered, ranked, cached on request and billed by tokens. */
export class MemorySearch {
  constructor(
    private readonly embedder: Embedder,
    private readonly cache: SearchCache,
    private readonly speakers: Speakers,
    private readonly tokens: TokenCounter,
    private readonly candidates: DenseCandidates,
    private readonly hybrid: HybridRetrieval,
    private readonly lexical: LexicalIndexes,
  ) {}

  /** `store` may still be being looked up: the query is embedded meanwhile (see the manager). */
  async search(model: string, storeLookup: Promise<StoreRow>, req: SearchRequest, account?: string): Promise<{ memories: SearchHit[]; usage: Usage }> {
    const since = performance.now();
    const { query, maxResults, filters, cacheControl } = req;
    const profile = modelProfile(model);
    // Without `cache_control` the query is embedded while the store and speaker are looked up; with
    // it, only on a cache miss.
    const embedQuery = async (text = query) => (await this.embedder.embedQueries([text], { account }))[0]!;
    const early = cacheControl ? undefined : settled(embedQuery());
    const store = await storeLookup;
    const speaker = await this.speakers.resolve(store, req.speaker, 'search');
    const queryTokens = await this.tokens.count(query);
    const usage = (multiplier: number, cache: Usage['cache']): Usage => ({
      inputTokens: Math.ceil(queryTokens * multiplier),
      outputTokens: 0,
      queryTokens,
      billingMultiplier: multiplier,
      cache,
    });

    const fingerprint = SearchCache.fingerprint([model, query, maxResults, speaker, filters]);
    const generation = cacheControl ? await this.cache.generation(store.id) : undefined;
    if (cacheControl && generation !== undefined) {
      const cached = await this.cache.get<SearchHit[]>(store.id, fingerprint);
      if (cached) return { memories: cached, usage: usage(CACHE_HIT_MULTIPLIER, 'hit') };
    }

    // Not before a cache hit is ruled out: a cached answer needs no catch-up.
    this.candidates.prepare(store, since);
    const opts = { limit: Math.min(maxResults * 4 + 20, 1000), filters, speaker, since };
    // The store's lexical index catches up (its speaker names in the same read) and is searched while the query is embedded.
    const lexicalView = profile.rerank ? settled(this.lexical.withSpeakers(store.id)) : undefined;
    const vector = early ?? settled(embedQuery());
    const ranked = lexicalView
      ? this.evicting(store, await this.hybrid.rank(store, query, vector, { ...opts, depth: maxResults }, lexicalView, embedQuery))
      : rankCandidates(await this.candidates.find(store, await vector, opts), profile, filters.asOf);
    const memories = ranked.slice(0, maxResults).map((c) => hitView(c.record, c.similarity, c.importance));
    if (cacheControl && generation !== undefined) {
      await this.cache.set(store.id, fingerprint, memories, cacheControl.ttlSeconds, generation);
      return { memories, usage: usage(cacheControl.writeMultiplier, 'write') };
    }
    return { memories, usage: usage(1, 'none') };
  }

  /** The ranking's candidates; those it found gone leave the caches first. */
  private evicting(store: StoreRow, { ranked, gone }: Ranking): RankedCandidate[] {
    evictGone(store, gone, this.candidates, this.lexical);
    return ranked;
  }
}
