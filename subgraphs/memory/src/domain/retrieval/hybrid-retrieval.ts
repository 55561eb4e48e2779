import { normalize } from '../../embedding/embedder.js';
import { settled } from '../async.js';
import type { RecordStore, MemoryWithVectors, StoreRow } from '../../storage/record-store.js';
import { rerankNudge } from '../reranker.js';
import { unpackVectors } from '../stored-vectors.js';
import type { Candidate, CandidateQuery, DenseCandidates, DenseHit } from './candidates.js';
import { diversify } from './diversity.js';
import { hubnessOf } from './hubness.js';
import { candidatePositions, hybridScores, lexicalWeightFor, neighbourLinks, type HybridItem } from './hybrid-ranking.js';
import { bothForms, type CrossLingual } from './language-shift.js';
import { languageBasis, languageFreeSimilarities } from './mixed-languages.js';
import type { LexicalView } from './lexical-indexes.js';
import { namedSpeakers, withoutSpeakers } from './speaker-mentions.js';
import { asksWhen, namedPeriod, saysWhen } from './time-expressions.js';
import { RETRIEVAL_WEIGHTS, type RetrievalWeights } from './weights.js';

/** A ranking's query: the dense one, and how far the caller reads the ranking (default: all of it). */
export interface RankQuery extends CandidateQuery {
  depth?: number;
}

/** What ranking adds to a candidate: the order's score (never returned). */
export interface RankedCandidate extends Candidate {
  score: number;
}

/**
 * Memories a ranking found gone (forgotten, or superseded elsewhere) though a cache still offered
 * them: the dense hits (the exact search's copy) and the lexical index's entries among all its
 * candidates. Ranking only reports them; its caller evicts them (`evictGone`).
 */
export interface GoneCandidates {
  dense: string[];
  lexical: string[];
}

/** A ranking: the candidates best first, and those found gone. */
export interface Ranking {
  ranked: RankedCandidate[];
  gone: GoneCandidates;
}

/**
 * Hybrid retrieval: the vector index's nearest memories and the store's lexical index's best
 * matches (and the neighbours of both) are resolved against the live records, scored by dense and
 * lexical evidence fused, the context signals and the reranker's nudges, and returned best first.
 * `similarity` stays each memory's raw cosine.
 */
export class HybridRetrieval {
  constructor(
    private readonly dense: DenseCandidates,
    private readonly records: RecordStore,
    private readonly weights: RetrievalWeights = { ...RETRIEVAL_WEIGHTS },
    private readonly crossLingual?: CrossLingual,
  ) {}

  /**
   * `vector` is the query's embedding, still being computed: the lexical side (the store's index
   * and speaker names, `lexicalView`, started by the caller, and the query scored over it) runs
   * meanwhile. Every candidate's record is read once, after the vector search. The ranking evicts
   * nothing from the caches: the memories it finds gone are reported in `gone`, for the caller.
   * `embedQuery` embeds another text as the query was (for the caller's account); without it a
   * query naming a speaker is searched as it is.
   */
  async rank(
    store: StoreRow,
    query: string,
    vector: Promise<Float32Array>,
    opts: RankQuery,
    lexicalView: Promise<LexicalView>,
    embedQuery?: (text: string) => Promise<Float32Array>,
  ): Promise<Ranking> {
    const w = this.weights;
    const lexicalSide = settled(
      (async () => {
        const { index, speakers } = await lexicalView;
        // A query naming a registered speaker is matched without the names as well (`nameless`):
        // the speaker boost says who; words and the dense side are left to say what.
        const named = namedSpeakers(query, speakers);
        const nameless = w.nameless > 0 && named.size ? withoutSpeakers(query, named) : '';
        const { terms, weight, foreign, mixed } = lexicalWeightFor(index, query, nameless || query);
        return { index, named, nameless, weight, foreign, mixed, lexical: index.score(terms) };
      })(),
    );
    // The lexical side is ready long before the embedding on a store already held.
    const { index, named, nameless, weight, foreign, mixed, lexical } = await lexicalSide;
    // Its dense side searches with the mean of the query's vector and the nameless one's; not for a
    // query in another language than its store's, nor in a store of mixed languages. Should the
    // second embedding fail where the query's own did not, the query is searched as it was asked.
    const namelessVector = nameless && !foreign && !mixed && embedQuery ? embedQuery(nameless).catch(() => undefined) : undefined;
    // A query in a language the store does not use is searched and ranked in both forms and moved
    // towards the store's language (`LanguageShifts`); its results' similarity stays the raw
    // cosine. Its passage form is embedded beside its query form.
    const cross =
      foreign && this.crossLingual?.shifts.applies(foreign.from, foreign.to)
        ? { ...foreign, shifts: this.crossLingual.shifts, passageForm: settled(this.crossLingual.embedder.embedPassages([query]).then(([v]) => v!)) }
        : undefined;
    const queryVector = await vector;
    const namelessForm = await namelessVector;
    const rankVector =
      (cross && cross.shifts.shifted(bothForms(queryVector, await cross.passageForm), cross.from, cross.to, cross.share)) ||
      (namelessForm && normalize(queryVector.map((x, i) => (1 - w.nameless) * x + w.nameless * namelessForm[i]!))) ||
      queryVector;
    const shifted = rankVector !== queryVector;
    const hits = await this.dense.hits(store, rankVector, { ...opts, limit: Math.max(opts.limit, w.denseCandidates) });
    // The dense hits, the best lexical matches and the neighbours of the best of both, in one read;
    // the search gave the hits' similarity, the others' is computed from the vectors Postgres keeps.
    const densePositions = [...hits]
      .sort((a, b) => b[1].similarity - a[1].similarity)
      .flatMap(([id]) => index.positionOf(id) ?? []);
    // Each candidate's lexical evidence is kept, and the scores handed back to the index at once.
    const evidence = new Map<number, { bm25: number; window: number; session: number }>();
    try {
      for (const p of candidatePositions(index, densePositions, lexical, w, weight ? w.lexicalCandidates : 0, opts.depth)) {
        evidence.set(p, { bm25: lexical.bm25[p] ?? 0, window: lexical.window[p] ?? 0, session: lexical.session[index.sessionAt(p)] ?? 0 });
      }
    } finally {
      lexical.release();
    }
    const others = [...evidence.keys()].map((p) => index.idAt(p)).filter((id) => !hits.has(id));
    // In a store of mixed languages every candidate is compared again with the store's languages
    // taken off (`languageFreeSimilarities`): its vectors are read with its record.
    const centroidOf = mixed && this.crossLingual?.shifts.centroidOf;
    // Diversity is for the turns of dialogues, where one session's small talk says the same thing
    // many times over: a memory stored on its own (a fact, no session) neither gives way nor holds
    // one back. Not in a store of mixed languages: its memories' raw cosines to each other are mostly
    // their languages' (docs/decisions/mixed-language.md).
    const inDialogue = (id: string) => {
      const p = index.positionOf(id);
      return p !== undefined && index.inDialogue(p);
    };
    const ids = [...hits.keys(), ...others];
    const diverse = w.diversity > 0 && !mixed && ids.some(inDialogue);
    // Diversity compares the best candidates' own vectors: then every candidate's are read.
    // With `as_of`, the memories live then but superseded since are read beside them (with vectors).
    const [live, past] = await Promise.all([
      this.records.liveWithVectors(store, ids, shifted || centroidOf || diverse ? undefined : others),
      this.dense.supersededSince(store, opts.filters),
    ]);
    const records = past.length ? [...live, ...past] : live;
    const withVectors = new Set([...others, ...past.map((r) => r.id)]);
    // The similarity the ranking reads; when the query was shifted or blended, the raw one is computed apart.
    const ranking = new Map<string, DenseHit>(hits);
    for (const [id, hit] of await this.dense.exactSimilarities(store, rankVector, records.filter((r) => withVectors.has(r.id)))) ranking.set(id, hit);
    const similarity = shifted ? await this.dense.exactSimilarities(store, queryVector, records) : ranking;
    const candidates = this.dense.resolve(store, similarity, records, opts);
    const inLanguage = mixed && centroidOf ? languageSimilarities(queryVector, [...mixed.languages, mixed.from], candidates, records, centroidOf) : undefined;
    // Memories the caches still held but that are gone (forgotten or superseded elsewhere).
    const liveIds = new Set(live.map((r) => r.id));
    const gone: GoneCandidates = {
      dense: [...hits.keys()].filter((id) => !liveIds.has(id)),
      lexical: ids.filter((id) => !liveIds.has(id) && index.has(id)),
    };
    if (!candidates.length) return { ranked: [], gone };

    // Each candidate's place in the index, looked up once; neighbours link candidates by it.
    const placeOf = candidates.map((c) => index.positionOf(c.record.id) ?? -1);
    const when = w.timeCue > 0 && asksWhen(query);
    const links = neighbourLinks(index, placeOf);
    // How near each is to everything in its store, from the lists its record keeps. Not in a store
    // of mixed languages (a memory's nearest there are those of its own language), nor for a query
    // in another language than its store's: its similarities are close together, and the same
    // hubness would outweigh them (docs/decisions/retrieval-multi-session.md, "Hubness").
    const listOf = w.hubness && !mixed && !foreign ? new Map(records.map((r) => [r.id, r.neighbourSimilarities])) : undefined;
    const hubs = listOf && hubnessOf(candidates.map((c) => listOf.get(c.record.id)));
    const items: HybridItem[] = candidates.map((c, i) => {
      const lexicalEvidence = evidence.get(placeOf[i]!);
      return {
        dense: inLanguage?.get(c.record.id) ?? (shifted ? (ranking.get(c.record.id)?.similarity ?? c.similarity) : c.similarity),
        bm25: lexicalEvidence?.bm25 ?? 0,
        window: lexicalEvidence?.window ?? 0,
        session: lexicalEvidence?.session ?? 0,
        neighbours: links[i]!,
        speaker: c.record.speaker,
        time: (c.record.eventDate ?? c.record.createdAt).getTime(),
        saysWhen: when && saysWhen(c.record.content, c.record.lexicalLang),
        hub: hubs?.[i] ?? 0,
      };
    });
    const scores = hybridScores(items, { coverage: weight * lexical.coverage, speakers: named, period: namedPeriod(query), asksWhen: when }, w);
    // Importance and recency nudge the order as they did on the cosine scale: in units of the
    // candidates' spread of similarity.
    const spread = Math.max(0.01, standardDeviation(items.map((i) => i.dense)));
    const now = Date.now();
    const ranked = candidates
      .map(({ record, similarity, importance, atoms }, i): RankedCandidate => {
        // At a point in time none of the candidates was superseded yet.
        const nudge = rerankNudge({ importance, timestamp: items[i]!.time, isSuperseded: opts.filters.asOf === undefined && record.isSuperseded }, now);
        return { record, similarity, importance, atoms, score: scores[i]! + nudge / spread };
      })
      .sort((a, b) => b.score - a.score);
    if (!diverse) return { ranked, gone };
    // The best ones reordered so that a turn saying again what a better one said gives way (each
    // compared by its own vector, the first of those its record keeps).
    const kept = new Map(records.map((r) => [r.id, r.vectors]));
    const vectors = ranked.map((c, i) => {
      const packed = i < w.diversityDepth && inDialogue(c.record.id) ? kept.get(c.record.id) : undefined;
      return packed ? unpackVectors(packed, queryVector.length)?.[0] : undefined;
    });
    return { ranked: diversify(vectors, w).map((i) => ranked[i]!), gone };
  }
}

/**
 * The similarity each candidate ranks by in a store of mixed languages, from the vectors read with
 * its record (a memory indexed before Postgres kept vectors keeps its raw similarity): the span of
 * `languages`' centroids (the store's and the query's) taken off both sides.
 */
function languageSimilarities(
  query: Float32Array,
  languages: readonly string[],
  candidates: ReadonlyArray<{ record: { id: string } }>,
  records: readonly MemoryWithVectors[],
  centroidOf: (lang: string) => Float32Array | undefined,
): Map<string, number> {
  const vectorsOf = new Map(records.map((r) => [r.id, r.vectors ? unpackVectors(r.vectors, query.length) : undefined]));
  const held = candidates.flatMap((c) => {
    const vectors = vectorsOf.get(c.record.id);
    return vectors ? [{ id: c.record.id, vectors }] : [];
  });
  const basis = languageBasis([...new Set(languages)].flatMap((lang) => centroidOf(lang) ?? []));
  const scores = languageFreeSimilarities(query, held, basis);
  return new Map(held.map((c, i) => [c.id, scores[i]!]));
}

function standardDeviation(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}
