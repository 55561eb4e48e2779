import path from 'node:path';
import { z } from 'zod';
import { parseConfig, projectRoot } from '../common/src/config.js';

// Settings of `npm run bench` and `npm run eval`, read from the environment once, here. The service's
// own settings (common/src/config.ts) apply too; the harness derives its own database from them.
const BenchEnv = z.object({
  /** Where tables, JSON, charts and the embedding cache go. */
  BENCH_RESULTS_DIR: z.string().default('bench-results'),
  /** The embedding cache; beside the results unless named (a run per engine shares one). */
  BENCH_CACHE_DIR: z.string().optional(),
  /** Python for the peer system (the project's virtual environment by default). */
  PEER_PYTHON: z.string().default('.venv/bin/python'),
});

const abs = (p: string) => (path.isAbsolute(p) ? p : path.join(projectRoot, p));

export interface BenchSettings {
  evalDataDir: string;
  resultsDir: string;
  cacheDir: string;
  peerPython: string;
  quick: boolean;
  /** Run the peer system beside ours (`--no-peer` skips it). */
  peer: boolean;
  /** The engine memory calls ask for with `X-Service-Model` (`--model=ID`; the service default otherwise). */
  model?: string;
  /** `--only=locomo|sts` runs one part of the evaluation. */
  only?: string;
  /** `--conversations=N`: the first N LoCoMo conversations only. */
  conversations?: number;
  /** `--sizes=1000,10000`: the store sizes the bench measures at. */
  sizes?: number[];
  /** `--engine=standalone,lite`: the embedded engines to measure (one run each, compared side by side). */
  engines?: Array<'standalone' | 'lite'>;
  /** `--heap-check`: the export reports its heap before and after a full collection (run with `--expose-gc`), and the import is left out. */
  heapCheck: boolean;
  /** The environment the service's configuration is parsed from. */
  env: Record<string, string | undefined>;
}

export function readBenchSettings(argv = process.argv.slice(2), env: Record<string, string | undefined> = process.env): BenchSettings {
  const parsed = BenchEnv.parse(env);
  const resultsDir = abs(parsed.BENCH_RESULTS_DIR);
  // One engine is a setting of the service; several are one run each (bench/engines.ts).
  const engine = option(argv, 'engine')?.split(',').length === 1 ? option(argv, 'engine') : undefined;
  return {
    // The service's setting (EVAL_DATA_DIR), shared with the tests that read the same data.
    evalDataDir: parseConfig(env).evalDataDir,
    resultsDir,
    cacheDir: parsed.BENCH_CACHE_DIR ? abs(parsed.BENCH_CACHE_DIR) : path.join(resultsDir, 'cache'),
    peerPython: abs(parsed.PEER_PYTHON),
    quick: argv.includes('--quick'),
    peer: !argv.includes('--no-peer'),
    heapCheck: argv.includes('--heap-check'),
    model: option(argv, 'model'),
    only: option(argv, 'only'),
    conversations: option(argv, 'conversations') === undefined ? undefined : z.coerce.number().int().min(1).parse(option(argv, 'conversations')),
    sizes: option(argv, 'sizes')?.split(',').map((n) => z.coerce.number().int().min(1).parse(n)),
    engines: option(argv, 'engine')?.split(',').map((e) => z.enum(['standalone', 'lite']).parse(e)),
    env: engine ? { ...env, MILVUS_ENGINE: engine } : env,
  };
}

/** `--name=N` from the command line, else `fallback` (the profilers' options). */
export function numberOption(name: string, fallback: number, argv = process.argv.slice(2)): number {
  const value = option(argv, name);
  return value === undefined ? fallback : z.coerce.number().parse(value);
}

/** The value of `--name=value`, if given. */
function option(argv: string[], name: string): string | undefined {
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
