import type { Lang } from './analyzer.js';

/** A memory as the lexical index holds it. */
export interface LexicalDoc {
  id: string;
  terms: readonly string[];
  lang: Lang;
  /** When it happened (its event date) or else when it was written, epoch ms. */
  time: number;
  /** It has an event date (`time` is that date). */
  dated: boolean;
  speaker: string | null;
  category: string;
}

/** BM25's term-frequency saturation and length normalisation. */
export const BM25 = { k1: 1.2, b: 0.75 } as const;

/**
 * Memories of a conversation written one after another within this time of each other (by event
 * date, else write time) are neighbours: the turns of one session.
 */
export const SESSION_GAP_MS = 2 * 3600_000;

/**
 * Whether two memories written one after the other belong to one conversation: both dated (to
 * times within the gap), or both lines of a dialogue (a speaker tag, or a `store-turn`) written
 * within the gap. Facts stored one by one are independent: a neighbour would only blur them.
 */
function sameSession(a: { time: number; dated: boolean; speaker: string | null; category: string }, b: LexicalDoc): boolean {
  if (Math.abs(a.time - b.time) > SESSION_GAP_MS) return false;
  const dialogue = (d: { speaker: string | null; category: string }) => d.speaker !== null || d.category === 'conversation';
  return (a.dated && b.dated) || (dialogue(a) && dialogue(b));
}

/**
 * Lexical scores of one query over an index, by position (0 where no term matched). The arrays are
 * the index's, lent to this query: `release` hands them back for the next query, after which they
 * must not be read. Scores never released are simply collected.
 */
export interface LexicalScores {
  /** BM25 of each memory. */
  bm25: Float64Array;
  /** BM25 of each memory read together with its neighbours (the turns before and after it). */
  window: Float64Array;
  /** Positions with a non-zero score. */
  touched: Int32Array;
  /**
   * BM25 of each session read as one text (every memory linked to its neighbours, first to last),
   * by session: `session[index.sessionAt(p)]` is position p's. A session's words are the key that
   * finds a turn that shares none with the query but sits among turns that do.
   */
  session: Float64Array;
  /** Share of the query's terms that occur in the store at all (0 to 1). */
  coverage: number;
  release(): void;
}

/** Score arrays an index keeps for reuse (more are allocated while that many queries hold theirs). */
const SPARE_SCORES = 2;

interface Postings {
  docs: number[];
  tfs: number[];
}

/**
 * One store's lexical index, in memory: postings per term over the store's memories in write
 * order, each memory linked to its neighbours. Memories are only appended; a forgotten or
 * superseded one is marked dead (its postings stay until the index is rebuilt).
 */
export class LexicalIndex {
  private readonly ids: string[] = [];
  private readonly positions = new Map<string, number>();
  private readonly len: number[] = [];
  private readonly windowLen: number[] = [];
  private readonly times: number[] = [];
  private readonly dated: boolean[] = [];
  private readonly speakers: Array<string | null> = [];
  private readonly categories: string[] = [];
  private readonly dead: boolean[] = [];
  private readonly prev: number[] = [];
  private readonly next: number[] = [];
  /** Each position's session: the position of its first memory. */
  private readonly sessionOf: number[] = [];
  /** Terms in each session, by the session's first position (0 elsewhere). */
  private readonly sessionLen: number[] = [];
  private sessionCount = 0;
  private readonly postings = new Map<string, Postings>();
  private readonly langs = new Map<Lang, number>();
  private totalLen = 0;
  private totalWindowLen = 0;
  private deadCount = 0;
  private postingCount = 0;
  /**
   * Score arrays (BM25, window BM25) free for the next query, all zero: a query's arrays are as
   * long as the index, and allocating them for every query of a large store costs more than
   * scoring it. A term's window frequencies are scratch (scoring is synchronous).
   */
  private spare: Array<[Float64Array, Float64Array, Float64Array]> = [];
  private tfScratch = new Float64Array(0);
  private sessionTfScratch = new Float64Array(0);

  get size(): number {
    return this.ids.length;
  }

  get live(): number {
    return this.ids.length - this.deadCount;
  }

  /** Entries held, for the memory budget of all indexes. */
  get weight(): number {
    return this.postingCount + this.ids.length;
  }

  /** Share of the memories that are dead; past a point the index is worth rebuilding. */
  get deadShare(): number {
    return this.ids.length ? this.deadCount / this.ids.length : 0;
  }

  has(id: string): boolean {
    return this.positions.has(id);
  }

  positionOf(id: string): number | undefined {
    return this.positions.get(id);
  }

  idAt(position: number): string {
    return this.ids[position]!;
  }

  isDead(position: number): boolean {
    return this.dead[position]!;
  }

  speakerAt(position: number): string | null {
    return this.speakers[position]!;
  }

  categoryAt(position: number): string {
    return this.categories[position]!;
  }

  timeAt(position: number): number {
    return this.times[position]!;
  }

  /** The session a position belongs to: the position of the session's first memory. */
  sessionAt(position: number): number {
    return this.sessionOf[position]!;
  }

  /** Whether a position is a turn of a dialogue: linked to a memory before or after it in its session. */
  inDialogue(position: number): boolean {
    return this.prev[position]! >= 0 || this.next[position]! >= 0;
  }

  /** The memory before and after a position in the same session (-1: none). */
  neighbours(position: number): [number, number] {
    return [this.prev[position]!, this.next[position]!];
  }

  /** The language most of the store's memories are in. */
  mainLanguage(): Lang | undefined {
    let best: Lang | undefined;
    let n = 0;
    for (const [lang, count] of this.langs) if (count > n) [best, n] = [lang, count];
    return best;
  }

  /** The share of the store's memories each of its languages holds. */
  *languageShares(): IterableIterator<number> {
    for (const count of this.langs.values()) yield this.ids.length ? count / this.ids.length : 0;
  }

  /** The languages each holding at least `min` of the store's memories. */
  languagesHolding(min: number): Lang[] {
    return [...this.langs].flatMap(([lang, count]) => (this.ids.length && count / this.ids.length >= min ? [lang] : []));
  }

  /** Share of the store's memories analysed in `lang`. */
  languageShare(lang: Lang): number {
    return this.ids.length ? (this.langs.get(lang) ?? 0) / this.ids.length : 0;
  }

  /** Appends a memory (the newest of the store); an id already held is ignored. */
  add(doc: LexicalDoc): void {
    if (this.positions.has(doc.id)) return;
    const p = this.ids.length;
    this.ids.push(doc.id);
    this.positions.set(doc.id, p);
    this.len.push(doc.terms.length);
    this.times.push(doc.time);
    this.dated.push(doc.dated);
    this.speakers.push(doc.speaker);
    this.categories.push(doc.category);
    this.dead.push(false);
    this.totalLen += doc.terms.length;
    this.langs.set(doc.lang, (this.langs.get(doc.lang) ?? 0) + 1);
    // Linked to the newest live memory when both belong to one conversation's session.
    let last = p - 1;
    while (last >= 0 && this.dead[last]) last--;
    const linked =
      last >= 0 &&
      this.next[last] === -1 &&
      sameSession({ time: this.times[last]!, dated: this.dated[last]!, speaker: this.speakers[last]!, category: this.categories[last]! }, doc);
    this.prev.push(linked ? last : -1);
    this.next.push(-1);
    let windowLen = doc.terms.length;
    const session = linked ? this.sessionOf[last]! : p;
    this.sessionOf.push(session);
    this.sessionLen.push(0);
    if (!linked) this.sessionCount++;
    this.sessionLen[session] = this.sessionLen[session]! + doc.terms.length;
    if (linked) {
      this.next[last] = p;
      this.windowLen[last] = this.windowLen[last]! + doc.terms.length;
      this.totalWindowLen += doc.terms.length;
      windowLen += this.len[last]!;
    }
    this.windowLen.push(windowLen);
    this.totalWindowLen += windowLen;
    const tf = new Map<string, number>();
    for (const t of doc.terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [term, n] of tf) {
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = { docs: [], tfs: [] }));
      list.docs.push(p);
      list.tfs.push(n);
      this.postingCount++;
    }
  }

  /** Marks a memory dead: it no longer answers (forgotten or superseded). */
  remove(id: string): void {
    const p = this.positions.get(id);
    if (p === undefined || this.dead[p]) return;
    this.dead[p] = true;
    this.deadCount++;
  }

  /** How many memories hold a term (dead ones included until a rebuild). */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0;
  }

  /** Share of distinct query terms that occur in the store. */
  coverage(terms: readonly string[]): number {
    const unique = new Set(terms);
    if (!unique.size) return 0;
    let found = 0;
    for (const t of unique) if (this.postings.has(t)) found++;
    return found / unique.size;
  }

  /** BM25 and window BM25 of every memory for the query's terms. */
  score(terms: readonly string[]): LexicalScores {
    const n = this.ids.length;
    const capacity = Math.max(1024, 2 ** Math.ceil(Math.log2(Math.max(1, n))));
    if (this.tfScratch.length < n) this.tfScratch = new Float64Array(capacity);
    if (this.sessionTfScratch.length < n) this.sessionTfScratch = new Float64Array(capacity);
    const [bm, win, sess] = this.takeSpare(n) ?? [new Float64Array(capacity), new Float64Array(capacity), new Float64Array(capacity)];
    const wtf = this.tfScratch;
    const stf = this.sessionTfScratch;
    const { sessionOf, sessionLen, sessionCount } = this;
    const avgSession = sessionCount ? this.totalLen / sessionCount || 1 : 1;
    const sessionTouched: number[] = [];
    const termSessions: number[] = [];
    const { k1, b } = BM25;
    const { prev, next, len, windowLen } = this;
    const avgdl = n ? this.totalLen / n || 1 : 1;
    const avgWindow = n ? this.totalWindowLen / n || 1 : 1;
    const touched: number[] = [];
    const termTouched: number[] = [];
    const unique = [...new Set(terms)];
    let found = 0;
    for (const term of unique) {
      const list = this.postings.get(term);
      if (!list) continue;
      found++;
      const df = list.docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      termTouched.length = 0;
      for (let i = 0; i < df; i++) {
        const d = list.docs[i]!;
        const tf = list.tfs[i]!;
        if (bm[d] === 0 && win[d] === 0) touched.push(d);
        bm[d] = bm[d]! + (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len[d]!) / avgdl));
        const s = sessionOf[d]!;
        if (stf[s] === 0) termSessions.push(s);
        stf[s] = stf[s]! + tf;
        const p = prev[d]!;
        const x = next[d]!;
        if (p < 0 && x < 0) {
          // A memory without neighbours (a fact stored on its own) is its whole window: no other
          // memory adds to its frequency, so its window score is added at once.
          win[d] = win[d]! + (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * windowLen[d]!) / avgWindow));
          continue;
        }
        // The term's frequency in the windows this memory belongs to: its own and its neighbours'.
        if (wtf[d] === 0) termTouched.push(d);
        wtf[d] = wtf[d]! + tf;
        if (p >= 0) {
          if (wtf[p] === 0) termTouched.push(p);
          wtf[p] = wtf[p]! + tf;
        }
        if (x >= 0) {
          if (wtf[x] === 0) termTouched.push(x);
          wtf[x] = wtf[x]! + tf;
        }
      }
      for (let j = 0; j < termTouched.length; j++) {
        const x = termTouched[j]!;
        const tf = wtf[x]!;
        wtf[x] = 0;
        if (bm[x] === 0 && win[x] === 0) touched.push(x);
        win[x] = win[x]! + (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * windowLen[x]!) / avgWindow));
      }
      // The session as one text: its own document frequency (sessions holding the term).
      const sidf = Math.log(1 + (sessionCount - termSessions.length + 0.5) / (termSessions.length + 0.5));
      for (let j = 0; j < termSessions.length; j++) {
        const s = termSessions[j]!;
        const tf = stf[s]!;
        stf[s] = 0;
        if (sess[s] === 0) sessionTouched.push(s);
        sess[s] = sess[s]! + (sidf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * sessionLen[s]!) / avgSession));
      }
      termSessions.length = 0;
    }
    const positions = Int32Array.from(touched);
    let released = false;
    return {
      bm25: bm,
      window: win,
      session: sess,
      touched: positions,
      coverage: unique.length ? found / unique.length : 0,
      release: () => {
        if (released) return;
        released = true;
        for (let j = 0; j < positions.length; j++) {
          bm[positions[j]!] = 0;
          win[positions[j]!] = 0;
        }
        for (let j = 0; j < sessionTouched.length; j++) sess[sessionTouched[j]!] = 0;
        if (this.spare.length < SPARE_SCORES) this.spare.push([bm, win, sess]);
      },
    };
  }

  /** Spare score arrays long enough for `n` memories (shorter ones, from before the index grew, are dropped). */
  private takeSpare(n: number): [Float64Array, Float64Array, Float64Array] | undefined {
    for (let pair = this.spare.pop(); pair; pair = this.spare.pop()) if (pair[0].length >= n) return pair;
    return undefined;
  }
}
