import { LRUCache } from 'lru-cache';

/** Query vectors remembered (about 1.5 KB each at 384 dimensions: some 6 MB). */
const MAX_QUERIES = 4096;

/**
 * The vectors of recent queries, per account, so that a query asked again (a client polling search
 * until its write answers, a retry, the next page, recall after search) costs no model time, and a
 * query asked twice at once is embedded once. Keyed by account as well as text: whether another
 * account asked the same words recently must not show in anyone's latency. Callers get their own
 * copy of each vector.
 */
export class QueryVectorCache {
  private readonly vectors = new LRUCache<string, Float32Array>({ max: MAX_QUERIES });
  private readonly pending = new Map<string, Promise<Float32Array>>();

  constructor(private readonly embed: (texts: string[], account: string | undefined) => Promise<Float32Array[]>) {}

  async get(texts: string[], account: string | undefined): Promise<Float32Array[]> {
    const keys = texts.map((t) => `${account ?? ''}\u0000${t}`);
    const found = keys.map((k) => this.vectors.get(k) ?? this.pending.get(k));
    const missing = [...new Set(keys.filter((_, i) => !found[i]))];
    if (missing.length) {
      const batch = this.embed(missing.map((k) => k.slice(k.indexOf('\u0000') + 1)), account);
      missing.forEach((key, i) => {
        const one = batch.then((vs) => vs[i]!);
        this.pending.set(key, one);
        void one.then(
          (v) => {
            this.vectors.set(key, v);
            this.pending.delete(key);
          },
          () => this.pending.delete(key),
        );
      });
    }
    const vectors = await Promise.all(keys.map((k) => this.vectors.get(k) ?? this.pending.get(k)!));
    return vectors.map((v) => v.slice());
  }
}
