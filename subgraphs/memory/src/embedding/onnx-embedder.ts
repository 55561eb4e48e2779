import { AutoTokenizer, env, pipeline, type FeatureExtractionPipeline, type PreTrainedTokenizer } from '@huggingface/transformers';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lengthBatches } from './batching.js';
import type { Embedder } from './embedder.js';

export interface OnnxEmbedderOptions {
  /** A local model directory (config.json, tokenizer.json, onnx/) or a model id in the local cache. */
  model: string;
  dtype: 'fp32' | 'fp16' | 'q8' | 'int8' | 'uint8' | 'q4';
  dimensions: number;
  queryPrefix: string;
  passagePrefix: string;
  batchSize: number;
  /** ONNX Runtime threads per inference (unset: one per core). */
  intraOpThreads?: number;
}

/**
 * Points transformers.js at a local model directory (remote downloads are off) and answers the
 * name to load it by; a missing model fails here with a clear message.
 */
export function localModelRef(model: string): string {
  env.allowRemoteModels = false;
  if (!path.isAbsolute(model)) return model;
  if (!existsSync(path.join(model, 'config.json'))) {
    throw new Error(`embedding model not found at ${model} (run \`npm run setup\`)`);
  }
  env.allowLocalModels = true;
  env.localModelPath = path.dirname(model);
  return path.basename(model);
}

/**
 * In-process embeddings with ONNX Runtime through transformers.js. Weights are read from disk only:
 * remote model downloads are switched off, so a missing model fails at start-up with a clear message.
 */
export class OnnxEmbedder implements Embedder {
  readonly modelId: string;
  readonly dimensions: number;

  private constructor(
    private readonly extractor: FeatureExtractionPipeline,
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly opts: OnnxEmbedderOptions,
  ) {
    this.modelId = path.basename(opts.model);
    this.dimensions = opts.dimensions;
  }

  static async load(opts: OnnxEmbedderOptions): Promise<OnnxEmbedder> {
    const modelRef = localModelRef(opts.model);
    const extractor = (await pipeline('feature-extraction', modelRef, {
      dtype: opts.dtype,
      device: 'cpu',
      ...(opts.intraOpThreads ? { session_options: { intraOpNumThreads: opts.intraOpThreads, interOpNumThreads: 1 } } : {}),
    })) as FeatureExtractionPipeline;
    const tokenizer = await AutoTokenizer.from_pretrained(modelRef);
    const embedder = new OnnxEmbedder(extractor, tokenizer, opts);
    const [probe] = await embedder.embedPassages(['dimension probe']);
    if (probe?.length !== opts.dimensions) {
      throw new Error(`embedding model gives ${probe?.length} dimensions, EMBEDDING_DIMENSIONS is ${opts.dimensions}`);
    }
    return embedder;
  }

  embedQueries(texts: string[]): Promise<Float32Array[]> {
    return this.embed(texts.map((t) => this.opts.queryPrefix + t));
  }

  embedPassages(texts: string[]): Promise<Float32Array[]> {
    return this.embed(texts.map((t) => this.opts.passagePrefix + t));
  }

  async countTokens(text: string): Promise<number> {
    return this.tokenizer.encode(text, { add_special_tokens: false }).length;
  }

  /** Embeds texts as given (prefixes already applied): what an embedding worker thread runs. */
  async embed(texts: string[]): Promise<Float32Array[]> {
    // A batch is padded to its longest text: texts of similar length go together (then the order is
    // restored), so that a long text does not make every short one in its batch as costly as itself.
    const out: Float32Array[] = new Array(texts.length);
    for (const batch of lengthBatches(texts, this.opts.batchSize)) {
      const tensor = await this.extractor(batch.map((i) => texts[i]!), { pooling: 'mean', normalize: true });
      const [rows, dims] = tensor.dims as [number, number];
      const data = tensor.data as Float32Array;
      for (let r = 0; r < rows; r++) out[batch[r]!] = data.slice(r * dims, (r + 1) * dims);
      tensor.dispose();
    }
    return out;
  }

  async close(): Promise<void> {
    await this.extractor.dispose();
  }
}
