import { execFile } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('edge start-up code', () => {
  it("loads none of the memory subgraph's code until that subgraph runs in process", async () => {
    // A fresh process: vitest's own module graph would not tell what the edge loads by itself.
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--import', './test/testkit/trace-modules.mjs', '-e', "await import('./gateway/src/service.ts'); process.exit(0)"],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    const loaded = new Set(
      stderr
        .split('\n')
        .filter((l) => l.startsWith('module file:'))
        .map((l) => relative(root, fileURLToPath(l.slice('module '.length)))),
    );
    expect(loaded.has('gateway/src/service.ts')).toBe(true);
    // The schema text is still read for composing the supergraph in code.
    expect([...loaded].filter((p) => p.startsWith('subgraphs/memory/')).sort()).toEqual(['subgraphs/memory/src/schema.ts']);
  }, 120_000);
});
