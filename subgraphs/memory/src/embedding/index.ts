import type { Config } from '../../../../common/src/config.js';
import type { Embedder } from './embedder.js';
import { OpenAiEmbedder } from './openai-embedder.js';
import { PooledEmbedder } from './pooled-embedder.js';

export type { EmbedOptions, Embedder } from './embedder.js';
export { OnnxEmbedder } from './onnx-embedder.js';
export { OpenAiEmbedder } from './openai-embedder.js';
export { PooledEmbedder } from './pooled-embedder.js';

export async function createEmbedder(cfg: Config['embedding']): Promise<Embedder> {
  if (cfg.provider === 'openai') {
    return new OpenAiEmbedder({ ...cfg, url: cfg.openai.url!, apiKey: cfg.openai.apiKey, model: cfg.model });
  }
  return PooledEmbedder.start(cfg);
}
