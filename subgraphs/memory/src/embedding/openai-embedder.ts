import { z } from 'zod';
import { embeddingBatch } from '../../../../common/src/telemetry/channels.js';
import { chunk, normalize, type EmbedOptions, type Embedder } from './embedder.js';

export interface OpenAiEmbedderOptions {
  /** Base URL of an OpenAI-compatible API, e.g. `http://embeddings:8000/v1`. */
  url: string;
  apiKey?: string;
  model: string;
  dimensions: number;
  queryPrefix: string;
  passagePrefix: string;
  batchSize: number;
  timeoutMs?: number;
}

const EmbeddingsResponse = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
  usage: z.object({ prompt_tokens: z.number().int() }).optional(),
});

/** Embeddings from an OpenAI-compatible `/embeddings` endpoint (an embedding server at scale). */
export class OpenAiEmbedder implements Embedder {
  readonly modelId: string;
  readonly dimensions: number;

  constructor(private readonly opts: OpenAiEmbedderOptions) {
    this.modelId = opts.model;
    this.dimensions = opts.dimensions;
  }

  embedQueries(texts: string[], opts?: EmbedOptions): Promise<Float32Array[]> {
    return this.embed(texts.map((t) => this.opts.queryPrefix + t), opts);
  }

  embedPassages(texts: string[], opts?: EmbedOptions): Promise<Float32Array[]> {
    return this.embed(texts.map((t) => this.opts.passagePrefix + t), opts);
  }

  /** The server's own tokenizer count, from the usage it reports. */
  async countTokens(text: string): Promise<number> {
    const body = await this.request([text]);
    return body.usage?.prompt_tokens ?? Math.ceil(text.length / 4);
  }

  private async request(input: string[]) {
    const res = await fetch(`${this.opts.url.replace(/\/$/, '')}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.opts.apiKey ? { authorization: `Bearer ${this.opts.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.opts.model, input }),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
    });
    if (!res.ok) throw new Error(`embedding endpoint answered ${res.status}`);
    return EmbeddingsResponse.parse(await res.json());
  }

  private async embed(texts: string[], opts: EmbedOptions = {}): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    const mode = opts.tenant === undefined ? 'interactive' : 'background';
    for (const batch of chunk(texts, this.opts.batchSize)) {
      const body = await embeddingBatch(mode, batch.length, () => this.request(batch));
      const rows = [...body.data].sort((a, b) => a.index - b.index);
      if (rows.length !== batch.length) throw new Error('embedding endpoint returned a different number of rows');
      for (const row of rows) {
        if (row.embedding.length !== this.dimensions) {
          throw new Error(`embedding endpoint gives ${row.embedding.length} dimensions, expected ${this.dimensions}`);
        }
        out.push(normalize(Float32Array.from(row.embedding)));
      }
    }
    return out;
  }

  async close(): Promise<void> {}
}
