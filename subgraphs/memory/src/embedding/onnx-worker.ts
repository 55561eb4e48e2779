import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { Piscina, workerData } from 'piscina';
import { logger } from '../../../../common/src/logger.js';
import { OnnxEmbedder, type OnnxEmbedderOptions } from './onnx-embedder.js';
import { analyze as analyzeTerms } from '../domain/retrieval/analyzer.js';

export interface EmbedWorkerData extends OnnxEmbedderOptions {
  /** The pool's nice value; 0 leaves its threads at the process's priority. */
  nice: number;
  /** How many of the pool's threads keep the process's priority whatever `nice` says. */
  steadyThreads: number;
  /** Shared by the pool's threads: each takes a number as it starts. */
  threadCounter: Int32Array;
}

/**
 * Lowers the priority of the calling thread only. On Linux a nice value belongs to a thread, and
 * `setpriority` given a thread id changes that thread; onnxruntime-node runs an inference on the
 * thread that calls it (one intra-op thread: no pool of its own), so the whole batch runs at this
 * priority. Elsewhere the thread keeps the process's priority.
 */
function lowerThreadPriority(nice: number): void {
  if (nice <= 0) return;
  try {
    const tid = Number(path(readlinkSync('/proc/thread-self')));
    os.setPriority(tid, nice);
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'background embedding runs at normal priority: thread priorities are not available here');
  }
}
const path = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/**
 * An embedding worker thread: tokenisation, inference and pooling of one batch run here, off the
 * event loop that serves requests. The model is loaded once per thread.
 */
const data = workerData as EmbedWorkerData;
// A thread started to replace one that died takes a number past `steadyThreads` and runs niced: the
// pool then has one steady thread less, never more.
const threadNumber = Atomics.add(data.threadCounter, 0, 1);
lowerThreadPriority(threadNumber < data.steadyThreads ? 0 : data.nice);
const embedder = OnnxEmbedder.load(data);

export interface EmbedBatch {
  texts: string[];
  /** Count the texts' tokens instead of embedding them. */
  count?: boolean;
  /** Analyse the texts for the lexical index instead, each in the language given (detected by the caller). */
  analyze?: { langs: string[] };
}

/**
 * The batch's vectors, row after row in one buffer that is moved (not copied) back to the caller;
 * with `count`, the texts' token counts.
 */
export default async function embedBatch({ texts, count, analyze }: EmbedBatch): Promise<unknown> {
  if (analyze) return texts.map((t, i) => analyze.langs[i] ? analyzeTerms(t, analyze.langs[i]!) : []);
  if (count) {
    const model = await embedder;
    const counts = new Int32Array(texts.length);
    for (let i = 0; i < texts.length; i++) counts[i] = await model.countTokens(texts[i]!);
    return Piscina.move(counts);
  }
  const vectors = await (await embedder).embed(texts);
  const dims = vectors[0]?.length ?? 0;
  const packed = new Float32Array(vectors.length * dims);
  vectors.forEach((v, i) => packed.set(v, i * dims));
  return Piscina.move(packed);
}
