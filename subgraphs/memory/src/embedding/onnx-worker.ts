import { Piscina, workerData } from 'piscina';
import { OnnxEmbedder, type OnnxEmbedderOptions } from './onnx-embedder.js';

/**
 * An embedding worker thread: tokenisation, inference and pooling of one batch run here, off the
 * event loop that serves requests. The model is loaded once per thread.
 */
const embedder = OnnxEmbedder.load(workerData as OnnxEmbedderOptions);

export interface EmbedBatch {
  texts: string[];
}

/** The batch's vectors, row after row in one buffer that is moved (not copied) back to the caller. */
export default async function embedBatch({ texts }: EmbedBatch) {
  const vectors = await (await embedder).embed(texts);
  const dims = vectors[0]?.length ?? 0;
  const packed = new Float32Array(vectors.length * dims);
  vectors.forEach((v, i) => packed.set(v, i * dims));
  return Piscina.move(packed);
}
