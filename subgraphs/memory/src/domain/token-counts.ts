import { LRUCache } from 'lru-cache';
import type { Embedder } from '../embedding/index.js';

/** Characters of text whose token counts are remembered (about 16 MB). */
const CACHE_CHARS = 8_000_000;

/** Token counts with the embedding model's tokenizer: what recall budgets are measured in. */
export class TokenCounter {
  /** Counts of texts recently counted (recall sizes every candidate; the tokenizer is slow). */
  private readonly counts = new LRUCache<string, number>({ maxSize: CACHE_CHARS, sizeCalculation: (_n, text) => text.length + 64 });

  constructor(
    private readonly embedder: Embedder,
    /** Count a memory's tokens when it is written; off where counting is a request to a server. */
    private readonly onWrite: boolean,
  ) {}

  /** Tokens of a text, remembered for texts seen recently. */
  async count(text: string): Promise<number> {
    let n = this.counts.get(text);
    if (n === undefined) this.counts.set(text, (n = await this.embedder.countTokens(text)));
    return n;
  }

  /** The count a new memory keeps, when counting is local. */
  async forNewMemory(content: string): Promise<number | null> {
    return this.onWrite ? this.embedder.countTokens(content) : null;
  }

  /**
   * Counts of many new memories: where the embedder runs, as the account's background work, when it
   * can; otherwise here, one text at a time (~2.5 ms per 1,000 characters), letting requests go
   * first between texts.
   */
  async forNewMemories(contents: string[], tenant: string): Promise<Array<number | null>> {
    if (!this.onWrite) return contents.map(() => null);
    if (this.embedder.countTokensMany) return this.embedder.countTokensMany(contents, { tenant });
    const counts: number[] = [];
    for (const content of contents) {
      counts.push(await this.embedder.countTokens(content));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return counts;
  }
}
