import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fmt, markdownTable, writeJson } from './report.js';
import type { BenchSettings } from './settings.js';

interface BenchJson {
  sizes: number[];
  rows: Array<{ workload: string; size?: number; summary?: { p50: number; p95: number } }>;
}

const COMPARED = ['search (REST)', 'search (domain, in process)', 'recall (REST)', 'store (REST, one at a time)'];

/**
 * `--engine=standalone,lite`: the whole bench once per embedded engine, each in a process of its
 * own (results in bench-results/<engine>/, one embedding cache), then their figures side by side.
 */
export async function compareEngines(settings: BenchSettings, argv: string[]): Promise<void> {
  const engines = settings.engines!;
  const args = argv.filter((a) => !a.startsWith('--engine='));
  for (const engine of engines) {
    process.stderr.write(`bench: engine ${engine}\n`);
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'run.ts'), ...args, `--engine=${engine}`], {
        env: { ...process.env, BENCH_RESULTS_DIR: path.join(settings.resultsDir, engine), BENCH_CACHE_DIR: settings.cacheDir },
        // Each run's tables go to stderr with its progress; the comparison is this run's output.
        stdio: ['ignore', process.stderr, process.stderr],
      });
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`the bench on ${engine} failed (exit ${code})`);
  }
  const results = Object.fromEntries(
    engines.map((e) => [e, JSON.parse(readFileSync(path.join(settings.resultsDir, e, 'bench.json'), 'utf8')) as BenchJson]),
  );
  const sizes = results[engines[0]!]!.sizes;
  const cell = (e: string, workload: string, size: number) => {
    const s = results[e]!.rows.find((r) => r.workload === workload && r.size === size)?.summary;
    return s ? `${fmt(s.p50)} / ${fmt(s.p95)}` : 'n/a';
  };
  console.log(`## Embedded engines side by side (p50 / p95 ms)\n`);
  console.log(
    markdownTable(
      ['workload', 'memories', ...engines],
      COMPARED.flatMap((w) => sizes.map((size) => [w, size, ...engines.map((e) => cell(e, w, size))])),
    ),
  );
  writeJson(settings.resultsDir, 'bench-engines.json', { at: new Date().toISOString(), engines, sizes, results });
}
