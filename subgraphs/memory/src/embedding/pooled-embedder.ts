import { AutoTokenizer, type PreTrainedTokenizer } from '@huggingface/transformers';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { embeddingBatch } from '../../../../common/src/telemetry/channels.js';
import { lengthBatches } from './batching.js';
import { chunk, type EmbedOptions, type Embedder } from './embedder.js';
import { FairQueue, withLane, type EmbeddingLane } from './fair-queue.js';
import { localModelRef, type OnnxEmbedderOptions } from './onnx-embedder.js';
import { QueryVectorCache } from './query-cache.js';
import type { EmbedBatch, EmbedWorkerData } from './onnx-worker.js';

export interface PooledEmbedderOptions extends OnnxEmbedderOptions {
  /** Worker threads for interactive embeds (store, search, recall); 1 when unset. */
  interactiveThreads?: number;
  /** Worker threads for background batches (bulk imports, deferred indexing). */
  backgroundThreads: number;
  /** The background threads' nice value (Linux): the scheduler serves everything else first. */
  backgroundNice: number;
  /**
   * Background threads that keep the process's priority (at most `backgroundThreads`): whatever
   * else needs the CPU, queued indexing keeps progressing on them.
   */
  backgroundSteadyThreads?: number;
}


const require = createRequire(import.meta.url);
/** Texts per token-counting task (about 1 ms of tokenizer time per 400 characters). */
const COUNT_BATCH = 64;

/**
 * The ONNX model in worker threads, so that embedding never runs on the event loop that serves
 * requests. Two pools: `interactiveThreads` kept for interactive embeds (store, search, recall) and
 * `backgroundThreads` for bulk work, whose batches wait in a queue that serves tenants round robin.
 * The background threads but `backgroundSteadyThreads` run at a lower priority (`backgroundNice`): on
 * an idle machine a bulk import uses every core, and whenever requests need the CPU the scheduler
 * gives it to them first. The steady ones keep the process's priority, so that a machine kept busy
 * by requests (or by anything else) still indexes what was queued: a niced thread there gets almost
 * nothing, and a write acknowledged `stored (async)` would wait for the load to pass.
 * An interactive embed that finds its threads busy takes an idle background thread if none of them
 * is niced (a niced thread may run a query for seconds on a busy machine, and the pool cannot say
 * which thread a task goes to), and otherwise waits for its own threads, taking turns with other
 * accounts. Each inference uses one ONNX thread, so one batch never takes every core.
 */
export class PooledEmbedder implements Embedder {
  readonly modelId: string;
  readonly dimensions: number;
  /** Batches handed to each pool and not yet answered (running or waiting in its queue). */
  private readonly inFlight = { interactive: 0, background: 0 };
  private readonly backgroundThreads: number;
  private readonly interactiveThreads: number;
  /** Whether interactive embeds may use idle background threads: none of those is niced. */
  private readonly overflow: boolean;
  private readonly queries = new QueryVectorCache((texts, account) => this.embedQueryTexts(texts, { account }));

  private constructor(
    private readonly interactive: Piscina,
    private readonly background: Piscina,
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly opts: PooledEmbedderOptions,
  ) {
    this.modelId = path.basename(opts.model);
    this.dimensions = opts.dimensions;
    this.backgroundThreads = background.options.maxThreads;
    this.interactiveThreads = interactive.options.maxThreads;
    this.overflow = opts.backgroundNice <= 0 || (opts.backgroundSteadyThreads ?? 0) >= this.backgroundThreads;
  }

  static async start(opts: PooledEmbedderOptions): Promise<PooledEmbedder> {
    const modelRef = localModelRef(opts.model);
    const tokenizer = await AutoTokenizer.from_pretrained(modelRef);
    const pool = (threads: number, nice: { value: number; steady: number }, taskQueue?: FairQueue) =>
      new Piscina({
        filename: new URL('./onnx-worker.ts', import.meta.url).href,
        // The worker is TypeScript, like the rest of the service (run by tsx).
        execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
        workerData: {
          ...opts,
          intraOpThreads: opts.intraOpThreads ?? 1,
          nice: nice.value,
          steadyThreads: nice.steady,
          // Each thread takes the next number as it starts: the first `steady` keep the priority.
          threadCounter: new Int32Array(new SharedArrayBuffer(4)),
        } satisfies EmbedWorkerData,
        minThreads: threads,
        maxThreads: threads,
        idleTimeout: Infinity,
        // Between tasks a thread waits with Atomics.waitAsync rather than piscina's default blocking
        // Atomics.wait: with the blocking wait, of two inferences handed at once to two idle threads one
        // took 2.5 s instead of 0.33 s (the other 0.33 s), on 2 cores with nothing else running. The
        // cost: a pool kept busy embeds about 6 % less (2.27 against 2.42 long memories a second).
        atomics: 'async',
        // A task the pool shifted but could not start goes back to the head of the queue, not the
        // tail (at the tail it would lose its tenant's turn on every attempt).
        ...(taskQueue ? { taskQueue, stricterFIFO: true } : {}),
      });
    const embedder = new PooledEmbedder(
      pool(Math.max(1, opts.interactiveThreads ?? 1), { value: 0, steady: 0 }, new FairQueue()),
      pool(Math.max(1, opts.backgroundThreads), { value: opts.backgroundNice, steady: opts.backgroundSteadyThreads ?? 0 }, new FairQueue()),
      tokenizer,
      opts,
    );
    try {
      // Loads the model in every thread now rather than on the first request; checks its size.
      const probes = await Promise.all([
        embedder.embedPassages(['dimension probe']),
        ...Array.from({ length: opts.backgroundThreads }, () => embedder.embedPassages(['dimension probe'], { tenant: 'probe' })),
      ]);
      const probe = probes[0]![0];
      if (probe?.length !== opts.dimensions) {
        throw new Error(`embedding model gives ${probe?.length} dimensions, EMBEDDING_DIMENSIONS is ${opts.dimensions}`);
      }
    } catch (err) {
      await embedder.close();
      throw err;
    }
    return embedder;
  }

  embedQueries(texts: string[], opts?: EmbedOptions): Promise<Float32Array[]> {
    // A query is what a search or recall waits on: first among its account's interactive batches.
    // One its account asked recently is not embedded again.
    if (opts?.tenant !== undefined) return this.embedQueryTexts(texts, opts);
    return this.queries.get(texts, opts?.account);
  }

  private embedQueryTexts(texts: string[], opts: EmbedOptions): Promise<Float32Array[]> {
    return this.embed(texts.map((t) => this.opts.queryPrefix + t), opts, true);
  }

  embedPassages(texts: string[], opts?: EmbedOptions): Promise<Float32Array[]> {
    return this.embed(texts.map((t) => this.opts.passagePrefix + t), opts, false);
  }

  async countTokens(text: string): Promise<number> {
    return this.tokenizer.encode(text, { add_special_tokens: false }).length;
  }

  async countTokensMany(texts: string[], opts: EmbedOptions = {}): Promise<number[]> {
    const counts = await Promise.all(
      chunk(texts, COUNT_BATCH).map((batch) => this.run({ texts: batch, count: true }, opts.tenant) as Promise<Int32Array>),
    );
    return counts.flatMap((c) => Array.from(c));
  }

  async analyzeMany(texts: string[], langs: string[], opts: EmbedOptions = {}): Promise<string[][]> {
    const parts = await Promise.all(
      chunk(texts.map((_, i) => i), COUNT_BATCH).map(
        (batch) => this.run({ texts: batch.map((i) => texts[i]!), analyze: { langs: batch.map((i) => langs[i]!) } }, opts.tenant) as Promise<string[][]>,
      ),
    );
    return parts.flat();
  }

  private async embed(texts: string[], opts: EmbedOptions | undefined, read: boolean): Promise<Float32Array[]> {
    const out: Float32Array[] = new Array(texts.length);
    await Promise.all(
      lengthBatches(texts, this.opts.batchSize).map(async (batch) => {
        const mode = opts?.tenant === undefined ? 'interactive' : 'background';
        const packed = (await embeddingBatch(mode, batch.length, () => this.run({ texts: batch.map((i) => texts[i]!) }, opts?.tenant, { account: opts?.account, read }))) as Float32Array;
        const dims = packed.length / batch.length;
        batch.forEach((i, r) => (out[i] = packed.slice(r * dims, (r + 1) * dims)));
      }),
    );
    return out;
  }

  private run(task: EmbedBatch, tenant: string | undefined, interactive: Omit<EmbeddingLane, 'tenant'> = {}): Promise<unknown> {
    // Interactive batches use their own threads. When they are taken they may use an idle background
    // thread (when no background thread is niced); they never queue behind background batches, whose
    // threads may be niced and each of whose batches takes far longer than a query. In either queue
    // they take turns between accounts.
    let pool: 'interactive' | 'background' = 'background';
    if (tenant === undefined) {
      const busy = this.inFlight.interactive >= this.interactiveThreads;
      const backgroundIdle = this.inFlight.background < this.backgroundThreads;
      if (!busy || !backgroundIdle || !this.overflow) pool = 'interactive';
    }
    this.inFlight[pool]++;
    const target = pool === 'interactive' ? this.interactive : this.background;
    return target.run(withLane(task, tenant === undefined ? interactive : { tenant })).finally(() => this.inFlight[pool]--);
  }

  async close(): Promise<void> {
    await Promise.all([this.interactive.destroy(), this.background.destroy()]);
  }
}
