export interface EmbedOptions {
  /**
   * Background work (a bulk import, deferred indexing) on behalf of this account: it yields to
   * interactive embeds and shares the embedding capacity with other accounts' background work.
   */
  tenant?: string;
  /**
   * Interactive work (no `tenant`) answering this account: interactive embeds take turns between
   * accounts, so one account's burst of writes does not hold back another account's search.
   */
  account?: string;
}

/** Turns text into vectors. Queries and passages are embedded differently (model prefixes). */
export interface Embedder {
  /** Identifies the vector space; memories embedded by another model are not comparable. */
  readonly modelId: string;
  readonly dimensions: number;
  embedQueries(texts: string[], opts?: EmbedOptions): Promise<Float32Array[]>;
  embedPassages(texts: string[], opts?: EmbedOptions): Promise<Float32Array[]>;
  /** Token count with the model's own tokenizer (used to bound recall). */
  countTokens(text: string): Promise<number>;
  /**
   * Token counts of many texts (bulk writes), counted where the embedding runs, off the event loop,
   * as background work of `opts.tenant`. Absent: callers count one text at a time.
   */
  countTokensMany?(texts: string[], opts?: EmbedOptions): Promise<number[]>;
  /**
   * The lexical terms of many texts, each in the language given (bulk writes), found where the
   * embedding runs, off the event loop, as background work of `opts.tenant`. Absent: callers
   * analyse one text at a time.
   */
  analyzeMany?(texts: string[], langs: string[], opts: EmbedOptions): Promise<string[][]>;
  close(): Promise<void>;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Scales a vector to unit length so that inner product equals cosine similarity. */
export function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  return v.map((x) => x / norm);
}
