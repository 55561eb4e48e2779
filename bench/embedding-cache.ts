import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../common/src/config.js';
import type { Embedder } from '../subgraphs/memory/src/embedding/index.js';

const DIGEST = 32;

/**
 * Embeddings kept on disk, so large stores are seeded (and retrieval studied) without embedding
 * their texts again on every run. One file per embedding set-up (provider, model, weights, size,
 * prefix) and kind (passages or queries): records of a SHA-256 of the text followed by the vector.
 */
export class EmbeddingCache {
  private readonly vectors = new Map<string, Float32Array>();

  private constructor(
    private readonly file: string,
    private readonly embedder: Embedder,
    private readonly kind: 'passage' | 'query',
  ) {}

  static open(dir: string, embedding: Config['embedding'], embedder: Embedder, kind: 'passage' | 'query' = 'passage'): EmbeddingCache {
    mkdirSync(dir, { recursive: true });
    const prefix = kind === 'passage' ? embedding.passagePrefix : embedding.queryPrefix;
    const identity = createHash('sha256')
      .update(JSON.stringify([embedding.provider, embedding.model, embedding.dtype, embedding.dimensions, prefix]))
      .digest('hex')
      .slice(0, 16);
    const cache = new EmbeddingCache(path.join(dir, `${path.basename(embedding.model)}-${kind === 'query' ? 'q-' : ''}${identity}.bin`), embedder, kind);
    cache.load();
    return cache;
  }

  get size(): number {
    return this.vectors.size;
  }

  private load(): void {
    if (!existsSync(this.file)) return;
    const buf = readFileSync(this.file);
    const record = DIGEST + this.embedder.dimensions * 4;
    // A torn last record (an interrupted run) is ignored.
    for (let at = 0; at + record <= buf.length; at += record) {
      const key = buf.subarray(at, at + DIGEST).toString('hex');
      const bytes = buf.subarray(at + DIGEST, at + record);
      this.vectors.set(key, new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)));
    }
  }

  private static keyOf(text: string): string {
    return createHash('sha256').update(text).digest('hex');
  }

  /** Vectors of `texts` (passages or queries, as the cache was opened); missing ones are embedded in batches and saved. */
  async passages(texts: string[], onProgress?: (done: number, total: number) => void): Promise<Float32Array[]> {
    const keys = texts.map(EmbeddingCache.keyOf);
    const missing = [...new Set(keys.map((k, i) => (this.vectors.has(k) ? -1 : i)).filter((i) => i >= 0).map((i) => texts[i]!))];
    const batch = 256;
    for (let i = 0; i < missing.length; i += batch) {
      const slice = missing.slice(i, i + batch);
      const vectors = this.kind === 'passage' ? await this.embedder.embedPassages(slice) : await this.embedder.embedQueries(slice);
      const chunks: Buffer[] = [];
      slice.forEach((t, j) => {
        const key = EmbeddingCache.keyOf(t);
        this.vectors.set(key, vectors[j]!);
        chunks.push(Buffer.from(key, 'hex'), Buffer.from(vectors[j]!.buffer, vectors[j]!.byteOffset, vectors[j]!.byteLength));
      });
      appendFileSync(this.file, Buffer.concat(chunks));
      onProgress?.(Math.min(i + batch, missing.length), missing.length);
    }
    return keys.map((k) => this.vectors.get(k)!);
  }
}
