/**
 * Every weight of the retrieval pipeline, in one place. Scores are fused on a common scale (each
 * signal as a z-score over the candidates), so the weights say how much each signal counts
 * relative to dense similarity (weight 1). Tuned on LoCoMo conversations 1-5 and checked on 6-10
 * (`npm run eval`, docs/decisions/retrieval.md, docs/decisions/retrieval-multi-session.md).
 */
export const RETRIEVAL_WEIGHTS = {
  /** BM25 of the memory itself. */
  lexical: 0.1,
  /** BM25 of the memory read with its neighbours (the turns before and after it). */
  window: 0.4,
  /**
   * BM25 of the memory's whole session read as one text: the session as an extra key, for a turn
   * that shares no word with the query among turns that do. LoCoMo R@10 0.749 -> 0.768, held-out
   * conversations 0.726 -> 0.753; 0.3 and 0.8 rank worse (docs/decisions/retrieval-multi-session.md).
   */
  session: 0.5,
  /**
   * The lexical weights apply in full when every query term occurs in the store and fade below:
   * `min(1, coverage / gateFull)`; under `gateMin` (a query in another language than the store's)
   * search is dense only.
   */
  gateFull: 0.3,
  gateMin: 0.2,
  /** A memory also scores by its best neighbour's fused score, times this. */
  neighbour: 0.5,
  /**
   * Memories of a registered speaker the query names. Retuned with session BM25 (from 0.75, and
   * time from 0.5): LoCoMo R@10 0.768 -> 0.773, held-out conversations 0.753 -> 0.759.
   */
  speaker: 1,
  /** Memories of a month or year the query names. */
  time: 0.8,
  /**
   * For a question asking when ("When did…"): memories that say when ("yesterday", "last week",
   * "in May"). LoCoMo R@10 0.773 -> 0.776, category 2 0.829 -> 0.849, held-out conversations
   * 0.759 -> 0.763; 2 ties 1.5 on the tuned conversations, 1 and 2.5 rank worse there
   * (docs/decisions/retrieval-multi-session.md).
   */
  timeCue: 1.5,
  /**
   * Maximal marginal relevance over the best `diversityDepth` of the ranking (`diversify`): a
   * memory's greatest cosine to one ranked above it costs it `diversity × diversityDepth` places per
   * unit of cosine. LoCoMo R@10 0.776 -> 0.783, held-out conversations 0.763 -> 0.773, category 1
   * 0.457 -> 0.465 and 3 0.387 -> 0.410; R@5 falls 0.689 -> 0.682
   * (docs/decisions/retrieval-multi-session.md). Among the turns of dialogues only: facts stored on
   * their own rank by their scores (multilingual STS, English R@5 0.882 -> 0.973; "Eighth round").
   */
  diversity: 3,
  diversityDepth: 30,
  /**
   * Hubness: a memory's dense evidence less this × the mean of its 10 greatest similarities to the
   * store's other memories (`hubness.ts`), so that a memory near everything (small talk, a turn that
   * only reacts) stops coming up for every query. LoCoMo R@10 0.783 -> 0.791, tuned conversations
   * 0.793 -> 0.800, held out 0.772 -> 0.782, the slice 0.878 -> 0.886, category 5 0.874 -> 0.891;
   * 0.75 and 1 rank the tuned conversations worse (docs/decisions/retrieval-multi-session.md, "Hubness").
   * Not in a store of mixed languages, where a memory's nearest are those of its own language, nor
   * for a query in another language than its store's (its similarities are close together).
   */
  hubness: 0.5,
  /**
   * A query naming a registered speaker is also embedded with the names taken out
   * (`withoutSpeakers`), and the dense side searches with the mean of both vectors, this share the
   * nameless one's; its words are matched without the names too. The speaker boost says who, and a
   * name in the query otherwise draws every turn that carries it (the speaker's own small talk, the
   * other speaker's greetings) above what was asked. LoCoMo R@10 0.791 -> 0.802, tuned conversations
   * 0.800 -> 0.805, held out 0.782 -> 0.798, the slice 0.886 -> 0.894, category 1 0.477 -> 0.505,
   * 3 0.403 -> 0.449, 5 0.891 -> 0.929; through the service R@10 0.790 -> 0.803. 0 is off
   * (docs/decisions/retrieval-multi-session.md, "Ninth round"). Not for a query in another language
   * than its store's, nor in a store of mixed languages. One more embedding of the query, started as
   * soon as the store's speaker names are known.
   */
  nameless: 0.5,
  /**
   * Dense candidates asked of the vector index (at least; a search asks for 4 × max_results + 20,
   * a recall for 100). 60 and 100 rank LoCoMo alike (R@10 0.750 / 0.751); each one more is read
   * from the index and Postgres on the critical path of a large store's search.
   */
  denseCandidates: 60,
  /** Lexical candidates added to the dense ones. */
  lexicalCandidates: 30,
  /**
   * A ranking read to its k-th place (a search's `max_results`) takes in the neighbours of its best
   * `neighbourDepth × k` dense and lexical candidates only; a recall, which packs from deep in its
   * ranking, those of all. At 3 LoCoMo ranks as with all (R@10 0.749 / 0.750) and a search of a
   * conversation reads up to 60 records fewer.
   */
  neighbourDepth: 3,
} as const;

export type RetrievalWeights = { -readonly [K in keyof typeof RETRIEVAL_WEIGHTS]: number };
